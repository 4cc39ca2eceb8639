// The emulator of the platform API: a stateful HTTP server on loopback that speaks the platform's
// contract (shared/reference/api-contract.md), for tests, examples and users' offline work.
import { adminRoutes } from "./admin";
import { ByteStore } from "./byte-store";
import { aiGatewayAdminRoutes } from "./areas/ai-gateway/admin";
import { edgeCacheAdminRoutes } from "./areas/edge-cache/admin";
import { aiGatewayPlane } from "./areas/ai-gateway/inference/plane";
import { blobPlane } from "./areas/blob/plane";
import { artifactAdminRoutes } from "./areas/artifacts/admin";
import { deploymentAdminRoutes } from "./areas/deployments/admin";
import { oidcAdminRoutes } from "./admin-oidc";
import { emulatorNow } from "./clock";
import { FaultBook } from "./faults";
import { integrationAdminRoutes } from "./areas/integrations/admin";
import { dsyncAdminRoutes } from "./areas/dsync/admin";
import { marketplaceAdminRoutes } from "./areas/marketplace/admin";
import { WebhookDispatcher } from "./areas/integrations/deliveries";
import { ensureDefaultIdentities } from "./areas/identity/store";
import { queueAdminRoutes } from "./areas/queue/admin";
import { registrarAdminRoutes } from "./areas/registrar/admin";
import { userEventObserver } from "./areas/user-events/store";
import { usageObserver } from "./areas/billing/store";
import { queuePlane } from "./areas/queue/routes";
import { DataPlaneServer } from "./data-plane";
import { redactingLog } from "./log";
import { RateLimitSettings } from "../schema/emulator";
import { RateLimiter } from "./rate-limit";
import { COLLECTION_PARENTS, type CollectionParents } from "./relations";
import { RequestCounter, RequestRecorder } from "./request-counts";
import { platformRoutes, routeRateLimitGroup, type ApiArea } from "./route";
import { API_AREAS } from "./areas";
import { EmulatorServer } from "./server";
import { attachIssuer, OidcIssuer } from "./oidc";
import { loadState, StateWriter } from "./state-file";
import { contentStoreFor } from "./areas/vcr/content-store";
import { Store, type Persist } from "./store";
import { schemaProblems } from "./validation";
import { ViolationLog } from "./violations";
import { wellKnownRoutes } from "./well-known";

export { DEFAULT_TEAM, DEFAULT_USER_ID, type Team } from "./areas/identity/store";
export { localhostDispatcher } from "./localhost-dispatcher";
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
  /**
   * Port of the message queue's listener (its region hosts are `<region>.localhost:<port>`); 0 (the
   * default) picks a free one.
   */
  queuePort?: number;
  /**
   * Port of the AI gateway, the inference data plane (`{gateway_url}`: OpenAI-compatible
   * `/v1/models` and `/v1/chat/completions`, the AI SDK's `/v4/ai`); 0 (the default) picks a free one.
   */
  gatewayPort?: number;
  /** Port of the Blob data plane (`VERCEL_BLOB_API_URL` of @vercel/blob); 0 (the default) picks a free one. */
  blobPort?: number;
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
  /**
   * The message queue API's base URL on loopback, e.g. `http://127.0.0.1:41235`. Name the region
   * with a region host (`http://iad1.localhost:41235`) or the `Vqs-Region` header (docs/queue.md).
   */
  readonly queueUrl: string;
  /** The AI gateway's base URL, e.g. `http://127.0.0.1:41235`; OpenAI clients take `${gatewayUrl}/v1`. */
  readonly gatewayUrl: string;
  /** The Blob data plane's base URL: @vercel/blob's `VERCEL_BLOB_API_URL`. */
  readonly blobUrl: string;
  close(): Promise<void>;
}

export const DEFAULT_HOST = "127.0.0.1";

