// The emulator's log sink. Tokens are scrubbed from every line at this single exit point, whatever a
// caller put in it, so no code path can leak one into a terminal or CI log.

export type LogSink = (line: string) => void;

export function redactingLog(sink: LogSink, tokens: Iterable<string>): LogSink {
  const secrets = [...tokens].filter((t) => t.length > 0);
  return (line) => {
    let safe = line;
    for (const secret of secrets) safe = safe.split(secret).join("[REDACTED]");
    sink(safe);
  };
}
