// Receipt handles: opaque to clients, a lease's proof for the emulator. A handle is the base64 (the
// standard alphabet, so it holds "/", "+" and "=", which is why the path carries it URL-encoded) of
// the message id and a random nonce; a new lease gets a new nonce, so an old handle stops matching.
import { randomBytes } from "node:crypto";
import { MESSAGE_ID_PATTERN } from "./store";

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function newReceiptHandle(messageId: string): string {
  return Buffer.from(`${messageId}\n${randomBytes(12).toString("hex")}`).toString("base64");
}

/** The message a handle names; undefined when it is not a handle the emulator could have made. */
export function messageIdOf(handle: string): string | undefined {
  if (!BASE64.test(handle)) return undefined;
  const parts = Buffer.from(handle, "base64").toString("utf8").split("\n");
  const [messageId, nonce] = parts;
  if (
    parts.length !== 2 ||
    !messageId ||
    !MESSAGE_ID_PATTERN.test(messageId) ||
    !/^[0-9a-f]{24}$/.test(nonce ?? "")
  ) {
    return undefined;
  }
  return messageId;
}
