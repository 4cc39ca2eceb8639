// Public exports: the resource classes users instantiate in their programs.
import { bindResource } from "./dynamic/resource";
import { projectDefinition, type ProjectInputs, type ProjectOutputs } from "./resources/project";

export const Project = bindResource<ProjectInputs, ProjectOutputs>(projectDefinition);
export type Project = InstanceType<typeof Project>;
/** What `new Project(name, args)` takes: the inputs plus `teamId` and `adopt`, each a value or an Output. */
export type ProjectArgs = ConstructorParameters<typeof Project>[1];

export type { ResourceArgs } from "./dynamic/resource";
