// The emulator of the platform API: a stateful HTTP server on loopback that speaks the platform's
// contract (shared/reference/api-contract.md), for tests, examples and users' offline work.
import { adminRoutes } from "./admin";
import { aiGatewayAdminRoutes } from "./areas/ai-gateway/admin";
import { aiGatewayPlane } from "./areas/ai-gateway/inference/plane";
import { emulatorNow } from "./clock";
import { FaultBook } from "./faults";
import { integrationAdminRoutes } from "./areas/integrations/admin";
import { WebhookDispatcher } from "./areas/integrations/deliveries";
import { ensureDefaultIdentities } from "./areas/identity/store";
import { redactingLog } from "./log";
import { RateLimitSettings } from "../schema/emulator";
import { RateLimiter } from "./rate-limit";
import { DataPlaneServer } from "./data-plane";
import { COLLECTION_PARENTS, type CollectionParents } from "./relations";
import { RequestCounter, RequestRecorder } from "./request-counts";
import { platformRoutes, routeRateLimitGroup, type ApiArea } from "./route";
import { API_AREAS } from "./areas";
import { EmulatorServer } from "./server";
import { loadState, StateWriter } from "./state-file";
import { Store, type Persist } from "./store";
import { schemaProblems } from "./validation";
import { ViolationLog } from "./violations";

export { DEFAULT_TEAM, DEFAULT_USER_ID, type Team } from "./areas/identity/store";
export type { RateLimitFigure, RateLimitSettings, RateLimitStatus } from "./rate-limit";
export type { ApiArea } from "./route";
export type { CollectionParents } from "./relations";
export type {
  CreateUserResponse,
  EmulatorTeam,
  EmulatorState,
  Fault,
  FaultSpecInput,
  RecordedRequest,
  RecordedRequests,
  RequestCounts,
  SeedRequest,
  SeedResponse,
  Violation,
  ViolationList,
} from "../schema/emulator";

export interface EmulatorOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /**
   * Port of the AI gateway, the inference data plane (`{gateway_url}`: OpenAI-compatible
   * `/v1/models` and `/v1/chat/completions`, the AI SDK's `/v4/ai`); 0 (the default) picks a free one.
   */
  gatewayPort?: number;
  /** Interface to listen on; loopback by default, as the emulator has no real security. */
  host?: string;
  /** Accepted bearer tokens; each acts as the default user. At least one (more come from the admin API). */
  tokens: readonly string[];
  /**
   * Persist the state to this JSON file: loaded on start if present, saved atomically and durably
   * (temp file, fsync, rename, fsync of the directory) before a write is answered.
   */
  stateFile?: string;
  /**
   * Rate limits per token and route group (rate-limit.ts): on by default with the platform's
   * figures; settings change figures (`{ groups: { "projects.create": { limit: 5, windowMs: 60_000 } } }`),
   * `false` turns them off. An admin reset restores what is given here.
   */
  rateLimits?: RateLimitSettings | false;
  /** Receives one line per request and per notable event; tokens are redacted. Silent by default. */
  log?: (line: string) => void;
  /**
   * Check every platform answer against its route's response schema; a mismatch answers 500
   * `emulator_invalid_response` and is recorded as a violation. For tests: it costs a parse per call.
   */
  checkResponses?: boolean;
  /**
   * Keep every platform request (method, path, query, JSON body, user agent; never the Authorization
   * header) for `GET /_emulator/requests/recorded`. For tests: it holds bodies in memory until a reset.
   */
  recordRequests?: boolean;
  /** Areas and parent links beyond the built-in ones, e.g. test-only areas. */
  extend?: EmulatorExtension;
}

export interface EmulatorExtension {
  readonly areas?: readonly ApiArea[];
  /** Child collection → parent, added to relations.ts's COLLECTION_PARENTS. */
  readonly parents?: CollectionParents;
}

