// The Edge Config lookup functions through runFunction against the emulator: getEdgeConfig,
// getEdgeConfigItem, getEdgeConfigSchema and getEdgeConfigToken (token and connection string
// secret results).
import { expect } from "chai";
import { functionDefinitions } from "../../provider/families/registry";
import type { EdgeConfig } from "../../schema/edge-config";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";
import { runNamedFunction, teamApi } from "./env-support";

describe("Edge Config lookup functions", () => {
  const emulator = useEmulator();
  const run = (name: string, args: Record<string, unknown>) => runNamedFunction(emulator, name, args);
  let id: string;

  beforeEach(async () => {
    id = (
      await teamApi<EdgeConfig>(emulator, "POST", "/v1/edge-config", {
        slug: "looked-up",
        items: { greeting: "hi", flags: { beta: true } },
      })
    ).id;
  });

  it("getEdgeConfig finds a store by id", async () => {
    expect(await run("getEdgeConfig", { id })).to.include({ id, name: "looked-up", itemCount: 2 });
    const missing = await rejection(run("getEdgeConfig", { id: "ecfg_none" }));
    expect(missing.message).to.match(/^looking up EdgeConfig "ecfg_none": 404 not_found/);
  });

  it("getEdgeConfigItem gives string values as value and every value as valueJson", async () => {
    expect(await run("getEdgeConfigItem", { id, key: "greeting" })).to.deep.include({
      key: "greeting",
      value: "hi",
      valueJson: "hi",
    });
    const json = await run("getEdgeConfigItem", { id, key: "flags" });
    expect(json).to.deep.include({ valueJson: { beta: true } });
    expect(json).to.not.have.property("value");
    expect((await rejection(run("getEdgeConfigItem", { id, key: "none" }))).message).to.include("not_found");
  });

  it("getEdgeConfigSchema gives the definition as JSON text", async () => {
    await teamApi(emulator, "POST", `/v1/edge-config/${id}/schema`, { definition: { type: "object" } });
    expect(await run("getEdgeConfigSchema", { id })).to.deep.include({ id, definition: '{"type":"object"}' });
  });

  it("getEdgeConfigToken finds a token by value, its value and connection string secret", async () => {
    const named = functionDefinitions.find((d) => d.name === "getEdgeConfigToken");
    expect(named?.secretResults).to.deep.equal(["token", "connectionString"]);
    const { token, id: tokenId } = await teamApi<{ token: string; id: string }>(
      emulator,
      "POST",
      `/v1/edge-config/${id}/token`,
      { label: "ci" },
    );
    expect(await run("getEdgeConfigToken", { edgeConfigId: id, token })).to.deep.include({
      id: tokenId,
      label: "ci",
      connectionString: `https://edge-config.vercel.com/${id}?token=${token}`,
    });
  });

  it("getEdgeConfigToken redacts the token it was given from an error that echoes it", async () => {
    const token = "a1b2c3d4-0000-4000-8000-secrettoken00";
    await emulator.admin.addFault({
      method: "GET",
      route: "/v1/global-config/:edgeConfigId/token/:token",
      status: 400,
      message: `bad token ${token}`,
    });
    const error = await rejection(run("getEdgeConfigToken", { edgeConfigId: id, token }));
    expect(error.message)
      .to.match(/^looking up EdgeConfigToken/)
      .and.include("[REDACTED]");
    expect(`${error.message}\n${error.stack}`).not.to.include(token);
  });
});
