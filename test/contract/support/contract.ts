// Mocha helper for the contract suite: one emulator per area's describe block, an @vercel/sdk client
// pointed at it that records every raw answer, and `check`, which runs one SDK operation and fails
// on anything the SDK rejects, on an unexpected status, and on anything the SDK only accepts
// because it is lenient (a required field absent and filled in, a coerced value).
import { HTTPClient, Vercel } from "@vercel/sdk";
import { useEmulator, type EmulatorHandle } from "../../support/emulator";
import { correctedModel } from "../exceptions";
import { recordArea, recordRun } from "./coverage";
import { operationForRequest } from "./operation-match";
import { responseModel, responseModelName, sdkOperation } from "./sdk-operations";
import { strictCheck, summarize, type ContractIssue } from "./strict-check";

interface Exchange {
  readonly method: string;
  readonly url: URL;
  readonly status: number;
  readonly text: string;
}

export interface ContractHandle {
  readonly emulator: EmulatorHandle;
  /** The SDK, pointed at the emulator with its token; team-scoped calls pass `teamId`. */
  readonly sdk: Vercel;
  readonly teamId: string;
  /**
   * Runs `operationId` through the SDK's own function and checks the raw answer against the SDK's
   * model taken strictly. Resolves with the raw JSON body (null for an empty one).
   */
  check(operationId: string, call: (sdk: Vercel) => Promise<unknown>): Promise<unknown>;
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

  before(() => {
    const httpClient = new HTTPClient({
      fetcher: async (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        const response = await fetch(request);
        const text = await response.clone().text();
        exchanges.push({ method: request.method, url: new URL(request.url), status: response.status, text });
        return response;
      },
    });
    sdk = new Vercel({ bearerToken: emulator.token, serverURL: emulator.url, httpClient });
  });

  const handle: ContractHandle = {
    emulator,
    get sdk() {
      if (!sdk)
        throw new Error("The SDK client exists once the emulator has started (inside hooks and tests)");
      return sdk;
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
    check: async (operationId, call) => {
      exchanges.length = 0;
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
      const body: unknown = exchange.text === "" ? null : JSON.parse(exchange.text);
      const model = responseModel(op);
      if (model) {
        const issues = strictCheck(correctedModel(operationId, model), body);
        if (issues.length > 0) throw new Error(describeIssues(operationId, responseModelName(op), issues));
      } else if (thrown) {
        throw thrown;
      }
      return body;
    },
  };
  return handle;
}

function describeIssues(operationId: string, modelName: string, issues: readonly ContractIssue[]): string {
  const lines = summarize(issues).map((line) => `  ${line}`);
  return `${operationId}: ${issues.length} departure(s) from @vercel/sdk model ${modelName}:\n${lines.join("\n")}`;
}
