// The edge-config area (stores, items, schema, tokens, backups) through @vercel/sdk.
import { useContract } from "./support/contract";

describe("contract: edge-config", () => {
  const contract = useContract("edge-config");
  const teamId = () => contract.teamId;
  const seed = async () => {
    const store = await contract.setup<{ id: string }>("POST", "/v1/edge-config", {
      slug: "flags",
      items: { greeting: "hello" },
    });
    return store.id;
  };
  const seedToken = async (edgeConfigId: string) =>
    (
      await contract.setup<{ token: string }>("POST", `/v1/edge-config/${edgeConfigId}/token`, {
        label: "ci",
      })
    ).token;
  const seedBackup = async (edgeConfigId: string) => {
    await contract.setup("PATCH", `/v1/edge-config/${edgeConfigId}/items`, {
      items: [{ operation: "upsert", key: "greeting", value: "bonjour" }],
    });
    const listed = await contract.setup<{ backups: { id: string }[] }>(
      "GET",
      `/v1/edge-config/${edgeConfigId}/backups`,
    );
    return listed.backups[0]?.id ?? "";
  };
  const schema = { type: "object", properties: { greeting: { type: "string" } } };

  it("createEdgeConfig", async () => {
    await contract.check("createEdgeConfig", (sdk) =>
      sdk.globalConfig.createEdgeConfig({
        teamId: teamId(),
        requestBody: { slug: "flags", items: { greeting: "hello" } },
      }),
    );
  });

  it("getEdgeConfigs", async () => {
    await seed();
    await contract.check("getEdgeConfigs", (sdk) => sdk.globalConfig.getEdgeConfigs({ teamId: teamId() }));
  });

  it("getEdgeConfig", async () => {
    const edgeConfigId = await seed();
    await contract.check("getEdgeConfig", (sdk) =>
      sdk.globalConfig.getEdgeConfig({ teamId: teamId(), edgeConfigId }),
    );
  });

  it("updateEdgeConfig", async () => {
    const edgeConfigId = await seed();
    await contract.check("updateEdgeConfig", (sdk) =>
      sdk.globalConfig.updateEdgeConfig({ teamId: teamId(), edgeConfigId, requestBody: { slug: "renamed" } }),
    );
  });

  it("deleteEdgeConfig", async () => {
    const edgeConfigId = await seed();
    await contract.check("deleteEdgeConfig", (sdk) =>
      sdk.globalConfig.deleteEdgeConfig({ teamId: teamId(), edgeConfigId }),
    );
  });

  it("getEdgeConfigSchema", async () => {
    const edgeConfigId = await seed();
    await contract.setup("POST", `/v1/edge-config/${edgeConfigId}/schema`, { definition: schema });
    await contract.check("getEdgeConfigSchema", (sdk) =>
      sdk.globalConfig.getEdgeConfigSchema({ teamId: teamId(), edgeConfigId }),
    );
  });

  it("patchEdgeConfigSchema", async () => {
    const edgeConfigId = await seed();
    await contract.check("patchEdgeConfigSchema", (sdk) =>
      sdk.globalConfig.patchEdgeConfigSchema({
        teamId: teamId(),
        edgeConfigId,
        requestBody: { definition: schema },
      }),
    );
  });

  it("deleteEdgeConfigSchema", async () => {
    const edgeConfigId = await seed();
    await contract.setup("POST", `/v1/edge-config/${edgeConfigId}/schema`, { definition: schema });
    await contract.check("deleteEdgeConfigSchema", (sdk) =>
      sdk.globalConfig.deleteEdgeConfigSchema({ teamId: teamId(), edgeConfigId }),
    );
  });

  it("getEdgeConfigItems", async () => {
    const edgeConfigId = await seed();
    await contract.check("getEdgeConfigItems", (sdk) =>
      sdk.globalConfig.getEdgeConfigItems({ teamId: teamId(), edgeConfigId }),
    );
  });

  it("getEdgeConfigItem", async () => {
    const edgeConfigId = await seed();
    await contract.check("getEdgeConfigItem", (sdk) =>
      sdk.globalConfig.getEdgeConfigItem({ teamId: teamId(), edgeConfigId, edgeConfigItemKey: "greeting" }),
    );
  });

  it("createEdgeConfigToken", async () => {
    const edgeConfigId = await seed();
    await contract.check("createEdgeConfigToken", (sdk) =>
      sdk.globalConfig.createEdgeConfigToken({
        teamId: teamId(),
        edgeConfigId,
        requestBody: { label: "ci" },
      }),
    );
  });

  it("getEdgeConfigTokens", async () => {
    const edgeConfigId = await seed();
    await seedToken(edgeConfigId);
    await contract.check("getEdgeConfigTokens", (sdk) =>
      sdk.globalConfig.getEdgeConfigTokens({ teamId: teamId(), edgeConfigId }),
    );
  });

  it("getEdgeConfigToken", async () => {
    const edgeConfigId = await seed();
    const token = await seedToken(edgeConfigId);
    await contract.check("getEdgeConfigToken", (sdk) =>
      sdk.globalConfig.getEdgeConfigToken({ teamId: teamId(), edgeConfigId, token }),
    );
  });

  it("deleteEdgeConfigTokens", async () => {
    const edgeConfigId = await seed();
    const token = await seedToken(edgeConfigId);
    await contract.check("deleteEdgeConfigTokens", (sdk) =>
      sdk.globalConfig.deleteEdgeConfigTokens({
        teamId: teamId(),
        edgeConfigId,
        requestBody: { tokens: [token] },
      }),
    );
  });

  it("getEdgeConfigBackups", async () => {
    const edgeConfigId = await seed();
    await seedBackup(edgeConfigId);
    await contract.check("getEdgeConfigBackups", (sdk) =>
      sdk.globalConfig.getEdgeConfigBackups({ teamId: teamId(), edgeConfigId }),
    );
  });

  it("getEdgeConfigBackup", async () => {
    const edgeConfigId = await seed();
    const edgeConfigBackupVersionId = await seedBackup(edgeConfigId);
    await contract.check("getEdgeConfigBackup", (sdk) =>
      sdk.globalConfig.getEdgeConfigBackup({ teamId: teamId(), edgeConfigId, edgeConfigBackupVersionId }),
    );
  });

  it("restoreEdgeConfigBackup", async () => {
    const edgeConfigId = await seed();
    const edgeConfigBackupVersionId = await seedBackup(edgeConfigId);
    await contract.check("restoreEdgeConfigBackup", (sdk) =>
      sdk.globalConfig.restoreEdgeConfigBackup({ teamId: teamId(), edgeConfigId, edgeConfigBackupVersionId }),
    );
  });
});
