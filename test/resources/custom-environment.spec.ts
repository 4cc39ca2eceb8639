// CustomEnvironment through the provider's host functions against the emulator.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";
import { checkFailures, configureProvider, seedProject, teamApi } from "./env-support";

const TYPE = "CustomEnvironment";

describe("CustomEnvironment provider", () => {
  const emulator = useEmulator();
  let projectId: string;

  beforeEach(async () => {
    configureProvider(emulator);
    projectId = await seedProject(emulator, "ce-res-app");
  });

  it("checks name and branch tracking before any API call", async () => {
    expect(
      await checkFailures(TYPE, {
        projectId,
        name: "Staging!",
        branchTracking: { type: "contains", pattern: "" },
      }),
    ).to.deep.include({
      name: "may contain only lowercase letters, digits and '-'",
      "branchTracking.type": 'must be one of "equals", "startsWith", "endsWith"; got "contains"',
      "branchTracking.pattern": "must not be empty",
    });
  });

  it("creates with branch tracking, reads from an import id, and sees no change", async () => {
    const inputs = {
      projectId,
      name: "staging",
      description: "pre-prod",
      branchTracking: { type: "startsWith", pattern: "release/" },
    };
    const { id, outs } = await host.create(TYPE, inputs);
    expect(id).to.match(/^env_/);
    expect(outs).to.deep.include({ ...inputs, teamId: emulator.teamId });
    expect((await host.diff(TYPE, id, (await host.read(TYPE, id, outs)).props, inputs)).changes).to.equal(
      false,
    );
    for (const imported of [`${projectId}/${id}`, `${projectId}/staging`]) {
      expect((await host.read(TYPE, imported, {})).props).to.deep.include(inputs);
    }
  });

  it("explains a taken name, and adopts it with adopt", async () => {
    const { id } = await host.create(TYPE, { projectId, name: "qa" });
    const error = await rejection(host.create(TYPE, { projectId, name: "qa" }));
    expect(error.message).to.match(
      /^creating CustomEnvironment "qa": name "qa" already exists: set adopt: true/,
    );
    const adopted = await host.create(TYPE, { projectId, name: "qa", description: "mine", adopt: true });
    expect(adopted.id).to.equal(id);
    expect(adopted.outs).to.include({ description: "mine" });
  });

  it("reports drift, renames and stops branch tracking in place, replaces on another project", async () => {
    const inputs = { projectId, name: "qa", branchTracking: { type: "equals", pattern: "qa" } };
    const { id, outs } = await host.create(TYPE, inputs);
    await teamApi(emulator, "PATCH", `/v9/projects/${projectId}/custom-environments/${id}`, {
      description: "by hand",
    });
    const read = await host.read(TYPE, id, outs);
    expect(read.props).to.include({ description: "by hand" });
    const news = { projectId, name: "qa-2" };
    const diff = await host.diff(TYPE, id, read.props, news);
    expect(diff).to.deep.include({ changes: true, replaces: [] });
    const { outs: updated } = await host.update(TYPE, id, read.props, news);
    expect(updated).to.deep.equal({
      ...news,
      createdAt: outs.createdAt,
      ownerId: emulator.teamId,
      teamId: emulator.teamId,
      // The inputs the program set, which a refresh reports (the dynamic front keeps them here).
      __givenInputs: ["projectId", "name"],
    });
    expect(await host.diff(TYPE, id, updated, { ...news, projectId: "prj_other" })).to.deep.include({
      replaces: ["projectId"],
      deleteBeforeReplace: true,
    });
  });

  it("reads gone, and deletes once", async () => {
    const { id, outs } = await host.create(TYPE, { projectId, name: "qa" });
    await host.delete(TYPE, id, outs);
    await host.delete(TYPE, id, outs);
    expect(await host.read(TYPE, id, outs)).to.deep.equal({ id: "", props: {} });
  });
});
