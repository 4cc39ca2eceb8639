// Environment variables: a project's own, and the team's shared ones with their project links.
// A sensitive value never comes back: the program sets it as `valueWo` (written, never compared),
// so adopting the variable does not write it again.
import { targetsOf } from "../../families/environment/env-api";
import { family, type Listed } from "../types";

/** What a sensitive variable's program sets instead of the value it cannot read. */
const SENSITIVE: Pick<Listed, "unreadable" | "omit"> = { unreadable: ["valueWo"], omit: ["value"] };

export const projectVariables = family(
  "Project",
  (client, projectId) => client.env.list(projectId),
  (env, projectId) => ({
    type: "ProjectEnvironmentVariable",
    importId: `${projectId}/${env.id}`,
    label: `${env.key} (${[...targetsOf(env), ...(env.customEnvironmentIds ?? [])].join(", ")})`,
    ...(env.type === "sensitive" ? SENSITIVE : {}),
  }),
);

export const sharedVariables = family(
  undefined,
  (client) => client.sharedEnv.list(),
  (env) => ({
    type: "SharedEnvironmentVariable",
    importId: env.id,
    label: `${env.key} (${env.target.join(", ")})`,
    ...(env.type === "sensitive" ? SENSITIVE : {}),
  }),
);

export const sharedVariableLinks = family(
  "SharedEnvironmentVariable",
  async (client, variableId) => {
    const variable = await client.sharedEnv.get(variableId);
    return (variable.projectId ?? []).map((projectId) => ({ key: variable.key, projectId }));
  },
  ({ key, projectId }, variableId) => ({
    type: "SharedEnvironmentVariableProjectLink",
    importId: `${variableId}/${projectId}`,
    label: `${key} in ${projectId}`,
  }),
);
