// The ProjectDomain definition through the provider's host functions, against the emulator.
import { expect } from "chai";
import { DEFAULT_USER_ID } from "../../emulator";
import { host } from "../../provider/dynamic/host";
import * as operations from "../../provider/operations/lifecycle";
import { parseImportId } from "../../provider/families/kit/import-id";
import { definitionByName } from "../../provider/families/registry";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";

type Props = Record<string, unknown>;
const definition = definitionByName("ProjectDomain") as unknown as operations.Definition;

describe("ProjectDomain provider", () => {
  const emulator = useEmulator();
  let projectId: string;

  beforeEach(async () => {
    const config: Props = {
      "vercel:apiToken": emulator.token,
      "vercel:apiUrl": emulator.url,
      "vercel:team": emulator.teamId,
    };
    host.configure("ProjectDomain", {
      get: (key: string) => config[key] as string | undefined,
      require: (key: string) => String(config[key]),
    });
    const [project] = (await emulator.admin.seedProjects([
      { teamId: emulator.teamId, name: "site" },
    ])) as Props[];
    projectId = String(project?.id);
  });

  const api = (method: string, path: string, body?: unknown) =>
    emulator.admin.api<Props>(method, `${path}?teamId=${emulator.teamId}`, body);
  const paths = async (olds: Props, news: Props) => (await operations.diff(definition, olds, news)).paths;

  it("rejects a malformed domain, a code without redirect and a bad code before any API call", async () => {
    const { failures } = await host.check(
      "ProjectDomain",
      {},
      { projectId, domain: "not a domain", redirectStatusCode: 305 },
    );
    expect(failures.map((f) => f.property)).to.include.members(["domain", "redirectStatusCode"]);
    const { failures: lonely } = await host.check(
      "ProjectDomain",
      {},
      { projectId, domain: "www.example.com", redirectStatusCode: 301 },
    );
    expect(lonely).to.deep.equal([{ property: "redirectStatusCode", reason: "needs redirect" }]);
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
  });

  it("creates a domain (lowercased), reports it verified, and sees no change for another spelling", async () => {
    const { inputs } = await host.check("ProjectDomain", {}, { projectId, domain: "WWW.Example.com." });
    const { id, outs } = await host.create("ProjectDomain", inputs);
    expect(id).to.equal(`${projectId}/www.example.com`);
    expect(outs).to.include({
      projectId,
      domain: "www.example.com",
      verified: true,
      teamId: emulator.teamId,
    });
    expect(outs.verification).to.deep.equal([]);
    expect(await paths(outs, { projectId, domain: "www.EXAMPLE.com." })).to.deep.equal([]);
    const diff = await host.diff("ProjectDomain", id, outs, { projectId, domain: "api.example.com" });
    expect(diff).to.deep.include({ replaces: ["domain"], deleteBeforeReplace: true });
  });

  it("outputs the TXT record for a domain another account holds", async () => {
    const other = await emulator.admin.createTeam("pd-res-other", [DEFAULT_USER_ID]);
    const theirs = await emulator.admin.api<Props>("POST", `/v11/projects?teamId=${other.id}`, { name: "t" });
    await emulator.admin.api("POST", `/v10/projects/${String(theirs.body.id)}/domains?teamId=${other.id}`, {
      name: "example.io",
    });
    const { outs } = await host.create("ProjectDomain", { projectId, domain: "www.example.io" });
    expect(outs.verified).to.equal(false);
    expect(outs.verification).to.have.length(1);
    expect((outs.verification as Props[])[0]).to.include({ type: "TXT", domain: "_vercel.example.io" });
  });

  it("explains a conflict and points at adopt; adopts and applies the program's redirect", async () => {
    await api("POST", `/v10/projects/${projectId}/domains`, { name: "example.com" });
    await api("POST", `/v10/projects/${projectId}/domains`, { name: "www.example.com" });
    const error = await rejection<Error>(
      host.create("ProjectDomain", { projectId, domain: "www.example.com" }),
    );
    expect(error.message).to.match(/domain "www\.example\.com" already exists: set adopt: true/);
    const { id, outs } = await host.create("ProjectDomain", {
      projectId,
      domain: "www.example.com",
      redirect: "example.com",
      adopt: true,
    });
    expect(id).to.equal(`${projectId}/www.example.com`);
    expect(outs).to.include({ redirect: "example.com", redirectStatusCode: 308 });
  });

  it("updates redirect, code, branch and environment in place; a removed redirect is cleared", async () => {
    await api("POST", `/v10/projects/${projectId}/domains`, { name: "example.com" });
    const base = { projectId, domain: "www.example.com" };
    const { id, outs } = await host.create("ProjectDomain", base);
    const news = {
      ...base,
      redirect: "example.com",
      redirectStatusCode: 301,
      gitBranch: "main",
      customEnvironmentId: "env_x",
    };
    const diff = await host.diff("ProjectDomain", id, outs, news);
    expect(diff).to.deep.include({ changes: true, replaces: [] });
    const { outs: updated } = await host.update("ProjectDomain", id, outs, news);
    expect(updated).to.include({ redirectStatusCode: 301, gitBranch: "main", customEnvironmentId: "env_x" });
    expect(await paths(updated, news)).to.deep.equal([]);
    const { outs: cleared } = await host.update("ProjectDomain", id, updated, base);
    expect(cleared).not.to.have.any.keys(
      "redirect",
      "redirectStatusCode",
      "gitBranch",
      "customEnvironmentId",
    );
    expect((await api("GET", `/v9/projects/${projectId}/domains/www.example.com`)).body).to.include({
      redirect: null,
      gitBranch: null,
    });
  });

  it("reads drift, reports gone, deletes idempotently, and imports [team/]project/domain", async () => {
    const { id, outs } = await host.create("ProjectDomain", { projectId, domain: "x.example.com" });
    await api("PATCH", `/v9/projects/${projectId}/domains/x.example.com`, { gitBranch: "oob" });
    const read = await host.read("ProjectDomain", id, outs);
    expect(await paths(read.props ?? {}, { projectId, domain: "x.example.com" })).to.deep.equal([
      "gitBranch",
    ]);

    const parsed = parseImportId(definition as never, `${emulator.teamId}/${projectId}/x.example.com`);
    expect(parsed).to.deep.equal({ team: emulator.teamId, id });

    await host.delete("ProjectDomain", id, outs);
    await host.delete("ProjectDomain", id, outs);
    expect(await host.read("ProjectDomain", id, outs)).to.deep.equal({ id: "", props: {} });
  });
});
