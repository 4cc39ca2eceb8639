// Arguments the access family's resources share: roles as the platform names them (checked before
// any API call; the classes accept any string, as @pulumiverse/vercel's types do), ids and emails.
import { z } from "zod";
import { GRANTED_PROJECT_ROLES, TEAM_ROLES } from "../../../schema/access-roles";

/** A member's role on the team. */
export const TeamRoleArgument = z.enum(TEAM_ROLES);
/** A role on one project: ADMIN, PROJECT_DEVELOPER or PROJECT_VIEWER. */
export const ProjectRoleArgument = z.enum(GRANTED_PROJECT_ROLES);
export const Id = z.string().min(1, "must not be empty");
export const Email = z.email("must be an email address");

/** `a/b` ids of the family's links, split back. */
export function splitId(type: string, id: string, parts: readonly string[]): string[] {
  const segments = id.split("/");
  if (segments.length !== parts.length || segments.some((s) => s === "")) {
    throw new Error(`${type} id "${id}" must look like ${parts.join("/")}`);
  }
  return segments;
}
