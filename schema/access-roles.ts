// The platform's roles, shared by every access area: a member's role on the team, and a role on one
// project (given to a member directly, or to an access group for all its members). @vercel/sdk's
// models (GetTeamMembersRole, CreateAccessGroupProjectRole, ComputedProjectRole) list the values.
import { z } from "zod";

/** A member's role on the team. */
export const TEAM_ROLES = [
  "OWNER",
  "MEMBER",
  "DEVELOPER",
  "SECURITY",
  "BILLING",
  "VIEWER",
  "VIEWER_FOR_PLUS",
  "CONTRIBUTOR",
] as const;
export const TeamRole = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof TeamRole>;

/** A role on one project that can be granted (to a member or an access group). */
export const GRANTED_PROJECT_ROLES = ["ADMIN", "PROJECT_DEVELOPER", "PROJECT_VIEWER"] as const;
export const GrantedProjectRole = z.enum(GRANTED_PROJECT_ROLES);
export type GrantedProjectRole = z.infer<typeof GrantedProjectRole>;

/** A role on one project as answers report it: the granted ones, and the guest's. */
export const ProjectRole = z.enum([...GRANTED_PROJECT_ROLES, "PROJECT_GUEST"]);
export type ProjectRole = z.infer<typeof ProjectRole>;

/** ISO 8601 date-time strings: the access-group answers' dates (the other areas use epoch ms). */
export const IsoDate = z.string().min(1);
