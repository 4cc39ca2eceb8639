// Webhook events over real HTTP: a receiver on loopback gets signed POSTs after the write commits,
// retried with backoff when it fails (a bounded number of times), and a disabled configuration's
// webhooks get only project.created, project.removed and integration-configuration.removed until
// it is re-activated. Tests wait on the receiver or poll /_emulator/deliveries: no assertion
// depends on how long anything takes.
import { expect } from "chai";
import type { Delivery } from "../../schema/integrations";
import type { Webhook } from "../../schema/webhooks";
import { verifyWebhookSignature } from "../../provider/integrations";
import { DEFAULT_USER_ID } from "../../emulator";
import { useEmulator } from "../support/emulator";
import { eventually, installOnTeamByMember, installWithToken } from "../support/integrations";
import { startReceiver, type Received, type Receiver } from "../support/receiver";

interface Event {
  id: string;
  type: string;
  createdAt: number;
  payload: Record<string, { id?: string; name?: string; key?: string } | null>;
}

const eventOf = (received: Received): Event => JSON.parse(received.body.toString("utf8")) as Event;

describe("emulator webhook events", () => {
  const emulator = useEmulator();
  let receiver: Receiver | undefined;

  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  async function hook(events: string[], token = emulator.token, query = `?teamId=${emulator.teamId}`) {
    const { status, body } = await emulator.as(token).api<Webhook>("POST", `/v1/webhooks${query}`, {
      url: `${receiver?.url}/hook`,
      events,
    });
    expect(status, JSON.stringify(body)).to.equal(200);
    return body as Webhook & { secret: string };
  }

  const deliveries = async (query = "") =>
    (await emulator.admin.api<{ deliveries: Delivery[] }>("GET", `/_emulator/deliveries${query}`)).body
      .deliveries;

  it("posts project.created and project.removed, signed with the webhook's secret", async () => {
    receiver = await startReceiver();
    const webhook = await hook(["project.created", "project.removed"]);
    const created = await emulator.admin.api<{ id: string }>(
      "POST",
      `/v11/projects?teamId=${emulator.teamId}`,
      {
        name: "evented",
      },
    );
    const first = await receiver.request(0);
    expect(first.method).to.equal("POST");
    expect(first.path).to.equal("/hook");
    const signature = first.headers["x-vercel-signature"] as string;
    expect(verifyWebhookSignature({ body: first.body, signature, secret: webhook.secret })).to.equal(true);
    expect(verifyWebhookSignature({ body: first.body, signature, secret: "another-secret" })).to.equal(false);
    expect(eventOf(first)).to.deep.include({ type: "project.created" });
    expect(eventOf(first).payload.project).to.deep.equal({ id: created.body.id, name: "evented" });
    expect(eventOf(first).payload.team).to.deep.equal({ id: emulator.teamId });

    await emulator.admin.api("DELETE", `/v9/projects/evented?teamId=${emulator.teamId}`);
    expect(eventOf(await receiver.request(1)).type).to.equal("project.removed");
    const done = await eventually(
      deliveries,
      (list) => list.every((d) => d.status === "delivered"),
      "deliveries",
    );
    expect(done.map((d) => d.event)).to.deep.equal(["project.created", "project.removed"]);
  });

  it("emits nothing for a write that fails, and only to webhooks subscribed to the event", async () => {
    receiver = await startReceiver();
    await hook(["domain.created", "project.domain.created"]);
    await emulator.admin.api("POST", `/v11/projects?teamId=${emulator.teamId}`, { name: "taken" });
    const conflict = await emulator.admin.api("POST", `/v11/projects?teamId=${emulator.teamId}`, {
      name: "taken",
    });
    expect(conflict.status).to.equal(409);
    await emulator.admin.api("POST", `/v7/domains?teamId=${emulator.teamId}`, {
      name: "evented.example.com",
    });
    expect(eventOf(await receiver.request(0)).payload.domain).to.deep.equal({ name: "evented.example.com" });
    await emulator.admin.api("POST", `/v10/projects/taken/domains?teamId=${emulator.teamId}`, {
      name: "www.evented.example.com",
    });
    const projectDomain = eventOf(await receiver.request(1));
    expect(projectDomain.type).to.equal("project.domain.created");
    expect(projectDomain.payload.domain).to.deep.equal({ name: "www.evented.example.com" });
    expect((await deliveries()).map((d) => d.event)).to.deep.equal([
      "domain.created",
      "project.domain.created",
    ]);
  });

  it("retries a failing receiver with backoff until it answers 2xx", async () => {
    receiver = await startReceiver({ failFirst: 2 });
    await hook(["project.env-variable.created"]);
    await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "site" }]);
    await emulator.admin.api("POST", `/v10/projects/site/env?teamId=${emulator.teamId}`, {
      key: "API_URL",
      value: "https://x.example",
      type: "plain",
      target: ["production"],
    });
    const third = await receiver.request(2);
    expect(third.body.equals(receiver.received[0]?.body ?? Buffer.alloc(0))).to.equal(true);
    expect(eventOf(third).payload.env).to.include({ key: "API_URL" });
    const [delivery] = await eventually(
      deliveries,
      (list) => list[0]?.status === "delivered",
      "the delivery",
    );
    expect(delivery).to.include({ status: "delivered", attempts: 3, lastResult: "200" });
  });

  it("gives up after a bounded number of attempts", async () => {
    receiver = await startReceiver({ failFirst: 1_000 });
    await hook(["project.created"]);
    await emulator.admin.api("POST", `/v11/projects?teamId=${emulator.teamId}`, { name: "unheard" });
    await receiver.request(4); // the fifth and last attempt
    const [delivery] = await eventually(
      deliveries,
      (list) => list[0]?.status === "failed",
      "the delivery to fail",
    );
    expect(delivery).to.include({ attempts: 5, lastResult: "500" });
    expect(receiver.received).to.have.length(5);
  });

  it("while its configuration is disabled, a webhook gets only the events that keep flowing; re-activation resumes the rest", async () => {
    receiver = await startReceiver();
    const { team, installed } = await installOnTeamByMember(emulator, [
      "read-write:integration-configuration",
    ]);
    const webhook = await hook(
      ["project.created", "project.env-variable.created", "integration-configuration.scope-change-confirmed"],
      installed.accessToken,
      `?teamId=${team.id}`,
    );
    await emulator.admin.setMembers(team.id, [DEFAULT_USER_ID]); // the installer leaves: disabled
    const owner = (path: string, body: unknown) =>
      emulator.admin.api("POST", `${path}?teamId=${team.id}`, body);
    await owner("/v11/projects", { name: "first" });
    await owner("/v10/projects/first/env", { key: "K", value: "v", type: "plain", target: ["production"] });
    await owner("/v11/projects", { name: "second" });
    // The env event is held back; both project events arrive (each on its own connection, in any order).
    const names = [await receiver.request(0), await receiver.request(1)].map(
      (r) => eventOf(r).payload.project?.name,
    );
    expect(names).to.have.members(["first", "second"]);
    const held = await deliveries(`?webhookId=${webhook.id}&event=project.env-variable.created`);
    expect(held.map((d) => d.status)).to.deep.equal(["paused"]);

    await emulator.admin.api(
      "POST",
      `/_emulator/integrations/configurations/${installed.configurationId}/activate`,
      {
        userId: DEFAULT_USER_ID,
      },
    );
    expect(eventOf(await receiver.request(2)).type).to.equal("project.env-variable.created");
  });

  it("emits integration-configuration.scope-change-confirmed and integration-configuration.removed", async () => {
    receiver = await startReceiver();
    await hook(
      ["integration-configuration.scope-change-confirmed", "integration-configuration.removed"],
      emulator.token,
      "",
    );
    const installed = await installWithToken(emulator, {
      clientSecret: "client-secret",
      scopes: ["read:project"],
    });
    await emulator.admin.api("PUT", `/_emulator/integrations/${installed.clientId}/scopes`, {
      scopes: ["read-write:project"],
    });
    const base = `/_emulator/integrations/configurations/${installed.configurationId}`;
    await emulator.admin.api("POST", `${base}/confirm-scopes`);
    const confirmed = eventOf(await receiver.request(0));
    expect(confirmed.type).to.equal("integration-configuration.scope-change-confirmed");
    expect(confirmed.payload.configuration).to.deep.include({
      id: installed.configurationId,
      scopes: ["read-write:project"],
    });
    expect(confirmed.payload.user).to.deep.equal({ id: DEFAULT_USER_ID });
    await emulator.admin.api("DELETE", `/v1/integrations/configuration/${installed.configurationId}`);
    const removed = eventOf(await receiver.request(1));
    expect(removed.type).to.equal("integration-configuration.removed");
    expect(removed.payload.configuration?.id).to.equal(installed.configurationId);
  });
});
