// Who may do what on a team: access groups and their project grants (`/v1/access-groups`), project
// members (`/v1/projects/{idOrName}/members`), team members (`/v3|v2|v1/teams/{teamId}/members`) and
// the caller's own tokens (`/v3|v5|v6/user/tokens`), and the directory-sync groups
// (`/teams/{teamId}/dsync/groups`). Lists are read whole (they are small: a team's
// groups, one project's members).
import { z } from "zod";
import {
  AccessGroup,
  AccessGroupList,
  AccessGroupMemberList,
  AccessGroupProject,
  AccessGroupProjectList,
  type AccessGroupCreateRequest,
  type AccessGroupUpdateRequest,
} from "../../../schema/access-groups";
import type { GrantedProjectRole, TeamRole } from "../../../schema/access-roles";
import { ProjectIdAnswer, ProjectMemberList, type ProjectMember } from "../../../schema/project-members";
import {
  InvitedTeamMember,
  MemberIdAnswer,
  TeamMemberList,
  type EmailInvite,
  type TeamMember,
  type TeamMemberUpdateRequest,
} from "../../../schema/team-members";
import {
  UserTokenAnswer,
  UserTokenCreated,
  UserTokenDeleted,
  UserTokenList,
  type UserToken,
  type UserTokenCreateRequest,
} from "../../../schema/user-tokens";
import { UserResponse } from "../../../schema/teams";
import { DsyncGroupList, type DsyncGroup } from "../../../schema/dsync";
import { undefinedIfNotFound } from "../../client/errors";
import type { HttpClient } from "../../client/http";
import { wholeList } from "../../client/paginate";
import { SiblingReads } from "../../client/sibling-reads";
import { orphanSweepingLookup } from "../../client/shown-once";

const GROUPS = "/v1/access-groups";
const GROUP = `${GROUPS}/{idOrName}`;
const GRANTS = `${GROUPS}/{accessGroupIdOrName}/projects`;
const GRANT = `${GRANTS}/{projectId}`;
const PROJECT_MEMBERS = "/v1/projects/{idOrName}/members";
const EmptyBody = z.unknown();

/** One entry of a team's member list: a member (by user id) or a pending email invite (by its id). */
export type TeamMembership = { readonly member: TeamMember } | { readonly invite: EmailInvite };
const membershipId = (entry: TeamMembership) => ("member" in entry ? entry.member.uid : entry.invite.id);
const membershipsOf = (list: z.infer<typeof TeamMemberList>): TeamMembership[] => [
  ...list.members.map((member) => ({ member })),
  ...(list.emailInviteCodes ?? []).map((invite) => ({ invite })),
];

/** Pages of a `next`-cursor list (access groups), read whole. */
async function allPages<T>(page: (next: string | undefined) => Promise<{ items: T[]; next: string | null }>) {
  const items: T[] = [];
  let next: string | undefined;
  for (let guard = 0; guard < 1000; guard++) {
    const got = await page(next);
    items.push(...got.items);
    if (got.next === null || got.next === next) return items;
    next = got.next;
  }
  throw new Error("the access-group list's cursor did not stop");
}

export type ListedAccessGroup = z.infer<typeof AccessGroupList>["accessGroups"][number];

export class AccessApi {
  constructor(private readonly http: HttpClient) {}

  // --- access groups ---

  createGroup(body: AccessGroupCreateRequest): Promise<AccessGroup> {
    return this.http.create({
      method: "POST",
      path: GROUPS,
      body,
      response: AccessGroup,
      lookup: () => undefinedIfNotFound(this.group(body.name)),
    });
  }

  group(idOrName: string): Promise<AccessGroup> {
    return this.http.request({ method: "GET", path: GROUP, params: { idOrName }, response: AccessGroup });
  }

  updateGroup(idOrName: string, body: AccessGroupUpdateRequest): Promise<AccessGroup> {
    const write = () =>
      this.http.request({
        method: "POST",
        idempotent: true,
        path: GROUP,
        params: { idOrName },
        body,
        response: AccessGroup,
      });
    return this.memberReads.writing(idOrName, write);
  }

