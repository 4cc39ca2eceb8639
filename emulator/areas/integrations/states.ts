// The states of a configuration (second seed, "States and transitions"):
//   active   --installing owner leaves the team-->            disabled
//   disabled --30 days without an ownership transfer-->      deleted (integration-configuration.removed)
//   disabled --re-activation (owner back, or transfer)-->    active (paused webhooks resume)
// Time is the emulator's clock, so the 30 days pass with `POST /_emulator/clock`. `refreshStates`
// runs before every platform request and after membership and clock changes.
import { conflict } from "../../errors";
import { emulatorNow } from "../../clock";
import { findTeam } from "../identity/store";
import type { Store } from "../../store";
import { emitEvent, resumeDeliveries } from "./events";
import {
  allConfigurations,
  configurationsOf,
  INTEGRATIONS_OWNER,
  saveConfiguration,
  type StoredConfiguration,
} from "./records";

export const DELETE_DISABLED_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

function ownerIsMember(store: Store, configuration: StoredConfiguration): boolean {
  if (configuration.teamId === null) return true;
  return findTeam(store, configuration.teamId)?.memberIds.includes(configuration.userId) ?? false;
}

/** Disable what lost its owner, delete what stayed disabled for 30 days. Inside a transaction. */
export function refreshStates(store: Store): void {
  const now = emulatorNow(store);
  for (const configuration of allConfigurations(store)) {
    if (configuration.disabledAt === undefined && !ownerIsMember(store, configuration)) {
      saveConfiguration(store, {
        ...configuration,
        disabledAt: now,
        disabledReason: "original-owner-left-the-team",
        updatedAt: now,
      });
    } else if (
      configuration.disabledAt !== undefined &&
      configuration.disabledReason === "original-owner-left-the-team" &&
      now - configuration.disabledAt >= DELETE_DISABLED_AFTER_MS
    ) {
      removeConfiguration(store, configuration);
    }
  }
}

/** Re-activation: `userId` (a team member) takes ownership, or the original owner is back. */
export function reactivate(
  store: Store,
  configuration: StoredConfiguration,
  userId?: string,
): StoredConfiguration {
  const owned = { ...configuration, userId: userId ?? configuration.userId };
  if (!ownerIsMember(store, owned)) {
    throw conflict(
      `User ${owned.userId} is not a member of ${configuration.teamId}: transfer the configuration to a member`,
    );
  }
  delete owned.disabledAt;
  delete owned.disabledReason;
  const saved = saveConfiguration(store, { ...owned, updatedAt: emulatorNow(store) });
  resumeDeliveries(store, configuration.id);
  return saved;
}

/** Uninstall: the event goes out (also while disabled), then the configuration and its tokens go. */
export function removeConfiguration(store: Store, configuration: StoredConfiguration): void {
  emitEvent(store, {
    ownerId: configuration.ownerId,
    type: "integration-configuration.removed",
    payload: {
      configuration: {
        id: configuration.id,
        integrationId: configuration.integrationId,
        projectSelection: configuration.projectSelection ?? "all",
        projects: configuration.projects ?? [],
      },
    },
  });
  configurationsOf(store).remove(INTEGRATIONS_OWNER, configuration.id);
}
