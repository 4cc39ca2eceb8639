// The Edge Config area: both path families, the items batch (all or nothing), the schema enforced
// on item writes, once-only token values, backups on every change, and cascading deletes.
import { expect } from "chai";
import type { EdgeConfig, EdgeConfigItem, EdgeConfigToken } from "../../schema/edge-config";
import { useEmulator } from "../support/emulator";

describe("emulator Edge Config", () => {
  const emulator = useEmulator();
  const api = <T>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`, body);

  async function createStore(body: Record<string, unknown>, prefix = "/v1/edge-config"): Promise<EdgeConfig> {
    const { status, body: store } = await api<EdgeConfig>("POST", prefix, body);
    expect(status, JSON.stringify(store)).to.equal(201);
    return store;
  }

  async function patch(id: string, items: unknown[]) {
    return api<{ status?: string; error?: { code: string; message: string } }>(
      "PATCH",
      `/v1/edge-config/${id}/items`,
      { items },
    );
  }

  async function items(id: string): Promise<Record<string, unknown>> {
    const { body } = await api<EdgeConfigItem[]>("GET", `/v1/edge-config/${id}/items`);
    return Object.fromEntries(body.map((item) => [item.key, item.value]));
  }

  it("serves one store under /v1/edge-config and /v1/global-config alike", async () => {
    const store = await createStore({ slug: "flags", items: { greeting: "hi" } }, "/v1/global-config");
    expect(store.id).to.match(/^ecfg_[A-Za-z0-9]{28}$/);
    expect(store).to.include({ slug: "flags", itemCount: 1, sizeInBytes: '{"greeting":"hi"}'.length });
    const viaOld = await api<EdgeConfig>("GET", `/v1/edge-config/${store.id}`);
    const viaNew = await api<EdgeConfig>("GET", `/v1/global-config/${store.id}`);
    expect(viaOld.body).to.deep.equal(viaNew.body);
    const listed = await api<EdgeConfig[]>("GET", "/v1/edge-config");
    expect(listed.body.map((s) => s.id)).to.deep.equal([store.id]);
    const renamed = await api<EdgeConfig>("PUT", `/v1/global-config/${store.id}`, { slug: "flags_2" });
    expect(renamed.body.slug).to.equal("flags_2");
  });

  it("applies a batch in order, changes the digest, and answers { status: ok }", async () => {
    const store = await createStore({ slug: "s" });
    const answer = await patch(store.id, [
      { operation: "create", key: "a", value: { nested: [1, 2] }, description: "first" },
      { operation: "upsert", key: "b", value: true },
      { operation: "update", key: "a", description: null },
      { operation: "delete", key: "missing" },
    ]);
    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.equal({ status: "ok" });
    expect(await items(store.id)).to.deep.equal({ a: { nested: [1, 2] }, b: true });
    const item = await api<EdgeConfigItem>("GET", `/v1/edge-config/${store.id}/item/a`);
    expect(item.body).to.not.have.property("description");
    const after = (await api<EdgeConfig>("GET", `/v1/edge-config/${store.id}`)).body;
    expect(after.itemCount).to.equal(2);
    expect(after.digest).to.not.equal(store.digest);
  });

  it("refuses the whole batch when one operation fails", async () => {
    const store = await createStore({ slug: "s", items: { a: 1 } });
    const conflict = await patch(store.id, [
      { operation: "upsert", key: "b", value: 2 },
      { operation: "create", key: "a", value: 3 },
    ]);
    expect(conflict.status).to.equal(409);
    expect(conflict.body.error?.message).to.include('"a" already exists');
    const missing = await patch(store.id, [{ operation: "update", key: "nope", value: 1 }]);
    expect(missing.status).to.equal(400);
    expect(await items(store.id)).to.deep.equal({ a: 1 });
  });

  it("answers 204 for an absent item or schema, 404 for an absent store", async () => {
    const store = await createStore({ slug: "s" });
    expect((await api("GET", `/v1/edge-config/${store.id}/item/none`)).status).to.equal(204);
    expect((await api("GET", `/v1/edge-config/${store.id}/schema`)).status).to.equal(204);
    const gone = await api<{ error: { code: string } }>("GET", "/v1/edge-config/ecfg_nothere");
    expect(gone.status).to.equal(404);
    expect(gone.body.error.code).to.equal("not_found");
  });

  describe("schema", () => {
    const definition = {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: {
        greeting: { type: "string", maxLength: 5 },
        ratio: { type: "number", minimum: 0, maximum: 1 },
        list: { type: "array", items: { enum: ["x", "y"] } },
      },
      additionalProperties: false,
    };

    it("is stored, shown on the store, and enforced on item writes with the key and the rule", async () => {
      const store = await createStore({ slug: "s", items: { greeting: "hi" } });
      const set = await api("POST", `/v1/edge-config/${store.id}/schema`, { definition });
      expect(set.status).to.equal(200);
      expect((await api("GET", `/v1/edge-config/${store.id}/schema`)).body).to.deep.equal({ definition });
      expect((await api<EdgeConfig>("GET", `/v1/edge-config/${store.id}`)).body.schema).to.deep.equal(
        definition,
      );

      const tooLong = await patch(store.id, [{ operation: "upsert", key: "greeting", value: "hello!" }]);
      expect(tooLong.status).to.equal(400);
      expect(tooLong.body.error?.message).to.include(
        'item "greeting" must be at most 5 characters (maxLength)',
      );
      const nested = await patch(store.id, [{ operation: "upsert", key: "list", value: ["x", "z"] }]);
      expect(nested.body.error?.message).to.include('item "list" at /1 must be one of "x", "y" (enum)');
      const extra = await patch(store.id, [{ operation: "upsert", key: "other", value: 1 }]);
      expect(extra.body.error?.message).to.include('item "other" is not allowed (additionalProperties)');
      expect((await patch(store.id, [{ operation: "upsert", key: "ratio", value: 0.5 }])).status).to.equal(
        200,
      );
      expect(await items(store.id)).to.deep.equal({ greeting: "hi", ratio: 0.5 });

      expect((await api("DELETE", `/v1/edge-config/${store.id}/schema`)).status).to.equal(204);
      expect((await patch(store.id, [{ operation: "upsert", key: "other", value: 1 }])).status).to.equal(200);
    });

    it("refuses a definition the items break, a dry run changes nothing, unknown keywords are refused", async () => {
      const store = await createStore({ slug: "s", items: { greeting: 42 } });
      const broken = await api<{ error: { message: string } }>("POST", `/v1/edge-config/${store.id}/schema`, {
        definition,
      });
      expect(broken.status).to.equal(400);
      expect(broken.body.error.message).to.include('item "greeting" must be string (type)');
      const dry = await api("POST", `/v1/edge-config/${store.id}/schema?dryRun=true`, {
        definition: { type: "object" },
      });
      expect(dry.status).to.equal(200);
      expect((await api("GET", `/v1/edge-config/${store.id}/schema`)).status).to.equal(204);
      const unknown = await api<{ error: { message: string } }>(
        "POST",
        `/v1/edge-config/${store.id}/schema`,
        {
          definition: { type: "object", patternProperties: {} },
        },
      );
      expect(unknown.status).to.equal(400);
      expect(unknown.body.error.message).to.include('the keyword "patternProperties" is not supported');
      const malformed = await api<{ error: { message: string } }>(
        "POST",
        `/v1/edge-config/${store.id}/schema`,
        {
          definition: { properties: { greeting: { maxLength: "5" } }, required: "greeting" },
        },
      );
      expect(malformed.status).to.equal(400);
      expect(malformed.body.error.message).to.include(
        "definition.properties.greeting.maxLength must be a non-negative integer",
      );
      expect(malformed.body.error.message).to.include("definition.required must be a list of property names");
    });
  });

  describe("tokens", () => {
    it("shows a token's value only when it is created, and finds it by value", async () => {
      const store = await createStore({ slug: "s" });
      const created = await api<{ token: string; id: string }>("POST", `/v1/edge-config/${store.id}/token`, {
        label: "ci",
      });
      expect(created.status).to.equal(201);
      const { token, id } = created.body;
      const listed = await api<EdgeConfigToken[]>("GET", `/v1/edge-config/${store.id}/tokens`);
      expect(listed.body).to.deep.equal([
        {
          id,
          label: "ci",
          edgeConfigId: store.id,
          createdAt: listed.body[0]?.createdAt,
          partialToken: `${token.slice(0, 3)}********`,
        },
      ]);
      expect(JSON.stringify(listed.body)).to.not.include(token);
      const byValue = await api<EdgeConfigToken>("GET", `/v1/global-config/${store.id}/token/${token}`);
      expect(byValue.body.id).to.equal(id);
      expect(JSON.stringify(await emulator.admin.state())).to.not.include(token);

      expect((await api("DELETE", `/v1/edge-config/${store.id}/tokens`, { ids: [id] })).status).to.equal(204);
      expect((await api("GET", `/v1/edge-config/${store.id}/token/${token}`)).status).to.equal(404);
    });

    it("refuses a label longer than 52 characters", async () => {
      const store = await createStore({ slug: "s" });
      const answer = await api("POST", `/v1/edge-config/${store.id}/token`, { label: "x".repeat(53) });
      expect(answer.status).to.equal(400);
    });
  });

  describe("backups", () => {
    it("keeps one on every change, lists them newest first, and restores one", async () => {
      const store = await createStore({ slug: "s", items: { a: 1 } });
      await patch(store.id, [{ operation: "upsert", key: "a", value: 2 }]);
      await patch(store.id, [{ operation: "upsert", key: "b", value: 3 }]);
      type List = {
        backups: Array<{ id: string; metadata: { itemsCount: number } }>;
        pagination: { hasNext: boolean; next?: string };
      };
      const all = (await api<List>("GET", `/v1/edge-config/${store.id}/backups`)).body;
      expect(all.backups.map((b) => b.metadata.itemsCount)).to.deep.equal([2, 1, 1]);
      const first = await api<List>("GET", `/v1/edge-config/${store.id}/backups?limit=2`);
      expect(first.body.pagination.hasNext).to.equal(true);
      const second = await api<List>(
        "GET",
        `/v1/edge-config/${store.id}/backups?limit=2&next=${first.body.pagination.next}`,
      );
      expect(second.body.backups.map((b) => b.id)).to.deep.equal([all.backups[2]?.id]);

      const oldest = all.backups[2]?.id ?? "";
      const backup = await api<{ backup: { items: Record<string, { value: unknown }> } }>(
        "GET",
        `/v1/global-config/${store.id}/backups/${oldest}`,
      );
      expect(backup.body.backup.items.a?.value).to.equal(1);
      const current = (await api<EdgeConfig>("GET", `/v1/edge-config/${store.id}`)).body;
      const restored = await api<{ digest: string; previousDigest: string; restoredFrom: string }>(
        "POST",
        `/v1/edge-config/${store.id}/backups/${oldest}/restore`,
      );
      expect(restored.status).to.equal(200);
      expect(restored.body).to.include({
        previousDigest: current.digest,
        restoredFrom: oldest,
        digest: store.digest,
      });
      expect(await items(store.id)).to.deep.equal({ a: 1 });
    });
  });

  it("deleting a store removes its items, tokens and backups", async () => {
    const store = await createStore({ slug: "s", items: { a: 1 } });
    await api("POST", `/v1/edge-config/${store.id}/token`, { label: "t" });
    expect((await api("DELETE", `/v1/edge-config/${store.id}`)).status).to.equal(204);
    expect((await emulator.admin.state()).total).to.equal(0);
  });

  it("seeds stores with items", async () => {
    const { status, body } = await emulator.admin.api<{ edgeConfigs: EdgeConfig[] }>(
      "POST",
      "/_emulator/seed",
      {
        edgeConfigs: [{ teamId: emulator.teamId, slug: "seeded", items: { k: "v" } }],
      },
    );
    expect(status).to.equal(200);
    expect(body.edgeConfigs[0]?.itemCount).to.equal(1);
  });
});
