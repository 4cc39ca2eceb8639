// A project's checks and their runs on deployments, as the emulator stores them, and the rule the
// deployments area asks about: a check that blocks a deployment's alias or promotion, for the
// deployment's target, holds its production aliases until the deployment's run of it has passed.
// Checks are children of their project; runs are children of their deployment.
import {
  PASSING_CONCLUSIONS,
  PROMOTION_BLOCKS,
  type CheckRun,
  type CheckSource,
  type Check,
} from "../../../schema/checks";
import { notFound } from "../../errors";
import { newId } from "../../ids";
import type { Store } from "../../store";

export const CHECKS = "checks";
export const CHECK_RUNS = "checkRuns";

export type StoredCheck = Omit<Check, "source"> & { source: CheckSource };
export type StoredCheckRun = Omit<CheckRun, "source"> & { source: CheckSource };

export const checksOf = (store: Store) => store.collection<StoredCheck>(CHECKS);
export const checkRunsOf = (store: Store) => store.collection<StoredCheckRun>(CHECK_RUNS);

export function findCheck(store: Store, ownerId: string, projectId: string, checkId: string): StoredCheck {
  const check = checksOf(store).find(ownerId, (c) => c.id === checkId && c.projectId === projectId);
  if (!check) throw notFound(`Check not found: ${checkId}`);
  return check;
}

export function findRun(store: Store, ownerId: string, deploymentId: string, runId: string): StoredCheckRun {
  const run = checkRunsOf(store).find(ownerId, (r) => r.id === runId && r.deploymentId === deploymentId);
  if (!run) throw notFound(`Check run not found: ${runId}`);
  return run;
}

/** What a hold is decided on: the deployment's identity, project and target. */
export interface HeldDeployment {
  id: string;
  ownerId: string;
  projectId: string;
  target: string | null;
  customEnvironmentId: string | null;
}

/**
 * The names of the checks that hold `deployment`'s promotion: checks of its project that block
 * its alias or promotion, for its target, whose run on it has not concluded with a pass (none yet,
 * queued, running, failed...). Empty when nothing holds it.
 */
export function promotionHolds(store: Store, deployment: HeldDeployment): string[] {
  const target = targetOf(deployment);
  return checksOf(store)
    .filter(
      deployment.ownerId,
      (check) =>
        check.projectId === deployment.projectId &&
        PROMOTION_BLOCKS.has(check.blocks) &&
        check.targets.includes(target),
    )
    .filter((check) => {
      const run = checkRunsOf(store).find(
        deployment.ownerId,
        (r) => r.checkId === check.id && r.deploymentId === deployment.id,
      );
      return !(run?.status === "completed" && run.conclusion && PASSING_CONCLUSIONS.has(run.conclusion));
    })
    .map((check) => check.name);
}

/** The target a check's `targets` name for a deployment: its custom environment, else production or preview. */
const targetOf = (deployment: HeldDeployment) =>
  deployment.customEnvironmentId ?? deployment.target ?? "preview";

/** A queued run of `check` on `deployment` (one run per check and deployment). */
export function queueRun(store: Store, check: StoredCheck, deployment: HeldDeployment): StoredCheckRun {
  const now = store.now();
  return checkRunsOf(store).insert(deployment.ownerId, {
    id: newId("crun_", 24),
    checkId: check.id,
    deploymentId: deployment.id,
    projectId: deployment.projectId,
    ownerId: deployment.ownerId,
    name: check.name,
    status: "queued",
    blocks: check.blocks,
    requires: check.requires,
    targets: check.targets,
    timeout: check.timeout,
    source: check.source,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * A new deployment gets a queued run of every check of its project for its target, as the platform
 * starts them at creation; the check's source reports on it (PATCH). A check added later gets its
 * run through `POST /v2/deployments/{id}/check-runs`.
 */
export function queueRunsAtCreation(store: Store, deployment: HeldDeployment): void {
  const target = targetOf(deployment);
  for (const check of checksOf(store).filter(
    deployment.ownerId,
    (c) => c.projectId === deployment.projectId && c.targets.includes(target),
  )) {
    queueRun(store, check, deployment);
  }
}
