// Integrations with a state file: installations, their tokens (as hashes only) and held webhook
// deliveries survive a restart; after it, the token still works and re-activation sends what was held.
import { expect } from "chai";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  DEFAULT_USER_ID,
  startEmulator,
  type CreateUserResponse,
  type RunningEmulator,
} from "../../emulator";
import type { InstallResponse } from "../../schema/integrations";
import { exchangeOAuthCode } from "../../provider/integrations";
import { emulatorAdmin } from "../support/emulator";
import { startReceiver, type Receiver } from "../support/receiver";

describe("emulator integrations with a state file", () => {
  const token = "persistence-token";
  let dir: string;
  let running: RunningEmulator | undefined;
  let receiver: Receiver | undefined;

  async function start() {
    const started = await startEmulator({ tokens: [token], stateFile: join(dir, "state.json") });
    running = started;
    return { url: started.url, admin: emulatorAdmin(() => ({ url: started.url, token })) };
  }

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "emulator-integrations-"));
  });

  afterEach(async () => {
    await running?.close();
    await receiver?.close();
    running = receiver = undefined;
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps installations, hashed tokens and held deliveries across a restart", async () => {
    receiver = await startReceiver();
    let { url, admin } = await start();
    const member = (
      await admin.api<CreateUserResponse>("POST", "/_emulator/users", { username: "installer" })
    ).body;
    await admin.api("POST", "/_emulator/teams", { slug: "acme", members: [DEFAULT_USER_ID, member.user.id] });
    const clientSecret = "durable-client-secret";
    const installed = (
      await admin.api<InstallResponse>("POST", "/_emulator/integrations/installations", {
        clientSecret,
        scopes: ["read-write:integration-configuration", "read:project"],
        userId: member.user.id,
        teamId: "acme",
      })
    ).body;
    const { accessToken, teamId } = await exchangeOAuthCode({ ...installed, clientSecret, apiUrl: url });
    const integration = emulatorAdmin(() => ({ url, token: accessToken }));
    await integration.api("POST", `/v1/webhooks?teamId=${teamId}`, {
      url: `${receiver.url}/hook`,
      events: ["project.env-variable.created"],
    });
    await admin.api("PUT", "/_emulator/teams/acme/members", { members: [DEFAULT_USER_ID] });
    await admin.api("POST", "/v11/projects?slug=acme", { name: "site" });
    await admin.api("POST", "/v10/projects/site/env?slug=acme", {
      key: "HELD",
      value: "v",
      type: "plain",
      target: ["production"],
    });
    await running?.close();

    const state = await readFile(join(dir, "state.json"), "utf8");
    expect(state).to.include(installed.configurationId);
    expect(state).not.to.include(accessToken);
    expect(state).not.to.include(clientSecret);

    ({ url, admin } = await start());
    const held = await admin.api<{ deliveries: { status: string }[] }>("GET", "/_emulator/deliveries");
    expect(held.body.deliveries.map((d) => d.status)).to.deep.equal(["paused"]);
    await admin.api("POST", `/_emulator/integrations/configurations/${installed.configurationId}/activate`, {
      userId: DEFAULT_USER_ID,
    });
    const delivered = JSON.parse((await receiver.request(0)).body.toString("utf8")) as { type: string };
    expect(delivered.type).to.equal("project.env-variable.created");
    const after = emulatorAdmin(() => ({ url, token: accessToken }));
    expect((await after.api("GET", `/v9/projects?teamId=${teamId}`)).status).to.equal(200);
  });
});
