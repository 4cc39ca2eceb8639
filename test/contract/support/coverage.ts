// Coverage that cannot rot: the SDK operations the contract suite ran, against the operations the
// SDK has for the emulator's routes (both lists read from their sources, never written by hand).
// A root `after` hook fails when a route of an area whose spec ran has an SDK operation that no
// test ran, so a new emulator route or a new SDK operation needs a contract test.
import { emulatorRoutes } from "./emulator-routes";
import { sdkOperationsFor } from "./operation-match";
import { sdkOperations } from "../../support/sdk-operations";

const areasRun = new Set<string>();
const operationsRun = new Set<string>();

export function recordArea(area: string): void {
  areasRun.add(area);
}

export function recordRun(operationId: string): void {
  operationsRun.add(operationId);
}

/** The emulator's routes, each with the SDK operations that call it. */
export function routeCoverage() {
  return emulatorRoutes().map((route) => ({ route, operations: sdkOperationsFor(route) }));
}

after("every SDK operation for the emulator's routes ran through the contract suite", function () {
  if (areasRun.size === 0) return;
  const coverage = routeCoverage();
  const inAreas = coverage.filter(({ route }) => areasRun.has(route.area));
  const served = new Set(inAreas.flatMap(({ operations }) => operations.map((op) => op.operationId)));
  const unknown = coverage.filter(({ operations }) => operations.length === 0);
  console.log(
    `\n  @vercel/sdk contract: ran ${operationsRun.size} SDK operations (of ${sdkOperations().length} in the SDK); ` +
      `the emulator serves ${coverage.length} routes, ${unknown.length} of which the SDK does not know ` +
      `(${unknown.map(({ route }) => `${route.method} ${route.paths[0]}`).join(", ")}).`,
  );
  const missed = [...served].filter((operationId) => !operationsRun.has(operationId));
  if (missed.length > 0) {
    throw new Error(
      `SDK operations for emulator routes that no contract test ran: ${missed.sort().join(", ")}`,
    );
  }
});
