// Wire types of project members (seed 000 `projectMembers`; shapes from @vercel/sdk's
// getprojectmembersop, addprojectmemberop, removeprojectmemberop): team members given a role on
// one project, named by user id, username or email.
import { z } from "zod";
import { EpochMs } from "./common";
import { GrantedProjectRole, ProjectRole, TeamRole } from "./access-roles";

/** POST /v1/projects/{idOrName}/members: at least one of `uid`, `username`, `email`. */
export const ProjectMemberAddRequest = z
  .object({
    uid: z.string().min(1).optional(),
    username: z.string().min(1).optional(),
    email: z.string().min(1).optional(),
    role: GrantedProjectRole,
  })
  .refine((body) => body.uid ?? body.username ?? body.email, {
    message: 'one of "uid", "username" or "email" is required',
  });
export type ProjectMemberAddRequest = z.infer<typeof ProjectMemberAddRequest>;

export const ProjectMember = z.looseObject({
  uid: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string().optional(),
  createdAt: EpochMs,
  role: ProjectRole,
  computedProjectRole: ProjectRole,
  teamRole: TeamRole,
});
export type ProjectMember = z.infer<typeof ProjectMember>;

export const ProjectMemberList = z.object({
  members: z.array(ProjectMember),
  pagination: z.object({
    count: z.number().int(),
    hasNext: z.boolean(),
    next: z.number().nullable(),
    prev: z.number().nullable(),
  }),
});

/** The add and remove answers: the project's id. */
export const ProjectIdAnswer = z.object({ id: z.string() });
