// Team roles enforced (DESIGN "who may do what"): before a platform handler runs, a member's own
// token must hold the role the call needs on the team it acts for, else 403 `forbidden` naming what
// was refused and the role the caller has. Integration tokens are not members: their scopes decide
// (integrations/gate.ts), untouched here. A personal account is its user's own: nothing to check.
//
// Per project, the role is the strongest of what the team role gives, the member's own project role
// and their access groups' roles (project-members/store.ts). Reads need any role on the project,
// writes need ADMIN, except environment variables, which a developer may change unless one of them
// targets production. Team-level writes need OWNER or MEMBER; members and access groups, OWNER.
import type { GrantedProjectRole, TeamRole } from "../schema/access-roles";
import { forbidden } from "./errors";
import { findTeam, teamOfOwner, teamRoleOf, type StoredTeam } from "./areas/identity/store";
import { envOf } from "./areas/env/store";
import { projectsOf, type StoredProject } from "./areas/projects/store";
import { effectiveProjectRole } from "./areas/project-members/store";
import type { Store } from "./store";

export interface MemberRequest {
  readonly method: string;
  readonly template: string;
  readonly params: Readonly<Record<string, string>>;
  readonly url: Pick<URL, "searchParams">;
  /** The request body as sent (parsed here only for the production check of env writes). */
  readonly rawBody: string;
}

/** The path parameters that name a project, by the routes that use them. */
const PROJECT_PARAMS = ["idOrName", "projectIdOrName", "projectId"] as const;

/** Routes a member may always call: their own user, tokens and teams. */
const OWN = /^\/(v\d+\/)?(user|teams)(\/:teamId)?$|^\/v\d+\/user\b/;
const TEAM_MEMBERS = /^\/v\d+\/teams\/:teamId\/members\b/;
const ACCESS_GROUPS = /^\/v\d+\/access-groups\b/;
const PROJECT_CREATE = /^\/v\d+\/projects$/;
const PROJECT_SCOPED = /^\/v\d+\/(projects\/:|env\/pull\/:)/;
const ENV = /^\/v\d+\/projects\/:idOrName\/env\b/;
const PROJECT_MEMBERS = /^\/v\d+\/projects\/:idOrName\/members\b/;
/** The firewall's routes and attack challenge mode: what the SECURITY role may change. */
const FIREWALL = /^\/v\d+\/security\/(firewall\b|attack-mode$)/;
/** Using the remote build cache (upload, query, events); deleting it all is a team-level write. */
const CACHE_USE = /^\/v8\/artifacts(\/:hash|\/events)?$/;
/** The roles that run builds, and so fill the remote cache (inferred). */
const BUILDERS: readonly TeamRole[] = ["OWNER", "MEMBER", "DEVELOPER", "CONTRIBUTOR"];

/** Charges, commitments and buying credits: the roles the platform's billing reference names. */
const BILLING = /^\/v1\/billing\//;
const BILLING_ROLES: readonly TeamRole[] = ["OWNER", "MEMBER", "DEVELOPER", "SECURITY", "BILLING"];

const isRead = (method: string): boolean => method === "GET" || method === "HEAD";

/** Throws the platform's 403 when the caller's role does not allow the call; returns otherwise. */
export function admitMember(
  store: Store,
  caller: { readonly userId: string; readonly configurationId?: string | undefined },
  ownerId: string,
  request: MemberRequest,
): void {
  if (caller.configurationId !== undefined) return;
  const { method, template } = request;
  if (OWN.test(template)) return;
  if (TEAM_MEMBERS.test(template)) return admitTeamMembers(store, caller.userId, request);
  const team = teamOfOwner(store, ownerId);
  const teamRole = team && teamRoleOf(team, caller.userId);
  if (!team || !teamRole) return; // a personal account, or not a member (scope.ts refused already)
  if (ACCESS_GROUPS.test(template)) {
    if (!isRead(method) && teamRole !== "OWNER") throw refused(team, teamRole, "manage access groups");
    return;
  }
  if (BILLING.test(template)) {
    if (!BILLING_ROLES.includes(teamRole)) throw refused(team, teamRole, "see or buy the team's billing");
    return;
  }
  const project = projectOf(store, ownerId, request);
  if (project) return admitProject(store, team, teamRole, caller.userId, project, request);
  if (isRead(method)) return;
  if (CACHE_USE.test(template) && method !== "DELETE" && BUILDERS.includes(teamRole)) return;
  if (PROJECT_CREATE.test(template) && !["OWNER", "MEMBER"].includes(teamRole)) {
    throw refused(team, teamRole, "create projects");
  }
  if (FIREWALL.test(template) && teamRole === "SECURITY") return;
  if (!["OWNER", "MEMBER"].includes(teamRole)) throw refused(team, teamRole, `call ${method} ${template}`);
}

