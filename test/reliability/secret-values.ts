// Every secret a stack holds, in plaintext, and where one turns up where it must not: the secrets
// part of the reliability suite scans the encrypted export, the engine's verbose logs and error
// messages with these.
import type { Deployment } from "@pulumi/pulumi/automation";

/** The signature key Pulumi marks a secret value with in a state file. */
const SECRET_SIG = "4dabf18193072939515e22adb298388d";

/**
 * The plaintext of every secret in a decrypted deployment (`stack.exportStack()` passes
 * --show-secrets): strings, and the strings inside secret objects (drain headers, deploy hooks).
 */
export function secretPlaintexts(deployment: Deployment): string[] {
  const found = new Set<string>();
  const strings = (value: unknown): void => {
    if (typeof value === "string") found.add(value);
    else if (Array.isArray(value)) value.forEach(strings);
    else if (value && typeof value === "object") Object.values(value).forEach(strings);
  };
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (record[SECRET_SIG] !== undefined && typeof record.plaintext === "string") {
      strings(JSON.parse(record.plaintext) as unknown);
      return;
    }
    Object.values(record).forEach(walk);
  };
  walk(deployment.deployment);
  return [...found];
}

/**
 * The values worth looking for: long enough to be a credential rather than a word that happens
 * to be secret here too ("1", "production", an id both secret and public).
 */
export function credentials(values: readonly string[]): string[] {
  // A PEM is looked for by its body too: a log line escapes its newlines, so the whole never shows.
  const expanded = values.flatMap((value) =>
    value.includes("-----BEGIN") ? [value, pemBody(value)] : [value],
  );
  return [...new Set(expanded)].filter((value) => value.length >= 12 && !/^(https?:\/\/|\{|\[)/.test(value));
}

/** A PEM's longest base64 line: the part of it that shows in any rendering. */
export function pemBody(pem: string): string {
  return pem
    .split("\n")
    .filter((line) => !line.startsWith("-----"))
    .reduce((longest, line) => (line.length > longest.length ? line : longest), "");
}

/** The secrets that occur in `text`, each shortened so a failure does not print it whole. */
export function leaked(text: string, secrets: readonly string[]): string[] {
  return secrets.filter((secret) => text.includes(secret)).map((secret) => `${secret.slice(0, 6)}…`);
}

/**
 * Pulumi's own traces of RPC payloads at -v=9: the engine's "(Un)Marshaling property for RPC[...]"
 * and the Node SDK's "RegisterResource RPC finished ... resp:" print property values, secrets in
 * plaintext, before and after any provider code runs. No provider can keep a secret out of them;
 * every other line (the provider's own, the engine's step and diagnostic lines) must hold none.
 */
const PULUMI_RPC_TRACE =
  /"msg":"(?:eventSink::Debug\(<\{%reset%\}>)?(?:Unmarshaling property for RPC|Marshaling property for RPC|RegisterResource RPC finished)/;

/** The lines of a -v=9 log holding a secret, apart from Pulumi's own RPC payload traces. */
export function leakedOutsideRpcTraces(
  log: string,
  secrets: readonly string[],
): { leaks: string[]; rpcTraceLines: number } {
  let rpcTraceLines = 0;
  const leaks: string[] = [];
  for (const line of log.split("\n")) {
    const found = leaked(line, secrets);
    if (found.length === 0) continue;
    if (PULUMI_RPC_TRACE.test(line)) rpcTraceLines++;
    else leaks.push(`${found.join(", ")} in: ${line.slice(0, 120)}`);
  }
  return { leaks, rpcTraceLines };
}
