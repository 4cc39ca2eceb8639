// Mocha helper for the contract suite: one emulator per area's describe block, an @vercel/sdk client
// pointed at it that records every raw answer, and `check`, which runs one SDK operation and fails
// on anything the SDK rejects, on an unexpected status, and on anything the SDK only accepts
// because it is lenient (a required field absent and filled in, a coerced value).
import { HTTPClient, Vercel } from "@vercel/sdk";
import { useEmulator, type EmulatorHandle } from "../../support/emulator";
import { CONTENT_TYPE_EXCEPTIONS, correctedModel, REQUEST_BODY_EXCEPTIONS } from "../exceptions";
import { recordArea, recordRun } from "./coverage";
import { operationForRequest } from "./operation-match";
import { responseModel, responseModelName, sdkOperation } from "../../support/sdk-operations";
import { strictCheck, summarize, type ContractIssue } from "./strict-check";

interface Exchange {
  readonly method: string;
  readonly url: URL;
  readonly status: number;
  readonly text: string;
  /** A binary answer (an artifact's bytes) is not read as JSON. */
  readonly json: boolean;
}

export interface ContractHandle {
  readonly emulator: EmulatorHandle;
  /** The SDK, pointed at the emulator with its token; team-scoped calls pass `teamId`. */
  readonly sdk: Vercel;
  /** The SDK with another bearer token (an integration's), recorded like `sdk`. */
  sdkAs(token: string): Vercel;
  readonly teamId: string;
  /**
   * Runs `operationId` through the SDK's own function and checks the raw answer against the SDK's
   * model taken strictly. Resolves with the raw JSON body (null for an empty one). `body` is sent
   * with the SDK's request only for an operation whose SDK function sends none although the
   * platform needs one (exceptions.ts REQUEST_BODY_EXCEPTIONS).
   */
  check(
    operationId: string,
    call: (sdk: Vercel) => Promise<unknown>,
    options?: { body: unknown; contentType?: string },
  ): Promise<unknown>;
  /**
   * A raw authorized call for setup (not part of the contract under test), in the team unless
   * `personal` (for the SDK operations that take no teamId); must succeed.
   */
  setup<T = unknown>(method: string, path: string, body?: unknown, scope?: "personal"): Promise<T>;
}

export function useContract(area: string): ContractHandle {
  recordArea(area);
  const emulator = useEmulator();
  const exchanges: Exchange[] = [];
  let sdk: Vercel | undefined;
  let recordingClient: HTTPClient | undefined;
  /** The body the next request carries, for an operation the SDK models without one. */
  let pendingBody: { text: string; contentType: string } | undefined;

  before(() => {
    const httpClient = new HTTPClient({
      fetcher: async (input, init) => {
        const sent = input instanceof Request ? input : new Request(input, init);
        const request = withoutLength(pendingBody === undefined ? sent : withBody(sent, pendingBody));
        pendingBody = undefined;
        const response = await fetch(request);
        const text = await response.clone().text();
        const json = !/octet-stream/.test(response.headers.get("content-type") ?? "");
        exchanges.push({
          method: request.method,
          url: new URL(request.url),
          status: response.status,
          text,
          json,
        });
        return response;
      },
    });
    recordingClient = httpClient;
    sdk = new Vercel({ bearerToken: emulator.token, serverURL: emulator.url, httpClient });
  });

  const handle: ContractHandle = {
    emulator,
    get sdk() {
      if (!sdk)
        throw new Error("The SDK client exists once the emulator has started (inside hooks and tests)");
      return sdk;
    },
    sdkAs(token) {
      if (!recordingClient) throw new Error("The SDK client exists once the emulator has started");
      return new Vercel({ bearerToken: token, serverURL: emulator.url, httpClient: recordingClient });
    },
    get teamId() {
      return emulator.teamId;
    },
    setup: async <T>(method: string, path: string, body?: unknown, scope?: "personal"): Promise<T> => {
      const separator = path.includes("?") ? "&" : "?";
      const scoped = scope === "personal" ? path : `${path}${separator}teamId=${emulator.teamId}`;
      const response = await emulator.admin.api<T>(method, scoped, body);
      if (response.status >= 300) {
        throw new Error(
          `setup ${method} ${path} failed with ${response.status}: ${JSON.stringify(response.body)}`,
        );
      }
      return response.body;
    },
    check: async (operationId, call, options) => {
      exchanges.length = 0;
      if (options) {
        if (!REQUEST_BODY_EXCEPTIONS.some((exception) => exception.operationId === operationId)) {
          throw new Error(
            `${operationId} sends its own body; only REQUEST_BODY_EXCEPTIONS take one from the test`,
          );
        }
        // A text body (a zone file) goes as it is, with its own type; anything else as JSON.
        pendingBody =
          options.contentType !== undefined && typeof options.body === "string"
            ? { text: options.body, contentType: options.contentType }
            : { text: JSON.stringify(options.body), contentType: "application/json" };
      }
      let thrown: unknown;
      try {
        await call(handle.sdk);
      } catch (error) {
        thrown = error;
      }
      const exchange = exchanges.at(-1);
      if (!exchange) throw thrown ?? new Error(`${operationId} sent no request`);
      const ran = operationForRequest(exchange.method, exchange.url.pathname);
      if (ran) recordRun(ran.operationId);
      if (ran?.operationId !== operationId) {
        throw new Error(
          `expected ${operationId}, the SDK sent ${exchange.method} ${exchange.url.pathname} (${ran?.operationId ?? "no SDK operation"})`,
        );
      }
      const op = sdkOperation(operationId);
      if (exchange.status >= 300 || (op.jsonStatus !== undefined && exchange.status !== op.jsonStatus)) {
        const expected = op.jsonStatus ?? "2xx";
        throw new Error(
          `${operationId}: the SDK expects ${expected}, the emulator answered ${exchange.status}: ${exchange.text.slice(0, 400)}`,
        );
      }
      // An answer to HEAD has no body by HTTP's rule: absent, not null.
      const body: unknown =
        exchange.method === "HEAD"
          ? undefined
          : exchange.text === "" || !exchange.json
            ? null
            : JSON.parse(exchange.text);
      const model = responseModel(op);
      if (model) {
        const issues = strictCheck(correctedModel(operationId, model), body);
        if (issues.length > 0) throw new Error(describeIssues(operationId, responseModelName(op), issues));
      } else if (thrown && !CONTENT_TYPE_EXCEPTIONS.some((e) => e.operationId === operationId)) {
        throw thrown;
      }
      return body;
    },
  };
  return handle;
}

/**
 * The request without the Content-Length the SDK sets by hand (uploadArtifact): fetch computes it
 * from the body, and fetch on an undici Agent installed as the global dispatcher (the npm package's,
 * as other suites' clients do) refuses a request that names it itself: "invalid content-length header".
 */
function withoutLength(request: Request): Request {
  if (!request.headers.has("content-length")) return request;
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  return new Request(request, { headers });
}

/** The SDK's request (method, URL, headers) with a body it was generated without. */
function withBody(request: Request, body: { text: string; contentType: string }): Request {
  const headers = new Headers(request.headers);
  headers.set("Content-Type", body.contentType);
  return new Request(request.url, { method: request.method, headers, body: body.text });
}

function describeIssues(operationId: string, modelName: string, issues: readonly ContractIssue[]): string {
  const lines = summarize(issues).map((line) => `  ${line}`);
  return `${operationId}: ${issues.length} departure(s) from @vercel/sdk model ${modelName}:\n${lines.join("\n")}`;
}
