// Projects and their domains: the Project and ProjectDomain classes and getProject.
import { bindResource } from "../dynamic/resource";
import { bindFunction } from "../functions/invoke";
import { getProjectFunction } from "../families/projects/lookups";
import { projectDefinition, type ProjectInputs, type ProjectOutputs } from "../families/projects/project";
import {
  projectDomainDefinition,
  type ProjectDomainInputs,
  type ProjectDomainOutputs,
} from "../families/projects/project-domain";

export const Project = bindResource<ProjectInputs, ProjectOutputs>(projectDefinition);
export type Project = InstanceType<typeof Project>;
/** What `new Project(name, args)` takes: the inputs plus `teamId` and `adopt`, each a value or an Output. */
export type ProjectArgs = ConstructorParameters<typeof Project>[1];

export const ProjectDomain = bindResource<ProjectDomainInputs, ProjectDomainOutputs>(projectDomainDefinition);
export type ProjectDomain = InstanceType<typeof ProjectDomain>;
export type ProjectDomainArgs = ConstructorParameters<typeof ProjectDomain>[1];

const project = bindFunction(getProjectFunction);
/** A project by name or id, in `teamId` or the provider's team. */
export const getProject = project.direct;
export const getProjectOutput = project.output;
