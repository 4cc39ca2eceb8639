// What an answer shows of a stored env value, by its type: shared by the env and shared-env
// presenters (the one rule for both), so it lives outside both areas.
import { createHash } from "node:crypto";

/**
 * What an answer shows of a stored (plaintext) value: plain and system values always; encrypted
 * ones in plaintext only when decrypted, ciphertext otherwise; sensitive ones never (absent from a
 * decrypted answer, ciphertext elsewhere). Shared variables answer by the same rule.
 */
export function showValue<T extends { id: string; value: string; type: string }>(
  env: T,
  decrypted: boolean,
): Omit<T, "value"> & { value?: string; decrypted: boolean } {
  const answer: Omit<T, "value"> & { value?: string } = { ...env };
  if (env.type === "plain" || env.type === "system") return { ...answer, decrypted: false };
  if (!decrypted) return { ...answer, value: ciphertext(env), decrypted: false };
  if (env.type !== "sensitive") return { ...answer, decrypted: true };
  delete answer.value;
  return { ...answer, decrypted: false };
}

/** A stand-in for the platform's ciphertext: stable for a value, and never the value itself. */
export function ciphertext(env: { id: string; value: string }): string {
  return createHash("sha256").update(`${env.id}\0${env.value}`).digest("base64");
}

/**
 * What the platform's lists (never single reads) add to each project or shared variable: the
 * security issues it found (`flags-secret-needs-split`, `readable-secret`). The emulator runs no
 * such scan, so every variable lists none.
 */
export function withListFields<T extends object>(
  env: T,
  operation: string,
): T | (T & { securityIssues: string[] }) {
  return operation === "list" ? { ...env, securityIssues: [] } : env;
}
