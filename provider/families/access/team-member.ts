// TeamMember: a member of the team, as the Terraform provider's vercel_team_member: named by
// `userId` (an existing user) or `email` (invited; on the emulator a user with that email joins at
// once), with a team `role` and, when declared, their own roles on `projects` and their
// `accessGroups` (left out: not managed here). The role, projects and groups change in place.
// The id is the member's user id (an invitation's id while the email has no user);
// import `[team/]<userId>`.
import { z } from "zod";
import { defineResource, type ResourceContext } from "../kit/definition";
import { Email, Id, ProjectRoleArgument, TeamRoleArgument } from "./access-inputs";

const TeamMemberInputs = z
  .strictObject({
    userId: Id.optional().describe(
      "The id of an existing user to add to the team; give this or `email`. Changing it replaces the member.",
    ),
    email: Email.optional().describe(
      "The email of the person to invite, who joins once they accept; give this or `userId`. Changing it replaces the member.",
    ),
    role: TeamRoleArgument.describe(
      "The member's role on the team: `OWNER`, `MEMBER`, `DEVELOPER`, `SECURITY`, `BILLING`, `VIEWER`, `VIEWER_FOR_PLUS` or `CONTRIBUTOR` (some depend on the team's plan).",
    ),
    projects: z
      .array(
        z.strictObject({
          projectId: Id.describe("The id of one of the team's projects."),
          role: ProjectRoleArgument.describe(
            "The member's role on the project: `ADMIN`, `PROJECT_DEVELOPER` or `PROJECT_VIEWER`.",
          ),
        }),
      )
      .optional()
      .describe("The member's own roles on projects (a set); not managed when omitted."),
    accessGroups: z
      .array(Id)
      .optional()
      .describe("The ids of the access groups the member is in (a set); not managed when omitted."),
  })
  .superRefine((member, context) => {
    if ((member.userId === undefined) === (member.email === undefined)) {
      context.addIssue({
        code: "custom",
        path: ["userId"],
        message: "name the member by exactly one of userId or email",
      });
    }
  });
export type TeamMemberInputs = z.infer<typeof TeamMemberInputs>;

export const TeamMemberOutputs = z.object({
  userId: z.string().optional(),
  email: z.string().optional(),
  role: z.string(),
  projects: z.array(z.object({ projectId: z.string(), role: z.string() })).optional(),
  accessGroups: z.array(z.string()).optional(),
  username: z.string().describe("The member's username; empty while the invitation waits for its user."),
  confirmed: z.boolean().describe("Whether the member has accepted the invitation to the team."),
});
export type TeamMemberOutputs = z.infer<typeof TeamMemberOutputs>;

function teamOf(ctx: ResourceContext): string {
  if (ctx.owner.kind !== "team") throw new Error("TeamMember needs a team (teamId or vercel:team)");
  return ctx.owner.id;
}

/** Which of the member's fields the program manages, and whether it names them by email. */
interface Shape {
  readonly email?: string | undefined;
  readonly projects?: readonly unknown[] | undefined;
  readonly accessGroups?: readonly string[] | undefined;
}

/** The member as the program names it, with what it manages; undefined when gone. */
async function readMember(
  ctx: ResourceContext,
  id: string,
  shape: Shape,
): Promise<TeamMemberOutputs | undefined> {
  const entry = await ctx.client.access.teamMembership(teamOf(ctx), id);
  if (!entry) return undefined;
  if ("invite" in entry) {
    const { invite } = entry;
    return { email: invite.email ?? "", role: invite.role ?? "MEMBER", username: "", confirmed: false };
  }
  const { member } = entry;
  const groups =
    shape.accessGroups === undefined
      ? undefined
      : (await ctx.client.access.groups())
          .filter((g) => (g.members ?? []).includes(id))
          .map((g) => g.accessGroupId);
  return {
    ...(shape.email !== undefined ? { email: member.email } : { userId: member.uid }),
    role: member.role,
    ...(shape.projects !== undefined
      ? {
          projects: (member.projects ?? []).map((p) => ({
            projectId: p.id,
            role: p.role ?? "PROJECT_VIEWER",
          })),
        }
      : {}),
    ...(groups ? { accessGroups: groups } : {}),
    username: member.username,
    confirmed: member.confirmed,
  };
}

