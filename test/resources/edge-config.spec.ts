// EdgeConfig, EdgeConfigSchema and EdgeConfigToken through the provider's host functions (what
// the Pulumi engine calls), against the emulator over loopback HTTP.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import { definitionByName } from "../../provider/families/registry";
import type { EdgeConfig } from "../../schema/edge-config";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";
import { checkFailures, configureProvider, teamApi, type Props } from "./env-support";

describe("EdgeConfig provider", () => {
  const emulator = useEmulator();
  beforeEach(() => configureProvider(emulator));

  it("checks the name before any API call", async () => {
    await emulator.admin.clearRequestCounts();
    expect(await checkFailures("EdgeConfig", { name: "has space" })).to.deep.equal({
      name: 'must be letters, digits, "_" and "-"',
    });
    expect(await checkFailures("EdgeConfig", { name: "x".repeat(65) })).to.have.property("name");
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
  });

  it("creates, reads drift, renames in place, and deletes (a second delete is done)", async () => {
    const { id, outs } = await host.create("EdgeConfig", { name: "flags" });
    expect(id).to.match(/^ecfg_/);
    expect(outs).to.include({ name: "flags", itemCount: 0 });
    await teamApi(emulator, "PATCH", `/v1/edge-config/${id}/items`, {
      items: [{ operation: "upsert", key: "a", value: 1 }],
    });
    await teamApi(emulator, "PUT", `/v1/edge-config/${id}`, { slug: "renamed" });
    const read = await host.read("EdgeConfig", id, outs);
    expect(read.props).to.include({ name: "renamed", itemCount: 1 });
    const diff = await host.diff("EdgeConfig", id, read.props, { name: "flags" });
    expect(diff).to.include({ changes: true });
    expect(diff.replaces).to.deep.equal([]);
    const updated = await host.update("EdgeConfig", id, read.props, { name: "flags" });
    expect(updated.outs).to.include({ name: "flags" });
    await host.delete("EdgeConfig", id, updated.outs ?? {});
    await host.delete("EdgeConfig", id, updated.outs ?? {});
    expect((await host.read("EdgeConfig", id, outs)).id).to.equal("");
    expect((await emulator.admin.state()).total).to.equal(0);
  });

  it("adopts a store by name, and refuses to guess between two of that name", async () => {
    const store = await teamApi<EdgeConfig>(emulator, "POST", "/v1/edge-config", { slug: "shared" });
    const adopted = await host.create("EdgeConfig", { name: "shared", adopt: true });
    expect(adopted.id).to.equal(store.id);
    await teamApi(emulator, "POST", "/v1/edge-config", { slug: "shared" });
    const error = await rejection(host.create("EdgeConfig", { name: "shared", adopt: true }));
    expect(error.message).to.include('2 Edge Configs are named "shared"');
  });
});

describe("EdgeConfigSchema provider", () => {
  const emulator = useEmulator();
  let edgeConfigId: string;
  beforeEach(async () => {
    configureProvider(emulator);
    edgeConfigId = (await teamApi<EdgeConfig>(emulator, "POST", "/v1/edge-config", { slug: "s" })).id;
  });
  const definition = { type: "object", properties: { greeting: { type: "string" } } };

  it("checks that the definition is a JSON object", async () => {
    expect(
      await checkFailures("EdgeConfigSchema", { edgeConfigId: "ecfg_x", definition: "{not json" }),
    ).to.deep.equal({
      definition: "must be a JSON object (a JSON Schema)",
    });
  });

  it("sets the schema, which the platform then enforces; spacing and key order are no change", async () => {
    const { id, outs } = await host.create("EdgeConfigSchema", {
      edgeConfigId,
      definition: JSON.stringify(definition),
    });
    expect(id).to.equal(edgeConfigId);
    const refused = await emulator.admin.api(
      "PATCH",
      `/v1/edge-config/${id}/items?teamId=${emulator.teamId}`,
      {
        items: [{ operation: "upsert", key: "greeting", value: 1 }],
      },
    );
    expect(refused.status).to.equal(400);
    const read = await host.read("EdgeConfigSchema", id, outs);
    const respaced = JSON.stringify(
      { properties: { greeting: { type: "string" } }, type: "object" },
      null,
      2,
    );
    expect(
      (await host.diff("EdgeConfigSchema", id, read.props, { edgeConfigId, definition: respaced })).changes,
    ).to.equal(false);

    const wider = JSON.stringify({ type: "object" });
    const diff = await host.diff("EdgeConfigSchema", id, read.props, { edgeConfigId, definition: wider });
    expect(diff.changes).to.equal(true);
    expect(diff.replaces).to.deep.equal([]);
    await host.update("EdgeConfigSchema", id, read.props, { edgeConfigId, definition: wider });
    expect((await teamApi<Props>(emulator, "GET", `/v1/edge-config/${id}/schema`)).definition).to.deep.equal({
      type: "object",
    });

    await host.delete("EdgeConfigSchema", id, outs);
    expect((await host.read("EdgeConfigSchema", id, outs)).id).to.equal("");
  });

  it("adopts an existing schema and makes it match", async () => {
    await teamApi(emulator, "POST", `/v1/edge-config/${edgeConfigId}/schema`, {
      definition: { type: "object" },
    });
    const { outs } = await host.create("EdgeConfigSchema", {
      edgeConfigId,
      definition: JSON.stringify(definition),
      adopt: true,
    });
    expect(JSON.parse(String(outs.definition))).to.deep.equal(definition);
    expect(
      (await teamApi<Props>(emulator, "GET", `/v1/edge-config/${edgeConfigId}/schema`)).definition,
    ).to.deep.equal(definition);
  });
});

