// The custom-environments area's wire shape.
import { sameShapeForVersions } from "../../present";
import { type StoredCustomEnvironment } from "./store";

/**
 * The unversioned list (0), v1 and v9 answer the same shape; `projectId` is the store's parent
 * link, not a wire field.
 */
export const presentCustomEnvironment = sameShapeForVersions(
  0,
  9,
  ({ projectId: _projectId, ...environment }: StoredCustomEnvironment) => ({
    ...environment,
    domains: [],
    currentDeploymentAliases: [],
  }),
);