async function syncExtras(
  ctx: ResourceContext,
  uid: string,
  olds: Partial<TeamMemberOutputs>,
  news: TeamMemberInputs,
) {
  if (news.projects !== undefined) {
    const wanted = new Map(news.projects.map((p) => [p.projectId, p.role]));
    const dropped = (olds.projects ?? []).filter((p) => !wanted.has(p.projectId));
    const changed = news.projects.filter(
      (p) => !(olds.projects ?? []).some((o) => o.projectId === p.projectId && o.role === p.role),
    );
    if (dropped.length + changed.length > 0) {
      await ctx.client.access.updateTeamMember(teamOf(ctx), uid, {
        projects: [...changed, ...dropped.map((p) => ({ projectId: p.projectId, role: null }))],
      });
    }
  }
  if (news.accessGroups !== undefined) {
    const before = new Set(olds.accessGroups ?? []);
    for (const group of news.accessGroups) {
      if (!before.has(group)) await ctx.client.access.updateGroup(group, { membersToAdd: [uid] });
    }
    for (const group of before) {
      if (!news.accessGroups.includes(group))
        await ctx.client.access.updateGroup(group, { membersToRemove: [uid] });
    }
  }
}

async function mustRead(ctx: ResourceContext, id: string, shape: Shape) {
  const found = await readMember(ctx, id, shape);
  if (!found)
    throw ctx.client.http.missing("/v3/teams/{teamId}/members", `The user ${id} is not a member of the team`);
  return found;
}

export const teamMemberDefinition = defineResource<TeamMemberInputs, TeamMemberOutputs>({
  name: "TeamMember",
  description:
    "A member of the team, named by user id or invited by email, with a team role and, optionally, roles on projects and access groups.",
  inputs: TeamMemberInputs,
  outputs: TeamMemberOutputs,
  fields: {
    userId: { replaceOnChange: true },
    email: { replaceOnChange: true },
    projects: { unordered: true },
    accessGroups: { unordered: true },
  },
  deleteBeforeReplace: true,
  secretOutputs: [],
  teamOnly: true,
  importId: { segments: ["userId"], toId: ([userId]) => userId ?? "" },
  adopt: {
    key: "userId or email",
    async find(ctx, inputs) {
      const { members } = await ctx.client.access.teamMembers(teamOf(ctx));
      const found = members.find(
        (m) =>
          m.uid === inputs.userId ||
          (inputs.email !== undefined && m.email.toLowerCase() === inputs.email.toLowerCase()),
      );
      if (!found) return undefined;
      return { id: found.uid, outputs: await mustRead(ctx, found.uid, inputs) };
    },
  },
  async create(ctx, inputs) {
    const invited = await ctx.client.access.invite(teamOf(ctx), {
      ...(inputs.userId !== undefined ? { uid: inputs.userId } : { email: inputs.email }),
      role: inputs.role,
    });
    const id = invited.uid;
    if (!id.startsWith("inv_")) await syncExtras(ctx, id, {}, inputs);
    return { id, outputs: await mustRead(ctx, id, inputs) };
  },
  read: (ctx, id, state) => mustRead(ctx, id, state),
  async update(ctx, id, olds, news) {
    if (olds.role !== news.role)
      await ctx.client.access.updateTeamMember(teamOf(ctx), id, { role: news.role });
    await syncExtras(ctx, id, olds, news);
    return mustRead(ctx, id, news);
  },
  delete: (ctx, id) => ctx.client.access.removeTeamMember(teamOf(ctx), id),
});
