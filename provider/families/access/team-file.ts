// The team file's `teamMembers`, `accessGroups` (with their project roles and members) and each
// project's `members`. Projects are named by the file's project names, an access group's members
// by the file's team members (their email or user id), so a file reads as who may do what.
// A member's access groups are declared on the group only: one way to say it, no cycle of names.
// A member's own role on a project is said once: in their `projects` or in the project's
// `projectMembers`, never both (the two resources would keep changing the one role).
import { z } from "zod";
import { fieldsOf, Name, projectChildEntry, without } from "../../team-file/entries";
import type { Path } from "../../team-file/locate";
import type { Planner } from "../../team-file/planner";
import { topSection } from "../../team-file/sections";
import { accessGroupDefinition } from "./access-group";
import { accessGroupProjectDefinition } from "./access-group-project";
import { projectMembersDefinition } from "./project-members";
import { teamMemberDefinition } from "./team-member";
import { teamConfigDefinition, type TeamConfigInputs } from "./team-settings";

/** The file's team members, by email or user id (as their entry names them). */
export const TEAM_MEMBER = "team member";
export const ACCESS_GROUP = "access group";

/** A role on one of the file's projects. */
const ProjectRole = projectChildEntry(accessGroupProjectDefinition, "accessGroupId");

export const TeamMemberEntry = fieldsOf(teamMemberDefinition)
  .omit(without("projects", "accessGroups"))
  .extend({
    projects: z.array(ProjectRole).optional().describe("The member's own roles on the file's projects"),
  });

export const AccessGroupEntry = fieldsOf(accessGroupDefinition).extend({
  projects: z.array(ProjectRole).optional().describe("The group's roles on the file's projects"),
  members: z.array(Name).optional().describe("The file's teamMembers in the group, by their email or userId"),
});

const projectIdOf = (planner: Planner, name: string, path: Path) =>
  planner.lookup("project", planner.names("project"), name, path);

/** Whether this is the file's one place for `member`'s own role on `project`; otherwise a problem at `path`. */
const rolesOnce = (planner: Planner, member: string, project: string, path: Path) =>
  planner.claim(
    "own project role",
    `${member}\u0000${project}`,
    path,
    (first) =>
      `${member} already has a role on project "${project}" (at ${first}): say a member's role on a project in one place`,
  );

export const teamMembersSection = topSection({
  key: "teamMembers",
  declares: [TEAM_MEMBER],
  needs: ["project"],
  schema: () => z.array(TeamMemberEntry).optional(),
  plan(members: z.infer<typeof TeamMemberEntry>[], planner) {
    members.forEach(({ projects, ...member }, m) => {
      const at = ["teamMembers", m];
      const name = member.email ?? member.userId ?? "";
      const ref = planner.add(
        {
          type: "TeamMember",
          id: name,
          at,
          args: {
            ...member,
            ...(projects && {
              projects: projects.map(({ project, role }, p) => {
                const path = [...at, "projects", p, "project"];
                rolesOnce(planner, name, project, path);
                return { projectId: projectIdOf(planner, project, path), role };
              }),
            }),
          },
        },
        [...at, member.email !== undefined ? "email" : "userId"],
      );
      if (ref) planner.names(TEAM_MEMBER).set(name, ref.key);
    });
  },
});

export const accessGroupsSection = topSection({
  key: "accessGroups",
  declares: [ACCESS_GROUP],
  needs: ["project", TEAM_MEMBER],
  schema: () => z.array(AccessGroupEntry).optional(),
  plan(groups: z.infer<typeof AccessGroupEntry>[], planner) {
    groups.forEach(({ projects, members, ...group }, g) => {
      const at = ["accessGroups", g];
      const ref = planner.add({ type: "AccessGroup", id: group.name, at, args: group }, [...at, "name"]);
      if (!ref) return;
      planner.names(ACCESS_GROUP).set(group.name, ref.key);
      projects?.forEach(({ project, role }, p) =>
        planner.add(
          {
            type: "AccessGroupProject",
            id: `${group.name}/${project}`,
            at: [...at, "projects", p],
            rename: { projectId: "project" },
            args: {
              accessGroupId: ref,
              projectId: projectIdOf(planner, project, [...at, "projects", p, "project"]),
              role,
            },
          },
          [...at, "projects", p, "project"],
        ),
      );
      members?.forEach((member, i) =>
        planner.add(
          {
            type: "AccessGroupMember",
            id: `${group.name}/${member}`,
            at: [...at, "members", i],
            args: {
              accessGroupId: ref,
              userId: planner.lookup("team member", planner.names(TEAM_MEMBER), member, [
                ...at,
                "members",
                i,
              ]),
            },
          },
          [...at, "members", i],
        ),
      );
    });
  },
});

export const ProjectMembersEntry = projectChildEntry(projectMembersDefinition);

/**
 * A project's members with roles of their own: one ProjectMembers resource per entry, named after
 * the project. A member who is one of the file's teamMembers (same email or userId) joins the
 * team first: the platform takes project members from the team's.
 */
export const projectMembersSection = topSection({
  key: "projectMembers",
  needs: ["project", TEAM_MEMBER],
  schema: () => z.array(ProjectMembersEntry).optional(),
  plan(entries: z.infer<typeof ProjectMembersEntry>[], planner) {
    entries.forEach(({ project, members }, e) => {
      const at = ["projectMembers", e];
      members.forEach((member, i) =>
        rolesOnce(planner, member.email ?? member.userId ?? "", project, [...at, "members", i]),
      );
      const teamMembers = planner.names(TEAM_MEMBER);
      planner.add(
        {
          type: "ProjectMembers",
          id: project,
          at,
          rename: { projectId: "project" },
          args: { projectId: projectIdOf(planner, project, [...at, "project"]), members },
          dependsOn: members.flatMap((member) => {
            const key = teamMembers.get(member.email ?? member.userId ?? "");
            return key === undefined ? [] : [key];
          }),
        },
        [...at, "project"],
      );
    });
  },
});

/**
 * The team's own settings (`settings:`): one TeamConfig, as in a program. Left out, the file
 * manages none of them; removing the section later leaves them as they are (a TeamConfig's delete
 * changes nothing: settings cannot be deleted).
 */
export const teamSettingsSection = topSection({
  key: "settings",
  schema: () => fieldsOf(teamConfigDefinition).optional().describe("The team's settings (TeamConfig)"),
  plan(settings: TeamConfigInputs, planner) {
    planner.add({ type: "TeamConfig", id: "team", at: ["settings"], args: settings }, ["settings"]);
  },
});