export async function startEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const {
    port = 0,
    queuePort = 0,
    gatewayPort = 0,
    blobPort = 0,
    host = DEFAULT_HOST,
    stateFile,
    rateLimits = {},
    extend = {},
  } = options;
  checkOptions(options, port);
  checkPort("queuePort", queuePort);
  checkPort("gatewayPort", gatewayPort);
  checkPort("blobPort", blobPort);

  const tokens = new Set(options.tokens);
  const log = redactingLog(options.log, tokens);
  // The writer reads the live state when a save starts; `store` is assigned before any save can.
  const writer = stateFile === undefined ? undefined : new StateWriter(stateFile, () => store.current());
  // Every committed write may have recorded webhook deliveries: the dispatcher sends them next turn
  // (it reads the store only then, once the store below exists).
  const dispatcher = new WebhookDispatcher(() => store, log);
  // Artifacts' bytes live beside the state file, each written before the state that names it.
  const blobs = new ByteStore(stateFile === undefined ? undefined : `${stateFile}.blobs`);
  const persist: Persist = () => {
    dispatcher.kick();
    return writer && blobs.flush().then(() => writer.save());
  };
  const store: Store = new Store(
    stateFile === undefined ? undefined : loadState(stateFile),
    persist,
    { ...COLLECTION_PARENTS, ...extend.parents },
    blobs,
  );
  // The account's activity log (GET /v3/events) records every insert and removal it knows of.
  store.observe(userEventObserver);
  // Billing meters what the team does (builds, requests served, bytes stored) as it happens.
  store.observe(usageObserver);
  store.transaction(() => ensureDefaultIdentities(store));
  dispatcher.kick(); // deliveries left pending in a state file
  // Save once now: an unwritable state file should fail the start, not the first write.
  await writer?.save();

  const areas = [...API_AREAS, ...(extend.areas ?? [])];
  const routes = platformRoutes(areas);
  // The OIDC issuer signs as the emulator's URL, known once it listens.
  let url = "";
  let queueUrl = "";
  let gatewayUrl = "";
  let blobUrl = "";
  const issuer = new OidcIssuer(() => url);
  attachIssuer(store, issuer);
  const queue = queuePlane(issuer);
  const planes = [queue, aiGatewayPlane, blobPlane];
  // Faults lapse on the emulator's clock too (`forMs`).
  const faults = new FaultBook(() => emulatorNow(store));
  const counts = new RequestCounter();
  const recorder = new RequestRecorder(options.recordRequests ?? false);
  // Windows run on the emulator's clock, so moving it through the admin API also rolls them over.
  const rateLimitGroups = [
    ...routes.map(routeRateLimitGroup),
    ...planes.flatMap((plane) => plane.routes.map((r) => r.rateLimitGroup)),
  ];
  const rateLimiter = newRateLimiter(rateLimitGroups, rateLimits, () => emulatorNow(store));
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
      registryContent: contentStoreFor(stateFile),
    },
    routes,
    [
      ...adminRoutes({ faults, counts, recorder, rateLimiter, violations, areas }),
      ...integrationAdminRoutes(),
      ...dsyncAdminRoutes(),
      ...marketplaceAdminRoutes(),
      ...oidcAdminRoutes(issuer),
      ...queueAdminRoutes(() => queueUrl),
      ...aiGatewayAdminRoutes(() => gatewayUrl),
      ...deploymentAdminRoutes(),
      ...artifactAdminRoutes(),
      ...registrarAdminRoutes(),
      ...edgeCacheAdminRoutes(),
    ],
    wellKnownRoutes(issuer),
  );
  // The data planes share the platform's store, counts, limits and violation log (data-plane.ts).
  const planeServices = {
    store,
    counts,
    rateLimiter,
    violations,
    log,
    checkResponses: options.checkResponses ?? false,
  };
  const queueServer = new DataPlaneServer(queue, planeServices);
  const gatewayServer = new DataPlaneServer(aiGatewayPlane, planeServices);
  const blobServer = new DataPlaneServer(blobPlane, planeServices);
  const listeners = [server, queueServer, gatewayServer, blobServer];
  const closeAll = async () => {
    await Promise.all(listeners.map((listener) => listener.close()));
  };
  let actualPort: number;
  try {
    actualPort = await server.listen(port, host);
    url = loopbackUrl(host, actualPort);
    queueUrl = loopbackUrl(host, await queueServer.listen(queuePort, host));
    gatewayUrl = loopbackUrl(host, await gatewayServer.listen(gatewayPort, host));
    blobUrl = loopbackUrl(host, await blobServer.listen(blobPort, host));
  } catch (error) {
    // A port in use: release the ports taken already, so the caller can retry.
    dispatcher.stop();
    await closeAll();
    throw error;
  }
  const close = async () => {
    dispatcher.stop();
    await closeAll();
    await writer?.idle();
  };
  return { url, port: actualPort, queueUrl, gatewayUrl, blobUrl, close };
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

function loopbackUrl(host: string, port: number): string {
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
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
