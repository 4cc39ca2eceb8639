// The team's members, access groups with their project grants and members, and each project's
// members: what `vercel-pulumi import` writes and what `drift` reports as unmanaged (a member
// added in the dashboard, an access-group link made by hand).
import { reader } from "../../inventory/types";

/** The team's members but the caller: a program does not declare the user it runs as. */
export const teamMembers = reader({
  types: ["TeamMember"],
  list: async (client) => {
    const team = client.http.team;
    if (team === undefined) return [];
    const [{ members }, self] = await Promise.all([
      client.access.teamMembers(team),
      client.access.currentUserId(),
    ]);
    return members.filter((member) => member.uid !== self);
  },
  toListed: (member) => ({
    type: "TeamMember",
    importId: member.uid,
    label: `${member.email} (${member.role})`,
  }),
});

export const accessGroups = reader({
  types: ["AccessGroup"],
  list: async (client) => (client.http.team === undefined ? [] : client.access.groups()),
  toListed: (group) => ({ type: "AccessGroup", importId: group.accessGroupId, label: group.name }),
});

export const accessGroupProjects = reader({
  types: ["AccessGroupProject"],
  parent: "AccessGroup",
  list: (client, groupId) => client.access.grants(groupId),
  toListed: (grant, groupId) => ({
    type: "AccessGroupProject",
    importId: `${groupId}/${grant.projectId}`,
    label: `${grant.name ?? grant.projectId} (${grant.role})`,
  }),
});

export const accessGroupMembers = reader({
  types: ["AccessGroupMember"],
  parent: "AccessGroup",
  after: ["TeamMember"],
  list: (client, groupId) => client.access.groupMembers(groupId),
  toListed: (userId, groupId) => ({
    type: "AccessGroupMember",
    importId: `${groupId}/${userId}`,
    label: userId,
  }),
});

/** One ProjectMembers per project that has members of its own. */
export const projectMembers = reader({
  types: ["ProjectMembers"],
  parent: "Project",
  after: ["TeamMember"],
  list: async (client, projectId) =>
    client.http.team === undefined
      ? []
      : (await client.access.projectMembers(projectId)).length > 0
        ? [projectId]
        : [],
  toListed: (projectId) => ({
    type: "ProjectMembers",
    importId: projectId,
    label: `members of ${projectId}`,
  }),
});

/** The team's settings: one TeamConfig, named by the team's id (the Terraform provider's import id). */
export const teamSettings = reader({
  types: ["TeamConfig"],
  list: (client) => Promise.resolve(client.http.team === undefined ? [] : [client.http.team]),
  toListed: (teamId) => ({ type: "TeamConfig", importId: teamId, label: `settings of ${teamId}` }),
});
