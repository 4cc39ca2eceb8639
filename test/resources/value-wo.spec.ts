// `valueWo`, the write-only alternative to `value`, on ProjectEnvironmentVariable and
// SharedEnvironmentVariable through the provider's host functions against the emulator: exactly
// one of the two is required (checked before any API call), valueWo is sent like value, kept from
// the program, never compared with what the platform holds, updated in place when the program
// changes it, and never shown in an error.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import { useEmulator, type EmulatorHandle } from "../support/emulator";
import { rejection } from "../support/rejection";
import { checkFailures, configureProvider, seedProject, teamApi, type Props } from "./env-support";

/** What differs between the two resources: their inputs without a value, and their API paths. */
interface Case {
  type: string;
  inputs(projectId: string): Props;
  /** The variable as the platform holds it, value decrypted. */
  get(emulator: EmulatorHandle, projectId: string, id: string): Promise<Props>;
  /** Writes the value behind the program's back. */
  edit(emulator: EmulatorHandle, projectId: string, id: string, value: string): Promise<unknown>;
  createRoute: { method: "POST"; route: string };
  updateRoute: string;
}

const cases: Case[] = [
  {
    type: "ProjectEnvironmentVariable",
    inputs: (projectId) => ({ projectId, key: "API_KEY", targets: ["production", "preview"] }),
    get: (emulator, projectId, id) => teamApi(emulator, "GET", `/v1/projects/${projectId}/env/${id}`),
    edit: (emulator, projectId, id, value) =>
      teamApi(emulator, "PATCH", `/v9/projects/${projectId}/env/${id}`, { value }),
    createRoute: { method: "POST", route: "/v10/projects/:idOrName/env" },
    updateRoute: "PATCH /v9/projects/:idOrName/env/:id",
  },
  {
    type: "SharedEnvironmentVariable",
    inputs: (projectId) => ({ key: "API_KEY", targets: ["production"], projectIds: [projectId] }),
    get: (emulator, _projectId, id) => teamApi(emulator, "GET", `/v1/env/${id}`),
    edit: (emulator, _projectId, id, value) =>
      teamApi(emulator, "PATCH", "/v1/env", { updates: { [id]: { value } } }),
    createRoute: { method: "POST", route: "/v1/env" },
    updateRoute: "PATCH /v1/env",
  },
];

for (const subject of cases) {
  const { type } = subject;

  describe(`${type} valueWo`, () => {
    const emulator = useEmulator();
    let projectId: string;
    let inputs: Props;

    beforeEach(async () => {
      configureProvider(emulator);
      projectId = await seedProject(emulator, "wo-app");
      inputs = { ...subject.inputs(projectId), valueWo: "wo-secret-1" };
    });

    const platformValue = async (id: string) => (await subject.get(emulator, projectId, id)).value;

    it("refuses both and neither, naming the field, before any API call and without the value", async () => {
      const both = await checkFailures(type, { ...inputs, value: "plain-secret" });
      // Named in the rule, not as the failing property: the engine prints a failing property's
      // value, secret or not.
      expect(both).to.deep.equal({
        "": "valueWo conflicts with value: set exactly one of value and valueWo",
      });
      expect(await checkFailures(type, subject.inputs(projectId))).to.deep.equal({
        value: "is required unless valueWo is set",
      });
      expect(JSON.stringify(both)).not.to.include("wo-secret-1").and.not.to.include("plain-secret");
      expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
    });

    it("creates with valueWo, keeps it from the program, and sees no change after create or refresh", async () => {
      const { id, outs } = await host.create(type, inputs);
      expect(outs).to.include({ valueWo: "wo-secret-1" });
      expect(outs, "the program sets no value").not.to.have.property("value");
      expect(await platformValue(id)).to.equal("wo-secret-1");
      expect((await host.diff(type, id, outs, inputs)).changes).to.equal(false);

      const refreshed = await host.read(type, id, outs);
      expect(refreshed.props).to.include({ valueWo: "wo-secret-1" });
      expect(refreshed.props).not.to.have.property("value");
      expect(refreshed.inputs).to.include({ valueWo: "wo-secret-1" });
      expect((await host.diff(type, id, refreshed.props, inputs)).changes).to.equal(false);
    });

    it("never compares valueWo with the platform: a value written elsewhere is no diff", async () => {
      const { id, outs } = await host.create(type, inputs);
      await subject.edit(emulator, projectId, id, "written-by-hand");
      const refreshed = await host.read(type, id, outs);
      expect(refreshed.props).to.include({ valueWo: "wo-secret-1" });
      expect(refreshed.props).not.to.have.property("value");
      expect((await host.diff(type, id, refreshed.props, inputs)).changes).to.equal(false);
    });

    it("updates in place when the program changes valueWo, in one call", async () => {
      const { id, outs } = await host.create(type, inputs);
      const news = { ...inputs, valueWo: "wo-secret-2" };
      expect(await host.diff(type, id, outs, news)).to.deep.include({ changes: true, replaces: [] });
      await emulator.admin.clearRequestCounts();
      const { outs: updated } = await host.update(type, id, outs, news);
      expect(updated).to.include({ valueWo: "wo-secret-2" });
      expect(updated).not.to.have.property("value");
      expect((await emulator.admin.requestCounts()).counts).to.deep.equal({ [subject.updateRoute]: 1 });
      expect(await platformValue(id)).to.equal("wo-secret-2");
      expect((await host.diff(type, id, updated, news)).changes).to.equal(false);
    });

    it("writes the value when the program moves from value to valueWo and back", async () => {
      const plain = subject.inputs(projectId);
      const { id, outs } = await host.create(type, { ...plain, value: "plain-1" });
      const { outs: writeOnly } = await host.update(type, id, outs, inputs);
      expect(writeOnly).to.include({ valueWo: "wo-secret-1" }).and.not.to.have.property("value");
      expect(await platformValue(id)).to.equal("wo-secret-1");
      const { outs: back } = await host.update(type, id, writeOnly, { ...plain, value: "plain-1" });
      expect(back).to.include({ value: "plain-1" }).and.not.to.have.property("valueWo");
      expect(await platformValue(id)).to.equal("plain-1");
    });

    it("never shows the write-only value in an error", async () => {
      const valueWo = "wo-super-secret-123";
      await emulator.admin.addFault({
        ...subject.createRoute,
        status: 400,
        message: `value ${valueWo} is not allowed`,
      });
      const error = await rejection<Error & Props>(host.create(type, { ...inputs, valueWo }));
      expect(error.message).to.include("[REDACTED]");
      expect(`${error.message}\n${error.stack}\n${JSON.stringify(error)}`).not.to.include(valueWo);
    });
  });
}
