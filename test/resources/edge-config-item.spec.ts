// EdgeConfigItem and EdgeConfigItems through the provider's host functions, against the emulator:
// values as `value` or `valueJson`, updates as one batch PATCH of the fewest operations.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import { itemOperations } from "../../provider/families/edge-config/edge-config-items";
import type { EdgeConfig, EdgeConfigItem } from "../../schema/edge-config";
import { useEmulator } from "../support/emulator";
import { expectRefreshTogether, type Created } from "../support/refresh-together";
import { rejection } from "../support/rejection";
import { checkFailures, configureProvider, teamApi, type Props } from "./env-support";

const PATCH = "PATCH /v1/global-config/:edgeConfigId/items";
const ITEMS = "GET /v1/global-config/:edgeConfigId/items";

describe("EdgeConfigItem provider", () => {
  const emulator = useEmulator();
  let edgeConfigId: string;
  beforeEach(async () => {
    configureProvider(emulator);
    edgeConfigId = (await teamApi<EdgeConfig>(emulator, "POST", "/v1/edge-config", { slug: "s" })).id;
  });
  const stored = async (key: string) =>
    teamApi<EdgeConfigItem>(emulator, "GET", `/v1/edge-config/${edgeConfigId}/item/${key}`);

  it("checks the key and that exactly one of value and valueJson is given", async () => {
    expect(await checkFailures("EdgeConfigItem", { edgeConfigId, key: "a" })).to.deep.equal({
      value: "give value or valueJson",
    });
    expect(
      await checkFailures("EdgeConfigItem", { edgeConfigId, key: "a", value: "x", valueJson: 1 }),
    ).to.deep.equal({
      value: "give value or valueJson, not both",
    });
    expect(await checkFailures("EdgeConfigItem", { edgeConfigId, key: "a b", value: "x" })).to.have.property(
      "key",
    );
  });

  it("creates JSON and string values, reads drift, and updates the value in place with one upsert", async () => {
    const json = await host.create("EdgeConfigItem", {
      edgeConfigId,
      key: "flags",
      valueJson: { beta: [1, 2] },
    });
    expect(json.id).to.equal(`${edgeConfigId}/flags`);
    const text = await host.create("EdgeConfigItem", {
      edgeConfigId,
      key: "greeting",
      value: "hi",
      description: "d",
    });
    expect((await stored("greeting")).description).to.equal("d");

    await teamApi(emulator, "PATCH", `/v1/edge-config/${edgeConfigId}/items`, {
      items: [{ operation: "upsert", key: "flags", value: { beta: [] } }],
    });
    const drifted = await host.read("EdgeConfigItem", json.id, json.outs);
    expect(drifted.props).to.deep.include({ valueJson: { beta: [] } });
    expect(drifted.props).to.not.have.property("value");

    const news = { edgeConfigId, key: "greeting", value: "hello" };
    const diff = await host.diff("EdgeConfigItem", text.id, text.outs, news);
    expect(diff).to.include({ changes: true });
    expect(diff.replaces).to.deep.equal([]);
    await emulator.admin.clearRequestCounts();
    await host.update("EdgeConfigItem", text.id, text.outs, news);
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal({ [PATCH]: 1 });
    const after = await stored("greeting");
    expect(after.value).to.equal("hello");
    expect(after).to.not.have.property("description");
  });

  it("replaces when the key changes, deleting first", async () => {
    const { id, outs } = await host.create("EdgeConfigItem", { edgeConfigId, key: "a", value: "x" });
    const diff = await host.diff("EdgeConfigItem", id, outs, { edgeConfigId, key: "b", value: "x" });
    expect(diff).to.include({ deleteBeforeReplace: true });
    expect(diff.replaces).to.deep.equal(["key"]);
  });

  it("points an existing key at adopt, and adopts it", async () => {
    await teamApi(emulator, "PATCH", `/v1/edge-config/${edgeConfigId}/items`, {
      items: [{ operation: "upsert", key: "a", value: 1 }],
    });
    const error = await rejection(host.create("EdgeConfigItem", { edgeConfigId, key: "a", valueJson: 2 }));
    expect(error.message).to.include("adopt: true");
    await host.create("EdgeConfigItem", { edgeConfigId, key: "a", valueJson: 2, adopt: true });
    expect((await stored("a")).value).to.equal(2);
  });

  it("deletes, and is gone once deleted (item or store)", async () => {
    const { id, outs } = await host.create("EdgeConfigItem", { edgeConfigId, key: "a", value: "x" });
    await host.delete("EdgeConfigItem", id, outs);
    expect((await host.read("EdgeConfigItem", id, outs)).id).to.equal("");
    await host.delete("EdgeConfigItem", id, outs);
    await teamApi(emulator, "DELETE", `/v1/edge-config/${edgeConfigId}`);
    expect((await host.read("EdgeConfigItem", id, outs)).id).to.equal("");
    await host.delete("EdgeConfigItem", id, outs);
  });

  it("reads a store's items together in one list, as each alone reads, and an edit made outside in the next run", async () => {
    const created: Created[] = [];
    for (let i = 0; i < 30; i++) {
      const item = i % 2 ? { value: `v${i}` } : { valueJson: { n: i }, description: `item ${i}` };
      const { id, outs = {} } = await host.create("EdgeConfigItem", { edgeConfigId, key: `k${i}`, ...item });
      created.push({ id, outs });
    }
    await expectRefreshTogether({
      emulator,
      type: "EdgeConfigItem",
      created,
      newRun: () => configureProvider(emulator),
      listCalls: { [ITEMS]: 1 },
      edit: {
        index: 7,
        apply: () =>
          teamApi(emulator, "PATCH", `/v1/edge-config/${edgeConfigId}/items`, {
            items: [{ operation: "update", key: "k7", value: "edited" }],
          }).then(() => {}),
        changes: { value: "edited" },
      },
    });
  });
});

