// getMicrofrontendGroup (a group by id, with its default app) and getMicrofrontendGroupMembership
// (a project's membership of a group), with their resources' outputs.
import { z } from "zod";
import { defineFunction } from "../kit/function-definition";
import { groupOutputs, GroupOutputs } from "./microfrontend-group";
import { membershipOutputs, MembershipOutputs } from "./microfrontend-group-membership";
import { teamOf } from "./microfrontends-inputs";

const Id = z.string().min(1, "must not be empty");

export const getMicrofrontendGroupFunction = defineFunction({
  name: "getMicrofrontendGroup",
  subject: "MicrofrontendGroup",
  description: "A microfrontends group of the team by id (`mfe_…`): its name, slug and default app.",
  labelArg: "id",
  teamOnly: true,
  args: z.strictObject({ id: Id.describe("The group's id (`mfe_…`).") }),
  result: GroupOutputs.extend({ id: z.string().describe("The group's id (`mfe_…`).") }),
  secretResults: [],
  async call(ctx, args) {
    const found = await ctx.client.microfrontends.group(args.id);
    return { id: found.group.id, ...groupOutputs(teamOf(ctx, "getMicrofrontendGroup"), found) };
  },
});

export const getMicrofrontendGroupMembershipFunction = defineFunction({
  name: "getMicrofrontendGroupMembership",
  subject: "MicrofrontendGroupMembership",
  description:
    "A project's membership of a microfrontends group: its default route and where its observability data goes.",
  labelArg: "projectId",
  teamOnly: true,
  args: z.strictObject({
    microfrontendGroupId: Id.describe("The group's id (`mfe_…`)."),
    projectId: Id.describe("The member project's id."),
  }),
  result: MembershipOutputs.extend({
    id: z.string().describe("The membership's id, `<group id>/<project id>`."),
  }),
  secretResults: [],
  async call(ctx, args) {
    const member = await ctx.client.microfrontends.member(args.microfrontendGroupId, args.projectId);
    return {
      id: `${args.microfrontendGroupId}/${member.projectId}`,
      ...membershipOutputs(args.microfrontendGroupId, member),
    };
  },
});
