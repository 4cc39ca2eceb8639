// getAccessGroup (by id or name), getAccessGroupProject (a group's role on a project) and
// getTeamMember (by user id or email), with their resources' outputs.
import { z } from "zod";
import { defineFunction } from "../kit/function-definition";
import { AccessGroupOutputs, accessGroupOutputs } from "./access-group";
import { AccessGroupProjectOutputs, grantOutputs } from "./access-group-project";
import { Email, Id } from "./access-inputs";

export const getAccessGroupFunction = defineFunction({
  name: "getAccessGroup",
  subject: "AccessGroup",
  description: "An access group of the team by id or name, with its member and project counts.",
  labelArg: "id",
  teamOnly: true,
  args: z.strictObject({ id: Id.describe("The group's id (`ag_…`) or name.") }),
  result: AccessGroupOutputs.extend({
    id: z.string().describe("The group's id (`ag_…`)."),
    name: AccessGroupOutputs.shape.name.describe("The group's name, unique in the team."),
  }),
  secretResults: [],
  async call(ctx, args) {
    const group = await ctx.client.access.group(args.id);
    return { id: group.accessGroupId, ...accessGroupOutputs(group) };
  },
});

export const getAccessGroupProjectFunction = defineFunction({
  name: "getAccessGroupProject",
  subject: "AccessGroupProject",
  description: "An access group's role on one project.",
  labelArg: "projectId",
  teamOnly: true,
  args: z.strictObject({
    accessGroupId: Id.describe("The group's id or name."),
    projectId: Id.describe("The project's id."),
  }),
  result: AccessGroupProjectOutputs.extend({
    id: z.string().describe("`<accessGroupId>/<projectId>`, as an AccessGroupProject's id."),
    accessGroupId: AccessGroupProjectOutputs.shape.accessGroupId.describe("The access group's id (`ag_…`)."),
    projectId: AccessGroupProjectOutputs.shape.projectId.describe("The project's id."),
    role: AccessGroupProjectOutputs.shape.role.describe(
      "The role every member of the group holds on the project: `ADMIN`, `PROJECT_DEVELOPER` or `PROJECT_VIEWER`.",
    ),
  }),
  secretResults: [],
  async call(ctx, args) {
    const grant = await ctx.client.access.grant(args.accessGroupId, args.projectId);
    return { id: `${grant.accessGroupId}/${grant.projectId}`, ...grantOutputs(grant) };
  },
});

export const getTeamMemberFunction = defineFunction({
  name: "getTeamMember",
  subject: "TeamMember",
  description: "A member of the team by user id or email: their role and their own project roles.",
  labelArg: "userId",
  teamOnly: true,
  args: z
    .strictObject({
      userId: Id.optional().describe("The member's user id; or `email`."),
      email: Email.optional().describe("The member's email; or `userId`."),
    })
    .superRefine((args, context) => {
      if ((args.userId === undefined) === (args.email === undefined)) {
        context.addIssue({
          code: "custom",
          path: ["userId"],
          message: "name the member by exactly one of userId or email",
        });
      }
    }),
  result: z.object({
    id: z.string().describe("The member's user id."),
    userId: z.string().describe("The member's user id."),
    email: z.string().describe("The member's email."),
    username: z.string().describe("The member's username."),
    role: z.string().describe("The member's role on the team, e.g. `MEMBER`, `DEVELOPER` or `OWNER`."),
    projects: z
      .array(
        z.object({
          projectId: z.string().describe("The project's id."),
          role: z.string().describe("The member's role on the project, e.g. `PROJECT_DEVELOPER`."),
        }),
      )
      .describe("The member's own roles on projects (roles through access groups are not listed)."),
    accessGroups: z.array(z.string()).describe("The ids of the access groups the member is in."),
    confirmed: z.boolean().describe("Whether the member has accepted the invitation to the team."),
  }),
  secretResults: [],
  async call(ctx, args) {
    if (ctx.owner.kind !== "team") throw new Error("getTeamMember needs a team");
    const { members } = await ctx.client.access.teamMembers(ctx.owner.id);
    const member = members.find(
      (m) =>
        m.uid === args.userId ||
        (args.email !== undefined && m.email.toLowerCase() === args.email.toLowerCase()),
    );
    if (!member) {
      throw ctx.client.http.missing(
        "/v3/teams/{teamId}/members",
        `No member ${args.userId ?? args.email ?? ""} in the team`,
      );
    }
    return {
      id: member.uid,
      userId: member.uid,
      email: member.email,
      username: member.username,
      role: member.role,
      projects: (member.projects ?? []).map((p) => ({ projectId: p.id, role: p.role ?? "PROJECT_VIEWER" })),
      accessGroups: (await ctx.client.access.groups())
        .filter((group) => (group.members ?? []).includes(member.uid))
        .map((group) => group.accessGroupId),
      confirmed: member.confirmed,
    };
  },
});
