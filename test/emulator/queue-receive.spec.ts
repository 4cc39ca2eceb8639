// Receive (seed: `POST {queue_url}/api/v3/topic/{topic}/consumer/{consumer}`) and receive by id
// (`…/id/{messageId}`) over real HTTP: the Accept negotiation, multipart parts with the six Vqs
// headers in `--vqs-boundary-<uuid>` framing, ndjson with base64 bodies, Vqs-Max-Messages,
// the visibility timeout (0 peeks), Vqs-Max-Concurrency, 204, delivery counts from 1, and the
// 404 / 409 / 410 answers of a receive by id.
import { expect } from "chai";
import { QueueErrorBody } from "../../schema/queue";
import { delivered, json, useQueue } from "../support/queue";

const TOPIC = "jobs";
const GROUP = "workers";

describe("emulator: queue receive", () => {
  const queue = useQueue();

  it("answers 204 with no content when nothing is visible", async () => {
    const response = await queue.api().receive(TOPIC, GROUP);
    expect(response.status).to.equal(204);
    expect(response.body.length).to.equal(0);
  });

  it("frames multipart parts with --vqs-boundary-<uuid> lines and the six Vqs headers", async () => {
    const id = await queue
      .api()
      .published(TOPIC, "payload\r\n--not-a-boundary", { "Content-Type": "text/plain" });
    const response = await queue.api().receive(TOPIC, GROUP);
    expect(response.status).to.equal(200);
    const [message] = delivered(response); // strict reader: framing, headers, closing line
    expect(message).to.include({ messageId: id, deliveryCount: 1, contentType: "text/plain" });
    expect(message?.body.toString()).to.equal("payload\r\n--not-a-boundary");
    expect(new Date(message?.timestamp ?? "").toISOString()).to.equal(message?.timestamp);
    expect(Date.parse(message?.expiresAt ?? "") - Date.parse(message?.timestamp ?? "")).to.equal(86_400_000);
    expect(message?.receiptHandle).to.have.length.greaterThan(0);
  });

  it("answers ndjson with base64 bodies when only application/x-ndjson is accepted", async () => {
    const bytes = Buffer.from([0, 1, 2, 253, 254, 255]);
    const id = await queue.api().published(TOPIC, bytes, { "Content-Type": "application/octet-stream" });
    const response = await queue.api().receive(TOPIC, GROUP, { Accept: "application/x-ndjson" });
    expect(response.headers.get("content-type")).to.equal("application/x-ndjson");
    const line = JSON.parse(response.body.toString().trim()) as Record<string, unknown>;
    expect(Object.keys(line)).to.have.members([
      "messageId",
      "receiptHandle",
      "deliveryCount",
      "timestamp",
      "expiresAt",
      "contentType",
      "body",
    ]);
    expect(line).to.include({ messageId: id, deliveryCount: 1, body: bytes.toString("base64") });
  });

  it("prefers multipart when both forms are accepted, and refuses any other Accept with 400", async () => {
    await queue.api().published(TOPIC, "x");
    const both = await queue.api().receive(TOPIC, GROUP, {
      Accept: "application/x-ndjson, multipart/mixed;q=0.5",
      "Vqs-Visibility-Timeout-Seconds": "0",
    });
    expect(both.headers.get("content-type")).to.match(/^multipart\/mixed; boundary=vqs-boundary-/);
    for (const accept of ["application/json", "*/*", ""]) {
      const refused = await queue.api().receive(TOPIC, GROUP, { Accept: accept });
      expect(refused.status, accept).to.equal(400);
      expect(QueueErrorBody.parse(json(refused)).error.message).to.match(/Accept/);
    }
  });

  it("hands out one message by default and up to Vqs-Max-Messages (1 to 10), oldest first", async () => {
    for (let i = 0; i < 12; i++) await queue.api().published(TOPIC, `m${i}`);
    expect((await queue.api().received(TOPIC, GROUP)).map((m) => m.body.toString())).to.deep.equal(["m0"]);
    const ten = await queue.api().received(TOPIC, GROUP, { "Vqs-Max-Messages": "10" });
    expect(ten.map((m) => m.body.toString())).to.deep.equal([
      "m1",
      "m2",
      "m3",
      "m4",
      "m5",
      "m6",
      "m7",
      "m8",
      "m9",
      "m10",
    ]);
    for (const bad of ["0", "11", "two"]) {
      expect((await queue.api().receive(TOPIC, GROUP, { "Vqs-Max-Messages": bad })).status, bad).to.equal(
        400,
      );
    }
  });

  it("leases for 60 seconds by default: hidden from the group meanwhile, visible again after, delivery count 2", async () => {
    const id = await queue.api().published(TOPIC, "x");
    const [first] = await queue.api().received(TOPIC, GROUP);
    expect(first?.deliveryCount).to.equal(1);
    await queue.advance(59);
    expect((await queue.api().receive(TOPIC, GROUP)).status).to.equal(204);
    await queue.advance(2);
    const [second] = await queue.api().received(TOPIC, GROUP);
    expect(second).to.include({ messageId: id, deliveryCount: 2 });
    expect(second?.receiptHandle).to.not.equal(first?.receiptHandle);
  });

  it("leases for Vqs-Visibility-Timeout-Seconds (0 to 3600), and 400 outside", async () => {
    await queue.api().published(TOPIC, "x");
    await queue.api().received(TOPIC, GROUP, { "Vqs-Visibility-Timeout-Seconds": "3600" });
    await queue.advance(3599);
    expect((await queue.api().receive(TOPIC, GROUP)).status).to.equal(204);
    for (const bad of ["3601", "-1", "1m"]) {
      const response = await queue.api().receive(TOPIC, GROUP, { "Vqs-Visibility-Timeout-Seconds": bad });
      expect(response.status, bad).to.equal(400);
    }
  });

  it("peeks with a visibility timeout of 0: no lease, the message stays visible, its handle acknowledges nothing", async () => {
    const id = await queue.api().published(TOPIC, "x");
    const [peeked] = await queue.api().received(TOPIC, GROUP, { "Vqs-Visibility-Timeout-Seconds": "0" });
    expect(peeked).to.include({ messageId: id, deliveryCount: 1 });
    expect((await queue.api().acknowledge(TOPIC, GROUP, peeked?.receiptHandle ?? "")).status).to.equal(409);
    const [leased] = await queue.api().received(TOPIC, GROUP);
    expect(leased).to.include({ messageId: id, deliveryCount: 1 });
  });

  it("answers 429 when the group's in-flight count would pass Vqs-Max-Concurrency, and takes only the room left", async () => {
    for (let i = 0; i < 4; i++) await queue.api().published(TOPIC, `m${i}`);
    const cap = { "Vqs-Max-Concurrency": "3" };
    const first = await queue.api().received(TOPIC, GROUP, { ...cap, "Vqs-Max-Messages": "2" });
    const second = await queue.api().received(TOPIC, GROUP, { ...cap, "Vqs-Max-Messages": "2" });
    expect([...first, ...second].map((m) => m.body.toString())).to.deep.equal(["m0", "m1", "m2"]);
    const refused = await queue.api().receive(TOPIC, GROUP, cap);
    expect(refused.status).to.equal(429);
    expect(QueueErrorBody.parse(json(refused)).error.code).to.equal("concurrency_limit_exceeded");
    // Another group has its own count; an acknowledgement makes room.
    expect((await queue.api().receive(TOPIC, "others", cap)).status).to.equal(200);
    expect((await queue.api().acknowledge(TOPIC, GROUP, first[0]?.receiptHandle ?? "")).status).to.equal(204);
    expect((await queue.api().received(TOPIC, GROUP, cap)).map((m) => m.body.toString())).to.deep.equal([
      "m3",
    ]);
    expect((await queue.api().receive(TOPIC, GROUP, { "Vqs-Max-Concurrency": "0" })).status).to.equal(400);
  });

  it("refuses a consumer group name outside ^[A-Za-z0-9_-]+$ with 400", async () => {
    expect((await queue.api().receive(TOPIC, "bad.group")).status).to.equal(400);
  });

  describe("by id", () => {
    it("answers the one message, leased, in the asked form", async () => {
      await queue.api().published(TOPIC, "first");
      const id = await queue.api().published(TOPIC, "second");
      const response = await queue.api().receiveById(TOPIC, GROUP, id, { Accept: "application/x-ndjson" });
      expect(response.status).to.equal(200);
      const [message] = delivered(response);
      expect(message).to.include({ messageId: id, deliveryCount: 1 });
      expect(message?.body.toString()).to.equal("second");
      expect((await queue.api().received(TOPIC, GROUP, { "Vqs-Max-Messages": "10" })).length).to.equal(1);
    });

    it("answers 404 for an unknown or expired id, and 400 for a bad timeout or topic", async () => {
      expect((await queue.api().receiveById(TOPIC, GROUP, "msg_unknown")).status).to.equal(404);
      const id = await queue.api().published(TOPIC, "x", { "Vqs-Retention-Seconds": "60" });
      await queue.advance(61);
      expect((await queue.api().receiveById(TOPIC, GROUP, id)).status).to.equal(404);
      const timeout = { "Vqs-Visibility-Timeout-Seconds": "3601" };
      expect((await queue.api().receiveById(TOPIC, GROUP, id, timeout)).status).to.equal(400);
      expect((await queue.api().receiveById("bad.topic", GROUP, id)).status).to.equal(400);
    });

    it("answers 409 while another consumer holds the lease, with Retry-After", async () => {
      const id = await queue.api().published(TOPIC, "x");
      await queue.api().received(TOPIC, GROUP, { "Vqs-Visibility-Timeout-Seconds": "30" });
      const locked = await queue.api().receiveById(TOPIC, GROUP, id);
      expect(locked.status).to.equal(409);
      expect(QueueErrorBody.parse(json(locked)).error.code).to.equal("message_locked");
      expect(Number(locked.headers.get("retry-after"))).to.be.within(1, 30);
      expect((await queue.api().receiveById(TOPIC, "another-group", id)).status).to.equal(200);
    });

    it("answers 409 with originalMessageId for a duplicate's id", async () => {
      const original = await queue.api().published(TOPIC, "x", { "Vqs-Idempotency-Key": "k" });
      const duplicate = await queue.api().published(TOPIC, "x", { "Vqs-Idempotency-Key": "k" });
      const response = await queue.api().receiveById(TOPIC, GROUP, duplicate);
      expect(response.status).to.equal(409);
      expect(QueueErrorBody.parse(json(response)).originalMessageId).to.equal(original);
    });

    it("answers 410 once the group acknowledged the message", async () => {
      const id = await queue.api().published(TOPIC, "x");
      const [message] = await queue.api().received(TOPIC, GROUP);
      await queue.api().acknowledge(TOPIC, GROUP, message?.receiptHandle ?? "");
      expect((await queue.api().receiveById(TOPIC, GROUP, id)).status).to.equal(410);
    });

    it("answers 409 for a message still delayed", async () => {
      const id = await queue.api().published(TOPIC, "x", { "Vqs-Delay-Seconds": "60" });
      const response = await queue.api().receiveById(TOPIC, GROUP, id);
      expect(response.status).to.equal(409);
      expect(QueueErrorBody.parse(json(response)).error.code).to.equal("message_not_visible");
    });

    it("answers 429 past Vqs-Max-Concurrency", async () => {
      await queue.api().published(TOPIC, "a");
      const id = await queue.api().published(TOPIC, "b");
      await queue.api().received(TOPIC, GROUP);
      const response = await queue.api().receiveById(TOPIC, GROUP, id, { "Vqs-Max-Concurrency": "1" });
      expect(response.status).to.equal(429);
    });
  });
});
