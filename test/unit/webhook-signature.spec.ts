// verifyWebhookSignature: the platform's HMAC-SHA1 hex of the raw body with the webhook's secret.
import { expect } from "chai";
import { createHmac } from "node:crypto";
import { verifyWebhookSignature } from "../../provider/integrations";

describe("verifyWebhookSignature", () => {
  const body = '{"type":"project.created","payload":{}}';
  const secret = "webhook-secret";
  const signature = createHmac("sha1", secret).update(body).digest("hex");

  it("accepts the signature of the raw body, as a string or bytes, in any hex case", () => {
    expect(verifyWebhookSignature({ body, signature, secret })).to.equal(true);
    expect(
      verifyWebhookSignature({ body: Buffer.from(body), signature: signature.toUpperCase(), secret }),
    ).to.equal(true);
  });

  it("refuses another body, another secret, and a missing or malformed signature", () => {
    expect(verifyWebhookSignature({ body: body + " ", signature, secret })).to.equal(false);
    expect(verifyWebhookSignature({ body, signature, secret: "other" })).to.equal(false);
    expect(verifyWebhookSignature({ body, signature: undefined, secret })).to.equal(false);
    expect(verifyWebhookSignature({ body, signature: signature.slice(2), secret })).to.equal(false);
    expect(verifyWebhookSignature({ body, signature: "z".repeat(40), secret })).to.equal(false);
  });

  it("needs the secret", () => {
    expect(() => verifyWebhookSignature({ body, signature, secret: "" })).to.throw('"secret" is required');
  });
});
