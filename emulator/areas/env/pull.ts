// `vercel env pull` and `vercel link` read a project's variables for one environment, decrypted,
// as one `KEY: value` map: GET /v3/env/pull/:projectId/:target[/:gitBranch]. The target is a system
// environment or a custom environment (slug or id); a variable for the branch given overrides
// the one for every branch with the same key.
import { z } from "zod";
import { ENV_TARGETS, EnvPullResponse, type EnvTarget } from "../../../schema/env";
import { showValue } from "../../env-values";
import { envReachable } from "../integrations/store";
import { defineRoute, ok, type HandlerContext, type Reply } from "../../route";
import { findEnvironment } from "../custom-environments/store";
import { findProject } from "../projects/store";
import { type StoredEnv, envOf } from "./store";

/** What the CLI adds to say which command pulled (`vercel-cli:env:pull`); it changes nothing. */
const PullQuery = z.object({ source: z.string().optional() });

type PullContext = HandlerContext<unknown, undefined, z.output<typeof PullQuery>>;

const isSystemTarget = (target: string): target is EnvTarget =>
  (ENV_TARGETS as readonly string[]).includes(target);

/** Which variables a target names: a system environment, else a custom one (404 when none is). */
function inEnvironment(
  { store, ownerId }: PullContext,
  projectId: string,
  target: string,
): (env: StoredEnv) => boolean {
  if (isSystemTarget(target)) return (env) => env.target.includes(target);
  const { id } = findEnvironment(store, ownerId, projectId, target);
  return (env) => env.customEnvironmentIds.includes(id);
}

function pull(
  context: PullContext,
  projectIdOrName: string,
  target: string,
  gitBranch: string | undefined,
): Reply {
  const { store, ownerId, integrationConfigurationId } = context;
  const project = findProject(store, ownerId, projectIdOrName);
  const targeted = inEnvironment(context, project.id, target);
  const reachable = envReachable(store, integrationConfigurationId, "read");
  const variables = envOf(store)
    .list(ownerId)
    .filter(
      (env) =>
        env.projectId === project.id &&
        reachable(env) &&
        targeted(env) &&
        (env.gitBranch === null || env.gitBranch === gitBranch),
    )
    // Every-branch variables first, so a branch's own value for the same key is the one kept.
    .sort((a, b) => Number(a.gitBranch !== null) - Number(b.gitBranch !== null));
  const body: EnvPullResponse = { env: {} };
  for (const env of variables) body.env[env.key] = showValue(env, true).value ?? "";
  return ok(body);
}

const pullForTarget = defineRoute({
  method: "GET",
  paths: "/v3/env/pull/:projectId/:target",
  query: PullQuery,
  response: EnvPullResponse,
  handle: (context) => pull(context, context.params.projectId, context.params.target, undefined),
});

const pullForBranch = defineRoute({
  method: "GET",
  paths: "/v3/env/pull/:projectId/:target/:gitBranch",
  query: PullQuery,
  response: EnvPullResponse,
  handle: (context) =>
    pull(context, context.params.projectId, context.params.target, context.params.gitBranch),
});

export const pullRoutes = [pullForTarget, pullForBranch];
