// Webhook through the provider's host functions against the emulator: events checked against the
// platform's list, the secret kept from the create answer, every change a replace, adopt, gone.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import { definitionByName } from "../../provider/families/registry";
import type { Webhook } from "../../schema/webhooks";
import { useEmulator } from "../support/emulator";
import { checkFailures, configureProvider, seedProject, teamApi, type Props } from "./env-support";

const TYPE = "Webhook";

describe("Webhook provider", () => {
  const emulator = useEmulator();
  let projectId: string;
  let base: Props;

  beforeEach(async () => {
    configureProvider(emulator);
    projectId = await seedProject(emulator, "hooked");
    base = {
      endpoint: "https://hooks.example/v",
      events: ["project.created", "deployment.ready"],
      projectIds: [projectId],
    };
  });

  it("checks the events against the platform's list before any API call", async () => {
    expect(
      await checkFailures(TYPE, { ...base, events: ["deployment.ready", "deployment.exploded"] }),
    ).to.deep.equal({
      "events[1]":
        'unknown event "deployment.exploded"; webhook events are named <object>.<event>, e.g. deployment.ready, project.created',
    });
    expect(await checkFailures(TYPE, { ...base, events: [], secret: "x" })).to.deep.equal({
      events: "must name at least one event",
      secret: "unknown argument",
    });
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
  });

  it("keeps the secret of the create answer as a secret output, through reads", async () => {
    expect(definitionByName(TYPE)?.secretOutputs).to.deep.equal(["secret"]);
    const { id, outs } = await host.create(TYPE, base);
    expect(id).to.match(/^account_hook_/);
    expect(outs.secret).to.be.a("string").and.have.length.greaterThan(0);
    const read = await host.read(TYPE, id, outs);
    expect(read.props.secret).to.equal(outs.secret);
    expect(
      (await host.diff(TYPE, id, read.props, { ...base, events: ["deployment.ready", "project.created"] }))
        .changes,
    ).to.equal(false);
  });

  it("replaces on any change, creating the new webhook first", async () => {
    const { id, outs } = await host.create(TYPE, base);
    for (const change of [
      { endpoint: "https://hooks.example/w" },
      { events: ["project.removed"] },
      { projectIds: [] },
    ]) {
      const diff = await host.diff(TYPE, id, outs, { ...base, ...change });
      expect(diff.replaces).to.deep.equal(Object.keys(change));
      expect(diff.deleteBeforeReplace).to.equal(false);
    }
  });

  it("adopts a webhook by endpoint and events, without a secret (no read returns it)", async () => {
    const existing = await teamApi<Webhook>(emulator, "POST", "/v1/webhooks", {
      url: base.endpoint,
      events: ["deployment.ready", "project.created"],
      projectIds: [projectId],
    });
    const { id, outs } = await host.create(TYPE, { ...base, adopt: true });
    expect(id).to.equal(existing.id);
    expect(outs.secret).to.equal(undefined);
    expect((await emulator.admin.requestCounts()).counts["POST /v1/webhooks"]).to.equal(1);
  });

  it("reads a deleted webhook as gone, and deletes", async () => {
    const { id, outs } = await host.create(TYPE, base);
    await host.delete(TYPE, id, outs);
    await host.delete(TYPE, id, outs);
    expect(await host.read(TYPE, id, outs)).to.deep.equal({ id: "", props: {} });
    expect((await emulator.admin.state()).areas.webhooks).to.equal(undefined);
  });
});
