// Acknowledge (`DELETE …/lease/{receiptHandle}`) and extend (`PATCH …/lease/{receiptHandle}` and its
// `/visibility` path) over real HTTP: the URL-encoded handle, 204 / 200 {success: true}, 404 for an
// unknown or acknowledged message, 409 for an expired lease or another handle, 400 for a malformed
// handle or timeout, 0 releasing at once, and never past the message's expiry (400 carrying it).
import { expect } from "chai";
import { ExtendResponse, QueueErrorBody } from "../../schema/queue";
import { json, useQueue, type Delivered } from "../support/queue";

const TOPIC = "emails";
const GROUP = "senders";

describe("emulator: queue leases", () => {
  const queue = useQueue();

  async function leased(headers: Record<string, string> = {}): Promise<Delivered> {
    await queue.api().published(TOPIC, "x", headers);
    const [message] = await queue.api().received(TOPIC, GROUP);
    if (!message) throw new Error("no message received");
    return message;
  }

  describe("acknowledge", () => {
    it("answers 204 and removes the message from the group's view for good", async () => {
      const message = await leased();
      expect(message.receiptHandle).to.match(/[+/=]/); // so the path must carry it URL-encoded
      const response = await queue.api().acknowledge(TOPIC, GROUP, message.receiptHandle);
      expect(response.status).to.equal(204);
      expect(response.body.length).to.equal(0);
      await queue.advance(3600);
      expect((await queue.api().receive(TOPIC, GROUP)).status).to.equal(204);
    });

    it("answers 404 for a message acknowledged already, and for one that expired", async () => {
      const message = await leased();
      await queue.api().acknowledge(TOPIC, GROUP, message.receiptHandle);
      expect((await queue.api().acknowledge(TOPIC, GROUP, message.receiptHandle)).status).to.equal(404);

      const short = await leased({ "Vqs-Retention-Seconds": "60" });
      await queue.advance(61);
      expect((await queue.api().acknowledge(TOPIC, GROUP, short.receiptHandle)).status).to.equal(404);
    });

    it("answers 409 once the lease has expired, and for a handle of an earlier lease", async () => {
      const first = await leased();
      await queue.advance(61);
      const expired = await queue.api().acknowledge(TOPIC, GROUP, first.receiptHandle);
      expect(expired.status).to.equal(409);
      expect(QueueErrorBody.parse(json(expired)).error.code).to.equal("lease_expired");

      const [second] = await queue.api().received(TOPIC, GROUP); // redelivered, a new lease
      const stale = await queue.api().acknowledge(TOPIC, GROUP, first.receiptHandle);
      expect(stale.status).to.equal(409);
      expect(QueueErrorBody.parse(json(stale)).error.code).to.equal("receipt_handle_mismatch");
      expect((await queue.api().acknowledge(TOPIC, GROUP, second?.receiptHandle ?? "")).status).to.equal(204);
    });

    it("answers 409 for a handle leased in another consumer group", async () => {
      const message = await leased();
      expect((await queue.api().acknowledge(TOPIC, "another-group", message.receiptHandle)).status).to.equal(
        409,
      );
    });

    it("answers 400 for a malformed handle or topic name", async () => {
      for (const handle of ["not a handle", "bXNnX2FiYw==", "%%%"]) {
        const response = await queue.api().acknowledge(TOPIC, GROUP, handle);
        expect(response.status, handle).to.equal(400);
      }
      const message = await leased();
      expect((await queue.api().acknowledge("bad.topic", GROUP, message.receiptHandle)).status).to.equal(400);
    });
  });

  describe("extend", () => {
    for (const suffix of ["", "/visibility"] as const) {
      it(`moves the lease to ${suffix || "the lease path's"} timeout from now and answers 200 {success: true}`, async () => {
        const message = await leased(); // a 60 s lease
        await queue.advance(50);
        const response = await queue.api().extend(TOPIC, GROUP, message.receiptHandle, 120, suffix);
        expect(response.status).to.equal(200);
        expect(ExtendResponse.parse(json(response))).to.deep.equal({ success: true });
        await queue.advance(119);
        expect((await queue.api().receive(TOPIC, GROUP)).status).to.equal(204);
        expect((await queue.api().acknowledge(TOPIC, GROUP, message.receiptHandle)).status).to.equal(204);
      });
    }

    it("releases the message at once with 0: visible again, the old handle expired", async () => {
      const message = await leased();
      expect((await queue.api().extend(TOPIC, GROUP, message.receiptHandle, 0)).status).to.equal(200);
      const [again] = await queue.api().received(TOPIC, GROUP);
      expect(again).to.include({ messageId: message.messageId, deliveryCount: 2 });
      expect((await queue.api().acknowledge(TOPIC, GROUP, message.receiptHandle)).status).to.equal(409);
    });

    it("refuses a timeout past the message's expiry with 400 carrying the expiry", async () => {
      const message = await leased({ "Vqs-Retention-Seconds": "120" });
      const response = await queue.api().extend(TOPIC, GROUP, message.receiptHandle, 121);
      expect(response.status).to.equal(400);
      const body = QueueErrorBody.parse(json(response));
      expect(body.expiresAt).to.equal(message.expiresAt);
      expect(body.error.message).to.include(message.expiresAt);
      expect((await queue.api().extend(TOPIC, GROUP, message.receiptHandle, 100)).status).to.equal(200);
    });

    it("refuses a timeout outside 0 to 3600 or not an integer with 400", async () => {
      const message = await leased();
      for (const seconds of [3601, -1, 1.5, "60", null]) {
        const response = await queue.api().extend(TOPIC, GROUP, message.receiptHandle, seconds);
        expect(response.status, String(seconds)).to.equal(400);
        expect(QueueErrorBody.parse(json(response)).error.message).to.match(/visibilityTimeoutSeconds/);
      }
    });

    it("answers 404, 409 and 400 as acknowledge does", async () => {
      const message = await leased();
      await queue.advance(61);
      expect((await queue.api().extend(TOPIC, GROUP, message.receiptHandle, 10)).status).to.equal(409);
      const [again] = await queue.api().received(TOPIC, GROUP);
      await queue.api().acknowledge(TOPIC, GROUP, again?.receiptHandle ?? "");
      expect((await queue.api().extend(TOPIC, GROUP, again?.receiptHandle ?? "", 10)).status).to.equal(404);
      expect((await queue.api().extend(TOPIC, GROUP, "garbage", 10)).status).to.equal(400);
    });
  });
});
