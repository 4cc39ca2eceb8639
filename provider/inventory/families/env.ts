// Environment variables: a project's own, and the team's shared ones with their project links.
// A sensitive value never comes back: the program sets it as `valueWo` (written, never compared),
// so adopting the variable does not write it again.
import { targetsOf } from "../../client/env";
import type { Family, Listed } from "../types";

/** What a sensitive variable's program sets instead of the value it cannot read. */
const SENSITIVE: Pick<Listed, "unreadable" | "omit"> = { unreadable: ["valueWo"], omit: ["value"] };

export const projectVariables: Family = {
  parent: "Project",
  async list(client, projectId) {
    const all = await client.env.list(projectId);
    return all.map((env) => ({
      type: "ProjectEnvironmentVariable",
      importId: `${projectId}/${env.id}`,
      label: `${env.key} (${[...targetsOf(env), ...(env.customEnvironmentIds ?? [])].join(", ")})`,
      ...(env.type === "sensitive" ? SENSITIVE : {}),
    }));
  },
};

export const sharedVariables: Family = {
  async list(client) {
    const all = await client.sharedEnv.list();
    return all.map((env) => ({
      type: "SharedEnvironmentVariable",
      importId: env.id,
      label: `${env.key} (${env.target.join(", ")})`,
      ...(env.type === "sensitive" ? SENSITIVE : {}),
    }));
  },
};

export const sharedVariableLinks: Family = {
  parent: "SharedEnvironmentVariable",
  async list(client, variableId) {
    const variable = await client.sharedEnv.get(variableId);
    return (variable.projectId ?? []).map((projectId) => ({
      type: "SharedEnvironmentVariableProjectLink",
      importId: `${variableId}/${projectId}`,
      label: `${variable.key} in ${projectId}`,
    }));
  },
};
