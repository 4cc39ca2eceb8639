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
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe("The id of the project that joins the group; changing it replaces the membership."),
  microfrontendGroupId: z
    .string()
    .min(1, "must not be empty")
    .describe("The id of the group (`mfe_…`) the project joins; changing it replaces the membership."),
  defaultRoute: RouteArgument.refine((route) => route.replace(/\/+$/, "") !== "", {
    message: "must not be / (every path): the group's default app serves what no member claims",
  })
    .optional()
    .describe(
      "The path this project serves, with every path below it, such as `/docs`: it starts with `/`, is not `/` itself (the default app's), has no spaces, query or fragment and overlaps no other member's route. The platform keeps the current one when omitted.",
    ),
  routeObservabilityToThisProject: z
    .boolean()
    .optional()
    .describe(
      "Whether the observability data of the paths this project serves goes to this project rather than to the group's default app; true when omitted.",
    ),
});
type MembershipInputs = z.infer<typeof MembershipInputs>;

// getMicrofrontendGroupMembership's result reuses these outputs: they carry the inputs' descriptions.
export const MembershipOutputs = MembershipInputs.extend({
  defaultRoute: z.string().describe(MembershipInputs.shape.defaultRoute.description ?? ""),
  routeObservabilityToThisProject: z
    .boolean()
    .describe(MembershipInputs.shape.routeObservabilityToThisProject.description ?? ""),
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
