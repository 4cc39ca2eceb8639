// The shared-env area's wire shape: values shown by the same rule as project variables (env-values.ts).
import { sameShapeForVersions } from "../../present";
import { showValue, withListFields } from "../../env-values";
import { type StoredSharedEnv } from "./store";

export type ShownSharedEnv = StoredSharedEnv & { decrypted?: true };

/**
 * Plaintext only on the decrypted read, and never for a sensitive variable. `created` is the
 * creation time again, as an ISO date (api-contract §6.4; list items require it).
 */
export const presentSharedEnv = sameShapeForVersions(
  1,
  1,
  ({ decrypted, ...env }: ShownSharedEnv, { operation }) =>
    withListFields(
      showValue({ ...env, created: new Date(env.createdAt).toISOString() }, decrypted === true),
      operation,
    ),
);
