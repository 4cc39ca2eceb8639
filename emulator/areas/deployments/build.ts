// A deployment's build on the emulator's clock: QUEUED at creation, BUILDING once `queuedMs` have
// passed, then READY (or ERROR) `buildMs` later, CANCELED when canceled before the end. No build
// runs: the emulator serves the uploaded files as they are. A build fails by the documented rule
// (docs/deployments.md): a build command `exit <n>` with n > 0 fails as the platform reports a
// failed command; a `vercel.json` (or prebuilt `config.json`) whose routing does not hold fails it
// with the platform's code for it (`invalid_redirect`, ...). Transitions are applied when the deployment is next looked at (`settle`), with
// the times they were due, so moving the clock (`POST /_emulator/clock`) moves builds along.
import { emulatorNow } from "../../clock";
import { randomAlphanumeric } from "../../ids";
import type { Store } from "../../store";
import { promotionHolds } from "../checks/store";
import { IDENTITY_OWNER } from "../identity/store";
import { deploymentRoutingOf } from "./routing/layers";
import {
  assignAliases,
  buildTiming,
  deploymentsOf,
  pendingBuildsOf,
  type StoredBuildEvent,
  type StoredDeployment,
} from "./store";

const FAILING_COMMAND = /^\s*exit\s+([1-9]\d{0,2})\s*$/;

/** The timeline of a new deployment, from the emulator's build timing. */
export function schedule(store: Store, createdAt: number): { buildingAt: number; readyAt: number } {
  const { queuedMs, buildMs } = buildTiming(store);
  const buildingAt = createdAt + queuedMs;
  return { buildingAt, readyAt: buildingAt + buildMs };
}

export function isFinal(deployment: Pick<StoredDeployment, "readyState">): boolean {
  return ["READY", "ERROR", "CANCELED"].includes(deployment.readyState);
}

/** Registers a new deployment's build, so that `settlePending` finds it whoever owns it. */
export function enqueue(store: Store, deployment: Pick<StoredDeployment, "id" | "ownerId">): void {
  pendingBuildsOf(store).insert(IDENTITY_OWNER, {
    id: deployment.id,
    ownerId: deployment.ownerId,
    deploymentId: deployment.id,
  });
}

/**
 * Applies every transition due by now to every unfinished deployment: before a site request looks
 * a hostname up, since a build that ended may have moved an alias.
 */
export function settlePending(store: Store): void {
  const now = emulatorNow(store);
  for (const pending of pendingBuildsOf(store).list(IDENTITY_OWNER)) {
    const deployment = deploymentsOf(store).get(pending.ownerId, pending.deploymentId);
    if (deployment) settle(store, deployment, now);
  }
}

/** Applies every transition due by now to the owner's unfinished deployments. */
export function settleOwner(store: Store, ownerId: string): void {
  const now = emulatorNow(store);
  for (const deployment of deploymentsOf(store).filter(ownerId, (d) => !isFinal(d))) {
    settle(store, deployment, now);
  }
}

/** Applies every transition of `deployment` due by `now`; answers it as it is then. */
export function settle(
  store: Store,
  deployment: StoredDeployment,
  now = emulatorNow(store),
): StoredDeployment {
  if (isFinal(deployment)) return deployment;
  const next = { ...deployment, events: [...deployment.events] };
  if (next.readyState === "QUEUED" && now >= next.buildingAt) {
    next.readyState = "BUILDING";
    buildStarted(next);
  }
  if (next.readyState === "BUILDING" && now >= next.readyAt) buildEnded(store, next);
  if (next.readyState === deployment.readyState) return deployment;
  if (isFinal(next)) pendingBuildsOf(store).remove(IDENTITY_OWNER, next.id);
  return deploymentsOf(store).replace(next.ownerId, next);
}

/** Stops an unfinished build; the caller has checked that it is unfinished. */
export function cancel(store: Store, deployment: StoredDeployment, now: number): StoredDeployment {
  const next: StoredDeployment = { ...deployment, readyState: "CANCELED", canceledAt: now };
  next.events = [
    ...deployment.events,
    event(now, next.events.length, "stdout", "The deployment was canceled."),
  ];
  return deploymentsOf(store).replace(next.ownerId, next);
}

function buildStarted(deployment: StoredDeployment): void {
  const at = deployment.buildingAt;
  const log = (type: StoredBuildEvent["type"], text: string) =>
    deployment.events.push(event(at, deployment.events.length, type, text));
  log("stdout", "Running build in Washington, D.C., USA (East) – iad1");
  log("stdout", `Downloading ${deployment.files.length} deployment files...`);
  const command = deployment.projectSettings["buildCommand"];
  if (typeof command === "string" && command !== "") log("command", `Running "${command}"`);
}

function buildEnded(store: Store, deployment: StoredDeployment): void {
  const at = deployment.readyAt;
  const log = (type: StoredBuildEvent["type"], text: string, level?: "error") =>
    deployment.events.push({
      ...event(at, deployment.events.length, type, text),
      ...(level ? { level } : {}),
    });
  const command = deployment.projectSettings["buildCommand"];
  const failing = typeof command === "string" ? FAILING_COMMAND.exec(command) : null;
  if (failing) {
    const message = `Command "${command as string}" exited with ${failing[1]}`;
    log("stderr", `Error: ${message}`, "error");
    deployment.readyState = "ERROR";
    deployment.errorCode = "BUILD_FAILED";
    deployment.errorMessage = message;
    return;
  }
  const routing = deploymentRoutingOf(store, deployment);
  if ("code" in routing) {
    log("stderr", `Error: ${routing.message}`, "error");
    deployment.readyState = "ERROR";
    deployment.errorCode = routing.code;
    deployment.errorMessage = routing.message;
    return;
  }
  log("stdout", "Build Completed in /vercel/output");
  log("stdout", "Deploying outputs...");
  deployment.readyState = "READY";
  const holds = deployment.target === "production" ? promotionHolds(store, deployment) : [];
  if (holds.length > 0) {
    // Released by the checks area once every blocking check's run on it has passed.
    deployment.promotionHeld = true;
    log("stdout", `Waiting for checks before promotion: ${holds.join(", ")}`);
  } else {
    assignAliases(store, deployment);
  }
  log("stdout", "Deployment completed");
}

function event(date: number, index: number, type: StoredBuildEvent["type"], text: string): StoredBuildEvent {
  return {
    id: `evt_${randomAlphanumeric(20)}`,
    serial: `${date}-${String(index).padStart(4, "0")}`,
    date,
    type,
    text,
  };
}
