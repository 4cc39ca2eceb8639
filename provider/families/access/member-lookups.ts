// getProjectMembers (the members of one project with a role of their own on it, as ProjectMembers
// keeps them) and getDsyncGroups (the groups the team's identity provider syncs, as a list and as a
// name → id map for SAML role mappings), with @pulumiverse/vercel's result fields.
import { z } from "zod";
import { defineFunction } from "../kit/function-definition";
import { Id } from "./access-inputs";

export const getProjectMembersFunction = defineFunction({
  name: "getProjectMembers",
  subject: "ProjectMembers",
  description:
    "The members of a project with a role of their own on it (ADMIN, PROJECT_DEVELOPER, PROJECT_VIEWER).",
  labelArg: "projectId",
  teamOnly: true,
  args: z.strictObject({ projectId: Id.describe("The project's id.") }),
  result: z.object({
    id: z.string().describe("The project's id."),
    projectId: z.string().describe("The project's id."),
    members: z
      .array(
        z.object({
          userId: z.string().describe("The member's user id."),
          email: z.string().describe("The member's email."),
          username: z.string().describe("The member's username."),
          role: z.string().describe("The member's role on the project, e.g. `PROJECT_DEVELOPER`."),
        }),
      )
      .describe("The team members with a role of their own on the project."),
  }),
  secretResults: [],
  async call(ctx, args) {
    const members = await ctx.client.access.projectMembers(args.projectId);
    return {
      id: args.projectId,
      projectId: args.projectId,
      members: members.map((m) => ({ userId: m.uid, email: m.email, username: m.username, role: m.role })),
    };
  },
});

export const getDsyncGroupsFunction = defineFunction({
  name: "getDsyncGroups",
  subject: "DsyncGroups",
  description:
    "The groups the team's identity provider syncs (directory sync): `lists` of `{ id, name }`, and `map` from " +
    "each group's name to its id, for the team's SAML role mappings.",
  labelArg: "teamId",
  teamOnly: true,
  // No argument but the team every function takes: typed `{}`, not zod's `Record<string, never>`.
  args: z.strictObject({}) as unknown as z.ZodObject<Record<never, never>> & z.ZodType<Record<never, never>>,
  result: z.object({
    id: z.string().describe("The team's id."),
    lists: z
      .array(
        z.object({
          id: z.string().describe("The directory group's id."),
          name: z.string().describe("The directory group's name."),
        }),
      )
      .describe("The directory groups the team's identity provider syncs."),
    map: z
      .record(z.string(), z.string())
      .describe("Each directory group's id by its name, for TeamConfig's `saml.roles`."),
  }),
  secretResults: [],
  async call(ctx) {
    if (ctx.owner.kind !== "team") throw new Error("getDsyncGroups needs a team");
    const groups = await ctx.client.access.dsyncGroups(ctx.owner.id);
    return {
      id: ctx.owner.id,
      lists: groups.map(({ id, name }) => ({ id, name })),
      map: Object.fromEntries(groups.map(({ id, name }) => [name, id])),
    };
  },
});
