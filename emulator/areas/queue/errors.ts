// The queue's answers for what went wrong, in the platform's envelope. Two carry a field beside the
// error, where the platform description puts it in the body: a duplicate fetched by id (`originalMessageId`, which
// `@vercel/queue` reads at the top of the body) and an extension past the message's expiry
// (`expiresAt`).
import { ApiError, badRequest, notFound } from "../../errors";

class QueueError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    private readonly fields: Readonly<Record<string, unknown>> = {},
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(status, code, message, {}, headers);
  }

  override toBody(): { error: Record<string, unknown> } {
    return { ...super.toBody(), ...this.fields };
  }
}

/** 401: no bearer token, or one that does not verify; the reason never repeats the token. */
export const unauthorized = (reason: string): ApiError =>
  new ApiError(401, "unauthorized", `Missing or invalid OIDC token: ${reason}`);

export const invalid = (message: string): ApiError => badRequest(`Invalid request: ${message}`);

export const messageNotFound = (messageId: string): ApiError => notFound(`Message not found: ${messageId}`);

export const alreadyAcknowledged = (messageId: string): ApiError =>
  notFound(`Message ${messageId} was already acknowledged by this consumer group`);

/** 410 of a receive by id: the group acknowledged the message already. */
export const alreadyProcessed = (messageId: string): ApiError =>
  new ApiError(
    410,
    "message_acknowledged",
    `Message ${messageId} was already acknowledged by this consumer group`,
  );

export const locked = (messageId: string, retryAfterSeconds: number): ApiError =>
  new QueueError(
    409,
    "message_locked",
    `Message ${messageId} is leased by another consumer`,
    {},
    { "Retry-After": String(retryAfterSeconds) },
  );

export const notVisibleYet = (messageId: string): ApiError =>
  new QueueError(409, "message_not_visible", `Message ${messageId} is delayed and not visible yet`);

export const duplicate = (messageId: string, originalMessageId: string): ApiError =>
  new QueueError(
    409,
    "duplicate_message",
    `Message ${messageId} was a duplicate of ${originalMessageId} (same idempotency key)`,
    { originalMessageId },
  );

export const leaseExpired = (): ApiError =>
  new ApiError(409, "lease_expired", "The lease of this receipt handle has expired");

export const handleMismatch = (): ApiError =>
  new ApiError(
    409,
    "receipt_handle_mismatch",
    "The receipt handle does not hold the message's current lease",
  );

export const pastExpiry = (expiresAt: string): ApiError =>
  new QueueError(
    400,
    "beyond_message_expiry",
    `Invalid request: the visibility timeout would run past the message's expiry (${expiresAt})`,
    { expiresAt },
  );

export const concurrencyExceeded = (limit: number): ApiError =>
  new ApiError(
    429,
    "concurrency_limit_exceeded",
    `The consumer group has ${limit} messages in flight, its Vqs-Max-Concurrency`,
  );
