// The team file's `microfrontendGroups`: each group with its default app and its other members,
// every project named by the file's project names, so the file reads as which project serves
// which paths. A project is in one group at most (as the platform has it, as a default app or a
// member): a second place naming it is reported there, before any call.
import { z } from "zod";
import { Name, projectChildEntry } from "../../team-file/entries";
import type { Path } from "../../team-file/locate";
import type { Planner } from "../../team-file/planner";
import { topSection } from "../../team-file/sections";
import { microfrontendGroupMembershipDefinition } from "./microfrontend-group-membership";
import { RouteArgument } from "./microfrontends-inputs";

const MemberEntry = projectChildEntry(microfrontendGroupMembershipDefinition, "microfrontendGroupId");

export const MicrofrontendGroupEntry = z.strictObject({
  /** The group's name, unique in the team (in the file, required: it is how the file names it). */
  name: Name.describe("The group's name, unique in the team"),
  defaultApp: z
    .strictObject({
      project: Name.describe("The file's project that serves every path no other member claims"),
      defaultRoute: RouteArgument.optional(),
    })
    .describe("The group's default app"),
  members: z.array(MemberEntry).optional().describe("The other projects of the group, with their routes"),
});

const projectIdOf = (planner: Planner, name: string, path: Path) =>
  planner.lookup("project", planner.names("project"), name, path);

/** Whether `name` is in no group yet; otherwise the problem is reported at `path`. */
const joinsOneGroup = (planner: Planner, name: string, path: Path) =>
  planner.claim(
    "microfrontends project",
    name,
    path,
    (first) => `project "${name}" is already in a microfrontends group (at ${first})`,
  );

export const microfrontendGroupsSection = topSection({
  key: "microfrontendGroups",
  needs: ["project"],
  schema: () => z.array(MicrofrontendGroupEntry).optional(),
  plan(groups: z.infer<typeof MicrofrontendGroupEntry>[], planner) {
    groups.forEach(({ name, defaultApp, members }, g) => {
      const at = ["microfrontendGroups", g];
      const { project, ...app } = defaultApp;
      if (!joinsOneGroup(planner, project, [...at, "defaultApp", "project"])) return;
      const group = planner.add(
        {
          type: "MicrofrontendGroup",
          id: name,
          at,
          args: {
            name,
            defaultApp: {
              ...app,
              projectId: projectIdOf(planner, project, [...at, "defaultApp", "project"]),
            },
          },
        },
        [...at, "name"],
      );
      if (!group) return;
      members?.forEach(({ project: member, ...membership }, m) => {
        if (!joinsOneGroup(planner, member, [...at, "members", m, "project"])) return;
        planner.add(
          {
            type: "MicrofrontendGroupMembership",
            id: `${name}/${member}`,
            at: [...at, "members", m],
            rename: { projectId: "project" },
            args: {
              ...membership,
              projectId: projectIdOf(planner, member, [...at, "members", m, "project"]),
              microfrontendGroupId: group,
            },
          },
          [...at, "members", m, "project"],
        );
      });
    });
  },
});
