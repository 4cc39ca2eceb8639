// The Edge Config area of the client: creates whose answer was lost (a store found only if it is
// new, an item found only if it holds what was sent, a token whose value is lost replaced), and
// the platform's 204 for an absent item or schema read as "not found".
import { expect } from "chai";
import { isGone } from "../../provider/client";
import { type VercelClient } from "../../provider/families/client";
import { emulatorClient } from "../support/client";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";

describe("client Edge Config area", () => {
  const emulator = useEmulator();
  let client: VercelClient;

  beforeEach(() => {
    client = emulatorClient(emulator);
  });

  it("finds the new store after a lost answer, never an older one of the same slug", async () => {
    const older = await client.edgeConfig.create({ slug: "flags" });
    await emulator.admin.addFault({ method: "POST", route: "/v1/global-config", dropResponse: true });
    const created = await client.edgeConfig.create({ slug: "flags" });
    expect(created.id).to.not.equal(older.id);
    expect((await client.edgeConfig.list()).map((s) => s.id)).to.have.members([older.id, created.id]);
    expect((await emulator.admin.requestCounts()).counts["POST /v1/global-config"]).to.equal(2);
  });

  it("creates an item once after a lost answer, and reads an absent one as gone", async () => {
    const store = await client.edgeConfig.create({ slug: "s" });
    await emulator.admin.addFault({
      method: "PATCH",
      route: "/v1/global-config/:edgeConfigId/items",
      dropResponse: true,
    });
    await client.edgeConfig.createItems(store.id, [{ key: "a", value: { on: true } }]);
    expect((await client.edgeConfig.item(store.id, "a")).value).to.deep.equal({ on: true });
    expect(
      (await emulator.admin.requestCounts()).counts["PATCH /v1/global-config/:edgeConfigId/items"],
    ).to.equal(1);
    expect(isGone(await rejection(client.edgeConfig.item(store.id, "missing")))).to.equal(true);
    expect(isGone(await rejection(client.edgeConfig.schema(store.id)))).to.equal(true);
  });

  it("replaces a token whose value was lost with the answer, leaving no orphan", async () => {
    const store = await client.edgeConfig.create({ slug: "s" });
    await emulator.admin.addFault({
      method: "POST",
      route: "/v1/global-config/:edgeConfigId/token",
      dropResponse: true,
    });
    const { id, token } = await client.edgeConfig.createToken(store.id, "ci");
    const tokens = await client.edgeConfig.tokens(store.id);
    expect(tokens.map((t) => t.id)).to.deep.equal([id]);
    expect((await client.edgeConfig.tokenByValue(store.id, token)).id).to.equal(id);
  });
});
