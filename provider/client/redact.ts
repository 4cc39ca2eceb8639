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

/** Redacts an error's message and stack in place, keeping its class and fields. */
export function redactErrorInPlace<E>(error: E, secrets: readonly string[]): E {
  if (error instanceof Error) {
    error.message = redact(error.message, secrets);
    if (error.stack) error.stack = redact(error.stack, secrets);
  }
  return error;
}
