// Microfrontends groups and their members, through the calls the Terraform provider makes
// (vercel_microfrontend_group, vercel_microfrontend_group_membership): the team's groups are read
// from `GET /v1/microfrontends/groups` (each with its projects and their settings), a member joins,
// changes or leaves with `PATCH /v1/projects/{projectId}/microfrontends`, a group is renamed or
// deleted under `/v1/teams/{teamId}/microfrontends/{groupId}`. A group is made with its default app
// in one call, the catalogue's `POST /v1/microfrontends/group` (the Terraform provider makes an
// empty group with an undocumented call, then PATCHes its default app in: two calls, and a group
// without a default app in between).
import { z } from "zod";
import {
  CreateGroupAnswer,
  DeleteGroupAnswer,
  GroupsAnswer,
  MembershipAnswer,
  UpdateGroupAnswer,
  type CreateGroupRequest,
  type MicrofrontendsGroup,
  type ProjectMicrofrontends,
  type UpdateGroupRequest,
  type UpdateMembershipRequest,
} from "../../../schema/microfrontends";
import type { HttpClient } from "../../client/http";

const GROUPS = "/v1/microfrontends/groups";
const GROUP = "/v1/teams/{teamId}/microfrontends/{groupId}";

/** A group with its members' settings, as the groups list answers it. */
export interface GroupWithMembers {
  group: MicrofrontendsGroup;
  members: { projectId: string; name: string; settings: ProjectMicrofrontends }[];
}

export class MicrofrontendsApi {
  constructor(private readonly http: HttpClient) {}

  async groups(): Promise<GroupWithMembers[]> {
    const { groups } = await this.http.request({ method: "GET", path: GROUPS, response: GroupsAnswer });
    return groups.map(({ group, projects }) => ({
      group,
      members: projects.map((p) => ({ projectId: p.id, name: p.name, settings: p.microfrontends })),
    }));
  }

  /** A group by id; one the list no longer holds is a NotFoundError. */
  async group(groupId: string): Promise<GroupWithMembers> {
    const found = (await this.groups()).find((g) => g.group.id === groupId);
    if (!found) throw this.http.missing(GROUPS, `Microfrontends group not found: ${groupId}`);
    return found;
  }

  /** A project's membership of a group; a project outside it is a NotFoundError. */
  async member(groupId: string, projectId: string): Promise<GroupWithMembers["members"][number]> {
    const found = (await this.group(groupId)).members.find((m) => m.projectId === projectId);
    if (!found)
      throw this.http.missing(
        GROUPS,
        `The project ${projectId} is not in the microfrontends group ${groupId}`,
      );
    return found;
  }

  /** Names are unique in the team: after an ambiguous failure the lookup finds the group by name. */
  create(body: CreateGroupRequest): Promise<MicrofrontendsGroup> {
    return this.http
      .create({
        method: "POST",
        path: "/v1/microfrontends/group",
        body,
        response: CreateGroupAnswer,
        lookup: async () => {
          const found = (await this.groups()).find((g) => g.group.name === body.groupName);
          return found && { newMicrofrontendsGroup: found.group };
        },
      })
      .then((answer) => answer.newMicrofrontendsGroup);
  }

  async updateGroup(teamId: string, groupId: string, body: UpdateGroupRequest): Promise<MicrofrontendsGroup> {
    const answer = await this.http.request({
      method: "PATCH",
      idempotent: true,
      path: GROUP,
      params: { teamId, groupId },
      body,
      response: UpdateGroupAnswer,
    });
    return answer.updatedMicrofrontendsGroup;
  }

  async deleteGroup(teamId: string, groupId: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: GROUP,
      params: { teamId, groupId },
      response: DeleteGroupAnswer,
    });
  }

  /** Join, change the settings (sets the given fields), or leave with `enabled: false`. */
  async updateMembership(
    projectId: string,
    body: UpdateMembershipRequest,
  ): Promise<z.infer<typeof MembershipAnswer>> {
    return this.http.request({
      method: "PATCH",
      idempotent: true,
      path: "/v1/projects/{projectId}/microfrontends",
      params: { projectId },
      body,
      response: MembershipAnswer,
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    microfrontends: MicrofrontendsApi;
  }
}
