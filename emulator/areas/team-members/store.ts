// A team's members and its invitations. They live on the identity area's team record (membership is
// what auth and scoping read, and a role beside it); this file is how the team-members routes
// change them. A member who leaves loses their project roles and access groups with them.
import type { GrantedProjectRole, TeamRole } from "../../../schema/access-roles";
import { badRequest } from "../../errors";
import { newId } from "../../ids";
import type { Store } from "../../store";
import { leaveAccessGroups } from "../access-groups/store";
import { saveTeam, teamRoleOf, type StoredInvite, type StoredTeam } from "../identity/store";
import { projectsOf } from "../projects/store";
import {
  leaveProjects,
  projectsOfMember,
  removeProjectMember,
  setProjectMember,
} from "../project-members/store";

export interface ProjectGrant {
  readonly projectId: string;
  readonly role: GrantedProjectRole | null;
}

export function joinedAtOf(team: StoredTeam, userId: string): number {
  return team.joinedAt?.[userId] ?? team.createdAt;
}

/** The projects a member has a role of their own on, with the project's name (the list's `projects`). */
export function memberProjects(store: Store, team: StoredTeam, userId: string) {
  return projectsOfMember(store, team.id, userId).flatMap((member) => {
    const project = projectsOf(store).get(team.id, member.projectId);
    return project ? [{ id: project.id, name: project.name, role: member.role }] : [];
  });
}

export function addMember(store: Store, team: StoredTeam, userId: string, role: TeamRole): StoredTeam {
  return saveTeam(store, {
    ...team,
    memberIds: [...team.memberIds, userId],
    roles: { ...team.roles, [userId]: role },
    joinedAt: { ...team.joinedAt, [userId]: store.now() },
  });
}

/** 400 unless another member stays OWNER: a team is never left without one. */
function keepAnOwner(team: StoredTeam, userId: string): void {
  const otherOwners = team.memberIds.filter((id) => id !== userId && teamRoleOf(team, id) === "OWNER");
  if (teamRoleOf(team, userId) === "OWNER" && otherOwners.length === 0) {
    throw badRequest(`The team "${team.slug}" needs at least one owner: make another member an owner first`);
  }
}

export function changeRole(store: Store, team: StoredTeam, userId: string, role: TeamRole): StoredTeam {
  if (role !== "OWNER") keepAnOwner(team, userId);
  return saveTeam(store, { ...team, roles: { ...team.roles, [userId]: role } });
}

export function removeMember(store: Store, team: StoredTeam, userId: string): StoredTeam {
  keepAnOwner(team, userId);
  const roles = { ...team.roles };
  const joinedAt = { ...team.joinedAt };
  delete roles[userId];
  delete joinedAt[userId];
  leaveProjects(store, team.id, userId);
  leaveAccessGroups(store, team.id, userId);
  return saveTeam(store, {
    ...team,
    memberIds: team.memberIds.filter((id) => id !== userId),
    roles,
    joinedAt,
  });
}

/** Gives or (role null) takes the member's roles on projects of the team; 400 for a project it has not. */
export function grantProjects(
  store: Store,
  team: StoredTeam,
  userId: string,
  grants: readonly ProjectGrant[],
): void {
  for (const grant of grants) {
    const project = projectsOf(store).find(
      team.id,
      (p) => p.id === grant.projectId || p.name === grant.projectId,
    );
    if (!project)
      throw badRequest(`Invalid request: the project "${grant.projectId}" is not one of the team's`);
    if (grant.role === null) removeProjectMember(store, team.id, project.id, userId);
    else setProjectMember(store, team.id, project.id, userId, grant.role);
  }
}

export function addInvite(store: Store, team: StoredTeam, email: string, role: TeamRole): StoredInvite {
  const invite: StoredInvite = { id: newId("inv_", 24), email, role, createdAt: store.now() };
  saveTeam(store, { ...team, invites: [...(team.invites ?? []), invite] });
  return invite;
}

export function removeInvite(store: Store, team: StoredTeam, inviteId: string): boolean {
  const invites = team.invites ?? [];
  if (!invites.some((invite) => invite.id === inviteId)) return false;
  saveTeam(store, { ...team, invites: invites.filter((invite) => invite.id !== inviteId) });
  return true;
}
