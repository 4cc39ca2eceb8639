// The env area's wire shape.
import { sameShapeForVersions } from "../../present";
import { type StoredEnv } from "./store";
import { showValue, withListFields } from "../../env-values";

/** A stored variable on its way out; `decrypted` is the handler's say that the answer may show plaintext. */
export type ShownEnv = StoredEnv & { decrypted?: true };

/**
 * `projectId` is the store's parent link and `marketplaceResource` a link of the marketplace, not wire fields. A variable for every branch has no
 * `gitBranch` on the wire (the store keeps null for it).
 */
export const presentEnv = sameShapeForVersions(
  1,
  10,
  (
    { projectId: _projectId, marketplaceResource: _resource, decrypted, gitBranch, ...env }: ShownEnv,
    { operation },
  ) =>
    withListFields(
      showValue({ ...env, ...(gitBranch === null ? {} : { gitBranch }) }, decrypted === true),
      operation,
    ),
);
