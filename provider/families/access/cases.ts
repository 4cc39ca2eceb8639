// The access family's test cases: every suite collects them through test/support/family-cases.
import { AccessGroup, UserToken, TeamConfig } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { CATALOGUE_PROJECT } from "../../../test/support/family-cases/bad-input";
import { seedProject, teamApi } from "../../../test/resources/env-support";

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "TeamMember",
        args: { email: "not-an-email", role: "OVERLORD" },
        mistakes: [
          { field: "email", rule: "must be an email address" },
          { field: "role", rule: "must be one of" },
        ],
      },
      {
        type: "TeamConfig",
        args: {
          slug: "Not A Slug",
          emailDomain: "not a domain",
          sensitiveEnvironmentVariablePolicy: "sometimes",
          saml: { roles: { admins: { role: "OWNER", accessGroupId: "ag_1" } } },
        },
        mistakes: [
          { field: "slug", rule: "lowercase letters, digits and inner hyphens" },
          { field: "emailDomain", rule: "is a domain name" },
          { field: "sensitiveEnvironmentVariablePolicy", rule: "must be one of" },
          { field: "saml.roles.admins", rule: "exactly one of role or accessGroupId" },
        ],
      },
      { type: "AccessGroup", args: { name: "" }, mistakes: [{ field: "name", rule: "must not be empty" }] },
      {
        type: "AccessGroupProject",
        args: { accessGroupId: "ag_catalogue", projectId: CATALOGUE_PROJECT, role: "OWNER" },
        mistakes: [{ field: "role", rule: 'must be one of "ADMIN", "PROJECT_DEVELOPER", "PROJECT_VIEWER"' }],
      },
      {
        type: "AccessGroupMember",
        args: { accessGroupId: "", userId: "" },
        mistakes: [
          { field: "accessGroupId", rule: "must not be empty" },
          { field: "userId", rule: "must not be empty" },
        ],
      },
      {
        type: "ProjectMembers",
        args: { projectId: CATALOGUE_PROJECT, members: [{ email: "x", role: "GOD" }] },
        mistakes: [
          { field: "members[0].email", rule: "must be an email address" },
          { field: "members[0].role", rule: "must be one of" },
        ],
      },
      {
        type: "UserToken",
        args: { name: "", expiresAt: 978307200000 },
        mistakes: [
          { field: "name", rule: "must not be empty" },
          { field: "expiresAt", rule: "must be in the future" },
        ],
      },
    ],
    lookups: [
      { fn: "getAccessGroup", args: { id: "" }, mistakes: [{ field: "id", rule: "must not be empty" }] },
      {
        fn: "getAccessGroupProject",
        args: { accessGroupId: "ag_catalogue", projectId: "" },
        mistakes: [{ field: "projectId", rule: "must not be empty" }],
      },
      {
        fn: "getTeamMember",
        args: { email: "nope" },
        mistakes: [{ field: "email", rule: "must be an email address" }],
      },
      {
        fn: "getTeamMember",
        args: {},
        mistakes: [{ field: "userId", rule: "exactly one of userId or email" }],
      },
      { fn: "getTeamConfig", args: { id: "" }, mistakes: [{ field: "id", rule: "must not be empty" }] },
      {
        fn: "getProjectMembers",
        args: { projectId: "" },
        mistakes: [{ field: "projectId", rule: "must not be empty" }],
      },
      {
        fn: "getDsyncGroups",
        args: { groups: "admin" },
        mistakes: [{ field: "groups", rule: "unknown argument" }],
      },
    ],
  },
  notSecret: [
    ["UserToken.leakedUrl", "where the platform found a leaked token (the token itself is revoked)"],
  ],
  stack: {
    unit({ tag, opts }) {
      new AccessGroup(`${tag}-group`, { name: `${tag}-group`, ...opts });
      new UserToken(`${tag}-token`, { name: `${tag}-ci`, ...opts });
    },
    // The team's settings are one object per team, so one per stack, not per unit (its invite code
    // is a secret the platform generates, which the secrets check reads from the decrypted state).
    stack({ prefix, opts }) {
      new TeamConfig(`${prefix}-team-settings`, {
        description: `reliability stack ${prefix}`,
        hideIpAddressesInLogDrains: true,
        ...opts,
      });
    },
  },
  driftEdits: [
    {
      resource: "grace",
      edit: (c, { teamId, stateIds }) =>
        c.access.updateTeamMember(teamId, stateIds.grace!, { role: "VIEWER" }),
      expect: { changed: "role" },
    },
    {
      resource: "teamSettings",
      edit: (c, { teamId }) =>
        c.teamSettings.patch(teamId, { description: "changed outside" }).then(() => {}),
      expect: { changed: "description" },
    },
    {
      resource: "frontend",
      edit: (c, { stateIds }) =>
        c.access.updateGroup(stateIds.frontend!, { name: "renamed-outside" }).then(() => {}),
      expect: { changed: "name" },
    },
    {
      resource: "frontendSite",
      edit: (c, { projectId, stateIds }) => c.access.deleteGrant(stateIds.frontend!, projectId),
      expect: { recreated: true },
    },
    {
      resource: "frontendGrace",
      edit: (c, { stateIds }) =>
        c.access.updateGroup(stateIds.frontend!, { membersToRemove: [stateIds.grace!] }).then(() => {}),
      expect: { recreated: true },
    },
    {
      resource: "siteMembers",
      edit: (c, { projectId, stateIds }) => c.access.removeProjectMember(projectId, stateIds.grace!),
      expect: { changed: "members" },
    },
    {
      resource: "ciToken",
      edit: (c, { stateIds }) => c.access.deleteToken(stateIds.ciToken!),
      expect: { recreated: true },
    },
  ],
  lookupFixtures: {
    async getAccessGroup(emulator) {
      const group = await teamApi<{ accessGroupId: string }>(emulator, "POST", "/v1/access-groups", {
        name: "frontend",
      });
      return {
        args: { id: "frontend" },
        expected: {
          id: group.accessGroupId,
          accessGroupId: group.accessGroupId,
          name: "frontend",
          membersCount: 0,
          projectsCount: 0,
        },
        secret: [],
      };
    },
    async getAccessGroupProject(emulator) {
      const projectId = await seedProject(emulator, "granted");
      const group = await teamApi<{ accessGroupId: string }>(emulator, "POST", "/v1/access-groups", {
        name: "frontend",
        projects: [{ projectId, role: "PROJECT_VIEWER" }],
      });
      return {
        args: { accessGroupId: group.accessGroupId, projectId },
        expected: {
          id: `${group.accessGroupId}/${projectId}`,
          accessGroupId: group.accessGroupId,
          projectId,
          role: "PROJECT_VIEWER",
        },
        secret: [],
      };
    },
    async getTeamConfig(emulator) {
      await teamApi(emulator, "PATCH", `/v2/teams/${emulator.teamId}`, {
        description: "settings",
        hideIpAddresses: true,
      });
      const team = await teamApi<{ slug: string; name: string; inviteCode: string }>(
        emulator,
        "GET",
        `/v2/teams/${emulator.teamId}`,
      );
      return {
        args: { id: emulator.teamId },
        expected: {
          id: emulator.teamId,
          name: team.name,
          slug: team.slug,
          description: "settings",
          enablePreviewFeedback: "default",
          enableProductionFeedback: "default",
          sensitiveEnvironmentVariablePolicy: "default",
          hideIpAddresses: true,
          hideIpAddressesInLogDrains: false,
          remoteCaching: { enabled: true },
          inviteCode: team.inviteCode,
        },
        secret: ["inviteCode"],
      };
    },
    async getTeamMember(emulator) {
      const { user } = await emulator.admin.createUser("ada");
      await teamApi(emulator, "POST", `/v2/teams/${emulator.teamId}/members`, [
        { email: "ada@example.com", role: "VIEWER" },
      ]);
      return {
        args: { email: "ada@example.com" },
        expected: {
          id: user.id,
          userId: user.id,
          email: "ada@example.com",
          username: "ada",
          role: "VIEWER",
          projects: [],
        },
        secret: [],
      };
    },
    async getProjectMembers(emulator) {
      const projectId = await seedProject(emulator, "membered");
      const { user } = await emulator.admin.createUser("mona");
      await teamApi(emulator, "POST", `/v2/teams/${emulator.teamId}/members`, [
        { email: "mona@example.com", role: "CONTRIBUTOR" },
      ]);
      await teamApi(emulator, "POST", `/v1/projects/${projectId}/members`, {
        uid: user.id,
        role: "PROJECT_VIEWER",
      });
      return {
        args: { projectId },
        expected: {
          id: projectId,
          projectId,
          members: [{ userId: user.id, email: "mona@example.com", username: "mona", role: "PROJECT_VIEWER" }],
        },
        secret: [],
      };
    },
    async getDsyncGroups(emulator) {
      const synced = await emulator.admin.api<{ groups: { id: string; name: string }[] }>(
        "PUT",
        `/_emulator/teams/${emulator.teamId}/dsync/groups`,
        { groups: [{ name: "admin" }] },
      );
      const [admin] = synced.body.groups;
      return {
        args: {},
        expected: { id: emulator.teamId, lists: [admin], map: { admin: admin!.id } },
        secret: [],
      };
    },
  },
  seedSteps: [
    // A user who already has an account (made by the emulator's admin API before the steps).
    // Named by user id, as the inventory reads a member back.
    {
      name: "member",
      type: "TeamMember",
      inputs: (ids) => ({ userId: ids.seededUser, role: "CONTRIBUTOR" }),
    },
    // The team's settings, one per team: adopted as they are (no setting declared, nothing written),
    // so an import of them agrees with any program that manages the same team's settings.
    { name: "teamSettings", type: "TeamConfig", inputs: () => ({}) },
    { name: "group", type: "AccessGroup", inputs: () => ({ name: "seeded-group" }) },
    {
      name: "grant",
      type: "AccessGroupProject",
      inputs: (ids) => ({ accessGroupId: ids.group, projectId: ids.web, role: "PROJECT_VIEWER" }),
    },
    {
      name: "groupMember",
      type: "AccessGroupMember",
      inputs: (ids) => ({ accessGroupId: ids.group, userId: ids.member }),
    },
    {
      name: "projectMembers",
      type: "ProjectMembers",
      inputs: (ids) => ({
        projectId: ids.web,
        members: [{ userId: ids.seededUser, role: "PROJECT_VIEWER" }],
      }),
    },
  ],
});
