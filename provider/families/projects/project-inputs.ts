// Project's input and output schemas and its per-field diff semantics, derived from the mapping
// table (project-options.ts) plus the arguments with their own endpoints: `name`, `gitRepository`
// (project-git.ts) and `environment` (project-environment.ts).
import { z } from "zod";
import { ProjectName } from "../../../schema/projects";
import type { FieldMap } from "../../reconcile/fields";
import { ENVIRONMENT_FIELDS, EnvironmentInput, EnvironmentOutput } from "./project-environment";
import { GIT_REPOSITORY_FIELDS, GitRepositoryInput, GitRepositoryOutput } from "./project-git";
import { PROJECT_OPTION_KEYS, PROJECT_OPTIONS } from "./project-options";

type Options = typeof PROJECT_OPTIONS;
type OptionShape = { [K in keyof Options]: z.ZodOptional<Options[K]["input"]> };

const optionShape = Object.fromEntries(
  PROJECT_OPTION_KEYS.map((key) => [key, PROJECT_OPTIONS[key].input.optional()]),
) as OptionShape;

const InputShape = z.strictObject({
  name: ProjectName,
  ...optionShape,
  gitRepository: GitRepositoryInput.optional(),
  environment: EnvironmentInput.optional(),
});

export const ProjectInputs = InputShape.refine(
  (inputs) => !(inputs.serverlessFunctionRegion && inputs.resourceConfig?.functionDefaultRegions),
  {
    path: ["serverlessFunctionRegion"],
    message: "conflicts with resourceConfig.functionDefaultRegions (it is deprecated: set only the regions)",
  },
);
export type ProjectInputs = z.infer<typeof ProjectInputs>;

// Built on the unrefined shape: zod refuses to overwrite keys of a refined object.
export const ProjectOutputs = InputShape.extend({
  // Answers may carry values newer than this client's lists: report them as they are.
  framework: z.string().optional(),
  buildMachineType: z.string().optional(),
  nodeVersion: z.string(),
  gitRepository: GitRepositoryOutput.optional(),
  environment: EnvironmentOutput.optional(),
  passwordProtection: z.object({ deploymentType: z.string(), password: z.string().optional() }).optional(),
  /** The team or user that owns the project. */
  accountId: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
});
export type ProjectOutputs = z.infer<typeof ProjectOutputs>;

/** Every option's semantics under its argument's name ("" is the argument itself). */
export const PROJECT_FIELDS: FieldMap = {
  ...Object.fromEntries(
    PROJECT_OPTION_KEYS.flatMap((key) =>
      Object.entries(PROJECT_OPTIONS[key].fields ?? {}).map(([part, semantics]) => [
        `${key}${part}`,
        semantics,
      ]),
    ),
  ),
  ...GIT_REPOSITORY_FIELDS,
  ...ENVIRONMENT_FIELDS,
};
