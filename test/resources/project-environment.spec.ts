// Project's `environment` (inline environment variables) through the provider's host functions
// against the emulator: one write after the create, no diff after create or refresh, drift of a
// readable value repaired by update, removal with the fewest calls, variables of other slots
// (standalone env var resources) left alone, and the values kept out of errors.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import * as operations from "../../provider/operations/lifecycle";
import { secretInputKeys } from "../../provider/operations/secrets";
import { definitionByName } from "../../provider/families/registry";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";
import { checkFailures, configureProvider, teamApi, type Props } from "./env-support";

const TYPE = "Project";
const project = definitionByName(TYPE) as unknown as operations.Definition;
const ENV_CREATE = "POST /v10/projects/:idOrName/env";
const ENV_BATCH_DELETE = "DELETE /v1/projects/:idOrName/env";

describe("Project environment (inline variables)", () => {
  const emulator = useEmulator();
  const plain = { key: "API_URL", value: "https://api.example", targets: ["production", "preview"] };
  const hidden = { key: "DB_PASSWORD", value: "hunter2-secret", targets: ["production"], sensitive: true };

  beforeEach(() => configureProvider(emulator));

  const listed = async (projectId: string) =>
    (await teamApi<{ envs: Props[] }>(emulator, "GET", `/v10/projects/${projectId}/env?decrypt=true`)).envs;
  const counts = async () => (await emulator.admin.requestCounts()).counts;
  const changedPaths = async (olds: Props, news: Props) => (await operations.diff(project, olds, news)).paths;

  async function created(name: string, environment: Props[]) {
    const inputs = { name, environment };
    const { id, outs } = await host.create(TYPE, inputs);
    return { id, outs, inputs };
  }

  it("checks each variable and refuses two in one slot, before any API call", async () => {
    const failures = await checkFailures(TYPE, {
      name: "bad-env",
      environment: [
        plain,
        { ...plain, value: "again", targets: ["preview"] },
        { key: "DEV", value: "x", targets: ["development"], sensitive: true },
        { key: "1BAD", value: "x", targets: ["production"] },
      ],
    });
    expect(failures).to.deep.include({
      "environment[1].key":
        '"API_URL" is already set for one of these environments and branch by environment[0]',
      "environment[2].sensitive": 'a variable targeting "development" cannot be sensitive',
    });
    expect(failures).to.have.property("environment[3].key");
    expect(await counts()).to.deep.equal({});
  });

  it("stores the whole environment as a secret (its values are)", () => {
    expect(secretInputKeys(project.fields)).to.include("environment");
  });

  it("creates the variables with one write after the project, with no diff after the create or a refresh", async () => {
    const { id, outs, inputs } = await created("env-site", [plain, hidden]);
    expect((await counts())[ENV_CREATE]).to.equal(1);
    const environment = outs.environment as Props[];
    expect(environment.map((v) => [v.key, v.value, v.sensitive, typeof v.id])).to.have.deep.members([
      ["API_URL", "https://api.example", false, "string"],
      ["DB_PASSWORD", "hunter2-secret", true, "string"],
    ]);
    const onPlatform = await listed(id);
    expect(onPlatform.map((env) => [env.key, env.type])).to.have.deep.members([
      ["API_URL", "encrypted"],
      ["DB_PASSWORD", "sensitive"],
    ]);
    expect(await changedPaths(outs, inputs)).to.deep.equal([]);
    const read = await host.read(TYPE, id, outs);
    // The sensitive value cannot be read back: it is kept from state while nobody else wrote it.
    expect((read.props?.environment as Props[]).find((v) => v.key === "DB_PASSWORD")?.value).to.equal(
      "hunter2-secret",
    );
    expect(await changedPaths(read.props ?? {}, inputs)).to.deep.equal([]);
    const reordered = {
      name: "env-site",
      environment: [hidden, { ...plain, targets: ["preview", "production"] }],
    };
    expect(await changedPaths(read.props ?? {}, reordered)).to.deep.equal([]);
  });

  it("shows an out-of-band change of a readable value as drift, and the update writes it back", async () => {
    const { id, outs, inputs } = await created("env-drift", [plain, hidden]);
    const apiUrl = (await listed(id)).find((env) => env.key === "API_URL");
    await teamApi(emulator, "PATCH", `/v9/projects/${id}/env/${String(apiUrl?.id)}`, {
      value: "https://evil",
    });
    const read = await host.read(TYPE, id, outs);
    const paths = await changedPaths(read.props ?? {}, inputs);
    expect(paths).to.have.length.greaterThan(0);
    expect(paths.every((path) => path.startsWith("environment"))).to.equal(true);

    const before = await counts();
    const { outs: updated } = await host.update(TYPE, id, read.props ?? {}, inputs);
    const after = await counts();
    expect((after[ENV_CREATE] ?? 0) - (before[ENV_CREATE] ?? 0)).to.equal(1);
    expect((after[ENV_BATCH_DELETE] ?? 0) - (before[ENV_BATCH_DELETE] ?? 0)).to.equal(0);
    expect((await listed(id)).find((env) => env.key === "API_URL")?.value).to.equal("https://api.example");
    const reread = await host.read(TYPE, id, updated);
    expect(await changedPaths(reread.props ?? {}, inputs)).to.deep.equal([]);
  });

  it("shows a sensitive value written outside the program as drift", async () => {
    const { id, outs, inputs } = await created("env-hidden-drift", [hidden]);
    const [env] = await listed(id);
    await teamApi(emulator, "PATCH", `/v9/projects/${id}/env/${String(env?.id)}`, { value: "changed" });
    const read = await host.read(TYPE, id, outs);
    expect(await changedPaths(read.props ?? {}, inputs)).to.deep.equal(["environment[0].value"]);
  });

  it("deletes a variable the program drops, and every managed one for []", async () => {
    const { id, outs } = await created("env-shrink", [plain, hidden]);
    const before = await counts();
    const { outs: shrunk } = await host.update(TYPE, id, outs, { name: "env-shrink", environment: [plain] });
    const after = await counts();
    // One batch delete, no write for the unchanged variable.
    expect((after[ENV_BATCH_DELETE] ?? 0) - (before[ENV_BATCH_DELETE] ?? 0)).to.equal(1);
    expect((after[ENV_CREATE] ?? 0) - (before[ENV_CREATE] ?? 0)).to.equal(0);
    expect((await listed(id)).map((env) => env.key)).to.deep.equal(["API_URL"]);
    expect((shrunk.environment as Props[]).map((v) => v.key)).to.deep.equal(["API_URL"]);
    expect(await changedPaths(shrunk, { name: "env-shrink", environment: [plain] })).to.deep.equal([]);

    const { outs: emptied } = await host.update(TYPE, id, shrunk, { name: "env-shrink", environment: [] });
    expect(await listed(id)).to.deep.equal([]);
    expect(emptied.environment).to.deep.equal([]);
    const read = await host.read(TYPE, id, emptied);
    expect(await changedPaths(read.props ?? {}, { name: "env-shrink", environment: [] })).to.deep.equal([]);
  });

  it("adds, changes and moves variables in one batch delete and one write", async () => {
    const { id, outs } = await created("env-change", [plain, hidden]);
    const news = {
      name: "env-change",
      environment: [
        { ...plain, targets: ["production"] },
        { ...hidden, value: "new-secret", comment: "rotated" },
        { key: "NEW_ONE", value: "n", targets: ["development"] },
      ],
    };
    const before = await counts();
    const { outs: updated } = await host.update(TYPE, id, outs, news);
    const after = await counts();
    expect((after[ENV_BATCH_DELETE] ?? 0) - (before[ENV_BATCH_DELETE] ?? 0)).to.equal(1);
    expect((after[ENV_CREATE] ?? 0) - (before[ENV_CREATE] ?? 0)).to.equal(1);
    expect((await listed(id)).map((env) => [env.key, env.target, env.comment || null])).to.have.deep.members([
      ["API_URL", ["production"], null],
      ["DB_PASSWORD", ["production"], "rotated"],
      ["NEW_ONE", ["development"], null],
    ]);
    const read = await host.read(TYPE, id, updated);
    expect(await changedPaths(read.props ?? {}, news)).to.deep.equal([]);
  });

  it("leaves the variables alone when the program omits environment", async () => {
    const { id, outs } = await created("env-omitted", [plain]);
    const news = { name: "env-omitted", buildCommand: "make" };
    expect(await changedPaths(outs, news)).to.deep.equal(["buildCommand"]);
    const { outs: updated } = await host.update(TYPE, id, outs, news);
    expect((await listed(id)).map((env) => env.key)).to.deep.equal(["API_URL"]);
    expect(await changedPaths(updated, news)).to.deep.equal([]);
  });

  it("leaves alone a variable of another key made by a standalone env var resource", async () => {
    const { id, outs, inputs } = await created("env-shared", [plain, hidden]);
    await teamApi(emulator, "POST", `/v10/projects/${id}/env`, {
      key: "STANDALONE",
      value: "theirs",
      type: "encrypted",
      target: ["production"],
    });
    const read = await host.read(TYPE, id, outs);
    expect((read.props?.environment as Props[]).map((v) => v.key)).to.have.members([
      "API_URL",
      "DB_PASSWORD",
    ]);
    expect(await changedPaths(read.props ?? {}, inputs)).to.deep.equal([]);
    await host.update(TYPE, id, read.props ?? {}, { name: "env-shared", environment: [] });
    expect((await listed(id)).map((env) => [env.key, env.value])).to.deep.equal([["STANDALONE", "theirs"]]);
  });

  it("keeps a half-made project in state and the values out of the error when the variables' write fails", async () => {
    await emulator.admin.addFault({
      method: "POST",
      route: "/v10/projects/:idOrName/env",
      status: 400,
      message: `value ${hidden.value} is not allowed`,
    });
    const error = await rejection<Error & Props>(
      host.create(TYPE, { name: "env-leaky", environment: [plain, hidden] }),
    );
    expect(error.id, "the engine records the object by this id").to.match(/^prj_/);
    expect(error.message).to.match(/^creating Project "env-leaky": created prj_\w+ but could not finish/);
    expect(error.message).to.include("[REDACTED]");
    expect(`${error.message}\n${error.stack}\n${JSON.stringify(error)}`).not.to.include(hidden.value);
    // The next `up` finishes the job: the half-made state has no variables, the diff writes them.
    const news = { name: "env-leaky", environment: [plain, hidden] };
    const state = error.properties as Props;
    expect(await changedPaths(state, news)).to.deep.equal(["environment"]);
    const { outs } = await host.update(TYPE, String(error.id), state, news);
    expect((outs.environment as Props[]).map((v) => v.key)).to.have.members(["API_URL", "DB_PASSWORD"]);
  });
});
