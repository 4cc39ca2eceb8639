// VcrRepository and VcrRepositoryPermission through the provider's host functions against the
// emulator: check before any call, create with the registry URL, no diff after a read, replaces,
// adopt, import ids, gone; a permission by team slug or id that lets the team pull through the
// registry protocol, and that the team loses when the resource is deleted.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import type { AnyResourceDefinition } from "../../provider/families/kit/definition";
import { parseImportId } from "../../provider/families/kit/import-id";
import { definitionByName } from "../../provider/families/registry";
import { useEmulator } from "../support/emulator";
import { registryClient } from "../support/registry-client";
import { rejection } from "../support/rejection";
import { checkFailures, configureProvider, seedProject, type Props } from "./env-support";

const REPO = "VcrRepository";
const GRANT = "VcrRepositoryPermission";

describe("container registry resources", () => {
  const emulator = useEmulator();
  let projectId = "";

  beforeEach(async () => {
    configureProvider(emulator);
    projectId = await seedProject(emulator, "web");
  });

  const noChange = async (type: string, id: string, state: Props, news: Props) => {
    const { props } = await host.read(type, id, state);
    expect((await host.diff(type, id, props, news)).changes, JSON.stringify(props)).to.equal(false);
    return props;
  };

  it("checks names and the granted team before any API call", async () => {
    const before = (await emulator.admin.requestCounts()).counts;
    expect(await checkFailures(REPO, { projectId, name: "-Bad" })).to.have.keys(["name"]);
    expect(await checkFailures(GRANT, { projectId, repository: "api" })).to.deep.equal({
      grantedTeamId: "give exactly one of grantedTeamId and grantedTeamSlug",
    });
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal(before);
  });

  it("creates a repository with its registry URL, reads it with no diff, replaces on a new name, and imports `[team/]projectId/name`", async () => {
    const inputs = { projectId, name: "api" };
    const { id, outs } = await host.create(REPO, inputs);
    expect(id).to.match(/^vcrrepo_/);
    expect(outs).to.include({ url: `${new URL(emulator.url).host}/${emulator.teamSlug}/web/api` });
    await noChange(REPO, id, outs, inputs);
    const diff = await host.diff(REPO, id, outs, { ...inputs, name: "worker" });
    expect(diff.replaces).to.deep.equal(["name"]);

    const definition = definitionByName(REPO) as AnyResourceDefinition;
    const imported = parseImportId(definition, `${emulator.teamSlug}/${projectId}/api`);
    expect((await host.read(REPO, imported.id, {})).props).to.include({ projectId, name: "api" });

    const conflict = await rejection(host.create(REPO, inputs));
    expect(String(conflict)).to.contain("adopt");
    expect((await host.create(REPO, { ...inputs, adopt: true })).id).to.equal(id);
    await host.delete(REPO, id, outs);
    await host.delete(REPO, id, outs);
    expect(await host.read(REPO, id, outs)).to.deep.equal({ id: "", props: {} });
  });

  it("grants a team pull access by slug, which its members use through the registry, and revokes it on delete", async () => {
    await host.create(REPO, { projectId, name: "api" });
    const pushed = await registryClient(emulator.url, emulator.token).pushImage(
      `${emulator.teamSlug}/web/api`,
      "v1",
      [Buffer.from("layer")],
    );
    const outsider = await emulator.admin.createUser("outsider");
    const partner = await emulator.admin.createTeam("partner", [outsider.user.id]);
    const theirs = registryClient(emulator.url, outsider.token);
    const pull = () => theirs.call("GET", `${emulator.teamSlug}/web/api/manifests/v1`);
    expect((await pull()).status).to.equal(403);

    const inputs = { projectId, repository: "api", grantedTeamSlug: "partner" };
    const { id, outs } = await host.create(GRANT, inputs);
    expect(outs).to.include({ grantedTeamId: partner.id, grantedTeamSlug: "partner" });
    expect(id).to.equal(`${outs.repositoryId}/${partner.id}`);
    expect((await pull()).headers.get("docker-content-digest")).to.equal(pushed.digest);
    await noChange(GRANT, id, outs, inputs);

    const definition = definitionByName(GRANT) as AnyResourceDefinition;
    const imported = parseImportId(definition, `${projectId}/api/${partner.id}`);
    expect((await host.read(GRANT, imported.id, {})).props).to.include({ grantedTeamSlug: "partner" });

    await host.delete(GRANT, id, outs);
    expect((await pull()).status).to.equal(403);
    expect(await host.read(GRANT, id, outs)).to.deep.equal({ id: "", props: {} });
  });
});
