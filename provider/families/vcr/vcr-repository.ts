// VcrRepository: a container registry repository of a project, where images are pushed to and
// pulled from `<registry host>/<team slug>/<project name>/<name>` with Docker-compatible tooling
// (the output `url`). Arguments as @pulumiverse/vercel 5.4.1 and the Terraform provider name them;
// the platform has no update, so both arguments replace. Import `[team/]<projectId>/<name>`.
import { z } from "zod";
import { RepositoryName, type VcrRepository } from "../../../schema/vcr";
import type { Owner } from "../../client";
import { childIds } from "../environment/env-variable";
import { defineResource, type ResourceContext } from "../kit/definition";

const VcrRepositoryInputs = z.strictObject({
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe("The id of the project the repository belongs to; changing it replaces the repository."),
  name: RepositoryName.describe(
    "The repository's name, unique in the project: up to 128 lowercase letters and digits, with single `.`, `_` or `-` between them; the resource name in lower case plus `-<7 hex digits>` when omitted. Changing it replaces the repository.",
  ),
});
export type VcrRepositoryInputs = z.infer<typeof VcrRepositoryInputs>;

// getVcrRepository's result reuses these outputs: `name` carries the input's description.
export const VcrRepositoryOutputs = VcrRepositoryInputs.extend({
  name: z.string().describe(VcrRepositoryInputs.shape.name.description ?? ""),
  url: z
    .string()
    .describe(
      "Where images are pushed and pulled, `<registry host>/<team slug>/<project name>/<name>`: what `docker push` and `docker pull` take.",
    ),
});
export type VcrRepositoryOutputs = z.infer<typeof VcrRepositoryOutputs>;

/** The owner's part of a repository's address: the team's slug (a personal account's id). */
const ownerSlug = (owner: Owner): string => (owner.kind === "team" ? owner.slug : owner.id);

export async function vcrRepositoryOutputs(
  ctx: ResourceContext,
  repository: VcrRepository,
): Promise<VcrRepositoryOutputs> {
  const project = await ctx.client.projects.get(repository.projectId);
  return {
    projectId: repository.projectId,
    name: repository.name,
    url: `${ctx.client.vcr.registryHost}/${ownerSlug(ctx.owner)}/${project.name}/${repository.name}`,
  };
}

export const vcrRepositoryDefinition = defineResource<
  VcrRepositoryInputs,
  VcrRepositoryOutputs,
  Record<never, never>,
  "name"
>({
  name: "VcrRepository",
  description:
    "A container registry repository of a project, which images are pushed to and pulled from with Docker-compatible tools at its `url`.",
  autoName: { field: "name", maxLength: 128, lowercase: true },
  inputs: VcrRepositoryInputs,
  outputs: VcrRepositoryOutputs,
  fields: { projectId: { replaceOnChange: true }, name: { replaceOnChange: true } },
  // A name is unique in its project: the replacement must free it first.
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: {
    segments: ["projectId", "name"],
    toId: ([projectId, name]) => `${projectId}/${name}`,
    // Create stores the repository's id (its project is in state), however the import named it.
    canonical: async (ctx, id, outputs) => {
      const { parent: projectId, child } = childIds(id, outputs.projectId);
      return (await ctx.client.vcr.get(projectId, child)).id;
    },
  },
  adopt: {
    key: "projectId and name",
    async find(ctx, inputs) {
      const found = (await ctx.client.vcr.list(inputs.projectId)).find((r) => r.name === inputs.name);
      return found && { id: found.id, outputs: await vcrRepositoryOutputs(ctx, found) };
    },
  },

  async create(ctx, inputs) {
    const repository = await ctx.client.vcr.create(inputs.projectId, inputs.name);
    return { id: repository.id, outputs: await vcrRepositoryOutputs(ctx, repository) };
  },

  async read(ctx, id, state) {
    const { parent: projectId, child } = childIds(id, state.projectId);
    return vcrRepositoryOutputs(ctx, await ctx.client.vcr.get(projectId, child));
  },

  /** Never called with a change: every argument replaces. */
  async update(ctx, id, olds) {
    return vcrRepositoryOutputs(ctx, await ctx.client.vcr.get(olds.projectId, id));
  },

  async delete(ctx, id, state) {
    await ctx.client.vcr.delete(state.projectId, id);
  },
});