/** Members of the team in the path: every member reads them; owners change them; anyone may leave. */
function admitTeamMembers(store: Store, userId: string, request: MemberRequest): void {
  const team = findTeam(store, request.params.teamId ?? "");
  const teamRole = team && teamRoleOf(team, userId);
  if (!team || !teamRole || isRead(request.method) || teamRole === "OWNER") return;
  if (request.method === "DELETE" && request.params.uid === userId) return;
  throw refused(team, teamRole, "manage the team's members");
}

/** The project the call is about: a path parameter, or the firewall's `?projectId=`. */
function projectOf(store: Store, ownerId: string, request: MemberRequest): StoredProject | undefined {
  const named = PROJECT_SCOPED.test(request.template)
    ? PROJECT_PARAMS.map((name) => request.params[name]).find((value) => value !== undefined)
    : FIREWALL.test(request.template)
      ? (request.url.searchParams.get("projectId") ?? undefined)
      : undefined;
  if (named === undefined) return undefined;
  // A project that does not exist is the handler's 404, not a permission question.
  return projectsOf(store).find(ownerId, (p) => p.id === named || p.name === named);
}

function admitProject(
  store: Store,
  team: StoredTeam,
  teamRole: TeamRole,
  userId: string,
  project: StoredProject,
  request: MemberRequest,
): void {
  const role = effectiveProjectRole(store, team.id, teamRole, userId, project.id);
  const { method, template } = request;
  if (!role) throw refused(team, teamRole, `access the project "${project.name}"`);
  if (isRead(method)) return;
  if (FIREWALL.test(template) && teamRole === "SECURITY") return;
  if (ENV.test(template) && role === "PROJECT_DEVELOPER") {
    if (touchesProduction(store, team.id, request)) {
      throw refused(
        team,
        teamRole,
        `change production environment variables of the project "${project.name}"`,
        role,
      );
    }
    return;
  }
  if (role !== "ADMIN") {
    const what = PROJECT_MEMBERS.test(template)
      ? `manage the members of the project "${project.name}"`
      : ENV.test(template)
        ? `change environment variables of the project "${project.name}"`
        : `change the project "${project.name}"`;
    throw refused(team, teamRole, what, role);
  }
}

/** Whether an env write creates, changes or removes a variable that targets production. */
function touchesProduction(store: Store, ownerId: string, request: MemberRequest): boolean {
  const body = parsed(request.rawBody);
  const items: unknown[] = Array.isArray(body) ? body : [body];
  const sent = items.some((item) => targetsProduction((item as { target?: unknown } | null)?.target));
  const ids = [
    ...(request.params.id ? [request.params.id] : []),
    ...(request.method === "DELETE" && Array.isArray((body as { ids?: unknown } | null)?.ids)
      ? ((body as { ids: unknown[] }).ids.filter((id) => typeof id === "string") as string[])
      : []),
  ];
  const existing = ids.some((id) => envOf(store).get(ownerId, id)?.target.includes("production"));
  return sent || existing;
}

function targetsProduction(target: unknown): boolean {
  return target === "production" || (Array.isArray(target) && target.includes("production"));
}

function parsed(raw: string): unknown {
  try {
    return raw === "" ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined; // validation answers the 400
  }
}

function refused(team: StoredTeam, teamRole: TeamRole, what: string, projectRole?: GrantedProjectRole) {
  const onProject = projectRole ? ` and ${projectRole} on the project` : "";
  return forbidden(
    `You don't have permission to ${what}: your role is ${teamRole} on the team "${team.slug}"${onProject}`,
  );
}
