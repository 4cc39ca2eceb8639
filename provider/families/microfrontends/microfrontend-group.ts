// MicrofrontendGroup: a team's microfrontends group with its default app, the project that serves
// every path no other member claims (vercel_microfrontend_group). Made with its default app in one
// call; the name (unique in the team) and the default app's route change in place; another default
// app replaces the group, as in the Terraform provider. Other members are
// MicrofrontendGroupMembership resources. Import `[team/]<groupId>`.
import { z } from "zod";
import { MAX_GROUP_NAME_LENGTH, groupNameProblem } from "../../../schema/microfrontends";
import type { ResourceContext } from "../kit/definition";
import { defineResource } from "../kit/definition";
import type { GroupWithMembers } from "./microfrontends-api";
import { RouteArgument, teamOf } from "./microfrontends-inputs";

const GroupName = z.string().superRefine((name, context) => {
  const problem = groupNameProblem(name);
  if (problem !== undefined) context.addIssue({ code: "custom", message: problem });
});

const DefaultAppInputs = z.strictObject({
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe(
      "The id of the project that serves every path no other member of the group claims; changing it replaces the group.",
    ),
  defaultRoute: RouteArgument.optional().describe(
    "The path shown for the group's deployments (their screenshot), such as `/`: it starts with `/` and has no spaces, query or fragment. The platform keeps the current one when omitted.",
  ),
  id: z
    .string()
    .optional()
    .describe(
      "Computed as `<team id>/<group id>`: leave it unset (it is accepted as @pulumiverse/vercel accepts it).",
    ),
});

const GroupInputs = z.strictObject({
  name: GroupName.optional().describe(
    "The group's name, unique in the team and at most 48 characters; `<resource name>-<7 hex digits>` when omitted.",
  ),
  defaultApp: DefaultAppInputs.describe(
    "The group's default app: the project that serves every path no other member claims, made a member with the group.",
  ),
});
type GroupInputs = z.infer<typeof GroupInputs>;

// getMicrofrontendGroup's result reuses these outputs: they carry the inputs' descriptions.
export const GroupOutputs = z.object({
  name: z.string().describe(GroupInputs.shape.name.description ?? ""),
  slug: z
    .string()
    .describe(
      "The group's name in lower case, with each run of characters other than letters and digits as a dash.",
    ),
  defaultApp: z
    .object({
      projectId: z.string().describe(DefaultAppInputs.shape.projectId.description ?? ""),
      defaultRoute: z.string().describe(DefaultAppInputs.shape.defaultRoute.description ?? ""),
      id: z.string().describe("The default app's id, `<team id>/<group id>`."),
    })
    .describe(GroupInputs.shape.defaultApp.description ?? ""),
});
export type GroupOutputs = z.infer<typeof GroupOutputs>;

/** The group's outputs from the groups list: its default app is the member that says so. */
export function groupOutputs(teamId: string, { group, members }: GroupWithMembers): GroupOutputs {
  const defaultApp = members.find((member) => member.settings.isDefaultApp);
  return {
    name: group.name,
    slug: group.slug,
    defaultApp: {
      projectId: defaultApp?.projectId ?? "",
      defaultRoute: defaultApp?.settings.defaultRoute ?? "",
      id: `${teamId}/${group.id}`,
    },
  };
}

const read = async (ctx: ResourceContext, id: string) =>
  groupOutputs(teamOf(ctx, "MicrofrontendGroup"), await ctx.client.microfrontends.group(id));

export const microfrontendGroupDefinition = defineResource({
  name: "MicrofrontendGroup",
  description:
    "A microfrontends group: projects that serve one application together, with a default app that serves every path no other member claims. Other projects join with `MicrofrontendGroupMembership`.",
  autoName: { field: "name", maxLength: MAX_GROUP_NAME_LENGTH },
  inputs: GroupInputs,
  outputs: GroupOutputs,
  fields: {
    "defaultApp.projectId": { replaceOnChange: true },
    // Omitted: the platform keeps what it has.
    "defaultApp.defaultRoute": { computed: true },
    "defaultApp.id": { computed: true },
  },
  // The name is unique in the team and a project is in one group at most: the old group goes first.
  deleteBeforeReplace: true,
  secretOutputs: [],
  teamOnly: true,
  importId: { segments: ["groupId"], toId: ([groupId]) => groupId ?? "" },
  adopt: {
    key: "name",
    async find(ctx, inputs: GroupInputs) {
      const found = (await ctx.client.microfrontends.groups()).find((g) => g.group.name === inputs.name);
      return found && { id: found.group.id, outputs: groupOutputs(teamOf(ctx, "MicrofrontendGroup"), found) };
    },
  },

  async create(ctx, inputs: GroupInputs) {
    const { projectId, defaultRoute } = inputs.defaultApp;
    const group = await ctx.client.microfrontends.create({
      groupName: inputs.name ?? "",
      defaultApp: { projectId, ...(defaultRoute !== undefined ? { defaultRoute } : {}) },
      otherApplications: [],
    });
    return { id: group.id, outputs: await read(ctx, group.id) };
  },

  read: (ctx, id) => read(ctx, id),

  /** The name through the group's PATCH; the default app's route through its membership's. */
  async update(ctx, id, olds, news: GroupInputs, changes) {
    if (changes.has("name") && news.name !== undefined && news.name !== olds.name) {
      await ctx.client.microfrontends.updateGroup(teamOf(ctx, "MicrofrontendGroup"), id, { name: news.name });
    }
    const route = news.defaultApp.defaultRoute;
    if (route !== undefined && route !== olds.defaultApp.defaultRoute) {
      await ctx.client.microfrontends.updateMembership(news.defaultApp.projectId, { defaultRoute: route });
    }
    return read(ctx, id);
  },

  /** The group goes with its members: the platform leaves them plain projects. */
  async delete(ctx, id) {
    await ctx.client.microfrontends.deleteGroup(teamOf(ctx, "MicrofrontendGroup"), id);
  },
});
