// ProjectMembers: the members of one project with a role of their own on it, as the Terraform
// provider's vercel_project_members. Each member is named by `userId`, `email` or `username` (one
// of them) and holds `role`. The resource owns the project's member set: refresh reports members
// added outside the program, and the next update removes them; delete removes its own members.
// The id is the project's; import `[team/]<projectId>` takes every member of the project.
import { z } from "zod";
import type { ProjectMember } from "../../../schema/project-members";
import { defineResource, type ResourceContext } from "../kit/definition";
import { Email, Id, ProjectRoleArgument } from "./access-inputs";
import type { MemberName } from "./access-api";

const Member = z
  .strictObject({
    userId: Id.optional().describe(
      "The member's user id; give exactly one of `userId`, `email` or `username`.",
    ),
    email: Email.optional().describe(
      "The member's email; give exactly one of `userId`, `email` or `username`.",
    ),
    username: Id.optional().describe(
      "The member's username; give exactly one of `userId`, `email` or `username`.",
    ),
    role: ProjectRoleArgument.describe(
      "The member's role on the project: `ADMIN`, `PROJECT_DEVELOPER` or `PROJECT_VIEWER`.",
    ),
  })
  .superRefine((member, context) => {
    const named = [member.userId, member.email, member.username].filter((v) => v !== undefined);
    if (named.length !== 1) {
      context.addIssue({
        code: "custom",
        path: ["userId"],
        message: "name the member by exactly one of userId, email or username",
      });
    }
  });
type Member = z.infer<typeof Member>;

const ProjectMembersInputs = z.strictObject({
  projectId: Id.describe("The id of one of the team's projects; changing it replaces the resource."),
  members: z
    .array(Member)
    .min(1, "must hold at least one member")
    .describe(
      "Team members with a role of their own on the project (a set, at least one); members given a role outside the program are removed on the next update.",
    ),
});
export type ProjectMembersInputs = z.infer<typeof ProjectMembersInputs>;

const StoredMember = z.object({
  userId: z.string().optional(),
  email: z.string().optional(),
  username: z.string().optional(),
  role: z.string(),
});
export const ProjectMembersOutputs = z.object({ projectId: Id, members: z.array(StoredMember) });
export type ProjectMembersOutputs = z.infer<typeof ProjectMembersOutputs>;
type StoredMember = z.infer<typeof StoredMember>;

/** Whether the program's `member` names the listed one. */
function names(member: Omit<StoredMember, "role">, listed: ProjectMember): boolean {
  return (
    member.userId === listed.uid ||
    (member.email !== undefined && member.email.toLowerCase() === listed.email.toLowerCase()) ||
    member.username === listed.username
  );
}

/** The listed member as the program names it (the way `known` does), else by user id (added outside). */
function asNamed(listed: ProjectMember, known: readonly StoredMember[]): StoredMember {
  const match = known.find((member) => names(member, listed));
  if (match?.email !== undefined) return { email: match.email, role: listed.role };
  if (match?.username !== undefined) return { username: match.username, role: listed.role };
  return { userId: listed.uid, role: listed.role };
}

const nameOf = (member: StoredMember): MemberName =>
  member.userId !== undefined
    ? { uid: member.userId }
    : member.email !== undefined
      ? { email: member.email }
      : { username: member.username ?? "" };

async function readMembers(ctx: ResourceContext, projectId: string, known: readonly StoredMember[]) {
  const listed = await ctx.client.access.projectMembers(projectId);
  return { listed, members: listed.map((member) => asNamed(member, known)) };
}

/** Adds or re-roles the members `wanted` that the project does not hold so; removes what `drop` names. */
async function apply(
  ctx: ResourceContext,
  projectId: string,
  wanted: readonly Member[],
  listed: readonly ProjectMember[],
) {
  for (const member of wanted) {
    const current = listed.find((l) => names(member, l));
    if (current?.role !== member.role)
      await ctx.client.access.addProjectMember(projectId, nameOf(member), member.role);
  }
  for (const l of listed) {
    if (!wanted.some((member) => names(member, l)))
      await ctx.client.access.removeProjectMember(projectId, l.uid);
  }
}

export const projectMembersDefinition = defineResource<ProjectMembersInputs, ProjectMembersOutputs>({
  name: "ProjectMembers",
  description:
    "The members of one project who hold a role of their own on it, as one set: each named by user id, email or username. Members added outside the program show as drift, and the next update removes them.",
  inputs: ProjectMembersInputs,
  outputs: ProjectMembersOutputs,
  fields: { projectId: { replaceOnChange: true }, members: { unordered: true } },
  deleteBeforeReplace: true,
  secretOutputs: [],
  teamOnly: true,
  importId: { segments: ["projectId"], toId: ([projectId]) => projectId ?? "" },
  adopt: {
    key: "projectId",
    async find(ctx, inputs) {
      const { members } = await readMembers(ctx, inputs.projectId, inputs.members);
      return members.length > 0
        ? { id: inputs.projectId, outputs: { projectId: inputs.projectId, members } }
        : undefined;
    },
  },
  async create(ctx, inputs) {
    const listed = await ctx.client.access.projectMembers(inputs.projectId);
    // Members who were there before stay: refresh shows them as drift, and the next update decides.
    for (const member of inputs.members) {
      const current = listed.find((l) => names(member, l));
      if (current?.role !== member.role) {
        await ctx.client.access.addProjectMember(inputs.projectId, nameOf(member), member.role);
      }
    }
    const { members } = await readMembers(ctx, inputs.projectId, inputs.members);
    return { id: inputs.projectId, outputs: { projectId: inputs.projectId, members } };
  },
  async read(ctx, id, state) {
    const projectId = state.projectId ?? id;
    const { members } = await readMembers(ctx, projectId, state.members ?? []);
    return { projectId, members };
  },
  async update(ctx, id, _olds, news) {
    const listed = await ctx.client.access.projectMembers(news.projectId);
    await apply(ctx, news.projectId, news.members, listed);
    const { members } = await readMembers(ctx, news.projectId, news.members);
    return { projectId: news.projectId || id, members };
  },
  async delete(ctx, id, state) {
    const projectId = state.projectId ?? id;
    const listed = await ctx.client.access.projectMembers(projectId);
    for (const l of listed) {
      if ((state.members ?? []).some((member) => names(member, l))) {
        await ctx.client.access.removeProjectMember(projectId, l.uid);
      }
    }
  },
});
