// SharedEnvironmentVariable and SharedEnvironmentVariableProjectLink through the provider's host
// functions against the emulator.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import { startNewRun } from "../../provider/operations/session";
import * as operations from "../../provider/operations/lifecycle";
import { definitionByName, functionDefinitions } from "../../provider/families/registry";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";
import { runFunction } from "../../provider/functions/run";
import { UNKNOWN } from "../../provider/reconcile/unknown";
import { checkFailures, configureProvider, seedProject, teamApi, type Props } from "./env-support";

const functionNamed = (name: string) => {
  const found = functionDefinitions.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no function ${name}`);
  return found;
};

const TYPE = "SharedEnvironmentVariable";
const LINK = "SharedEnvironmentVariableProjectLink";
const definition = definitionByName(TYPE) as unknown as operations.Definition;

describe("SharedEnvironmentVariable provider", () => {
  const emulator = useEmulator();
  let projectId: string;
  let base: Props;

  beforeEach(async () => {
    configureProvider(emulator);
    projectId = await seedProject(emulator, "shared-app");
    base = { key: "SHARED", value: "v1", targets: ["production"], projectIds: [projectId] };
  });

  const apiShared = (id: string) => teamApi(emulator, "GET", `/v1/env/${id}`);
  const patchShared = (id: string, changes: Props) =>
    teamApi(emulator, "PATCH", "/v1/env", { updates: { [id]: changes } });

  it("checks its rules before any API call", async () => {
    expect(
      await checkFailures(TYPE, { key: "SHARED", value: "v", customEnvironmentIds: ["env_x"] }),
    ).to.deep.equal({
      targets: "must name at least one environment",
      customEnvironmentIds: "unknown argument",
    });
    expect(await checkFailures(TYPE, { ...base, targets: ["development"], sensitive: true })).to.deep.equal({
      sensitive: 'a variable targeting "development" cannot be sensitive',
    });
  });

  it("creates, reads back, and sees no change", async () => {
    const { id, outs } = await host.create(TYPE, { ...base, comment: "c" });
    expect(outs).to.include({
      key: "SHARED",
      value: "v1",
      comment: "c",
      sensitive: false,
      applyToAllCustomEnvironments: false,
    });
    expect(outs.projectIds).to.deep.equal([projectId]);
    const read = await host.read(TYPE, id, outs);
    expect((await host.diff(TYPE, id, read.props, { ...base, comment: "c" })).changes).to.equal(false);
    expect(await apiShared(id)).to.include({ value: "v1", type: "encrypted" });
  });

  it("explains a collision and adopts the variable with adopt", async () => {
    const { id } = await host.create(TYPE, base);
    const error = await rejection(host.create(TYPE, { ...base, targets: ["production", "preview"] }));
    expect(error.message).to.match(
      /^creating SharedEnvironmentVariable "SHARED": key "SHARED" already exists: set adopt: true.*existing_key_and_target/,
    );
    const adopted = await host.create(TYPE, { ...base, value: "v2", adopt: true });
    expect(adopted.id).to.equal(id);
    expect(await apiShared(id)).to.include({ value: "v2" });
  });

  it("reports drift of an encrypted value and of a sensitive one, and repairs both", async () => {
    const plain = await host.create(TYPE, base);
    await patchShared(plain.id, { value: "edited" });
    expect((await host.read(TYPE, plain.id, plain.outs)).props.value).to.equal("edited");

    const inputs = { ...base, key: "SECRET", value: "s3cr3t", sensitive: true };
    const { id, outs } = await host.create(TYPE, inputs);
    expect((await host.read(TYPE, id, outs)).props.value).to.equal("s3cr3t");
    await patchShared(id, { value: "by-hand" });
    const drifted = await host.read(TYPE, id, outs);
    expect((await operations.diff(definition, drifted.props, inputs)).paths).to.deep.equal(["value"]);
    const { outs: repaired } = await host.update(TYPE, id, drifted.props, inputs);
    expect((await host.read(TYPE, id, repaired)).props.value).to.equal("s3cr3t");
  });

  it("keeps links made elsewhere when projectIds is left out, and updates in place", async () => {
    const other = await seedProject(emulator, "other-app");
    const { id, outs } = await host.create(TYPE, { key: "K", value: "v", targets: ["preview"] });
    await patchShared(id, { projectIdUpdates: { link: [other] } });
    const read = await host.read(TYPE, id, outs);
    const news = { key: "K", value: "v", targets: ["preview", "production"], comment: "now" };
    const diff = await operations.diff(definition, read.props, news);
    expect(diff.keys).to.have.members(["targets", "comment"]);
    expect(diff.replaces).to.deep.equal([]);
    const { outs: updated } = await host.update(TYPE, id, read.props, news);
    expect(updated.projectIds).to.deep.equal([other]);
    expect(updated.targets).to.have.members(["preview", "production"]);
  });

  it("replaces, deleting first, when the key or sensitive changes; reads gone; deletes", async () => {
    const { id, outs } = await host.create(TYPE, base);
    for (const change of [{ key: "OTHER" }, { sensitive: true }]) {
      expect((await host.diff(TYPE, id, outs, { ...base, ...change })).deleteBeforeReplace).to.equal(true);
    }
    await host.delete(TYPE, id, outs);
    await host.delete(TYPE, id, outs);
    expect(await host.read(TYPE, id, outs)).to.deep.equal({ id: "", props: {} });
  });
});

describe("SharedEnvironmentVariableProjectLink provider", () => {
  const emulator = useEmulator();

  beforeEach(() => configureProvider(emulator));

  it("links, reads, reports an unlink made elsewhere as gone, and unlinks", async () => {
    const projectId = await seedProject(emulator, "linked-app");
    const shared = await host.create(TYPE, { key: "L", value: "v", targets: ["preview"] });
    const inputs = { sharedEnvironmentVariableId: shared.id, projectId };
    const { id, outs } = await host.create(LINK, inputs);
    expect(id).to.equal(`${shared.id}/${projectId}`);
    expect((await teamApi(emulator, "GET", `/v1/env/${shared.id}`)).projectId).to.deep.equal([projectId]);
    expect((await host.read(LINK, id, outs)).props).to.include(inputs);
    expect((await host.diff(LINK, id, outs, { ...inputs, projectId: "prj_other" })).replaces).to.deep.equal([
      "projectId",
    ]);

    await teamApi(emulator, "PATCH", `/v1/env/${shared.id}/unlink/${projectId}`);
    expect(await host.read(LINK, id, outs)).to.deep.equal({ id: "", props: {} });
    await host.create(LINK, inputs);
    await host.delete(LINK, id, outs);
    await host.delete(LINK, id, outs);
    expect((await teamApi(emulator, "GET", `/v1/env/${shared.id}`)).projectId).to.deep.equal([]);
    // The shared variable's read then sees no project: its projectIds were left out, so no change.
    expect(
      (
        await host.diff(TYPE, shared.id, (await host.read(TYPE, shared.id, shared.outs)).props, {
          key: "L",
          value: "v",
          targets: ["preview"],
        })
      ).changes,
    ).to.equal(false);
  });

  it("adopts an existing link", async () => {
    const projectId = await seedProject(emulator, "adopt-app");
    const shared = await host.create(TYPE, {
      key: "L",
      value: "v",
      targets: ["preview"],
      projectIds: [projectId],
    });
    const { id } = await host.create(LINK, {
      sharedEnvironmentVariableId: shared.id,
      projectId,
      adopt: true,
    });
    expect(id).to.equal(`${shared.id}/${projectId}`);
    const { counts } = await emulator.admin.requestCounts();
    expect(counts["PATCH /v1/env"]).to.equal(undefined);
  });
});

describe("team-only objects without a team", () => {
  const emulator = useEmulator();
  const variable = { key: "SHARED", value: "v1", targets: ["production"] };
  /** The token and URL only: no vercel:team. */
  const withoutTeam = () => {
    const values: Record<string, string> = {
      "vercel:apiToken": emulator.token,
      "vercel:apiUrl": emulator.url,
    };
    return { get: (key: string) => values[key], require: (key: string) => String(values[key]) };
  };
  const configureWithoutTeam = () => {
    startNewRun();
    void host.configure("any", withoutTeam());
  };

  it("refuses the variable, its link and its lookup at check, before any API call", async () => {
    configureWithoutTeam();
    const message = "SharedEnvironmentVariable belongs to a team: set `vercel:team` or `teamId`";
    expect(await checkFailures(TYPE, variable)).to.deep.equal({ teamId: message });
    expect(
      await checkFailures(LINK, { sharedEnvironmentVariableId: "env_1", projectId: "prj_1" }),
    ).to.deep.equal({
      teamId: "SharedEnvironmentVariableProjectLink belongs to a team: set `vercel:team` or `teamId`",
    });
    const lookup = await rejection(
      runFunction(functionNamed("getSharedEnvironmentVariable"), { id: "env_1" }, withoutTeam()),
    );
    expect(lookup.message).to.equal(`getSharedEnvironmentVariable: teamId: ${message}`);
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
  });

  it("accepts it when the resource names its team, or a value not known yet at preview", async () => {
    configureWithoutTeam();
    expect(await checkFailures(TYPE, { ...variable, teamId: emulator.teamSlug })).to.deep.equal({});
    expect(await checkFailures(TYPE, { ...variable, teamId: UNKNOWN })).to.deep.equal({});
    // A resource that exists in a personal account needs no team.
    expect(await checkFailures("Project", { name: "personal-site" })).to.deep.equal({});
  });

  it("words the platform's refusal in the settings a user controls, not query parameters", async () => {
    configureWithoutTeam();
    // Past check (a create run without a preview): the platform's own words name `?teamId=`.
    const error = await rejection(host.create(TYPE, { key: "X", value: "v", targets: ["production"] }));
    expect(error.message).to.equal(
      'creating SharedEnvironmentVariable "X": 400 bad_request: Shared environment variables belong to a team: ' +
        "set `vercel:team` or `teamId`",
    );
    expect(error.message).not.to.include("?teamId=");
  });
});
