// SharedEnvironmentVariableProjectLink: one project linked to a shared variable, so projects can
// be attached from other programs than the variable's. Linking is a PATCH /v1/env of the variable
// (projectIdUpdates.link); unlinking PATCH /v1/env/{id}/unlink/{projectId}. Both arguments replace.
import { z } from "zod";
import { defineResource } from "../kit/definition";
import { childIds } from "./env-variable";

const SharedEnvironmentVariableProjectLinkInputs = z.strictObject({
  sharedEnvironmentVariableId: z
    .string()
    .min(1, "must not be empty")
    .describe("The shared environment variable's id. Changing it replaces the link."),
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe("The project the variable applies to through this link. Changing it replaces the link."),
});
export type SharedEnvironmentVariableProjectLinkInputs = z.infer<
  typeof SharedEnvironmentVariableProjectLinkInputs
>;

export const SharedEnvironmentVariableProjectLinkOutputs = SharedEnvironmentVariableProjectLinkInputs;
export type SharedEnvironmentVariableProjectLinkOutputs = SharedEnvironmentVariableProjectLinkInputs;

/** A link has no id of its own: it is the pair, `sharedEnvironmentVariableId/projectId`. */
const linkId = (link: SharedEnvironmentVariableProjectLinkInputs) =>
  `${link.sharedEnvironmentVariableId}/${link.projectId}`;

function linkOf(id: string): SharedEnvironmentVariableProjectLinkOutputs {
  const { parent, child } = childIds(id, undefined);
  return { sharedEnvironmentVariableId: parent, projectId: child };
}

export const sharedEnvironmentVariableProjectLinkDefinition = defineResource<
  SharedEnvironmentVariableProjectLinkInputs,
  SharedEnvironmentVariableProjectLinkOutputs
>({
  name: "SharedEnvironmentVariableProjectLink",
  description:
    "Links one project to a shared environment variable, so projects can be attached from another program than the one that manages the variable.",
  inputs: SharedEnvironmentVariableProjectLinkInputs,
  outputs: SharedEnvironmentVariableProjectLinkOutputs,
  fields: {
    sharedEnvironmentVariableId: { replaceOnChange: true },
    projectId: { replaceOnChange: true },
  },
  // A replacement is another pair: linking it first never collides.
  deleteBeforeReplace: false,
  secretOutputs: [],
  // Only teams have shared variables: the platform refuses them in a personal account.
  teamOnly: true,
  importId: {
    segments: ["sharedEnvironmentVariableId", "projectId"],
    toId: ([variable, project]) => `${variable}/${project}`,
  },
  adopt: {
    key: "projectId",
    async find(ctx, inputs) {
      const env = await ctx.client.sharedEnv.find(inputs.sharedEnvironmentVariableId);
      return env?.projectId.includes(inputs.projectId) ? { id: linkId(inputs), outputs: inputs } : undefined;
    },
  },

  // Linking a linked project changes nothing: the PATCH is safe to repeat, so no lookup is needed.
  async create(ctx, inputs) {
    await ctx.client.sharedEnv.link(inputs.sharedEnvironmentVariableId, inputs.projectId);
    return { id: linkId(inputs), outputs: inputs };
  },

  async read(ctx, id) {
    const link = linkOf(id);
    await ctx.client.sharedEnv.getLinked(link.sharedEnvironmentVariableId, link.projectId);
    return link;
  },

  // Every argument replaces: an update only ever confirms the pair.
  async update(_ctx, _id, _olds, news) {
    return news;
  },

  async delete(ctx, id) {
    const link = linkOf(id);
    await ctx.client.sharedEnv.unlink(link.sharedEnvironmentVariableId, link.projectId);
  },
});
