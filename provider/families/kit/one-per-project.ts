// Resources of which a project has exactly one (its redirect set, its routing rules, its firewall,
// its observability and flag settings): the resource's id is the project's, its import id is
// `[team/]projectId` (as the Terraform provider's), adopt finds it by the project, and another
// project's is another object, so a replace makes the new one before deleting the old.
import type { Created, ResourceContext } from "./definition";

export function onePerProject<Inputs extends { projectId: string }, Outputs>(
  /** The project's object as it is now, or undefined when the project has none to take over. */
  find: (ctx: ResourceContext, inputs: Inputs) => Promise<Created<Outputs> | undefined>,
) {
  return {
    deleteBeforeReplace: false,
    importId: { segments: ["projectId"], toId: ([projectId]: readonly string[]) => projectId ?? "" },
    adopt: { key: "projectId", find },
  };
}
