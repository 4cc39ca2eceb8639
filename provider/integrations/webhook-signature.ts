// For integration authors: check that a webhook request comes from the platform. The platform
// signs the raw request body with the webhook's secret (HMAC-SHA1, hex) in `x-vercel-signature`;
// verify the RAW bytes (a re-serialized JSON body differs), in constant time.
import { createHmac, timingSafeEqual } from "node:crypto";

export interface VerifyWebhookSignatureArgs {
  /** The raw request body, exactly as received. */
  body: string | Uint8Array;
  /** The `x-vercel-signature` header (absent or empty: not signed). */
  signature: string | null | undefined;
  /** The webhook's secret (answered once, when the webhook was created). */
  secret: string;
}

export function verifyWebhookSignature({ body, signature, secret }: VerifyWebhookSignatureArgs): boolean {
  if (!secret) throw new Error('verifyWebhookSignature: "secret" is required');
  if (!signature || !/^[0-9a-f]{40}$/i.test(signature)) return false;
  const expected = createHmac("sha1", secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
