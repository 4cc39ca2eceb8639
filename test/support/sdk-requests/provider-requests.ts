// The after-test check: every platform request the provider's client sent during the test, against
// the SDK's request models. Requests of test helpers (seeding, the admin client, raw fetches) are
// told apart by the user agent: the provider's client always sends `vercel-pulumi`
// (provider/client/http.ts), node's fetch sends `node`.
import { appendFileSync } from "node:fs";
import type { RecordedRequest } from "../../../emulator";
import { REQUEST_BODY_EXCEPTIONS } from "../../contract/exceptions";
import { ALLOWED_ROUTES } from "./allowed-routes.generated";
import { checkRequest, type Mismatch } from "./check-request";
import { fitsTemplate } from "./operation-match";
import { currentPath } from "./renamed-paths";
import { sdkOperations } from "../sdk-operations";

export const PROVIDER_USER_AGENT = "vercel-pulumi";

/** Set to a file path to append every checked operation and mismatch as JSON lines (for docs/findings/sdk-requests.md). */
export const REPORT_ENV = "VERCEL_PULUMI_SDK_REQUESTS_REPORT";

export interface ProviderRequestReport {
  /** `METHOD /template` of every SDK operation the provider's requests called. */
  readonly operations: ReadonlySet<string>;
  /** Every mismatch outside the families' allowed-routes.ts and model-exceptions.ts: the test fails. */
  readonly unexpected: readonly Mismatch[];
}

export function isProviderRequest(request: RecordedRequest): boolean {
  return request.userAgent === PROVIDER_USER_AGENT || request.userAgent.startsWith(`${PROVIDER_USER_AGENT}/`);
}

export function checkProviderRequests(requests: readonly RecordedRequest[]): ProviderRequestReport {
  const operations = new Set<string>();
  const seen = new Set<string>();
  const unexpected: Mismatch[] = [];
  // A request the emulator does not serve is already a violation (test/support/emulator.ts).
  const served = requests.filter((request) => isProviderRequest(request) && request.template !== undefined);
  for (const request of served) {
    const check = checkRequest(sdkOperations(), request);
    if (check.operation) operations.add(`${check.operation.method} ${check.operation.template}`);
    for (const mismatch of check.mismatches) {
      if (isAllowedRoute(request, mismatch) || isBodyTheSdkLacks(check.operation?.operationId, mismatch))
        continue;
      const key = JSON.stringify([mismatch.operation, mismatch.kind, normalized(mismatch.at)]);
      if (seen.has(key)) continue;
      seen.add(key);
      unexpected.push(mismatch);
    }
  }
  report(operations, unexpected);
  return { operations, unexpected };
}

/** The failure message: one line per mismatch, naming the model, the field and what is wrong. */
export function describeMismatches(mismatches: readonly Mismatch[]): string {
  const lines = mismatches.map(
    (m) => `  ${m.kind}: ${m.operation} ${m.at}: ${m.message}${m.model ? ` [model ${m.model}]` : ""}`,
  );
  return (
    `The provider's client sent ${mismatches.length} request part(s) the official SDK's request models ` +
    `(@vercel/sdk) do not accept; fix the client. Only a route the SDK lacks (a family's allowed-routes.ts) or a ` +
    `gap of the SDK's model (model-exceptions.ts), each with its evidence, is let through:\n${lines.join("\n")}`
  );
}

function isAllowedRoute(request: RecordedRequest, mismatch: Mismatch): boolean {
  return ALLOWED_ROUTES.some(
    (allowed) =>
      allowed.kind === mismatch.kind &&
      allowed.method === request.method &&
      fitsTemplate(allowed.template, currentPath(request.path) ?? request.path),
  );
}

/**
 * A body sent to an operation whose SDK function sends none although the platform needs one: the
 * contract suite's REQUEST_BODY_EXCEPTIONS, each with its evidence (the emulator checks the body).
 */
function isBodyTheSdkLacks(operationId: string | undefined, mismatch: Mismatch): boolean {
  return (
    mismatch.kind === "unknown-field" &&
    mismatch.at === "body" &&
    REQUEST_BODY_EXCEPTIONS.some((exception) => exception.operationId === operationId)
  );
}

function normalized(at: string): string {
  return at.replace(/\[\d+\]/g, "[]");
}

function report(operations: ReadonlySet<string>, mismatches: readonly Mismatch[]): void {
  const file = process.env[REPORT_ENV];
  if (!file) return;
  const lines = [
    ...[...operations].map((operation) => JSON.stringify({ operation })),
    ...mismatches.map((mismatch) => JSON.stringify({ ...mismatch, at: normalized(mismatch.at) })),
  ];
  if (lines.length > 0) appendFileSync(file, `${lines.join("\n")}\n`);
}
