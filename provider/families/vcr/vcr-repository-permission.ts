// VcrRepositoryPermission: shares a container registry repository with another team, whose members
// may then pull its images (never push). One grant per resource, keyed by the repository and the
// granted team, named by id or by slug. As the Terraform provider's (pulumiverse 5.4.1 lacks it):
// `projectId`, `repository` (id or name), `grantedTeamId` | `grantedTeamSlug`; every argument
// replaces. Id `<repositoryId>/<grantedTeamId>`; import `[team/]<projectId>/<repository>/<grantedTeamId>`.
import { z } from "zod";
import type { VcrRepositoryPermission } from "../../../schema/vcr";
import { undefinedIfNotFound } from "../../client/errors";
import { defineResource, type ResourceContext } from "../kit/definition";
import type { GrantedTeam } from "./vcr-api";

const Name = z.string().min(1, "must not be empty");

const PermissionInputs = z
  .strictObject({
    projectId: Name.describe(
      "The id of the project the repository belongs to; changing it replaces the permission.",
    ),
    repository: Name.describe("The repository, by id or name; changing it replaces the permission."),
    grantedTeamId: Name.optional().describe(
      "The id of the team whose members may pull the repository's images (never push); give it or `grantedTeamSlug`, not both. Changing it replaces the permission.",
    ),
    grantedTeamSlug: Name.optional().describe(
      "The slug of the team granted pull access, instead of `grantedTeamId`; changing it replaces the permission.",
    ),
  })
  .refine((inputs) => (inputs.grantedTeamId === undefined) !== (inputs.grantedTeamSlug === undefined), {
    path: ["grantedTeamId"],
    message: "give exactly one of grantedTeamId and grantedTeamSlug",
  });
export type PermissionInputs = z.infer<typeof PermissionInputs>;

export const PermissionOutputs = z.object({
  projectId: z.string(),
  repository: z.string(),
  grantedTeamId: z.string(),
  grantedTeamSlug: z.string(),
  repositoryId: z.string().describe("The repository's id, whichever way `repository` names it."),
});
export type PermissionOutputs = z.infer<typeof PermissionOutputs>;

const teamOf = (inputs: PermissionInputs): GrantedTeam =>
  inputs.grantedTeamId !== undefined
    ? { teamId: inputs.grantedTeamId }
    : { teamSlug: inputs.grantedTeamSlug ?? "" };

function outputs(
  projectId: string,
  repository: string,
  permission: VcrRepositoryPermission,
): PermissionOutputs {
  return {
    projectId,
    repository,
    grantedTeamId: permission.teamId,
    grantedTeamSlug: permission.teamSlug,
    repositoryId: permission.repositoryId,
  };
}

/** `[projectId/]repository/grantedTeamId`, the project taken from state when the id leaves it out. */
function parts(id: string, state: Partial<PermissionOutputs>) {
  const segments = id.split("/");
  const grantedTeamId = segments.pop() ?? "";
  const repository = segments.pop() ?? "";
  const projectId = segments.pop() ?? state.projectId ?? "";
  return { projectId, repository, grantedTeamId };
}

/** The grant as the platform lists it, or the client's "not found" when the team no longer has it. */
export async function findPermission(
  ctx: ResourceContext,
  projectId: string,
  repository: string,
  grantedTeam: string,
): Promise<VcrRepositoryPermission> {
  const permissions = await ctx.client.vcr.listPermissions(projectId, repository);
  const found = permissions.find((p) => p.teamId === grantedTeam || p.teamSlug === grantedTeam);
  if (!found)
    throw ctx.client.http.missing("/v1/vcr/repository/permissions", `Permission not found: ${grantedTeam}`);
  return found;
}

export const vcrRepositoryPermissionDefinition = defineResource<PermissionInputs, PermissionOutputs>({
  name: "VcrRepositoryPermission",
  description:
    "Shares a project's container registry repository with another team, whose members may then pull its images (never push).",
  inputs: PermissionInputs,
  outputs: PermissionOutputs,
  fields: {
    projectId: { replaceOnChange: true },
    repository: { replaceOnChange: true },
    // Read back as the team's id, whichever way the program named it: what an import generates.
    grantedTeamId: { replaceOnChange: true, computed: true, reported: true },
    grantedTeamSlug: { replaceOnChange: true, computed: true },
  },
  // Granting twice is one grant: the replacement must not be removed after it is made.
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: {
    segments: ["projectId", "repository", "grantedTeamId"],
    toId: ([projectId, repository, team]) => `${projectId}/${repository}/${team}`,
    canonical: (_ctx, _id, state) => `${state.repositoryId}/${state.grantedTeamId}`,
  },
  adopt: {
    key: "repository and granted team",
    async find(ctx, inputs) {
      const team = inputs.grantedTeamId ?? inputs.grantedTeamSlug ?? "";
      const found = await undefinedIfNotFound(findPermission(ctx, inputs.projectId, inputs.repository, team));
      return (
        found && {
          id: `${found.repositoryId}/${found.teamId}`,
          outputs: outputs(inputs.projectId, inputs.repository, found),
        }
      );
    },
  },

  async create(ctx, inputs) {
    const permission = await ctx.client.vcr.addPermission(
      inputs.projectId,
      inputs.repository,
      teamOf(inputs),
    );
    return {
      id: `${permission.repositoryId}/${permission.teamId}`,
      outputs: outputs(inputs.projectId, inputs.repository, permission),
    };
  },

  async read(ctx, id, state) {
    const { projectId, repository, grantedTeamId } = parts(id, state);
    const named = state.repository ?? repository;
    return outputs(projectId, named, await findPermission(ctx, projectId, named, grantedTeamId));
  },

  /** Never called with a change: every argument replaces. */
  async update(ctx, _id, olds) {
    return outputs(
      olds.projectId,
      olds.repository,
      await findPermission(ctx, olds.projectId, olds.repository, olds.grantedTeamId),
    );
  },

  async delete(ctx, _id, state) {
    await ctx.client.vcr.removePermission(state.projectId, state.repository, { teamId: state.grantedTeamId });
  },
});
