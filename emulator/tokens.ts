// Tokens of the users created through the admin API, and the AI gateway's API keys. The store keeps
// only their SHA-256, so a state file or a state dump never holds a usable one; the log redacts
// anything shaped like one.
import { createHash } from "node:crypto";
import { randomAlphanumeric } from "./ids";

const PREFIX = "emu_";
/** The AI gateway's API keys: a credential of their own, which the platform API refuses. */
const GATEWAY_KEY_PREFIX = "vck_";
const LENGTH = 32;

/** Matches every token `newToken()` and key `newGatewayKey()` can return, wherever it appears in a log line. */
export const TOKEN_PATTERN = new RegExp(`(?:${PREFIX}|${GATEWAY_KEY_PREFIX})[A-Za-z0-9]{${LENGTH}}`, "g");

export function newToken(): string {
  return PREFIX + randomAlphanumeric(LENGTH);
}

export function newGatewayKey(): string {
  return GATEWAY_KEY_PREFIX + randomAlphanumeric(LENGTH);
}

/** The key a token is stored under. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
