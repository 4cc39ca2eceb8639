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
  PROJECT_OPTION_KEYS.map((key) => [
    key,
    PROJECT_OPTIONS[key].input.optional().describe(PROJECT_OPTIONS[key].description),
  ]),
) as OptionShape;

const InputShape = z.strictObject({
  name: ProjectName.describe(
    "The project's name, unique in the team: up to 100 lowercase letters, digits, `.`, `_` and `-`, never `---`; the resource's name with a random suffix when omitted. A new name renames the project.",
  ),
  ...optionShape,
  gitRepository: GitRepositoryInput.optional().describe(
    "The git repository connected to the project, whose pushes deploy it; a new repository is connected in place of the old one, and omitting it disconnects the repository.",
  ),
  environment: EnvironmentInput.optional().describe(
    "Environment variables the resource manages, a set: omitted manages none, `[]` removes the ones it managed; the project's other variables are left alone. Secret.",
  ),
});

/** An input's description, for an output that reports it under a wider type (getProject shows it). */
const asInput = (key: keyof typeof InputShape.shape) => InputShape.shape[key].description ?? "";

export const ProjectInputs = InputShape.refine(
  (inputs) => !(inputs.serverlessFunctionRegion && inputs.resourceConfig?.functionDefaultRegions),
  {
    path: ["serverlessFunctionRegion"],
    message: "conflicts with resourceConfig.functionDefaultRegions (it is deprecated: set only the regions)",
  },
);
export type ProjectInputs = z.infer<typeof ProjectInputs>;

const passwordProtectionInput = PROJECT_OPTIONS.passwordProtection.input.shape;

// Built on the unrefined shape: zod refuses to overwrite keys of a refined object.
export const ProjectOutputs = InputShape.extend({
  // Answers may carry values newer than this client's lists: report them as they are.
  framework: z.string().optional().describe(asInput("framework")),
  buildMachineType: z.string().optional().describe(asInput("buildMachineType")),
  nodeVersion: z.string().describe(asInput("nodeVersion")),
  gitRepository: GitRepositoryOutput.optional().describe(asInput("gitRepository")),
  environment: EnvironmentOutput.optional().describe(asInput("environment")),
  passwordProtection: z
    .object({
      deploymentType: z.string().describe(passwordProtectionInput.deploymentType.description ?? ""),
      password: z
        .string()
        .optional()
        .describe(passwordProtectionInput.password.description ?? ""),
    })
    .optional()
    .describe(asInput("passwordProtection")),
  accountId: z.string().describe("The id of the team (or user) that owns the project."),
  createdAt: z.number().describe("When the project was created, in epoch milliseconds."),
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
