// The shared-env area's wire shape: values shown by the same rule as project variables (env-values.ts).
import { sameShapeForVersions } from "../../present";
import { showValue } from "../../env-values";
import { type StoredSharedEnv } from "./store";

export type ShownSharedEnv = StoredSharedEnv & { decrypted?: true };

/** Plaintext only on the decrypted read, and never for a sensitive variable. */
export const presentSharedEnv = sameShapeForVersions(1, 1, ({ decrypted, ...env }: ShownSharedEnv) =>
  showValue(env, decrypted === true),
);
