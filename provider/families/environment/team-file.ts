// A project's `env` (one ProjectEnvironmentVariables resource) and `customEnvironments` in the
// team file. Variables name the project's custom environments; values may be stack secrets.
import { z } from "zod";
import { fieldsOf, Name, TextOrSecret, without } from "../../team-file/entries";
import type { Path } from "../../team-file/locate";
import type { Planner } from "../../team-file/planner";
import { nestedSection, type ParentScope } from "../../team-file/sections";
import { customEnvironmentDefinition } from "./custom-environment";
import { Variable } from "./env-variable";

/** The project's custom environments, by name, in its scope. */
export const CUSTOM_ENVIRONMENT = "custom environment";
const IN_PROJECT = " in this project";

export const EnvVariableEntry = Variable.omit(without("value", "customEnvironmentIds"))
  .extend({
    /** Plain text, or `{ secret: <config key> }`; a sensitive variable's value must be a secret. */
    value: TextOrSecret,
    /** Names of the project's `customEnvironments` the variable applies to. */
    customEnvironments: z
      .array(Name)
      .optional()
      .describe("Names of the project's customEnvironments the variable applies to"),
  })
  .refine((variable) => !(variable.sensitive === true && typeof variable.value === "string"), {
    path: ["value"],
    message: "a sensitive variable's value must come from a stack secret: { secret: <config key> }",
  });

export const CustomEnvironmentEntry = fieldsOf(customEnvironmentDefinition).omit(without("projectId"));

export const envSection = nestedSection({
  under: "projects",
  key: "env",
  needs: [CUSTOM_ENVIRONMENT],
  schema: z.array(EnvVariableEntry).optional().describe("The project's environment variables"),
  plan(env, project, planner) {
    if (env.length === 0) return;
    const environmentIds = (names: readonly string[] | undefined, path: Path) =>
      names?.map((name, i) => customEnvironmentId(planner, project, name, [...path, i]));
    planner.add({
      type: "ProjectEnvironmentVariables",
      id: project.name,
      at: project.at,
      rename: { variables: "env", customEnvironmentIds: "customEnvironments" },
      args: {
        projectId: project.id,
        variables: env.map(({ customEnvironments, ...variable }, v) => {
          const ids = environmentIds(customEnvironments, [...project.at, "env", v, "customEnvironments"]);
          return { ...variable, ...(ids ? { customEnvironmentIds: ids } : {}) };
        }),
      },
    });
  },
});

export const customEnvironmentsSection = nestedSection({
  under: "projects",
  key: "customEnvironments",
  declares: [CUSTOM_ENVIRONMENT],
  schema: z.array(CustomEnvironmentEntry).optional(),
  plan(environments, project, planner) {
    environments.forEach((environment, e) => {
      const ref = planner.add(
        {
          type: "CustomEnvironment",
          id: `${project.name}/${environment.name}`,
          at: [...project.at, "customEnvironments", e],
          args: { ...environment, projectId: project.id },
        },
        [...project.at, "customEnvironments", e, "name"],
      );
      if (ref) project.names(CUSTOM_ENVIRONMENT).set(environment.name, ref.key);
    });
  },
});

/** The reference to the project's custom environment `name` (a variable's, a project domain's). */
export function customEnvironmentId(planner: Planner, project: ParentScope, name: string, path: Path) {
  return planner.lookup(CUSTOM_ENVIRONMENT, project.names(CUSTOM_ENVIRONMENT), name, path, IN_PROJECT);
}
