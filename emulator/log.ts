// The emulator's log sink. Tokens are scrubbed from every line at this single exit point, whatever a
// caller put in it, so no code path can leak one into a terminal or CI log: the tokens given at start
// by value, and those issued later by their shape.
import { TOKEN_PATTERN } from "./tokens";

export type LogSink = (line: string) => void;

const REDACTED = "[REDACTED]";

/** The sink of an emulator started without `log`: the server skips building its lines. */
export const SILENT: LogSink = () => {};

export function redactingLog(sink: LogSink | undefined, tokens: Iterable<string>): LogSink {
  if (sink === undefined) return SILENT;
  const secrets = [...tokens].filter((t) => t.length > 0);
  return (line) => {
    let safe = line.replace(TOKEN_PATTERN, REDACTED);
    for (const secret of secrets) safe = safe.split(secret).join(REDACTED);
    sink(safe);
  };
}