export interface RunningEmulator {
  /** Base URL, e.g. `http://127.0.0.1:41234`; point the client's apiUrl at it. */
  readonly url: string;
  readonly port: number;
  /** The AI gateway's base URL, e.g. `http://127.0.0.1:41235`; OpenAI clients take `${gatewayUrl}/v1`. */
  readonly gatewayUrl: string;
  close(): Promise<void>;
}

export const DEFAULT_HOST = "127.0.0.1";

export async function startEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const { port = 0, gatewayPort = 0, host = DEFAULT_HOST, stateFile, rateLimits = {}, extend = {} } = options;
  checkOptions(options, port);
  checkPort("gatewayPort", gatewayPort);

  const tokens = new Set(options.tokens);
  const log = redactingLog(options.log, tokens);
  // The writer reads the live state when a save starts; `store` is assigned before any save can.
  const writer = stateFile === undefined ? undefined : new StateWriter(stateFile, () => store.current());
  // Every committed write may have recorded webhook deliveries: the dispatcher sends them next turn
  // (it reads the store only then, once the store below exists).
  const dispatcher = new WebhookDispatcher(() => store, log);
  const persist: Persist = () => {
    dispatcher.kick();
    return writer?.save();
  };
  const store: Store = new Store(stateFile === undefined ? undefined : loadState(stateFile), persist, {
    ...COLLECTION_PARENTS,
    ...extend.parents,
  });
  store.transaction(() => ensureDefaultIdentities(store));
  dispatcher.kick(); // deliveries left pending in a state file
  // Save once now: an unwritable state file should fail the start, not the first write.
  await writer?.save();

  const areas = [...API_AREAS, ...(extend.areas ?? [])];
  const routes = platformRoutes(areas);
  const faults = new FaultBook();
  const counts = new RequestCounter();
  const recorder = new RequestRecorder(options.recordRequests ?? false);
  // Windows run on the emulator's clock, so moving it through the admin API also rolls them over.
  const rateLimiter = newRateLimiter(routes.map(routeRateLimitGroup), rateLimits, () => emulatorNow(store));
  const violations = new ViolationLog();
  const server = new EmulatorServer(
    {
      tokens,
      store,
      faults,
      counts,
      recorder,
      rateLimiter,
      violations,
      log,
      checkResponses: options.checkResponses ?? false,
    },
    routes,
    [
      ...adminRoutes({ faults, counts, recorder, rateLimiter, violations, areas }),
      ...integrationAdminRoutes(),
      ...aiGatewayAdminRoutes(),
    ],
  );
  const gateway = new DataPlaneServer(aiGatewayPlane, { store, counts, violations, log });
  const actualPort = await server.listen(port, host);
  const actualGatewayPort = await gateway.listen(gatewayPort, host).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  const origin = (listening: number) => `http://${host.includes(":") ? `[${host}]` : host}:${listening}`;
  const close = async () => {
    dispatcher.stop();
    await Promise.all([server.close(), gateway.close()]);
    await writer?.idle();
  };
  return { url: origin(actualPort), port: actualPort, gatewayUrl: origin(actualGatewayPort), close };
}

function checkOptions(options: EmulatorOptions, port: number): void {
  if (options.tokens.length === 0 || options.tokens.some((t) => t.trim() === "")) {
    throw new Error("startEmulator: `tokens` must hold at least one non-empty token");
  }
  checkPort("port", port);
}

function checkPort(name: string, port: number): void {
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`startEmulator: \`${name}\` must be an integer from 0 to 65535, got ${port}`);
  }
}

/** Settings are checked like the admin API's, naming the option in the error. */
function newRateLimiter(
  groups: readonly string[],
  settings: RateLimitSettings | false,
  now: () => number,
): RateLimiter {
  const problems = settings === false ? undefined : schemaProblems(RateLimitSettings, settings, "rateLimits");
  if (problems !== undefined) throw new Error(`startEmulator: ${problems}`);
  try {
    return new RateLimiter(new Set(groups), settings, now);
  } catch (error) {
    throw new Error(`startEmulator: \`rateLimits\`: ${(error as Error).message}`, { cause: error });
  }
}