describe("EdgeConfigToken provider", () => {
  const emulator = useEmulator();
  let edgeConfigId: string;
  beforeEach(async () => {
    configureProvider(emulator);
    edgeConfigId = (await teamApi<EdgeConfig>(emulator, "POST", "/v1/edge-config", { slug: "s" })).id;
  });

  it("declares token and connectionString secret, and checks the label", async () => {
    expect(definitionByName("EdgeConfigToken")?.secretOutputs).to.deep.equal(["token", "connectionString"]);
    expect(await checkFailures("EdgeConfigToken", { edgeConfigId, label: "x".repeat(53) })).to.deep.equal({
      label: "must be at most 52 characters",
    });
  });

  it("creates a token whose value stays in state only, replaces on a label change, and deletes", async () => {
    const { id, outs } = await host.create("EdgeConfigToken", { edgeConfigId, label: "ci" });
    const token = String(outs.token);
    expect(outs.connectionString).to.equal(`https://edge-config.vercel.com/${edgeConfigId}?token=${token}`);
    expect(id).to.match(new RegExp(`^${edgeConfigId}/`));
    expect(id).to.not.include(token);
    expect(JSON.stringify(await emulator.admin.state())).to.not.include(token);
    expect(emulator.logs.join("\n")).to.not.include(token);

    const read = await host.read("EdgeConfigToken", id, outs);
    expect(read.props).to.deep.include({ label: "ci", token });
    const diff = await host.diff("EdgeConfigToken", id, read.props, { edgeConfigId, label: "deploy" });
    expect(diff.replaces).to.deep.equal(["label"]);

    await host.delete("EdgeConfigToken", id, outs);
    expect((await host.read("EdgeConfigToken", id, outs)).id).to.equal("");
    await host.delete("EdgeConfigToken", id, outs);
  });

  it("adopting replaces the tokens of its label (their values are lost) and keeps the others", async () => {
    // What an interrupted up leaves: a token of this label nobody holds the value of.
    await teamApi(emulator, "POST", `/v1/edge-config/${edgeConfigId}/token`, { label: "ci" });
    const other = await host.create("EdgeConfigToken", { edgeConfigId, label: "deploy" });
    const { id } = await host.create("EdgeConfigToken", { edgeConfigId, label: "ci", adopt: true });
    const tokens = await teamApi<Array<{ id: string; label: string }>>(
      emulator,
      "GET",
      `/v1/edge-config/${edgeConfigId}/tokens`,
    );
    expect(tokens.map((token) => `${edgeConfigId}/${token.id}`).sort()).to.deep.equal([id, other.id].sort());
  });

  it("is gone with its store", async () => {
    const { id, outs } = await host.create("EdgeConfigToken", { edgeConfigId, label: "ci" });
    await teamApi(emulator, "DELETE", `/v1/edge-config/${edgeConfigId}`);
    expect((await host.read("EdgeConfigToken", id, outs)).id).to.equal("");
  });
});
