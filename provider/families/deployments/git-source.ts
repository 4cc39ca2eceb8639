// A deployment of a Git ref (`ref`, as the Terraform provider's vercel_deployment): the platform
// builds the project's linked repository at that branch or commit. The request names the
// repository as @vercel/sdk's gitSource forms do, from the project's link.
import type { ProjectLink } from "../../../schema/projects";

/** The create request's `gitSource` for `ref` of the project's linked repository. */
export function gitSourceFor(
  projectId: string,
  link: ProjectLink | undefined,
  ref: string,
): Record<string, unknown> {
  switch (link?.type) {
    case "github":
      return { type: "github", ref, org: link.org, repo: link.repo };
    case "gitlab":
      return {
        type: "gitlab",
        ref,
        projectId: link["projectId"] ?? `${link.projectNamespace}/${link.projectName}`,
      };
    case "bitbucket":
      return { type: "bitbucket", ref, owner: link.owner, slug: link.slug };
    default:
      throw new Error(
        `Deployment of project ${projectId}: ref: the project has no Git repository linked (set the Project's gitRepository), so a ref cannot be deployed`,
      );
  }
}
