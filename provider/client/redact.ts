// Tokens never reach a log line or an error message: every string that leaves the client for a
// human passes through here.

const REDACTED = "[REDACTED]";
// Shapes of credentials even when we do not know their value: bearer headers and token params.
const CREDENTIAL_PATTERNS = [/(Bearer\s+)[^\s"',]+/gi, /([?&](?:token|access_token)=)[^&\s"']+/gi];

export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    // Short strings would redact ordinary words; real tokens are long.
    if (secret.length >= 6) out = out.split(secret).join(REDACTED);
  }
  for (const pattern of CREDENTIAL_PATTERNS) out = out.replace(pattern, `$1${REDACTED}`);
  return out;
}

export type LogSink = (line: string) => void;

/** Wraps a sink so that every line it receives is redacted first. */
export function redactingLogger(sink: LogSink | undefined, secrets: readonly string[]): LogSink {
  if (!sink) return () => undefined;
  return (line) => sink(redact(line, secrets));
}

/** Strings, arrays and plain objects with every secret redacted, keys included; other values as they are. */
export function redactDeep(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === "string") return redact(value, secrets);
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, secrets));
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [redact(key, secrets), redactDeep(item, secrets)]),
    );
  }
  return value;
}

/**
 * Redacts an error in place, keeping its class: message, stack, and every own field that holds
 * text (an API error's `apiMessage` and `extra` echo whatever the server said).
 */
export function redactErrorInPlace<E>(error: E, secrets: readonly string[], seen = new Set<Error>()): E {
  if (!(error instanceof Error) || seen.has(error)) return error;
  seen.add(error);
  error.message = redact(error.message, secrets);
  if (error.stack) error.stack = redact(error.stack, secrets);
  const fields = error as unknown as Record<string, unknown>;
  for (const key of Object.keys(error)) {
    const value = fields[key];
    if (typeof value === "string" || Array.isArray(value) || isPlainObject(value)) {
      fields[key] = redactDeep(value, secrets);
    }
  }
  redactErrorInPlace(error.cause, secrets, seen);
  return error;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
