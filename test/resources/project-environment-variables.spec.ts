// ProjectEnvironmentVariables through the provider's host functions against the emulator: one
// call to create, conflicts and adopt, variables added outside it under its keys, updates with the
// fewest calls, sensitive drift per variable, and a delete that leaves other variables alone.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import * as operations from "../../provider/operations/lifecycle";
import { definitionByName } from "../../provider/families/registry";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";
import { checkFailures, configureProvider, seedProject, teamApi, type Props } from "./env-support";

const TYPE = "ProjectEnvironmentVariables";
const definition = definitionByName(TYPE) as unknown as operations.Definition;
const ENV_CREATE = "POST /v10/projects/:idOrName/env";

describe("ProjectEnvironmentVariables provider", () => {
  const emulator = useEmulator();
  let projectId: string;
  const a = { key: "A", value: "1", targets: ["production"] };
  const b = { key: "B", value: "2", targets: ["preview", "production"], comment: "bee" };
  const secret = { key: "S", value: "s3cr3t", targets: ["production"], sensitive: true };

  beforeEach(async () => {
    configureProvider(emulator);
    projectId = await seedProject(emulator, "bulk-app");
  });

  const listed = async () =>
    (await teamApi<{ envs: Props[] }>(emulator, "GET", `/v10/projects/${projectId}/env?decrypt=true`)).envs;
  const counts = async () => (await emulator.admin.requestCounts()).counts;

  it("checks every variable and refuses two in one slot", async () => {
    const failures = await checkFailures(TYPE, {
      projectId,
      variables: [a, { ...a, value: "again", targets: ["production", "preview"] }, { key: "X", value: "v" }],
    });
    expect(failures).to.deep.equal({
      "variables[1].key": '"A" is already set for one of these environments and branch by variables[0]',
      "variables[2].targets": "must name at least one environment, or set customEnvironmentIds",
    });
  });

  it("creates every variable with one write, and sees no change in another order", async () => {
    const inputs = { projectId, variables: [a, b, secret] };
    const { id, outs } = await host.create(TYPE, inputs);
    expect(id).to.equal(projectId);
    expect((await counts())[ENV_CREATE]).to.equal(1);
    const variables = outs.variables as Props[];
    expect(variables.map((v) => [v.key, v.value, typeof v.id])).to.deep.equal([
      ["A", "1", "string"],
      ["B", "2", "string"],
      ["S", "s3cr3t", "string"],
    ]);
    const reordered = { projectId, variables: [secret, { ...b, targets: ["production", "preview"] }, a] };
    expect((await host.diff(TYPE, id, outs, reordered)).changes).to.equal(false);
    const read = await host.read(TYPE, id, outs);
    expect((await host.diff(TYPE, id, read.props, reordered)).changes).to.equal(false);
  });

  it("refuses to overwrite variables made elsewhere unless adopting them", async () => {
    await teamApi(emulator, "POST", `/v10/projects/${projectId}/env`, {
      key: "A",
      value: "theirs",
      type: "encrypted",
      target: ["production"],
    });
    const error = await rejection(host.create(TYPE, { projectId, variables: [a, b] }));
    expect(error.message).to.match(
      /^creating ProjectEnvironmentVariables ".*": variables A \(production\) already exist.*adopt: true/,
    );
    expect(await listed()).to.have.length(1);

    const { outs } = await host.create(TYPE, { projectId, variables: [a, b], adopt: true });
    expect((outs.variables as Props[]).map((v) => [v.key, v.value])).to.have.deep.members([
      ["A", "1"],
      ["B", "2"],
    ]);
    expect((await listed()).map((env) => [env.key, env.value])).to.have.deep.members([
      ["A", "1"],
      ["B", "2"],
    ]);
  });

  it("reports variables added outside it under its keys, and the update removes them", async () => {
    const inputs = { projectId, variables: [a] };
    const { id, outs } = await host.create(TYPE, inputs);
    await teamApi(emulator, "POST", `/v10/projects/${projectId}/env`, [
      { key: "A", value: "stray", type: "encrypted", target: ["preview"] },
      { key: "UNRELATED", value: "x", type: "encrypted", target: ["preview"] },
    ]);
    const read = await host.read(TYPE, id, outs);
    expect((read.props.variables as Props[]).map((v) => [v.key, v.value])).to.have.deep.members([
      ["A", "1"],
      ["A", "stray"],
    ]);
    const diff = await operations.diff(definition, read.props, inputs);
    expect(diff.changes).to.equal(true);
    const { outs: repaired } = await host.update(TYPE, id, read.props, inputs);
    expect((repaired.variables as Props[]).map((v) => v.value)).to.deep.equal(["1"]);
    expect((await listed()).map((env) => env.key)).to.have.members(["A", "UNRELATED"]);
  });

  it("updates with one batch delete and one upsert, keeping unchanged variables", async () => {
    const { id, outs } = await host.create(TYPE, { projectId, variables: [a, b, secret] });
    const before = Object.fromEntries((outs.variables as Props[]).map((v) => [v.key, v.id]));
    await emulator.admin.clearRequestCounts();
    const news = {
      projectId,
      variables: [{ ...a, value: "1b" }, secret, { key: "C", value: "3", targets: ["preview"] }],
    };
    const { outs: updated } = await host.update(TYPE, id, outs, news);
    expect(await counts()).to.deep.equal({ [ENV_CREATE]: 1, "DELETE /v1/projects/:idOrName/env": 1 });
    const after = Object.fromEntries((updated.variables as Props[]).map((v) => [v.key, v]));
    expect(after.A).to.include({ id: before.A, value: "1b" });
    expect(after.S).to.include({ id: before.S, value: "s3cr3t" });
    expect(after.C).to.include({ value: "3" });
    expect((await listed()).map((env) => env.key)).to.have.members(["A", "S", "C"]);
    expect((await host.diff(TYPE, id, updated, news)).changes).to.equal(false);
  });

  it("shows a sensitive variable changed outside it as a changed value", async () => {
    const inputs = { projectId, variables: [a, secret] };
    const { id, outs } = await host.create(TYPE, inputs);
    const envId = (outs.variables as Props[]).find((v) => v.key === "S")?.id;
    await teamApi(emulator, "PATCH", `/v9/projects/${projectId}/env/${String(envId)}`, { value: "by-hand" });
    const read = await host.read(TYPE, id, outs);
    expect((await operations.diff(definition, read.props, inputs)).changes).to.equal(true);
    const { outs: repaired } = await host.update(TYPE, id, read.props, inputs);
    expect((await host.diff(TYPE, id, (await host.read(TYPE, id, repaired)).props, inputs)).changes).to.equal(
      false,
    );
  });

  it("replaces, deleting first, when the project changes; reads gone with its project", async () => {
    const { id, outs } = await host.create(TYPE, { projectId, variables: [a] });
    expect(await host.diff(TYPE, id, outs, { projectId: "prj_other", variables: [a] })).to.deep.include({
      replaces: ["projectId"],
      deleteBeforeReplace: true,
    });
    await teamApi(emulator, "DELETE", `/v9/projects/${projectId}`);
    expect(await host.read(TYPE, id, outs)).to.deep.equal({ id: "", props: {} });
  });

  it("imports every variable of the project", async () => {
    await teamApi(emulator, "POST", `/v10/projects/${projectId}/env`, [
      { key: "X", value: "1", type: "encrypted", target: ["preview"] },
      { key: "Y", value: "2", type: "encrypted", target: ["production"] },
    ]);
    const { props } = await host.read(TYPE, projectId, {});
    expect((props.variables as Props[]).map((v) => v.key)).to.have.members(["X", "Y"]);
  });

  it("deletes only its own variables, in one call, and ignores ones already gone", async () => {
    const { id, outs } = await host.create(TYPE, { projectId, variables: [a, b] });
    await teamApi(emulator, "POST", `/v10/projects/${projectId}/env`, {
      key: "KEEP",
      value: "k",
      type: "encrypted",
      target: ["preview"],
    });
    const first = (outs.variables as Props[])[0];
    await teamApi(emulator, "DELETE", `/v9/projects/${projectId}/env/${String(first?.id)}`);
    await emulator.admin.clearRequestCounts();
    await host.delete(TYPE, id, outs);
    expect(await counts()).to.deep.equal({ "DELETE /v1/projects/:idOrName/env": 1 });
    expect((await listed()).map((env) => env.key)).to.deep.equal(["KEEP"]);
  });
});
