// Publish (seed: `POST {queue_url}/api/v3/topic/{topic}`) over real HTTP: the body stored byte for
// byte with its Content-Type, retention and delay within their limits, deduplication by idempotency
// key for the original's lifetime, 201 with the id in body and header, 202 during a regional
// failover with delivery in the target region after recovery, and 400 / 401 / 429.
import { expect } from "chai";
import { DeferredResponse, PublishResponse, QueueErrorBody, RegionStatus } from "../../schema/queue";
import { json, readMultipart, useQueue, type QueueResponse } from "../support/queue";

const TOPIC = "orders";
const GROUP = "workers";

function expectError(response: QueueResponse, status: number, message?: RegExp) {
  expect(response.status, response.body.toString()).to.equal(status);
  const body = QueueErrorBody.parse(json(response));
  if (message) expect(body.error.message).to.match(message);
  return body;
}

describe("emulator: queue publish", () => {
  const queue = useQueue();

  it("stores the raw body byte for byte with its Content-Type and answers 201 with the id twice", async () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const published = await queue
      .api()
      .publish(TOPIC, bytes, { "Content-Type": "application/x-custom; v=1" });
    expect(published.status).to.equal(201);
    const { messageId } = PublishResponse.parse(json(published));
    expect(published.headers.get("vqs-message-id")).to.equal(messageId);

    const [message] = await queue.api().received(TOPIC, GROUP);
    expect(message?.messageId).to.equal(messageId);
    expect(message?.contentType).to.equal("application/x-custom; v=1");
    expect(message?.body.equals(bytes)).to.equal(true);

    const [peeked] = await queue.api().received(TOPIC, "other", { Accept: "application/x-ndjson" });
    expect(peeked?.body.equals(bytes)).to.equal(true);
    expect(peeked?.contentType).to.equal("application/x-custom; v=1");
  });

  it("delivers a message published without a Content-Type as application/octet-stream, an empty body too", async () => {
    const response = await queue.api().call("POST", `/api/v3/topic/${TOPIC}`);
    expect(response.status).to.equal(201);
    const [message] = await queue.api().received(TOPIC, GROUP);
    expect(message?.contentType).to.equal("application/octet-stream");
    expect(message?.body.length).to.equal(0);
  });

  it("keeps a message 24 hours by default, and as long as Vqs-Retention-Seconds says", async () => {
    await queue.api().published(TOPIC, "default");
    await queue.api().published(TOPIC, "short", { "Vqs-Retention-Seconds": "60" });
    const messages = await queue.api().received(TOPIC, GROUP, { "Vqs-Max-Messages": "2" });
    const lifetime = (m: (typeof messages)[number]) => Date.parse(m.expiresAt) - Date.parse(m.timestamp);
    expect(messages.map(lifetime)).to.deep.equal([86_400_000, 60_000]);
  });

  for (const [header, value] of [
    ["Vqs-Retention-Seconds", "59"],
    ["Vqs-Retention-Seconds", "86401"],
    ["Vqs-Retention-Seconds", "1.5"],
    ["Vqs-Delay-Seconds", "-1"],
    ["Vqs-Delay-Seconds", "soon"],
  ] as const) {
    it(`refuses ${header}: ${value} with 400 naming the header`, async () => {
      const response = await queue.api().publish(TOPIC, "x", { [header]: value });
      expectError(response, 400, new RegExp(header));
    });
  }

  it("refuses a delay longer than the retention, and accepts one equal to it", async () => {
    const longer = await queue
      .api()
      .publish(TOPIC, "x", { "Vqs-Retention-Seconds": "60", "Vqs-Delay-Seconds": "61" });
    expectError(longer, 400, /Vqs-Delay-Seconds \(61\) must not exceed the retention \(60\)/);
    const equal = await queue
      .api()
      .publish(TOPIC, "x", { "Vqs-Retention-Seconds": "60", "Vqs-Delay-Seconds": "60" });
    expect(equal.status).to.equal(201);
  });

  it("keeps a delayed message invisible until its delay has passed on the emulator's clock", async () => {
    await queue.api().published(TOPIC, "later", { "Vqs-Delay-Seconds": "30" });
    expect((await queue.api().receive(TOPIC, GROUP)).status).to.equal(204);
    await queue.advance(29);
    expect((await queue.api().receive(TOPIC, GROUP)).status).to.equal(204);
    await queue.advance(2);
    const [message] = await queue.api().received(TOPIC, GROUP);
    expect(message?.body.toString()).to.equal("later");
  });

  it("refuses a topic name outside ^[A-Za-z0-9_-]+$ with 400", async () => {
    for (const topic of ["bad.topic", "has%20space", "%C3%A9t%C3%A9"]) {
      expectError(await queue.api().publish(topic, "x"), 400, /topic name/);
    }
  });

  describe("idempotency keys", () => {
    it("drops a duplicate silently: the call still succeeds, and only the original is delivered", async () => {
      const headers = { "Vqs-Idempotency-Key": "order-42" };
      const original = await queue.api().published(TOPIC, "first", headers);
      const again = await queue.api().publish(TOPIC, "second", headers);
      expect(again.status).to.equal(201);
      const duplicateId = PublishResponse.parse(json(again)).messageId;
      expect(duplicateId).to.not.equal(original);
      expect(again.headers.get("vqs-message-id")).to.equal(duplicateId);

      const messages = await queue.api().received(TOPIC, GROUP, { "Vqs-Max-Messages": "10" });
      expect(messages.map((m) => [m.messageId, m.body.toString()])).to.deep.equal([[original, "first"]]);
    });

    it("deduplicates for the original's whole lifetime, acknowledged or not, and not after it expired", async () => {
      const headers = { "Vqs-Idempotency-Key": "nightly", "Vqs-Retention-Seconds": "120" };
      await queue.api().published(TOPIC, "first", headers);
      const [first] = await queue.api().received(TOPIC, GROUP);
      expect((await queue.api().acknowledge(TOPIC, GROUP, first?.receiptHandle ?? "")).status).to.equal(204);

      await queue.advance(100);
      await queue.api().published(TOPIC, "within lifetime", headers);
      const lateGroup = await queue.api().received(TOPIC, "another-group", { "Vqs-Max-Messages": "10" });
      expect(lateGroup.map((m) => m.body.toString())).to.deep.equal(["first"]);

      await queue.advance(21); // the original expired
      await queue.api().published(TOPIC, "after expiry", headers);
      const [fresh] = await queue.api().received(TOPIC, GROUP);
      expect(fresh?.body.toString()).to.equal("after expiry");
    });

    it("keys on a hash: neither the emulator's state nor its log holds the key", async () => {
      await queue.api().published(TOPIC, "x", { "Vqs-Idempotency-Key": "customer-secret-key-123" });
      const state = await queue.emulator.admin.state();
      expect(state.total).to.be.greaterThan(0);
      expect(JSON.stringify(state)).to.not.include("customer-secret-key-123");
      expect(queue.emulator.logs.join("\n")).to.not.include("customer-secret-key-123");
    });

    it("deduplicates per topic: the same key on another topic is another message", async () => {
      const headers = { "Vqs-Idempotency-Key": "k" };
      await queue.api().published("topic-a", "a", headers);
      await queue.api().published("topic-b", "b", headers);
      expect((await queue.api().received("topic-b", GROUP)).map((m) => m.body.toString())).to.deep.equal([
        "b",
      ]);
    });

    it("refuses a key longer than 256 characters with 400", async () => {
      const response = await queue.api().publish(TOPIC, "x", { "Vqs-Idempotency-Key": "k".repeat(257) });
      expectError(response, 400, /Vqs-Idempotency-Key/);
    });
  });

  it("accepts Vqs-Deployment-Id, and runs deploymentless without it", async () => {
    await queue.api().published(TOPIC, "pinned", { "Vqs-Deployment-Id": "dpl_123" });
    await queue.api().published(TOPIC, "deploymentless");
    const messages = await queue.api().received(TOPIC, GROUP, { "Vqs-Max-Messages": "2" });
    expect(messages.map((m) => m.body.toString())).to.deep.equal(["pinned", "deploymentless"]);
  });

  describe("regional failover", () => {
    it("answers 202 deferred while the region fails over, then delivers in that region once it recovers", async () => {
      const started = await queue.emulator.admin.api("POST", "/_emulator/queue/regions/iad1/failover");
      expect(RegionStatus.parse(started.body)).to.deep.equal({
        region: "iad1",
        failingOver: true,
        deferred: 0,
      });

      const response = await queue.api().publish(TOPIC, "during failover", { "Content-Type": "text/plain" });
      expect(response.status).to.equal(202);
      expect(DeferredResponse.parse(json(response))).to.deep.equal({ deferred: true });
      expect(response.headers.get("vqs-message-id")).to.equal(null);
      // Held in a neighbouring region: deliverable nowhere yet.
      expect((await queue.api().receive(TOPIC, GROUP)).status).to.equal(204);
      expect((await queue.api(queue.token, "sfo1").receive(TOPIC, GROUP)).status).to.equal(204);
      // Other regions publish as usual meanwhile.
      expect((await queue.api(queue.token, "sfo1").publish(TOPIC, "elsewhere")).status).to.equal(201);

      const recovered = await queue.emulator.admin.api("DELETE", "/_emulator/queue/regions/iad1/failover");
      expect(RegionStatus.parse(recovered.body)).to.deep.equal({
        region: "iad1",
        failingOver: false,
        deferred: 0,
        relocated: 1,
      });
      const [message] = await queue.api().received(TOPIC, GROUP);
      expect(message?.body.toString()).to.equal("during failover");
      expect(message?.contentType).to.equal("text/plain");
      const sfo1 = await queue.api(queue.token, "sfo1").received(TOPIC, GROUP, { "Vqs-Max-Messages": "10" });
      expect(sfo1.map((m) => m.body.toString())).to.deep.equal(["elsewhere"]);
    });

    it("reports the failing-over regions and the queue's URL on GET /_emulator/queue", async () => {
      await queue.emulator.admin.api("POST", "/_emulator/queue/regions/cdg1/failover");
      await queue.api(queue.token, "cdg1").publish(TOPIC, "x");
      const status = await queue.emulator.admin.api("GET", "/_emulator/queue");
      expect(status.body).to.deep.equal({
        url: queue.emulator.queueUrl,
        regions: [{ region: "cdg1", failingOver: true, deferred: 1 }],
      });
      const bad = await queue.emulator.admin.api("POST", "/_emulator/queue/regions/not-a-region/failover");
      expect(bad.status).to.equal(400);
    });
  });

  describe("401", () => {
    it("refuses a request without a token, with a platform API token, and with a tampered token", async () => {
      const [header, payload] = queue.token.split(".");
      const tampered = `${header}.${payload}.${Buffer.from("not the signature").toString("base64url")}`;
      const forged = `${header}.${Buffer.from(JSON.stringify({ owner_id: "team_x", project_id: "prj_x", environment: "production" })).toString("base64url")}.${queue.token.split(".")[2]}`;
      for (const token of [queue.emulator.token, tampered, forged, "not-a-jwt"]) {
        expectError(await queue.api(token).publish(TOPIC, "x"), 401, /Missing or invalid OIDC token/);
      }
      const anonymous = await fetch(`${queue.emulator.queueUrl}/api/v3/topic/${TOPIC}`, {
        method: "POST",
        headers: { "Vqs-Region": "iad1" },
        body: "x",
      });
      expect(anonymous.status).to.equal(401);
    });

    it("guards every queue route: receive, by id, acknowledge and extend answer 401 too", async () => {
      const id = await queue.api().published(TOPIC, "x");
      const [message] = await queue.api().received(TOPIC, GROUP);
      const handle = message?.receiptHandle ?? "";
      const stranger = queue.api(queue.emulator.token);
      for (const response of [
        await stranger.receive(TOPIC, GROUP),
        await stranger.receiveById(TOPIC, GROUP, id),
        await stranger.acknowledge(TOPIC, GROUP, handle),
        await stranger.extend(TOPIC, GROUP, handle, 10),
        await stranger.extend(TOPIC, GROUP, handle, 10, "/visibility"),
      ]) {
        expectError(response, 401, /Missing or invalid OIDC token/);
      }
      expect((await queue.api().acknowledge(TOPIC, GROUP, handle)).status).to.equal(204);
    });

    it("refuses a token once it has expired on the emulator's clock", async () => {
      const token = await queue.mint({ projectId: queue.projectId, expiresInSeconds: 60 });
      expect((await queue.api(token).publish(TOPIC, "x")).status).to.equal(201);
      await queue.advance(61);
      expectError(await queue.api(token).publish(TOPIC, "x"), 401, /expired/);
    });

    it("never repeats the token in an answer or a log line", async () => {
      const [header, payload] = queue.token.split(".");
      const tampered = `${header}.${payload}.AAAA`;
      const response = await queue.api(tampered).publish(TOPIC, "x");
      expect(response.body.toString()).to.not.include(payload);
      expect(queue.emulator.logs.join("\n")).to.not.include(payload);
    });
  });

  it("answers 429 with Retry-After past the rate limit (queue.create), per token", async () => {
    const limited = await queue.emulator.admin.api("PATCH", "/_emulator/rate-limits", {
      groups: { "queue.create": { limit: 2, windowMs: 60_000 } },
    });
    expect(limited.status).to.equal(200);
    expect((await queue.api().publish(TOPIC, "1")).status).to.equal(201);
    expect((await queue.api().publish(TOPIC, "2")).status).to.equal(201);
    const refused = await queue.api().publish(TOPIC, "3");
    expectError(refused, 429);
    expect(Number(refused.headers.get("retry-after"))).to.be.within(1, 60);
    const otherToken = await queue.mint({ projectId: queue.projectId });
    expect((await queue.api(otherToken).publish(TOPIC, "4")).status).to.equal(201);
    // Receives count in their own group.
    expect((await queue.api().receive(TOPIC, GROUP)).status).to.equal(200);
  });

  it("rate limits receive, acknowledge and extend in their own groups (429)", async () => {
    const one = { limit: 1, windowMs: 60_000 };
    const limited = await queue.emulator.admin.api("PATCH", "/_emulator/rate-limits", {
      groups: { "queue.read": one, "queue.update": one, "queue.delete": one },
    });
    expect(limited.status).to.equal(200);
    await queue.api().published(TOPIC, "a");
    await queue.api().published(TOPIC, "b");
    const [message] = await queue.api().received(TOPIC, GROUP, { "Vqs-Max-Messages": "2" });
    const handle = message?.receiptHandle ?? "";
    expectError(await queue.api().receive(TOPIC, GROUP), 429);
    expect((await queue.api().extend(TOPIC, GROUP, handle, 30)).status).to.equal(200);
    expectError(await queue.api().extend(TOPIC, GROUP, handle, 30, "/visibility"), 429);
    expect((await queue.api().acknowledge(TOPIC, GROUP, handle)).status).to.equal(204);
    expectError(await queue.api().acknowledge(TOPIC, GROUP, handle), 429);
  });

  it("serves each region on a host of its own: the region host names the region", async () => {
    const { localhostDispatcher } = await import("../../emulator");
    const dispatcher = localhostDispatcher();
    try {
      const port = new URL(queue.emulator.queueUrl).port;
      const call = async (region: string, path: string, init: RequestInit) =>
        fetch(`http://${region}.localhost:${port}${path}`, {
          ...init,
          headers: { Authorization: `Bearer ${queue.token}`, ...init.headers },
          dispatcher,
        } as unknown as RequestInit);
      expect(
        (await call("lhr1", `/api/v3/topic/${TOPIC}`, { method: "POST", body: "via host" })).status,
      ).to.equal(201);
      const received = await call("lhr1", `/api/v3/topic/${TOPIC}/consumer/${GROUP}`, {
        method: "POST",
        headers: { Accept: "multipart/mixed" },
      });
      const body = Buffer.from(await received.arrayBuffer());
      expect(readMultipart(received.headers.get("content-type") ?? "", body)[0]?.body.toString()).to.equal(
        "via host",
      );
      // The header agrees with the host or the request is refused; a host without a region needs it.
      const clash = await call("lhr1", `/api/v3/topic/${TOPIC}`, {
        method: "POST",
        headers: { "Vqs-Region": "iad1" },
        body: "x",
      });
      expect(clash.status).to.equal(400);
      const none = await fetch(`${queue.emulator.queueUrl}/api/v3/topic/${TOPIC}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${queue.token}` },
        body: "x",
      });
      expect(none.status).to.equal(400);
      expect(((await none.json()) as { error: { message: string } }).error.message).to.match(/no region/);
    } finally {
      await dispatcher.close();
    }
  });

  describe("batch publish (…/batch, @vercel/queue's experimental_sendBatch)", () => {
    const CRLF = "\r\n";
    const batch = (boundary: string, parts: ReadonlyArray<{ headers: string[]; body: Buffer | string }>) =>
      Buffer.concat([
        ...parts.flatMap(({ headers, body }) => [
          Buffer.from(`--${boundary}${CRLF}${headers.map((h) => h + CRLF).join("")}${CRLF}`),
          Buffer.from(body),
          Buffer.from(CRLF),
        ]),
        Buffer.from(`--${boundary}--${CRLF}`),
      ]);
    const postBatch = (body: Buffer, contentType = "multipart/mixed; boundary=b0") =>
      queue
        .api()
        .call("POST", `/api/v3/topic/${TOPIC}/batch`, { headers: { "Content-Type": contentType }, body });

    it("stores each part's bytes with its own Content-Type, in order", async () => {
      const bytes = Buffer.from([0, 13, 10, 45, 45, 255]); // NUL, CRLF and "--" inside a payload
      const response = await postBatch(
        batch("b0", [
          { headers: ["Content-Type: application/octet-stream"], body: bytes },
          { headers: ["Content-Type: text/plain"], body: "second" },
        ]),
      );
      expect(response.status, response.body.toString()).to.equal(200);
      const { results } = json(response) as { results: Array<{ status: string; messageId: string }> };
      expect(results.map((r) => r.status)).to.deep.equal(["sent", "sent"]);
      const received = await queue.api().received(TOPIC, GROUP, { "Vqs-Max-Messages": "2" });
      expect(received.map((m) => m.messageId)).to.deep.equal(results.map((r) => r.messageId));
      expect(received[0]?.body.equals(bytes)).to.equal(true);
      expect(received.map((m) => m.contentType)).to.deep.equal(["application/octet-stream", "text/plain"]);
    });

    it("refuses a body that is not multipart, does not frame, or holds more than 100 messages, storing nothing", async () => {
      const notMultipart = await postBatch(Buffer.from("{}"), "application/json");
      expectError(notMultipart, 400, /multipart\/mixed/);
      const unframed = await postBatch(
        Buffer.from(`--b0${CRLF}Content-Type: text/plain${CRLF}${CRLF}no end`),
      );
      expectError(unframed, 400, /does not frame/);
      const tooMany = Array.from({ length: 101 }, () => ({ headers: [], body: "x" }));
      expectError(await postBatch(batch("b0", tooMany)), 400, /1 to 100 messages, got 101/);
      expect((await queue.api().receive(TOPIC, GROUP)).status).to.equal(204);
    });
  });
});