describe("EdgeConfigItems provider", () => {
  const emulator = useEmulator();
  let edgeConfigId: string;
  beforeEach(async () => {
    configureProvider(emulator);
    edgeConfigId = (await teamApi<EdgeConfig>(emulator, "POST", "/v1/edge-config", { slug: "s" })).id;
  });
  const values = async () =>
    Object.fromEntries(
      (await teamApi<EdgeConfigItem[]>(emulator, "GET", `/v1/edge-config/${edgeConfigId}/items`)).map((i) => [
        i.key,
        i.value,
      ]),
    );

  it("refuses a key given twice, with its path", async () => {
    const failures = await checkFailures("EdgeConfigItems", {
      edgeConfigId,
      items: [
        { key: "a", value: "1" },
        { key: "a", value: "2" },
      ],
    });
    expect(failures).to.deep.equal({ "items[1].key": '"a" is given twice' });
  });

  it("creates in one PATCH, applies the fewest operations in one PATCH, and reports keys added outside it", async () => {
    await emulator.admin.clearRequestCounts();
    const a = { key: "a", value: "1" };
    const b = { key: "b", valueJson: { n: 2 } };
    const c = { key: "c", valueJson: [3] };
    const { id, outs } = await host.create("EdgeConfigItems", { edgeConfigId, items: [a, b, c] });
    expect(id).to.equal(edgeConfigId);
    expect((await emulator.admin.requestCounts()).counts[PATCH]).to.equal(1);

    // Reordering is no change.
    expect(
      (await host.diff("EdgeConfigItems", id, outs, { edgeConfigId, items: [c, a, b] })).changes,
    ).to.equal(false);

    await teamApi(emulator, "PATCH", `/v1/edge-config/${edgeConfigId}/items`, {
      items: [{ operation: "upsert", key: "outside", value: true }],
    });
    const read = await host.read("EdgeConfigItems", id, outs);
    expect(read.props.unmanagedKeys).to.deep.equal(["outside"]);
    expect(
      (await host.diff("EdgeConfigItems", id, read.props, { edgeConfigId, items: [a, b, c] })).changes,
    ).to.equal(false);

    await emulator.admin.clearRequestCounts();
    const news = { edgeConfigId, items: [a, { ...b, valueJson: { n: 20 } }, { key: "d", value: "4" }] };
    expect(itemOperations([a, b, c], news.items)).to.deep.equal([
      { operation: "delete", key: "c" },
      { operation: "upsert", key: "b", value: { n: 20 }, description: null },
      { operation: "upsert", key: "d", value: "4", description: null },
    ]);
    const updated = await host.update("EdgeConfigItems", id, read.props, news);
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal({ [PATCH]: 1, [ITEMS]: 1 });
    expect(await values()).to.deep.equal({ a: "1", b: { n: 20 }, d: "4", outside: true });
    expect((updated.outs as Props).unmanagedKeys).to.deep.equal(["outside"]);

    await host.delete("EdgeConfigItems", id, updated.outs as Props);
    expect(await values()).to.deep.equal({ outside: true });
  });

  it("points existing keys at adopt, and with adopt takes them over and writes the rest", async () => {
    await teamApi(emulator, "PATCH", `/v1/edge-config/${edgeConfigId}/items`, {
      items: [{ operation: "upsert", key: "a", value: "old" }],
    });
    const inputs = {
      edgeConfigId,
      items: [
        { key: "a", value: "new" },
        { key: "b", value: "2" },
      ],
    };
    const error = await rejection(host.create("EdgeConfigItems", inputs));
    expect(error.message).to.include("adopt: true");
    expect(await values()).to.deep.equal({ a: "old" });
    await host.create("EdgeConfigItems", { ...inputs, adopt: true });
    expect(await values()).to.deep.equal({ a: "new", b: "2" });
  });

  it("imports every key of a store when nothing is in state", async () => {
    await teamApi(emulator, "PATCH", `/v1/edge-config/${edgeConfigId}/items`, {
      items: [
        { operation: "upsert", key: "s", value: "text" },
        { operation: "upsert", key: "j", value: { x: 1 } },
      ],
    });
    const read = await host.read("EdgeConfigItems", edgeConfigId, {});
    expect(read.props).to.deep.include({
      items: [
        { key: "s", value: "text" },
        { key: "j", valueJson: { x: 1 } },
      ],
      unmanagedKeys: [],
    });
  });
});
