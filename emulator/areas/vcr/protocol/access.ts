// Who may use a repository through the registry protocol. The platform description's rule for every operation is a
// bearer token; registry clients also send the platform token as the password of Basic credentials
// (what `docker login` and `crane auth login` store), so both are read. The platform description names no token
// endpoint, so the challenge is Basic and no registry token is minted: the platform token is the
// credential. A repository is addressed as /v2/<team slug>/<project name>/<repository>.
//
// Pull: a role on the project in the owning team (team role or project role, as the management API
// computes it), or membership of a team the repository is shared with (vcr permissions). Push and
// delete: ADMIN or PROJECT_DEVELOPER on the project. A personal account's repositories are its user's.
import type { IncomingHttpHeaders } from "node:http";
import { identify, type Caller } from "../../../auth";
import { ApiError } from "../../../errors";
import type { Store } from "../../../store";
import { findTeam, findUserBy, teamRoleOf, teamsOfUser } from "../../identity/store";
import { effectiveProjectRole } from "../../project-members/store";
import { projectsOf } from "../../projects/store";
import { isSharedWith, repositoriesOf, type StoredRepository } from "../store";
import { denied, nameUnknown, RegistryError } from "./errors";
import type { RepositoryAddress } from "./paths";

export const CHALLENGE = 'Basic realm="vcr"';

export const unauthorized = (message: string) =>
  new RegistryError(401, "UNAUTHORIZED", message, null, { "WWW-Authenticate": CHALLENGE });

/** The platform token a request carries, as a bearer token or as the Basic password. */
export function tokenOf(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.authorization ?? "";
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (bearer) return bearer;
  const basic = /^Basic\s+(\S+)\s*$/i.exec(header)?.[1];
  if (!basic) return undefined;
  const decoded = Buffer.from(basic, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? undefined : decoded.slice(colon + 1) || undefined;
}

/** The caller, or the 401 challenge that makes a registry client send credentials. */
export function callerOf(
  headers: IncomingHttpHeaders,
  startTokens: ReadonlySet<string>,
  store: Store,
): Caller {
  const token = tokenOf(headers);
  if (token === undefined) throw unauthorized("authentication required");
  try {
    return identify(token, startTokens, store);
  } catch (error) {
    if (error instanceof ApiError) throw unauthorized(error.message);
    throw error;
  }
}

export interface ResolvedRepository {
  readonly ownerId: string;
  readonly repository: StoredRepository;
}

export const nameOf = (address: RepositoryAddress): string =>
  `${address.teamSlug}/${address.projectSlug}/${address.repositoryName}`;

export function resolveRepository(store: Store, address: RepositoryAddress): ResolvedRepository {
  const ownerId =
    findTeam(store, address.teamSlug)?.id ?? findUserBy(store, { username: address.teamSlug })?.id;
  const project =
    ownerId === undefined
      ? undefined
      : projectsOf(store).find(
          ownerId,
          (p) => p.name === address.projectSlug || p.id === address.projectSlug,
        );
  const repository =
    ownerId === undefined || project === undefined
      ? undefined
      : repositoriesOf(store).find(
          ownerId,
          (r) => r.projectId === project.id && r.name === address.repositoryName,
        );
  if (ownerId === undefined || repository === undefined) throw nameUnknown(nameOf(address));
  return { ownerId, repository };
}

const WRITERS = new Set(["ADMIN", "PROJECT_DEVELOPER"]);

/** Throws DENIED unless the caller may pull (`write` false) or push and delete (`write` true). */
export function admit(store: Store, caller: Caller, target: ResolvedRepository, write: boolean): void {
  const { ownerId, repository } = target;
  const what = `${write ? "push to" : "pull from"} the repository "${repository.name}"`;
  if (caller.configurationId !== undefined) throw denied(`An integration's token can not ${what}`);
  if (caller.tokenTeamId !== undefined && caller.tokenTeamId !== ownerId && write) {
    throw denied(`The token acts for another team and can not ${what}`);
  }
  if (ownerId === caller.userId) return;
  const team = findTeam(store, ownerId);
  const teamRole = team && teamRoleOf(team, caller.userId);
  const role =
    teamRole && effectiveProjectRole(store, ownerId, teamRole, caller.userId, repository.projectId);
  if (write ? role !== undefined && WRITERS.has(role) : role !== undefined) return;
  if (!write && sharedWithCaller(store, caller, target)) return;
  throw denied(`You don't have permission to ${what}`);
}

function sharedWithCaller(store: Store, caller: Caller, target: ResolvedRepository): boolean {
  return teamsOfUser(store, caller.userId).some(
    (team) =>
      (caller.tokenTeamId === undefined || caller.tokenTeamId === team.id) &&
      isSharedWith(store, target.ownerId, target.repository.id, team.id),
  );
}