  async deleteGroup(idOrName: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: GROUP,
      params: { idOrName },
      response: EmptyBody,
    });
  }

  /** Every group of the team, with up to 100 member and project ids each. */
  groups(): Promise<ListedAccessGroup[]> {
    return allPages(async (next) => {
      const page = await this.http.request({
        method: "GET",
        path: GROUPS,
        query: { limit: 100, membersLimit: 100, projectsLimit: 100, next },
        response: AccessGroupList,
      });
      return { items: page.accessGroups, next: page.pagination.next };
    });
  }

  /**
   * Whether `userId` is a member of the group: the members of each group read together share one
   * list (client/sibling-reads.ts), so a refresh of N members of G groups lists G times, not N.
   */
  async isGroupMember(idOrName: string, userId: string): Promise<boolean> {
    const alone = async (): Promise<GroupMember> => {
      if ((await this.groupMembers(idOrName)).includes(userId)) return { uid: userId };
      throw this.http.missing(`${GROUP}/members`, `${userId} is not in ${idOrName}`);
    };
    return (await undefinedIfNotFound(this.memberReads.read(idOrName, userId, alone))) !== undefined;
  }

  private get memberReads(): SiblingReads<GroupMember> {
    return this.http.perScope("access group members", () => {
      const list = async (group: string) => (await this.groupMembers(group)).map((uid) => ({ uid }));
      return new SiblingReads<GroupMember>({ list, idsOf: (member) => [member.uid] });
    });
  }

  /** The user ids of a group's members. */
  async groupMembers(idOrName: string): Promise<string[]> {
    const members = await allPages(async (next) => {
      const page = await this.http.request({
        method: "GET",
        path: `${GROUP}/members`,
        params: { idOrName },
        query: { limit: 100, next },
        response: AccessGroupMemberList,
      });
      return { items: page.members, next: page.pagination.next };
    });
    return members.map((member) => member.uid);
  }

  // --- access group projects ---

  createGrant(
    accessGroupId: string,
    projectId: string,
    role: GrantedProjectRole,
  ): Promise<AccessGroupProject> {
    return this.grantReads.writing(accessGroupId, () =>
      this.http.create({
        method: "POST",
        path: GRANTS,
        params: { accessGroupIdOrName: accessGroupId },
        body: { projectId, role },
        response: AccessGroupProject,
        lookup: () => undefinedIfNotFound(this.grant(accessGroupId, projectId)),
      }),
    );
  }

  /** A group's grant of a project, read together with the group's other grants (sibling-reads). */
  readGrant(accessGroupId: string, projectId: string): Promise<Grant> {
    return this.grantReads.read(accessGroupId, projectId, () => this.grant(accessGroupId, projectId));
  }

  private get grantReads(): SiblingReads<Grant> {
    return this.http.perScope("access group grants", () => {
      const list = async (group: string): Promise<Grant[]> =>
        (await this.grants(group)).map((g) => ({
          accessGroupId: group,
          projectId: g.projectId,
          role: g.role,
        }));
      return new SiblingReads<Grant>({ list, idsOf: (grant) => [grant.projectId] });
    });
  }

  grant(accessGroupId: string, projectId: string): Promise<AccessGroupProject> {
    return this.http.request({
      method: "GET",
      path: GRANT,
      params: { accessGroupIdOrName: accessGroupId, projectId },
      response: AccessGroupProject,
    });
  }

  updateGrant(
    accessGroupId: string,
    projectId: string,
    role: GrantedProjectRole,
  ): Promise<AccessGroupProject> {
    return this.grantReads.writing(accessGroupId, () =>
      this.http.request({
        method: "PATCH",
        idempotent: true,
        path: GRANT,
        params: { accessGroupIdOrName: accessGroupId, projectId },
        body: { role },
        response: AccessGroupProject,
      }),
    );
  }

  async deleteGrant(accessGroupId: string, projectId: string): Promise<void> {
    await this.grantReads.writing(accessGroupId, () =>
      this.http.request({
        method: "DELETE",
        idempotent: true,
        path: GRANT,
        params: { accessGroupIdOrName: accessGroupId, projectId },
        response: EmptyBody,
      }),
    );
  }

  /** A group's grants: project id and role. */
  async grants(
    accessGroupId: string,
  ): Promise<{ projectId: string; role: Grant["role"]; name?: string | undefined }[]> {
    return allPages(async (next) => {
      const page = await this.http.request({
        method: "GET",
        path: GRANTS,
        params: { accessGroupIdOrName: accessGroupId },
        query: { limit: 100, next },
        response: AccessGroupProjectList,
      });
      return {
        items: page.projects.map((p) => ({ projectId: p.projectId, role: p.role, name: p.project.name })),
        next: page.pagination.next,
      };
    });
  }

  // --- project members ---

  /** The groups the team's identity provider syncs (`/teams/{teamId}/dsync/groups`), every page by `after`. */
  async dsyncGroups(teamId: string): Promise<DsyncGroup[]> {
    const groups: DsyncGroup[] = [];
    let after: string | undefined;
    for (let guard = 0; guard < 1000; guard++) {
      const page = await this.http.request({
        method: "GET",
        path: "/teams/{teamId}/dsync/groups",
        params: { teamId },
        query: { after },
        response: DsyncGroupList,
      });
      groups.push(...page.groups);
      if (page.pagination.after === null || page.pagination.after === after) return groups;
      after = page.pagination.after;
    }
    throw new Error("the directory group list's cursor did not stop");
  }

  async projectMembers(projectId: string): Promise<ProjectMember[]> {
    const members: ProjectMember[] = [];
    let until: number | undefined;
    for (let guard = 0; guard < 1000; guard++) {
      const page = await this.http.request({
        method: "GET",
        path: PROJECT_MEMBERS,
        params: { idOrName: projectId },
        query: { limit: 100, until },
        response: ProjectMemberList,
      });
      members.push(...page.members);
      if (page.pagination.next === null || page.pagination.next === until) return members;
      until = page.pagination.next;
    }
    throw new Error("the project member list's cursor did not stop");
  }

  /** Gives (or changes) a member's role on the project; adding one who has a role sets the new one. */
  async addProjectMember(projectId: string, member: MemberName, role: GrantedProjectRole): Promise<void> {
    await this.changingMemberRoles(() =>
      this.http.request({
        method: "POST",
        idempotent: true,
        path: PROJECT_MEMBERS,
        params: { idOrName: projectId },
        body: { ...member, role },
        response: ProjectIdAnswer,
      }),
    );
  }

  /**
   * A write of a member's project role: the team's member list holds those roles too, so what it
   * listed before or during the write is outdated (as `SiblingReads.writing`, for every team).
   */
  private async changingMemberRoles<T>(write: () => Promise<T>): Promise<T> {
    this.teamMemberReads.invalidateAll();
    try {
      return await write();
    } finally {
      this.teamMemberReads.invalidateAll();
    }
  }

  async removeProjectMember(projectId: string, uid: string): Promise<void> {
    await this.changingMemberRoles(() =>
      this.http.request({
        method: "DELETE",
        idempotent: true,
        path: `${PROJECT_MEMBERS}/{uid}`,
        params: { idOrName: projectId, uid },
        response: ProjectIdAnswer,
      }),
    );
  }

  // --- team members ---

  /**
   * A member of the team (by user id) or a pending invite (by its id); undefined when the team holds
   * neither. The list holds both and is read whole, so the members of a refresh share one list of
   * the team (client/sibling-reads.ts): a team of N members cost N lists before.
   */
  teamMembership(teamId: string, id: string): Promise<TeamMembership | undefined> {
    const alone = async (): Promise<TeamMembership> => {
      const found = membershipsOf(await this.teamMembers(teamId)).find((entry) => membershipId(entry) === id);
      if (found) return found;
      throw this.http.missing("/v3/teams/{teamId}/members", `The user ${id} is not a member of the team`);
    };
    return undefinedIfNotFound(this.teamMemberReads.read(teamId, id, alone));
  }

  private get teamMemberReads(): SiblingReads<TeamMembership> {
    return this.http.perScope("team members", () => {
      const list = async (teamId: string) => membershipsOf(await this.teamMembers(teamId));
      return new SiblingReads<TeamMembership>({ list, idsOf: (entry) => [membershipId(entry)] });
    });
  }

  async teamMembers(teamId: string): Promise<z.infer<typeof TeamMemberList>> {
    const members: TeamMember[] = [];
    let until: number | undefined;
    let invites: z.infer<typeof TeamMemberList>["emailInviteCodes"] = [];
    for (let guard = 0; guard < 1000; guard++) {
      const page = await this.http.request({
        method: "GET",
        path: "/v3/teams/{teamId}/members",
        params: { teamId },
        query: { limit: 100, until },
        response: TeamMemberList,
      });
      members.push(...page.members);
      invites = page.emailInviteCodes ?? invites;
      if (page.pagination.next === null || page.pagination.next === until) {
        return { members, emailInviteCodes: invites, pagination: page.pagination };
      }
      until = page.pagination.next;
    }
    throw new Error("the team member list's cursor did not stop");
  }

  /**
   * Invites by email through the SDK's route (a list of one); by user id through the route and body
   * the Terraform provider uses for its `user_id` (`POST /v1/teams/{teamId}/members`, `{ uid }`),
   * which the SDK's model lacks.
   */
  invite(
    teamId: string,
    body: { email?: string | undefined; uid?: string | undefined; role: TeamRole },
  ): Promise<z.infer<typeof InvitedTeamMember>> {
    const byId = body.uid !== undefined;
    return this.teamMemberReads.writing(teamId, () =>
      this.http.create({
        method: "POST",
        path: byId ? "/v1/teams/{teamId}/members" : "/v2/teams/{teamId}/members",
        params: { teamId },
        body: byId ? { uid: body.uid, role: body.role } : [{ email: body.email, role: body.role }],
        response: InvitedTeamMember,
        lookup: async () => {
          const { members } = await this.teamMembers(teamId);
          const found = members.find(
            (m) => m.uid === body.uid || (body.email !== undefined && m.email === body.email),
          );
          return found && { uid: found.uid, username: found.username, email: found.email, role: found.role };
        },
      }),
    );
  }

  async updateTeamMember(teamId: string, uid: string, body: TeamMemberUpdateRequest): Promise<void> {
    await this.teamMemberReads.writing(teamId, () =>
      this.http.request({
        method: "PATCH",
        idempotent: true,
        path: "/v1/teams/{teamId}/members/{uid}",
        params: { teamId, uid },
        body,
        response: MemberIdAnswer,
      }),
    );
  }

  async removeTeamMember(teamId: string, uid: string): Promise<void> {
    await this.teamMemberReads.writing(teamId, () =>
      this.http.request({
        method: "DELETE",
        idempotent: true,
        path: "/v1/teams/{teamId}/members/{uid}",
        params: { teamId, uid },
        response: MemberIdAnswer,
      }),
    );
  }

  /** The caller's own user id (identity routes take no team). */
  async currentUserId(): Promise<string> {
    const { user } = await this.http
      .withScope("personal")
      .request({ method: "GET", path: "/v2/user", response: UserResponse });
    return user.id;
  }

  // --- the caller's tokens ---

  /**
   * The value is in this answer only: after an ambiguous failure, the tokens of this name that
   * appeared since the call began are deleted and the create is sent again (client/shown-once.ts).
   */
  async createToken(body: UserTokenCreateRequest): Promise<z.infer<typeof UserTokenCreated>> {
    const lookup = await orphanSweepingLookup<UserToken>({
      list: () => this.tokens(),
      isSame: (token) => token.name === body.name,
      remove: async (ids) => {
        for (const id of ids) await this.deleteToken(id);
      },
    });
    return this.http.create({
      method: "POST",
      path: "/v3/user/tokens",
      body,
      response: UserTokenCreated,
      lookup,
    });
  }

  /**
   * The caller's tokens: `GET /v6/user/tokens`, which @vercel/sdk models without parameters (one
   * answer holds them all); should it answer a next page all the same, see wholeList.
   */
  tokens(): Promise<UserToken[]> {
    return wholeList(async (until) => {
      const page = await this.http.request({
        method: "GET",
        path: "/v6/user/tokens",
        query: { until },
        response: UserTokenList,
      });
      return { items: page.tokens, next: page.pagination.next };
    });
  }

  async token(tokenId: string): Promise<UserToken> {
    const { token } = await this.http.request({
      method: "GET",
      path: "/v5/user/tokens/{tokenId}",
      params: { tokenId },
      response: UserTokenAnswer,
    });
    return token;
  }

  async deleteToken(tokenId: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: "/v3/user/tokens/{tokenId}",
      params: { tokenId },
      response: UserTokenDeleted,
    });
  }
}

/** A member of an access group, as its members list names one. */
interface GroupMember {
  uid: string;
}

/** A group's grant of a project: what AccessGroupProject keeps. */
export interface Grant {
  accessGroupId: string;
  projectId: string;
  role: AccessGroupProject["role"];
}

/** How a request names a user: by id, username or email. */
export type MemberName = { uid: string } | { username: string } | { email: string };

declare module "../kit/client-areas" {
  interface ClientAreas {
    access: AccessApi;
  }
}
