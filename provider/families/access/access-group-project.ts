// AccessGroupProject: an access group's role on one project (vercel_access_group_project): every
// member of the group holds it. The role changes in place; another group or project replaces it.
// Import `[team/]<accessGroupId>/<projectId>`.
import { z } from "zod";
import type { Grant } from "./access-api";
import { undefinedIfNotFound } from "../../client/errors";
import { defineResource } from "../kit/definition";
import { Id, ProjectRoleArgument, splitId } from "./access-inputs";

const AccessGroupProjectInputs = z.strictObject({
  accessGroupId: Id.describe("The access group's id (`ag_…`); changing it replaces the grant."),
  projectId: Id.describe("The id of one of the team's projects; changing it replaces the grant."),
  role: ProjectRoleArgument.describe(
    "The role every member of the group holds on the project: `ADMIN`, `PROJECT_DEVELOPER` or `PROJECT_VIEWER`.",
  ),
});
export type AccessGroupProjectInputs = z.infer<typeof AccessGroupProjectInputs>;

export const AccessGroupProjectOutputs = AccessGroupProjectInputs.extend({ role: z.string() });
export type AccessGroupProjectOutputs = z.infer<typeof AccessGroupProjectOutputs>;

export const grantOutputs = (grant: Grant): AccessGroupProjectOutputs => ({
  accessGroupId: grant.accessGroupId,
  projectId: grant.projectId,
  role: grant.role,
});

const ids = (id: string) =>
  splitId("AccessGroupProject", id, ["accessGroupId", "projectId"]) as [string, string];

export const accessGroupProjectDefinition = defineResource<
  AccessGroupProjectInputs,
  AccessGroupProjectOutputs
>({
  name: "AccessGroupProject",
  description:
    "An access group's role on one project: every member of the group holds that role on the project. Changing the role updates it in place.",
  inputs: AccessGroupProjectInputs,
  outputs: AccessGroupProjectOutputs,
  fields: { accessGroupId: { replaceOnChange: true }, projectId: { replaceOnChange: true } },
  // One role per group and project: the old grant goes first.
  deleteBeforeReplace: true,
  secretOutputs: [],
  teamOnly: true,
  importId: {
    segments: ["accessGroupId", "projectId"],
    toId: ([group, project]) => `${group ?? ""}/${project ?? ""}`,
  },
  adopt: {
    key: "accessGroupId and projectId",
    async find(ctx, inputs) {
      const found = await undefinedIfNotFound(
        ctx.client.access.grant(inputs.accessGroupId, inputs.projectId),
      );
      return found && { id: `${found.accessGroupId}/${found.projectId}`, outputs: grantOutputs(found) };
    },
  },
  async create(ctx, inputs) {
    const grant = await ctx.client.access.createGrant(inputs.accessGroupId, inputs.projectId, inputs.role);
    return { id: `${grant.accessGroupId}/${grant.projectId}`, outputs: grantOutputs(grant) };
  },
  read: async (ctx, id) => grantOutputs(await ctx.client.access.readGrant(...ids(id))),
  update: async (ctx, id, _olds, news) =>
    grantOutputs(await ctx.client.access.updateGrant(...ids(id), news.role)),
  delete: (ctx, id) => ctx.client.access.deleteGrant(...ids(id)),
});
