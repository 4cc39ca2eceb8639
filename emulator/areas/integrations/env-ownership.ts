// `project-env-vars` reaches the variables the integration owns (those its token created, which
// carry its `configurationId`); `global-project-env-vars` reaches all of them. The route table lets
// either scope in (route-scopes.ts); this narrows what the env handlers show and change.
import type { AccessLevel } from "../../../schema/integrations";
import type { Store } from "../../store";
import { findConfiguration } from "./records";
import { allows } from "./scopes";

export type EnvFilter = (env: { configurationId?: string | null | undefined }) => boolean;

const everyVariable: EnvFilter = () => true;

/** The variables a caller may reach at `level`: all of them, unless an integration lacks the global scope. */
export function envReachable(
  store: Store,
  configurationId: string | undefined,
  level: AccessLevel,
): EnvFilter {
  if (configurationId === undefined) return everyVariable;
  const configuration = findConfiguration(store, configurationId);
  if (configuration && allows(configuration.scopes, { scope: "global-project-env-vars", level }))
    return everyVariable;
  return (env) => env.configurationId === configurationId;
}
