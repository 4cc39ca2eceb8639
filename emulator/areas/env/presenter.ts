// The env area's wire shape.
import { sameShapeForVersions } from "../../present";
import { type StoredEnv } from "./store";
import { showValue, withListFields } from "../../env-values";

/** A stored variable on its way out; `decrypted` is the handler's say that the answer may show plaintext. */
export type ShownEnv = StoredEnv & { decrypted?: true };

/**
 * `projectId` is the store's parent link, `marketplaceResource` and `blobConnection` links of the marketplace and of
 * Blob, not wire fields. A variable for every branch has no
 * `gitBranch` on the wire (the store keeps null for it).
 */
export const presentEnv = sameShapeForVersions(
  1,
  10,
  (
    {
      projectId: _projectId,
      marketplaceResource: _resource,
      blobConnection: _connection,
      blobStoreId,
      decrypted,
      gitBranch,
      ...env
    }: ShownEnv,
    { operation },
  ) =>
    withListFields(
      showValue(
        {
          ...env,
          ...(gitBranch === null ? {} : { gitBranch }),
          // A Blob store's token says so (@vercel/sdk's env models: ContentHint `blob-read-write-token`).
          ...(blobStoreId ? { contentHint: { type: "blob-read-write-token", storeId: blobStoreId } } : {}),
        },
        decrypted === true,
      ),
      operation,
    ),
);
