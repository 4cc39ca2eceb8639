// Public exports: the resource classes users instantiate in their programs.
import { bindResource } from "./dynamic/resource";
import { projectDefinition, type ProjectInputs, type ProjectOutputs } from "./resources/project";

export const Project = bindResource<ProjectInputs, ProjectOutputs>(projectDefinition);
export type Project = InstanceType<typeof Project>;
export type ProjectArgs = ProjectInputs;

export type { ResourceArgs } from "./dynamic/resource";
