// The env area's wire shape.
import { sameShapeForVersions } from "../../present";
import { type StoredEnv } from "./store";
import { showValue } from "../../env-values";

/** A stored variable on its way out; `decrypted` is the handler's say that the answer may show plaintext. */
export type ShownEnv = StoredEnv & { decrypted?: true };

/** `projectId` is the store's parent link, not a wire field. */
export const presentEnv = sameShapeForVersions(
  1,
  10,
  ({ projectId: _projectId, decrypted, ...env }: ShownEnv) => showValue(env, decrypted === true),
);
