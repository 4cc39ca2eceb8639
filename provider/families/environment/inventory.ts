// A project's custom environments and variables, and the team's shared variables with their
// project links. A sensitive value never comes back: the program sets it as `valueWo` (written,
// never compared), so adopting the variable does not write it again.
import { reader, type Listed } from "../../inventory/types";
import { targetsOf } from "./env-api";

/** What a sensitive variable's program sets instead of the value it cannot read. */
const SENSITIVE: Pick<Listed, "unreadable" | "omit"> = { unreadable: ["valueWo"], omit: ["value"] };

export const customEnvironments = reader({
  types: ["CustomEnvironment"],
  parent: "Project",
  list: (client, projectId) => client.customEnvironments.list(projectId),
  toListed: (environment, projectId) => ({
    type: "CustomEnvironment",
    importId: `${projectId}/${environment.id}`,
    label: environment.slug,
  }),
});

export const projectVariables = reader({
  types: ["ProjectEnvironmentVariable"],
  parent: "Project",
  after: ["CustomEnvironment"],
  // A variable a store connection writes (its `contentHint` names the store) is the connection's.
  list: async (client, projectId) => (await client.env.list(projectId)).filter((env) => !env.contentHint),
  toListed: (env, projectId) => ({
    type: "ProjectEnvironmentVariable",
    importId: `${projectId}/${env.id}`,
    label: `${env.key} (${[...targetsOf(env), ...(env.customEnvironmentIds ?? [])].join(", ")})`,
    ...(env.type === "sensitive" ? SENSITIVE : {}),
  }),
});

export const sharedVariables = reader({
  types: ["SharedEnvironmentVariable"],
  list: (client) => client.sharedEnv.list(),
  toListed: (env) => ({
    type: "SharedEnvironmentVariable",
    importId: env.id,
    label: `${env.key} (${env.target.join(", ")})`,
    ...(env.type === "sensitive" ? SENSITIVE : {}),
  }),
});

export const sharedVariableLinks = reader({
  types: ["SharedEnvironmentVariableProjectLink"],
  parent: "SharedEnvironmentVariable",
  list: async (client, variableId) => {
    const variable = await client.sharedEnv.get(variableId);
    return (variable.projectId ?? []).map((projectId) => ({ key: variable.key, projectId }));
  },
  toListed: ({ key, projectId }, variableId) => ({
    type: "SharedEnvironmentVariableProjectLink",
    importId: `${variableId}/${projectId}`,
    label: `${key} in ${projectId}`,
  }),
});
