// Process-wide caches (rate-limit pacing, resolved owners) are keyed by API and credential, so
// a second client for the same token shares them and another token never sees them. The key
// holds a SHA-256 fingerprint, never the token itself.
import { createHash } from "node:crypto";

export function tokenFingerprint(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** One key per (API base URL, token). */
export function credentialKey(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, "")} ${tokenFingerprint(token)}`;
}
