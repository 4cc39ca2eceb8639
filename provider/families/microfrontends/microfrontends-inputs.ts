// What the family's resources and lookups share: the route rule every default route keeps, and
// the team a group lives in (groups are a team's; the group's calls name the team in their path).
import { z } from "zod";
import { defaultRouteProblem } from "../../../schema/microfrontends";
import type { ResourceContext } from "../kit/definition";

/** A member's default route: starts with `/`, without spaces, query or fragment (the CLI's rule). */
export const RouteArgument = z.string().superRefine((route, context) => {
  const problem = defaultRouteProblem(route);
  if (problem !== undefined) context.addIssue({ code: "custom", message: problem });
});

export function teamOf(ctx: ResourceContext, subject: string): string {
  if (ctx.owner.kind !== "team") throw new Error(`${subject} needs a team (teamId or vercel:team)`);
  return ctx.owner.id;
}
