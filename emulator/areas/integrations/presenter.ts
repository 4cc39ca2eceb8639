// The integrations area's wire shape: a stored configuration as the catalogue routes answer it.
import type { IntegrationConfiguration } from "../../../schema/integrations";
import { sameShapeForVersions } from "../../present";
import type { StoredConfiguration } from "./records";

/** The wire shape: pending scope changes, the reported plan and finalization are the emulator's bookkeeping. */
export const presentConfiguration = sameShapeForVersions(
  1,
  1,
  ({
    pendingScopes: _pending,
    billingPlan: _plan,
    finalizedAt: _finalized,
    ...configuration
  }: StoredConfiguration): IntegrationConfiguration => ({
    ...configuration,
    projectSelection: configuration.projectSelection ?? "all",
    ...(configuration.projectSelection === "selected" ? { projects: configuration.projects ?? [] } : {}),
    source: "external",
    type: "integration-configuration",
    completedAt: configuration.createdAt,
  }),
);
