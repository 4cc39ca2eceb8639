// API keys over loopback: `POST /api-keys` through @vercel/sdk (createApiKeys, checked against its
// model), then the siblings the vercel CLI's `ai-gateway api-keys` calls (list, read, quota,
// delete; no SDK operation, checked against schema/api-keys.ts). The value is answered once and
// works on the AI gateway until the key is deleted or expires; bad input is refused naming the field.
import { expect } from "chai";
import { ApiKey, ApiKeyAnswer, ApiKeyList } from "../../schema/api-keys";
import { useContract } from "./support/contract";

type Created = { apiKeyString: string; apiKey: { id: string; partialKey: string; teamId: string } };

describe("contract: api-keys", () => {
  const contract = useContract("api-keys");
  const teamId = () => contract.teamId;
  const api = <T>(method: string, path: string, body?: unknown) =>
    contract.emulator.admin.api<T>(
      method,
      `${path}${path.includes("?") ? "&" : "?"}teamId=${teamId()}`,
      body,
    );
  // The SDK's untagged operations carry no security scheme, so it sends no token of its own: the
  // caller passes it per request (RequestOptions.headers), as the platform requires one.
  const bearer = () => ({ headers: { Authorization: `Bearer ${contract.emulator.token}` } });
  const models = (key: string) =>
    fetch(`${contract.emulator.gatewayUrl}/v1/models`, { headers: { Authorization: `Bearer ${key}` } });

  it("createApiKeys: answers the value once, and the key opens the AI gateway until deleted", async () => {
    // The SDK names no team for this operation: the key is the caller's own scope's.
    const project = await contract.setup<{ id: string }>(
      "POST",
      "/v11/projects",
      { name: "keyed" },
      "personal",
    );
    const owner = "user_EmulatorUser000000000000";
    const created = (await contract.check("createApiKeys", (sdk) =>
      sdk.createApiKeys(
        {
          purpose: "ai-gateway",
          name: "ci",
          projectId: project.id,
          aiGatewayQuota: { limitAmount: 50, refreshPeriod: "monthly", alertThresholds: [100, 75] },
          metadata: { environment: "production" },
        },
        bearer(),
      ),
    )) as Created;
    expect(created.apiKey).to.include({ teamId: owner, partialKey: created.apiKeyString.slice(-4) });
    expect((await models(created.apiKeyString)).status).to.equal(200);

    const personal = <T>(method: string, path: string, body?: unknown) =>
      contract.emulator.admin.api<T>(method, path, body);
    const read = await personal<unknown>("GET", `/v1/api-keys/${created.apiKey.id}`);
    const { apiKey } = ApiKeyAnswer.parse(read.body);
    expect(JSON.stringify(read.body)).not.to.contain(created.apiKeyString);
    expect(apiKey).to.deep.include({ name: "ci", projectId: project.id, purpose: "ai-gateway" });
    expect(apiKey.quota).to.deep.include({
      limitAmount: 50,
      refreshPeriod: "monthly",
      alertThresholds: [75, 100],
    });

    const patched = await personal<unknown>("PATCH", `/v1/api-keys/${created.apiKey.id}/quota`, {
      limitAmount: 80,
    });
    expect(ApiKeyAnswer.parse(patched.body).apiKey.quota).to.deep.include({
      limitAmount: 80,
      refreshPeriod: "monthly",
    });

    expect((await api("GET", `/v1/api-keys/${created.apiKey.id}`)).status, "another owner's").to.equal(404);
    expect((await personal("DELETE", `/v1/api-keys/${created.apiKey.id}`)).status).to.equal(200);
    expect((await models(created.apiKeyString)).status).to.equal(401);
    expect((await personal("GET", `/v1/api-keys/${created.apiKey.id}`)).status).to.equal(404);
  });

  it("lists the team's keys newest first, by purpose and name, and never their values", async () => {
    for (const name of ["alpha", "beta", "gamma"]) {
      expect((await api("POST", "/v1/api-keys", { purpose: "ai-gateway", name })).status).to.equal(200);
    }
    const listed = await api<unknown>("GET", "/v1/api-keys?purpose=ai-gateway&limit=2");
    const page = ApiKeyList.parse(listed.body);
    expect(page.apiKeys.map((k) => k.name)).to.deep.equal(["gamma", "beta"]);
    const rest = ApiKeyList.parse(
      (await api<unknown>("GET", `/v1/api-keys?limit=2&until=${page.pagination.next}`)).body,
    );
    expect(rest.apiKeys.map((k) => k.name)).to.deep.equal(["alpha"]);
    const found = ApiKeyList.parse((await api<unknown>("GET", "/v1/api-keys?search=ET")).body);
    expect(found.apiKeys.map((k) => ApiKey.parse(k).name)).to.deep.equal(["beta"]);
  });

  it("an expired key no longer opens the gateway", async () => {
    const { body } = await api<Created>("POST", "/v1/api-keys", {
      purpose: "ai-gateway",
      expiresAt: Date.now() + 60_000,
    });
    expect((await models(body.apiKeyString)).status).to.equal(200);
    await contract.emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 120_000 });
    expect((await models(body.apiKeyString)).status).to.equal(401);
  });

  it("refuses a call without a token, as the SDK alone sends it", async () => {
    const error = await contract.sdk.createApiKeys({ purpose: "ai-gateway" }).catch((e: Error) => e);
    expect(String(error)).to.match(/403/);
  });

  it("refuses bad input naming the field, and a project of no one's", async () => {
    const refusals: [unknown, number, RegExp][] = [
      [{ purpose: "deployments" }, 400, /"purpose" must be one of ai-gateway/],
      [{ purpose: "ai-gateway", expiresAt: 1000 }, 400, /"expiresAt" must be in the future/],
      [{ purpose: "ai-gateway", aiGatewayQuota: { limitAmount: 0 } }, 400, /limitAmount/],
      [{ purpose: "ai-gateway", metadata: { owner: "me" } }, 400, /"metadata".*not owner/],
      [{ purpose: "ai-gateway", projectId: "prj_nowhere" }, 404, /Project not found/],
    ];
    for (const [body, status, message] of refusals) {
      const answer = await api<{ error: { message: string } }>("POST", "/api-keys", body);
      expect(answer.status, JSON.stringify(body)).to.equal(status);
      expect(answer.body.error.message).to.match(message);
    }
  });
});
