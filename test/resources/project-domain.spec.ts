// The ProjectDomain definition through the provider's host functions, against the emulator.
import { expect } from "chai";
import { DEFAULT_USER_ID } from "../../emulator";
import { host } from "../../provider/dynamic/host";
import { startNewRun } from "../../provider/operations/session";
import * as operations from "../../provider/operations/lifecycle";
import { parseImportId } from "../../provider/families/kit/import-id";
import { definitionByName } from "../../provider/families/registry";
import { useEmulator } from "../support/emulator";
import { expectRefreshTogether, type Created } from "../support/refresh-together";
import { rejection } from "../support/rejection";
import { createClient } from "../../provider/families/client";
import type { ResourceContext } from "../../provider/families/kit/definition";
import {
  READY_POLL_INTERVAL_MS,
  READY_TIMEOUT_MS,
  waitUntilReady,
  type WaitClock,
} from "../../provider/families/projects/project-domain-ready";

type Props = Record<string, unknown>;
const definition = definitionByName("ProjectDomain") as unknown as operations.Definition;

describe("ProjectDomain provider", () => {
  const emulator = useEmulator();
  let projectId: string;

  /** What the engine does when a run starts: configure the provider (a new client). */
  function startRun(): void {
    const config: Props = {
      "vercel:apiToken": emulator.token,
      "vercel:apiUrl": emulator.url,
      "vercel:team": emulator.teamId,
    };
    startNewRun();
    host.configure("ProjectDomain", {
      get: (key: string) => config[key] as string | undefined,
      require: (key: string) => String(config[key]),
    });
  }

  beforeEach(async () => {
    startRun();
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

  it("updates redirect, code and branch in place; a removed redirect is cleared", async () => {
    await api("POST", `/v10/projects/${projectId}/domains`, { name: "example.com" });
    const base = { projectId, domain: "www.example.com" };
    const { id, outs } = await host.create("ProjectDomain", base);
    const news = {
      ...base,
      redirect: "example.com",
      redirectStatusCode: 301,
      gitBranch: "main",
    };
    const diff = await host.diff("ProjectDomain", id, outs, news);
    expect(diff).to.deep.include({ changes: true, replaces: [] });
    const { outs: updated } = await host.update("ProjectDomain", id, outs, news);
    expect(updated).to.include({ redirectStatusCode: 301, gitBranch: "main" });
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

  it("replaces, deleting first, when the custom environment changes: the platform does not update it", async () => {
    const base = { projectId, domain: "env.example.com" };
    const { id, outs } = await host.create("ProjectDomain", { ...base, customEnvironmentId: "env_a" });
    expect(outs).to.include({ customEnvironmentId: "env_a" });
    for (const news of [{ ...base, customEnvironmentId: "env_b" }, base]) {
      const diff = await host.diff("ProjectDomain", id, outs, news);
      expect(diff).to.deep.include({ replaces: ["customEnvironmentId"], deleteBeforeReplace: true });
    }
    await host.delete("ProjectDomain", id, outs);
    const replaced = await host.create("ProjectDomain", { ...base, customEnvironmentId: "env_b" });
    expect(replaced.id).to.equal(id);
    expect((await api("GET", `/v9/projects/${projectId}/domains/env.example.com`)).body).to.include({
      customEnvironmentId: "env_b",
    });
    // An update of the other settings leaves the environment alone and does not send it.
    const { outs: updated } = await host.update("ProjectDomain", id, replaced.outs, {
      ...base,
      customEnvironmentId: "env_b",
      gitBranch: "main",
    });
    expect(updated).to.include({ customEnvironmentId: "env_b", gitBranch: "main" });
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
  it("reads a project's domains together from one list; an edit made elsewhere shows in that domain only", async () => {
    const created: Created[] = [];
    for (let i = 0; i < 12; i++) {
      const { id, outs = {} } = await host.create("ProjectDomain", {
        projectId,
        domain: `d${i}.example.com`,
      });
      created.push({ id, outs });
    }
    await expectRefreshTogether({
      emulator,
      type: "ProjectDomain",
      created,
      newRun: startRun,
      listCalls: { "GET /v9/projects/:idOrName/domains": 1 },
      edit: {
        index: 7,
        apply: () =>
          api("PATCH", `/v9/projects/${projectId}/domains/d7.example.com`, { gitBranch: "oob" }).then(
            () => {},
          ),
        changes: { gitBranch: "oob" },
      },
    });
  });

  describe("waitForReady", () => {
    /** A clock whose sleeps pass at once, running `onSleep` (the world changing meanwhile). */
    const testClock = (onSleep: () => Promise<void> = async () => {}) => {
      let now = 0;
      const slept: number[] = [];
      const clock: WaitClock = {
        now: () => now,
        async sleep(ms) {
          slept.push(ms);
          now += ms;
          await onSleep();
        },
      };
      return { clock, slept };
    };
    const context = (): ResourceContext => {
      const owner = { kind: "team" as const, id: emulator.teamId, slug: emulator.teamSlug };
      const client = createClient({ baseUrl: emulator.url, token: emulator.token, team: emulator.teamSlug });
      return { client: client.forOwner(owner), owner };
    };

    it("creates a platform subdomain (ready at once), keeps the argument in state and shows no change after", async () => {
      const inputs = { projectId, domain: "i-wait.vercel.app", waitForReady: true };
      const { id, outs } = await host.create("ProjectDomain", inputs);
      expect(outs).to.include({ verified: true, waitForReady: true });
      const read = await host.read("ProjectDomain", id, outs);
      expect(read.props).to.include({ waitForReady: true });
      expect(await paths(read.props ?? {}, inputs)).to.deep.equal([]);
    });

    it("waits until the domain's DNS reaches the platform, asking every 5 seconds", async () => {
      await api("POST", "/v7/domains", { name: "example.com" });
      await api("POST", `/v10/projects/${projectId}/domains`, { name: "www.example.com" });
      const { clock, slept } = testClock(async () => {
        if (slept.length === 2)
          await api("POST", "/v2/domains/example.com/records", {
            name: "www",
            type: "CNAME",
            value: "cname.vercel-dns.com.",
          });
      });
      const domain = await waitUntilReady(context(), projectId, "www.example.com", clock);
      expect(domain).to.include({ name: "www.example.com", verified: true });
      expect(slept).to.deep.equal([READY_POLL_INTERVAL_MS, READY_POLL_INTERVAL_MS]);
    });

    it("gives up after 10 minutes, naming what is missing and what to point the domain at", async () => {
      await api("POST", "/v7/domains", { name: "example.com" });
      await api("POST", `/v10/projects/${projectId}/domains`, { name: "shop.example.com" });
      const { clock, slept } = testClock();
      const error = await rejection(waitUntilReady(context(), projectId, "shop.example.com", clock));
      expect(error.message).to.include("shop.example.com").and.include("not ready after 10 minutes");
      expect(error.message)
        .to.include("DNS does not reach the platform yet")
        .and.include("CNAME cname.vercel-dns.com.");
      expect(slept.reduce((a, b) => a + b, 0)).to.be.at.most(READY_TIMEOUT_MS);
      expect(slept).to.have.length(READY_TIMEOUT_MS / READY_POLL_INTERVAL_MS);
    });
  });
});
