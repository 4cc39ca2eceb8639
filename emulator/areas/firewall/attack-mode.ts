// Attack challenge mode (@vercel/sdk's updateAttackChallengeMode; the Terraform provider's
// vercel_attack_challenge_mode): POST /v1/security/attack-mode `{ projectId, attackModeEnabled,
// attackModeActiveUntil? }` switches it for one project; the project answers the state in its
// `security` block, and switches it off by itself once `attackModeActiveUntil` has passed
// (projects/security.ts).
import { AttackModeRequest, AttackModeResponse } from "../../../schema/attack-mode";
import { emulatorNow } from "../../clock";
import { badRequest } from "../../errors";
import { defineRoute, ok } from "../../route";
import { findProject, setAttackMode, settleAttackMode } from "../projects/store";

const update = defineRoute({
  method: "POST",
  paths: "/v1/security/attack-mode",
  body: AttackModeRequest,
  response: AttackModeResponse,
  handle: ({ store, ownerId, body }) => {
    const project = settleAttackMode(store, findProject(store, ownerId, body.projectId));
    const until = body.attackModeActiveUntil ?? null;
    if (body.attackModeEnabled && until !== null && until <= emulatorNow(store)) {
      throw badRequest(
        `Invalid request: "attackModeActiveUntil" must be in the future (epoch milliseconds), got ${until}`,
      );
    }
    const saved = setAttackMode(store, project, body.attackModeEnabled, until);
    return ok({
      attackModeEnabled: saved.security?.attackModeEnabled ?? false,
      attackModeUpdatedAt: saved.security?.attackModeUpdatedAt ?? emulatorNow(store),
    });
  },
});

export const attackModeRoutes = [update];
