// AccessGroupMember: one team member in one access group (vercel_access_group_member). Nothing to
// change in place. Import `[team/]<accessGroupId>/<userId>`.
import { z } from "zod";
import { defineResource } from "../kit/definition";
import { Id, splitId } from "./access-inputs";

const AccessGroupMemberInputs = z.strictObject({
  accessGroupId: Id.describe("The access group's id (`ag_…`); changing it replaces the membership."),
  userId: Id.describe(
    "The user id of the team member put in the group (a member of the team already); changing it replaces the membership.",
  ),
});
export type AccessGroupMemberInputs = z.infer<typeof AccessGroupMemberInputs>;

const ids = (id: string) => splitId("AccessGroupMember", id, ["accessGroupId", "userId"]) as [string, string];

async function membership(
  ctx: Parameters<typeof accessGroupMemberDefinition.read>[0],
  accessGroupId: string,
  userId: string,
): Promise<AccessGroupMemberInputs | undefined> {
  return (await ctx.client.access.isGroupMember(accessGroupId, userId))
    ? { accessGroupId, userId }
    : undefined;
}

export const accessGroupMemberDefinition = defineResource<AccessGroupMemberInputs, AccessGroupMemberInputs>({
  name: "AccessGroupMember",
  description:
    "A team member's place in an access group: the member holds the group's roles on its projects.",
  inputs: AccessGroupMemberInputs,
  outputs: AccessGroupMemberInputs,
  fields: { accessGroupId: { replaceOnChange: true }, userId: { replaceOnChange: true } },
  deleteBeforeReplace: true,
  secretOutputs: [],
  teamOnly: true,
  importId: {
    segments: ["accessGroupId", "userId"],
    toId: ([group, user]) => `${group ?? ""}/${user ?? ""}`,
  },
  adopt: {
    key: "accessGroupId and userId",
    async find(ctx, inputs) {
      const found = await membership(ctx, inputs.accessGroupId, inputs.userId);
      return found && { id: `${found.accessGroupId}/${found.userId}`, outputs: found };
    },
  },
  async create(ctx, inputs) {
    await ctx.client.access.updateGroup(inputs.accessGroupId, { membersToAdd: [inputs.userId] });
    return { id: `${inputs.accessGroupId}/${inputs.userId}`, outputs: inputs };
  },
  async read(ctx, id) {
    const [accessGroupId, userId] = ids(id);
    const found = await membership(ctx, accessGroupId, userId);
    if (!found)
      throw ctx.client.http.missing(
        "/v1/access-groups/{idOrName}/members",
        `${userId} is not in ${accessGroupId}`,
      );
    return found;
  },
  update: (_ctx, _id, olds) => Promise.resolve(olds),
  async delete(ctx, id) {
    const [accessGroupId, userId] = ids(id);
    await ctx.client.access.updateGroup(accessGroupId, { membersToRemove: [userId] });
  },
});
