// A project's `security` block as far as the emulator keeps it: attack challenge mode. The firewall
// area switches it (POST /v1/security/attack-mode); the platform switches it off by itself when
// `attackModeActiveUntil` has passed (pulumiverse's AttackChallengeMode: "enabled drifts to false"),
// which the emulator does on its controllable clock whenever the project is looked at.
import { emulatorNow } from "../../clock";
import type { Store } from "../../store";
import { saveProject, type StoredProject } from "./store";

/** The project with an expired attack mode switched off (and saved); otherwise as it was. */
export function settleAttackMode(store: Store, project: StoredProject): StoredProject {
  const until = project.security?.attackModeActiveUntil;
  if (!project.security?.attackModeEnabled || typeof until !== "number" || until > emulatorNow(store)) {
    return project;
  }
  return saveProject(store, project.accountId, {
    ...project,
    security: {
      ...project.security,
      attackModeEnabled: false,
      attackModeActiveUntil: null,
      attackModeUpdatedAt: until,
    },
  });
}

/** Switches attack mode; `activeUntil` null keeps it on until it is switched off. */
export function setAttackMode(
  store: Store,
  project: StoredProject,
  enabled: boolean,
  activeUntil: number | null,
): StoredProject {
  return saveProject(store, project.accountId, {
    ...project,
    security: {
      ...project.security,
      attackModeEnabled: enabled,
      attackModeActiveUntil: enabled ? activeUntil : null,
      attackModeUpdatedAt: emulatorNow(store),
    },
  });
}
