// AccessGroup: a team's named set of members that holds roles on projects (AccessGroupProject) and
// members (AccessGroupMember, or TeamMember's `accessGroups`), as the Terraform provider's
// vercel_access_group. Renamed in place. Adopted by name; import `[team/]<accessGroupId>`.
import { z } from "zod";
import type { AccessGroup } from "../../../schema/access-groups";
import { undefinedIfNotFound } from "../../client/errors";
import { defineResource } from "../kit/definition";

const AccessGroupInputs = z.strictObject({
  name: z
    .string()
    .min(1, "must not be empty")
    .max(50, "must be at most 50 characters")
    .describe(
      "The group's name, unique in the team, 1 to 50 characters; the resource's name and a random suffix when omitted. Renaming keeps the group.",
    ),
});
export type AccessGroupInputs = z.infer<typeof AccessGroupInputs>;

export const AccessGroupOutputs = AccessGroupInputs.extend({
  accessGroupId: z.string().describe("The group's id (`ag_…`), also the resource's id."),
  membersCount: z.number().describe("How many team members are in the group."),
  projectsCount: z.number().describe("How many projects the group has a role on."),
});
export type AccessGroupOutputs = z.infer<typeof AccessGroupOutputs>;

export const accessGroupOutputs = (group: AccessGroup): AccessGroupOutputs => ({
  name: group.name,
  accessGroupId: group.accessGroupId,
  membersCount: group.membersCount,
  projectsCount: group.projectsCount,
});

export const accessGroupDefinition = defineResource<
  AccessGroupInputs,
  AccessGroupOutputs,
  Record<never, never>,
  "name"
>({
  name: "AccessGroup",
  description:
    "An access group: a named set of team members that holds roles on projects. Members join with `AccessGroupMember` (or `TeamMember`'s `accessGroups`), and `AccessGroupProject` gives the group its role on a project.",
  autoName: { field: "name", maxLength: 50 },
  inputs: AccessGroupInputs,
  outputs: AccessGroupOutputs,
  fields: {},
  deleteBeforeReplace: true,
  secretOutputs: [],
  teamOnly: true,
  importId: { segments: ["accessGroupId"], toId: ([id]) => id ?? "" },
  adopt: {
    key: "name",
    async find(ctx, inputs) {
      const found = await undefinedIfNotFound(ctx.client.access.group(inputs.name));
      return found && { id: found.accessGroupId, outputs: accessGroupOutputs(found) };
    },
  },
  async create(ctx, inputs) {
    const group = await ctx.client.access.createGroup({ name: inputs.name });
    return { id: group.accessGroupId, outputs: accessGroupOutputs(group) };
  },
  read: async (ctx, id) => accessGroupOutputs(await ctx.client.access.group(id)),
  update: async (ctx, id, _olds, news) =>
    accessGroupOutputs(await ctx.client.access.updateGroup(id, { name: news.name })),
  delete: (ctx, id) => ctx.client.access.deleteGroup(id),
});
