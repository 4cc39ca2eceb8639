// The access family: who may do what on a team. AccessGroup, AccessGroupProject,
// AccessGroupMember, ProjectMembers, TeamMember, UserToken and TeamConfig (the team's settings),
// with getAccessGroup, getAccessGroupProject, getTeamMember, getTeamConfig, getProjectMembers and
// getDsyncGroups (the platform's `access-groups`, `projectMembers`, `authentication` groups and the
// teams' members and settings).
import { defineFamily } from "../kit/manifest";
import { accessGroupDefinition } from "./access-group";
import { accessGroupMemberDefinition } from "./access-group-member";
import { accessGroupProjectDefinition } from "./access-group-project";
import { AccessApi } from "./access-api";
import {
  accessGroupMembers,
  accessGroupProjects,
  accessGroups,
  projectMembers,
  teamMembers,
  teamSettings,
} from "./inventory";
import { getAccessGroupFunction, getAccessGroupProjectFunction, getTeamMemberFunction } from "./lookups";
import { getDsyncGroupsFunction, getProjectMembersFunction } from "./member-lookups";
import { projectMembersDefinition } from "./project-members";
import { teamMemberDefinition } from "./team-member";
import { TeamSettingsApi } from "./team-settings-api";
import {
  accessGroupsSection,
  projectMembersSection,
  teamMembersSection,
  teamSettingsSection,
} from "./team-file";
import { teamConfigDefinition } from "./team-settings";
import { getTeamConfigFunction } from "./team-settings-lookup";
import { userTokenDefinition } from "./user-token";

export const accessFamily = defineFamily({
  name: "access",
  resources: {
    TeamMember: teamMemberDefinition,
    AccessGroup: accessGroupDefinition,
    AccessGroupProject: accessGroupProjectDefinition,
    AccessGroupMember: accessGroupMemberDefinition,
    ProjectMembers: projectMembersDefinition,
    UserToken: userTokenDefinition,
    TeamConfig: teamConfigDefinition,
  },
  functions: {
    getAccessGroup: getAccessGroupFunction,
    getAccessGroupProject: getAccessGroupProjectFunction,
    getTeamMember: getTeamMemberFunction,
    getTeamConfig: getTeamConfigFunction,
    getProjectMembers: getProjectMembersFunction,
    getDsyncGroups: getDsyncGroupsFunction,
  },
  client: { access: (http) => new AccessApi(http), teamSettings: (http) => new TeamSettingsApi(http) },
  inventory: [
    teamSettings,
    teamMembers,
    accessGroups,
    accessGroupProjects,
    accessGroupMembers,
    projectMembers,
  ],
  notInventoried: {
    UserToken: "a token's value is shown once: an import could never give it back",
  },
  teamFile: {
    sections: [teamSettingsSection, teamMembersSection, accessGroupsSection, projectMembersSection],
    notInFile: {
      UserToken: "a token's value is shown once: a file re-applied would make new ones",
    },
  },
});
