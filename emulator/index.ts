// The emulator of the platform API: a stateful HTTP server on loopback that speaks the platform's
// contract (shared/reference/api-contract.md), for tests, examples and users' offline work.
import { adminRoutes } from "./admin";
import { FaultBook } from "./faults";
import { redactingLog } from "./log";
import { RateLimiter, type RateLimitOptions } from "./rate-limit";
import { RequestCounter } from "./request-counts";
import { API_AREAS } from "./routes";
import { EmulatorServer } from "./server";
import { loadState, saveState } from "./state-file";
import { Store, type Persist } from "./store";

export { DEFAULT_TEAM, DEFAULT_USER_ID, type Team } from "./identity";
export type { RateLimitOptions } from "./rate-limit";
export type {
  EmulatorState,
  Fault,
  FaultSpecInput,
  RequestCounts,
  SeedRequest,
  SeedResponse,
} from "../schema/emulator";

export interface EmulatorOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on; loopback by default, as the emulator has no real security. */
  host?: string;
  /** Accepted bearer tokens; each acts as the default user. At least one. */
  tokens: readonly string[];
  /** Persist the state to this JSON file: loaded on start if present, rewritten after every write. */
  stateFile?: string;
  /** Requests per token per endpoint and window; generous by default. */
  rateLimit?: RateLimitOptions;
  /** Receives one line per request and per notable event; tokens are redacted. Silent by default. */
  log?: (line: string) => void;
}

export interface RunningEmulator {
  /** Base URL, e.g. `http://127.0.0.1:41234`; point the client's apiUrl at it. */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

export const DEFAULT_HOST = "127.0.0.1";
export const DEFAULT_RATE_LIMIT: RateLimitOptions = Object.freeze({ limit: 10_000, windowMs: 60_000 });

export async function startEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const { port = 0, host = DEFAULT_HOST, stateFile, rateLimit = DEFAULT_RATE_LIMIT } = options;
  checkOptions(options, port, rateLimit);

  const tokens = new Set(options.tokens);
  const log = redactingLog(options.log ?? (() => {}), tokens);
  const persist: Persist = stateFile === undefined ? () => {} : (state) => saveState(stateFile, state);
  const store = new Store(stateFile === undefined ? undefined : loadState(stateFile), persist);
  // Write once now: an unwritable state file should fail the start, not the first write.
  if (stateFile !== undefined) saveState(stateFile, store.snapshot());

  const faults = new FaultBook();
  const counts = new RequestCounter();
  const rateLimiter = new RateLimiter(rateLimit);
  const server = new EmulatorServer(
    { tokens, store, faults, counts, rateLimiter, log },
    API_AREAS.flatMap((area) => area.routes),
    adminRoutes({ faults, counts, rateLimiter, areas: API_AREAS }),
  );
  const actualPort = await server.listen(port, host);
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${actualPort}`;
  return { url, port: actualPort, close: () => server.close() };
}

function checkOptions(options: EmulatorOptions, port: number, rateLimit: RateLimitOptions): void {
  if (options.tokens.length === 0 || options.tokens.some((t) => t.trim() === "")) {
    throw new Error("startEmulator: `tokens` must hold at least one non-empty token");
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`startEmulator: \`port\` must be an integer from 0 to 65535, got ${port}`);
  }
  if (!(Number.isInteger(rateLimit.limit) && rateLimit.limit > 0 && rateLimit.windowMs > 0)) {
    throw new Error("startEmulator: `rateLimit` needs a positive integer limit and a positive windowMs");
  }
}
