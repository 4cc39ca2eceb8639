// MicrofrontendGroupMembership: a project that joins a microfrontends group besides its default app
// (vercel_microfrontend_group_membership), serving the paths under its `defaultRoute`. Joins,
// changes and leaves through the project's microfrontends PATCH; another group or project
// replaces it. The default app is the group's own (MicrofrontendGroup.defaultApp), never a
// membership. Import `[team/]<groupId>/<projectId>`.
import { z } from "zod";
import { defineResource, type ResourceContext } from "../kit/definition";
import type { GroupWithMembers } from "./microfrontends-api";
import { RouteArgument } from "./microfrontends-inputs";

const MembershipInputs = z.strictObject({
  projectId: z.string().min(1, "must not be empty"),
  microfrontendGroupId: z.string().min(1, "must not be empty"),
  /**
   * The paths this project serves: the route and what is below it. `/` is the default app's (it
   * serves what no member claims), so a member's route is a path under it.
   */
  defaultRoute: RouteArgument.refine((route) => route.replace(/\/+$/, "") !== "", {
    message: "must not be / (every path): the group's default app serves what no member claims",
  }).optional(),
  /** True (the default): the observability data of the paths it serves goes to this project. */
  routeObservabilityToThisProject: z.boolean().optional(),
});
type MembershipInputs = z.infer<typeof MembershipInputs>;

export const MembershipOutputs = MembershipInputs.extend({
  defaultRoute: z.string(),
  routeObservabilityToThisProject: z.boolean(),
});
export type MembershipOutputs = z.infer<typeof MembershipOutputs>;

type Member = GroupWithMembers["members"][number];

export const membershipOutputs = (groupId: string, member: Member): MembershipOutputs => ({
  projectId: member.projectId,
  microfrontendGroupId: groupId,
  defaultRoute: member.settings.defaultRoute ?? "",
  routeObservabilityToThisProject: member.settings["routeObservabilityToThisProject"] !== false,
});

const split = (id: string): [string, string] => {
  const [groupId = "", projectId = ""] = id.split("/");
  return [groupId, projectId];
};

/** The project's membership of the group; a project outside it is a NotFoundError. */
async function member(ctx: ResourceContext, groupId: string, projectId: string): Promise<Member> {
  return ctx.client.microfrontends.member(groupId, projectId);
}

export const microfrontendGroupMembershipDefinition = defineResource({
  name: "MicrofrontendGroupMembership",
  description:
    "A project that joins a microfrontends group besides its default app, serving the paths under its default route.",
  inputs: MembershipInputs,
  outputs: MembershipOutputs,
  fields: {
    projectId: { replaceOnChange: true },
    microfrontendGroupId: { replaceOnChange: true },
    // Omitted: the platform keeps what it has; an import reads it back as the program would write it.
    defaultRoute: { computed: true, reported: true },
    routeObservabilityToThisProject: { default: true },
  },
  // A project is in one group at most: it leaves the old before it joins the new.
  deleteBeforeReplace: true,
  secretOutputs: [],
  teamOnly: true,
  importId: {
    segments: ["microfrontendGroupId", "projectId"],
    toId: ([groupId, projectId]) => `${groupId ?? ""}/${projectId ?? ""}`,
  },
  adopt: {
    key: "microfrontendGroupId and projectId",
    async find(ctx, inputs: MembershipInputs) {
      const { members } = await ctx.client.microfrontends.group(inputs.microfrontendGroupId);
      const found = members.find((m) => m.projectId === inputs.projectId && !m.settings.isDefaultApp);
      return (
        found && {
          id: `${inputs.microfrontendGroupId}/${found.projectId}`,
          outputs: membershipOutputs(inputs.microfrontendGroupId, found),
        }
      );
    },
  },

  async create(ctx, inputs: MembershipInputs) {
    const { microfrontendGroupId: groupId, projectId } = inputs;
    // The default app joined with its group and leaves with it: a membership would take it over.
    const { members } = await ctx.client.microfrontends.group(groupId);
    if (members.some((m) => m.projectId === projectId && m.settings.isDefaultApp)) {
      throw new Error(
        `the project ${projectId} is the default app of the microfrontends group ${groupId}: ` +
          "MicrofrontendGroup.defaultApp manages it, not a MicrofrontendGroupMembership",
      );
    }
    await ctx.client.microfrontends.updateMembership(projectId, {
      microfrontendsGroupId: groupId,
      enabled: true,
      ...(inputs.defaultRoute !== undefined ? { defaultRoute: inputs.defaultRoute } : {}),
      routeObservabilityToThisProject: inputs.routeObservabilityToThisProject ?? true,
    });
    return {
      id: `${groupId}/${projectId}`,
      outputs: membershipOutputs(groupId, await member(ctx, groupId, projectId)),
    };
  },

  async read(ctx, id) {
    const [groupId, projectId] = split(id);
    return membershipOutputs(groupId, await member(ctx, groupId, projectId));
  },

  /** Sets the changed settings (PATCH sets the fields it is given). */
  async update(ctx, id, _olds, news: MembershipInputs) {
    const [groupId, projectId] = split(id);
    await ctx.client.microfrontends.updateMembership(projectId, {
      ...(news.defaultRoute !== undefined ? { defaultRoute: news.defaultRoute } : {}),
      routeObservabilityToThisProject: news.routeObservabilityToThisProject ?? true,
    });
    return membershipOutputs(groupId, await member(ctx, groupId, projectId));
  },

  /** The project leaves the group; one that already left (or is gone) counts as deleted. */
  async delete(ctx, id) {
    const [groupId, projectId] = split(id);
    await member(ctx, groupId, projectId);
    await ctx.client.microfrontends.updateMembership(projectId, { enabled: false });
  },
});
