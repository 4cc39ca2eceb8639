// The official queue client, `@vercel/queue` (pinned in package.json), against the emulator's queue:
// publish, receive, extend and acknowledge through it, a delayed message, an idempotent republish,
// a redelivery after an expired lease, binary payloads, region hosts, deferral during a failover,
// its error classes, its push-mode callback (which receives by id) and its OIDC token source.
//
// The client is pointed at the emulator as docs/queue.md tells users to: `resolveBaseUrl` maps a
// region to the emulator's region host (`http://<region>.localhost:<port>`), `localhostDispatcher()`
// resolves `*.localhost` where the system does not, `token` (or VERCEL_OIDC_TOKEN) is a token minted
// by the admin API, and `deploymentId: null` runs deploymentless outside a deployment. Any request
// the emulator does not serve fails the test (useEmulator's violation check).
import { expect } from "chai";
import {
  BadRequestError,
  BufferTransport,
  PollingQueueClient,
  QueueClient,
  UnauthorizedError,
  type MessageMetadata,
} from "@vercel/queue";
import { localhostDispatcher } from "../../emulator";
import { useQueue } from "../support/queue";

const TOPIC = "orders";
const GROUP = "fulfilment";

interface Order {
  readonly id: number;
  readonly item: string;
}

describe("real clients: @vercel/queue", () => {
  const queue = useQueue();
  const dispatcher = localhostDispatcher();
  after(() => dispatcher.close());

  /** The options a user gives the client to reach the emulator (docs/queue.md), but the token. */
  const emulatorOptions = (region = "iad1") => ({
    region,
    deploymentId: null,
    dispatcher,
    resolveBaseUrl: (r: string) => new URL(`http://${r}.localhost:${new URL(queue.emulator.queueUrl).port}`),
  });
  const clientOptions = (region?: string, token = queue.token) => ({ ...emulatorOptions(region), token });
  const client = (region?: string, token?: string) => new PollingQueueClient(clientOptions(region, token));

  /** Receives once, collecting what the handler saw; the client acknowledges when the handler returns. */
  async function receiveAll(polling: PollingQueueClient, limit = 10) {
    const seen: Array<{ payload: Order; metadata: MessageMetadata }> = [];
    const result = await polling.receive<Order>(
      TOPIC,
      GROUP,
      (payload, metadata) => {
        seen.push({ payload, metadata });
      },
      { limit },
    );
    return { result, seen };
  }

  it("publishes, receives and acknowledges a JSON message", async () => {
    const { messageId } = await client().send<Order>(TOPIC, { id: 1, item: "book" });
    expect(messageId).to.be.a("string");

    const { result, seen } = await receiveAll(client());
    expect(result).to.deep.equal({ ok: true });
    expect(seen.map((s) => s.payload)).to.deep.equal([{ id: 1, item: "book" }]);
    const [metadata] = seen.map((s) => s.metadata);
    expect(metadata).to.include({
      messageId,
      deliveryCount: 1,
      topicName: TOPIC,
      consumerGroup: GROUP,
      region: "iad1",
    });
    const lifetime = metadata ? metadata.expiresAt.getTime() - metadata.createdAt.getTime() : 0;
    expect(lifetime).to.equal(86_400_000);

    // Acknowledged: nothing left, and the emulator knows it as acknowledged (410 by id).
    expect(await client().receive(TOPIC, GROUP, () => {})).to.deep.equal({ ok: false, reason: "empty" });
    expect((await queue.api().receiveById(TOPIC, GROUP, messageId ?? "")).status).to.equal(410);
  });

  it("holds a delayed message back until its delay has passed", async () => {
    await client().send<Order>(TOPIC, { id: 2, item: "later" }, { delaySeconds: 30, retentionSeconds: 3600 });
    expect((await receiveAll(client())).result).to.deep.equal({ ok: false, reason: "empty" });
    await queue.advance(31);
    const { seen } = await receiveAll(client());
    expect(seen.map((s) => s.payload.item)).to.deep.equal(["later"]);
  });

  it("drops an idempotent republish: both sends succeed, one message is delivered", async () => {
    const first = await client().send<Order>(TOPIC, { id: 3, item: "once" }, { idempotencyKey: "order-3" });
    const again = await client().send<Order>(TOPIC, { id: 3, item: "twice" }, { idempotencyKey: "order-3" });
    expect(again.messageId).to.be.a("string").and.not.equal(first.messageId);

    const { seen } = await receiveAll(client());
    expect(seen.map((s) => s.payload.item)).to.deep.equal(["once"]);
    // The duplicate's id, received by id, names the original: the client reports it not available.
    const byId = await client().receive(TOPIC, "by-id", () => {}, { messageId: again.messageId ?? "" });
    expect(byId).to.deep.equal({ ok: false, reason: "not_available", messageId: again.messageId });
  });

  it("extends a lease (the retry directive's visibility change) and redelivers when it ends", async () => {
    await client().send<Order>(TOPIC, { id: 4, item: "retry me" });
    const failing = await client().receive<Order>(
      TOPIC,
      GROUP,
      () => {
        throw new Error("not yet");
      },
      { retry: () => ({ afterSeconds: 120 }) },
    );
    expect(failing).to.deep.equal({ ok: true });
    await queue.advance(119);
    expect((await receiveAll(client())).result).to.deep.equal({ ok: false, reason: "empty" });
    await queue.advance(2);
    const { seen } = await receiveAll(client());
    expect(seen.map((s) => [s.payload.item, s.metadata.deliveryCount])).to.deep.equal([["retry me", 2]]);
  });

  it("redelivers a message whose lease expired before the acknowledgement", async () => {
    await client().send<Order>(TOPIC, { id: 5, item: "slow" });
    // The handler outlives its 30 s lease (the clock moves while it runs): the client's acknowledgement
    // answers 409 and receive rejects.
    const slow = client().receive<Order>(
      TOPIC,
      GROUP,
      async () => {
        await queue.advance(31);
      },
      { visibilityTimeoutSeconds: 30 },
    );
    const error = await slow.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as Error | undefined)?.name).to.equal("MessageNotAvailableError");

    const { seen } = await receiveAll(client());
    expect(seen.map((s) => [s.payload.item, s.metadata.deliveryCount])).to.deep.equal([["slow", 2]]);
    expect((await receiveAll(client())).result).to.deep.equal({ ok: false, reason: "empty" });
  });

  it("carries binary payloads byte for byte (BufferTransport)", async () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => 255 - i));
    const binary = new PollingQueueClient({ ...clientOptions(), transport: new BufferTransport() });
    await binary.send("blobs", bytes);
    let received: Buffer | undefined;
    await binary.receive<Buffer>("blobs", GROUP, (payload) => {
      received = payload;
    });
    expect(received?.equals(bytes)).to.equal(true);
  });

  it("keeps regions apart: a message sent to iad1 is not received in sfo1", async () => {
    await client("iad1").send<Order>(TOPIC, { id: 6, item: "east" });
    expect((await receiveAll(client("sfo1"))).result).to.deep.equal({ ok: false, reason: "empty" });
    expect((await receiveAll(client("iad1"))).seen.map((s) => s.payload.item)).to.deep.equal(["east"]);
  });

  it("also reaches the plain loopback URL, naming the region in the Vqs-Region header", async () => {
    const viaHeader = new PollingQueueClient({
      region: "sfo1",
      token: queue.token,
      deploymentId: null,
      headers: { "Vqs-Region": "sfo1" },
      resolveBaseUrl: () => new URL(queue.emulator.queueUrl),
    });
    await viaHeader.send<Order>(TOPIC, { id: 10, item: "header" });
    expect((await receiveAll(client("sfo1"))).seen.map((s) => s.payload.item)).to.deep.equal(["header"]);
  });

  it("answers a send during a regional failover with a null id, delivered after recovery", async () => {
    await queue.emulator.admin.api("POST", "/_emulator/queue/regions/iad1/failover");
    expect(await client().send<Order>(TOPIC, { id: 7, item: "deferred" })).to.deep.equal({ messageId: null });
    await queue.emulator.admin.api("DELETE", "/_emulator/queue/regions/iad1/failover");
    expect((await receiveAll(client())).seen.map((s) => s.payload.item)).to.deep.equal(["deferred"]);
  });

  it("sends a batch through experimental_sendBatch: each message sent, failed or deferred on its own", async () => {
    const results = await client().experimental_sendBatch<Order>(TOPIC, [
      { payload: { id: 20, item: "first" }, idempotencyKey: "batch-20" },
      { payload: { id: 21, item: "too long" }, retentionSeconds: 604_800 },
      { payload: { id: 22, item: "later" }, delaySeconds: 30 },
    ]);
    expect(results.map((r) => r.status)).to.deep.equal(["sent", "failed", "sent"]);
    const failed = results[1];
    expect(failed?.status === "failed" && failed.statusCode).to.equal(400);
    expect(failed?.status === "failed" && failed.error).to.match(/Vqs-Retention-Seconds/);

    // The idempotency key holds across forms: the single send of the same key is never delivered.
    await client().send<Order>(TOPIC, { id: 20, item: "again" }, { idempotencyKey: "batch-20" });
    expect((await receiveAll(client())).seen.map((s) => s.payload.item)).to.deep.equal(["first"]);
    await queue.advance(30);
    expect((await receiveAll(client())).seen.map((s) => s.payload.item)).to.deep.equal(["later"]);

    await queue.emulator.admin.api("POST", "/_emulator/queue/regions/iad1/failover");
    const deferred = await client().experimental_sendBatch<Order>(TOPIC, [
      { payload: { id: 23, item: "held" } },
    ]);
    expect(deferred).to.deep.equal([{ status: "deferred", messageId: null }]);
    await queue.emulator.admin.api("DELETE", "/_emulator/queue/regions/iad1/failover");
    expect((await receiveAll(client())).seen.map((s) => s.payload.item)).to.deep.equal(["held"]);
  });

  it("maps the emulator's 401 and 400 to the client's error classes", async () => {
    const unauthorized = await client("iad1", queue.emulator.token)
      .send(TOPIC, {})
      .catch((e: unknown) => e);
    expect(unauthorized).to.be.instanceOf(UnauthorizedError);
    const badRequest = await client()
      .send(TOPIC, {}, { retentionSeconds: 604_800 }) // the client allows 7 days; the platform description 24 hours
      .catch((e: unknown) => e);
    expect(badRequest).to.be.instanceOf(BadRequestError);
    expect((badRequest as Error).message).to.match(/Vqs-Retention-Seconds/);
  });

  it("handles a push callback: the client receives the message by id, runs the handler, acknowledges", async () => {
    const { messageId } = await client().send<Order>(TOPIC, { id: 8, item: "pushed" });
    const seen: Order[] = [];
    const handler = new QueueClient(clientOptions()).handleCallback<Order>((payload) => {
      seen.push(payload);
    });
    // What the platform POSTs to the consumer's route (the v1beta structured CloudEvent).
    const event = new Request("http://app.localhost/api/queue", {
      method: "POST",
      headers: { "Content-Type": "application/cloudevents+json" },
      body: JSON.stringify({
        type: "com.vercel.queue.v1beta",
        source: "emulator",
        id: "evt_1",
        datacontenttype: "application/json",
        data: { queueName: TOPIC, consumerGroup: GROUP, messageId },
      }),
    });
    const response = await handler(event);
    expect(await response.json()).to.deep.equal({ status: "success" });
    expect(seen).to.deep.equal([{ id: 8, item: "pushed" }]);
    expect((await queue.api().receiveById(TOPIC, GROUP, messageId ?? "")).status).to.equal(410);
  });

  it("reads its token from VERCEL_OIDC_TOKEN and pins sends to a deployment when given one", async () => {
    const saved = process.env["VERCEL_OIDC_TOKEN"];
    process.env["VERCEL_OIDC_TOKEN"] = queue.token;
    try {
      const fromEnv = new PollingQueueClient({ ...emulatorOptions(), deploymentId: "dpl_emulated" });
      await fromEnv.send<Order>(TOPIC, { id: 9, item: "env token" });
      const { seen } = await receiveAll(fromEnv);
      expect(seen.map((s) => s.payload.item)).to.deep.equal(["env token"]);
    } finally {
      if (saved === undefined) delete process.env["VERCEL_OIDC_TOKEN"];
      else process.env["VERCEL_OIDC_TOKEN"] = saved;
    }
  });
});
