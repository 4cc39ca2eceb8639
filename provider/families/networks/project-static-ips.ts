// ProjectStaticIps: a project's static IPs: its production and preview environments run on the
// platform's shared network of each of `regions` (a set, at most 3), so their traffic leaves from
// fixed addresses; `builds` runs its builds there too (default false). Both change in place;
// another project replaces it; delete turns static IPs off. A project on a team's Secure Compute
// network cannot have them (the platform refuses). Read from the project's `connectConfigurations`:
// the links to networks that are not the team's. Adopted by project; import `[team/]<projectId>`.
import { z } from "zod";
import { MAX_STATIC_IP_REGIONS } from "../../../schema/network-rules";
import type { ConnectConfiguration } from "../../../schema/networks";
import { AlreadyExistsError, defineResource, type ResourceContext } from "../kit/definition";
import { Region } from "./rules";

const ProjectStaticIpsInputs = z.strictObject({
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe(
      "The id of the project that gets static IPs; it must not run on a Secure Compute network of the team. Another project replaces the resource.",
    ),
  regions: z
    .array(Region)
    .min(1, "must hold at least one region (delete the resource to turn static IPs off)")
    .max(MAX_STATIC_IP_REGIONS, `must hold at most ${MAX_STATIC_IP_REGIONS} regions`)
    .refine((regions) => new Set(regions).size === regions.length, "must not repeat a region")
    .describe(
      "The platform regions (such as `iad1`) whose fixed addresses the project's production and preview traffic leaves from, 1 to 3, each once, in any order.",
    ),
  builds: z
    .boolean()
    .optional()
    .describe("Whether the project's builds also run with the static IPs; false when omitted."),
});
type ProjectStaticIpsInputs = z.infer<typeof ProjectStaticIpsInputs>;

const ProjectStaticIpsOutputs = ProjectStaticIpsInputs.extend({
  connectConfigurationIds: z
    .array(z.string())
    .describe("The ids of the platform's shared networks the project runs on, one per region."),
});
type ProjectStaticIpsOutputs = z.infer<typeof ProjectStaticIpsOutputs>;

function outputsOf(projectId: string, links: readonly ConnectConfiguration[]): ProjectStaticIpsOutputs {
  return {
    projectId,
    regions: [...new Set(links.map((link) => link.dc ?? ""))].filter(Boolean).sort(),
    builds: links.some((link) => link.buildsEnabled),
    connectConfigurationIds: [...new Set(links.map((link) => link.connectConfigurationId))].sort(),
  };
}

/** The project's links to the platform's shared networks (not to networks of the team). */
async function sharedLinks(ctx: ResourceContext, projectId: string): Promise<ConnectConfiguration[]> {
  const project = await ctx.client.projects.get(projectId);
  const links = project.connectConfigurations ?? [];
  if (links.length === 0) return [];
  const teamNetworks = new Set((await ctx.client.networks.networks()).map((network) => network.id));
  return links.filter((link) => !teamNetworks.has(link.connectConfigurationId));
}

async function apply(ctx: ResourceContext, inputs: ProjectStaticIpsInputs): Promise<ProjectStaticIpsOutputs> {
  const links = await ctx.client.networks.updateStaticIps(inputs.projectId, {
    regions: inputs.regions,
    builds: inputs.builds ?? false,
  });
  return outputsOf(inputs.projectId, links);
}

export const projectStaticIpsDefinition = defineResource<ProjectStaticIpsInputs, ProjectStaticIpsOutputs>({
  name: "ProjectStaticIps",
  description:
    "A project's static IPs: its production and preview traffic leaves from fixed addresses of the platform's network in up to 3 regions, and optionally its builds run there too. Destroying it turns static IPs off.",
  inputs: ProjectStaticIpsInputs,
  outputs: ProjectStaticIpsOutputs,
  fields: {
    projectId: { replaceOnChange: true },
    regions: { unordered: true },
    builds: { default: false },
  },
  // One set of static IPs per project.
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: { segments: ["projectId"], toId: ([id]) => id ?? "" },
  adopt: {
    key: "projectId",
    async find(ctx, inputs) {
      const links = await sharedLinks(ctx, inputs.projectId);
      return links.length > 0
        ? { id: inputs.projectId, outputs: outputsOf(inputs.projectId, links) }
        : undefined;
    },
  },
  async create(ctx, inputs) {
    if ((await sharedLinks(ctx, inputs.projectId)).length > 0) {
      throw new AlreadyExistsError(`static IPs are already on for project ${inputs.projectId}`);
    }
    return { id: inputs.projectId, outputs: await apply(ctx, inputs) };
  },
  async read(ctx, id) {
    const links = await sharedLinks(ctx, id);
    if (links.length === 0)
      throw ctx.client.http.missing("/v9/projects/{idOrName}", `Static IPs are off for ${id}`);
    return outputsOf(id, links);
  },
  update: (ctx, _id, _olds, news) => apply(ctx, news),
  async delete(ctx, id) {
    await ctx.client.networks.updateStaticIps(id, { regions: [], builds: false });
  },
});
