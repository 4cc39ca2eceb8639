// `vercel-pulumi emulator`: runs the platform emulator until SIGINT or SIGTERM. Prints exactly one
// line on stdout once listening (scripts read the URL from it); request logs go to stderr.
import { DEFAULT_HOST, startEmulator, type RateLimitFigure, type RateLimitSettings } from "../emulator";
import { parseOptions, UsageError, type CliCommand } from "./command";
import { coverageTableText } from "./coverage-text";

const TOKEN_VARIABLE = "VERCEL_API_TOKEN";
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "localhost"]);

export const emulatorCommand: CliCommand = {
  name: "emulator",
  summary: "Run a local emulator of the platform API (offline, for tests and examples)",
  usage: `Usage: vercel-pulumi emulator [--port N] [--queue-port N] [--gateway-port N] [--blob-port N]
                               [--host H] [--token T]... [--state FILE]
                               [--rate-limit GROUP=LIMIT/SECONDS]... [--no-rate-limits]
       vercel-pulumi emulator --coverage

Options:
  --port N          Port to listen on; 0 (the default) picks a free one
  --queue-port N    Port of the message queue API (its region hosts are <region>.localhost:N);
                    0 (the default) picks a free one, printed on stderr and at GET /_emulator/queue
  --gateway-port N  Port of the AI gateway (OpenAI-compatible API at <url>/v1, the AI SDK's at
                    <url>/v4/ai); 0 (the default) picks a free one. Keys: POST /_emulator/ai-gateway/keys
  --blob-port N     Port of the Blob data plane (@vercel/blob's and the provider's
                    VERCEL_BLOB_API_URL); 0 (the default) picks a free one
  --host H          Interface to listen on (default ${DEFAULT_HOST}); the emulator has no real security
  --token T         Accepted bearer token; repeat for several (default: $${TOKEN_VARIABLE})
  --state FILE      Keep everything (resources, users, teams, tokens) in FILE across restarts
  --rate-limit GROUP=LIMIT/SECONDS
                    Allow LIMIT requests per token every SECONDS in a route group, e.g.
                    projects.create=5/60; GROUP "*" sets every group. Repeatable. Rate limits are on
                    by default with the platform's figures (GET /_emulator/rate-limits lists them)
  --no-rate-limits  Turn rate limits off
  --coverage        Print, per group of the platform's catalogue, how many operations the emulator
                    serves, and exit (GET /_emulator/coverage lists them one by one)

Prints "Emulator listening on <url>" when ready (and the queue's, the AI gateway's and the Blob
data plane's URLs on stderr); stops on Ctrl-C (SIGINT) or SIGTERM.`,

  async run(args, io) {
    const { values } = parseCommandLine(args);
    if (values.help) {
      io.stdout(this.usage);
      return 0;
    }
    if (values.coverage) {
      io.stdout(await coverageTableText());
      return 0;
    }
    const tokens = values.token?.length ? values.token : [io.env[TOKEN_VARIABLE]].filter(isNonEmpty);
    if (tokens.length === 0 || tokens.some((t) => t.trim() === "")) {
      throw new UsageError(`The emulator needs a token: pass --token T or set ${TOKEN_VARIABLE}.`);
    }
    const host = values.host ?? DEFAULT_HOST;
    if (!LOOPBACK_HOSTS.has(host)) {
      io.stderr(
        `Warning: listening on ${host}; anyone who can reach it and knows a token can use the emulator.`,
      );
    }

    // Listen for signals before starting: with the default handlers, a signal that arrives while the
    // emulator starts would kill the process (exit code null) instead of stopping it cleanly.
    const signals = watchSignals(["SIGINT", "SIGTERM"]);
    try {
      const emulator = await startEmulator({
        port: parsePort("--port", values.port),
        queuePort: parsePort("--queue-port", values["queue-port"]),
        gatewayPort: parsePort("--gateway-port", values["gateway-port"]),
        blobPort: parsePort("--blob-port", values["blob-port"]),
        host,
        tokens,
        ...(values.state === undefined ? {} : { stateFile: values.state }),
        rateLimits: rateLimitSettings(values["rate-limit"] ?? [], values["no-rate-limits"] === true),
        log: io.stderr,
      });
      io.stdout(`Emulator listening on ${emulator.url}`);
      // stdout keeps its one line, which scripts read; the data planes' addresses are for people.
      io.stderr(
        `Queue API listening on ${emulator.queueUrl} (region hosts: http://<region>.localhost:${emulator.queueUrl.split(":").at(-1)})`,
      );
      io.stderr(
        `AI gateway listening on ${emulator.gatewayUrl} (OpenAI-compatible API at ${emulator.gatewayUrl}/v1)`,
      );
      io.stderr(
        `Blob API listening on ${emulator.blobUrl} (VERCEL_BLOB_API_URL for @vercel/blob and vercel:blobApiUrl)`,
      );
      // Resolved already when a signal came during the start: then this closes at once.
      const signal = await signals.received;
      await emulator.close();
      io.stderr(`Emulator stopped (${signal}).`);
      return 0;
    } finally {
      signals.stop();
    }
  },
};

function parseCommandLine(args: readonly string[]) {
  return parseOptions(args, {
    port: { type: "string" },
    "queue-port": { type: "string" },
    "gateway-port": { type: "string" },
    "blob-port": { type: "string" },
    host: { type: "string" },
    token: { type: "string", multiple: true },
    state: { type: "string" },
    "rate-limit": { type: "string", multiple: true },
    "no-rate-limits": { type: "boolean" },
    coverage: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
}

function parsePort(flag: string, text: string | undefined): number {
  if (text === undefined) return 0;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535)
    throw new UsageError(`${flag} must be an integer from 0 to 65535.`);
  return port;
}

/** `--rate-limit GROUP=LIMIT/SECONDS`... and `--no-rate-limits` as `startEmulator`'s `rateLimits`. */
function rateLimitSettings(flags: readonly string[], off: boolean): RateLimitSettings | false {
  if (off) {
    if (flags.length > 0) throw new UsageError("--rate-limit and --no-rate-limits cannot be combined.");
    return false;
  }
  const settings: { all?: RateLimitFigure; groups: Record<string, RateLimitFigure> } = { groups: {} };
  for (const flag of flags) {
    const match = /^([^=\s]+)=(\d+)\/(\d+)$/.exec(flag);
    const [group, limit, seconds] = [match?.[1], Number(match?.[2]), Number(match?.[3])];
    if (group === undefined || !(limit > 0) || !(seconds > 0)) {
      throw new UsageError(
        `--rate-limit must be GROUP=LIMIT/SECONDS with positive integers, e.g. projects.create=5/60; got "${flag}".`,
      );
    }
    const figure = { limit, windowMs: seconds * 1000 };
    if (group === "*") settings.all = figure;
    else settings.groups[group] = figure;
  }
  return settings;
}

function isNonEmpty(value: string | undefined): value is string {
  return value !== undefined && value !== "";
}

interface SignalWatch {
  /** The first of the watched signals the process receives. */
  readonly received: Promise<NodeJS.Signals>;
  /** Remove the handlers (done on the first signal too, so a second Ctrl-C still kills at once). */
  stop(): void;
}

function watchSignals(signals: readonly NodeJS.Signals[]): SignalWatch {
  let onSignal: (signal: NodeJS.Signals) => void = () => {};
  const stop = () => {
    for (const s of signals) process.off(s, onSignal);
  };
  const received = new Promise<NodeJS.Signals>((resolve) => {
    onSignal = (signal) => {
      stop();
      resolve(signal);
    };
  });
  for (const s of signals) process.on(s, onSignal);
  return { received, stop };
}
