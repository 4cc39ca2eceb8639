// Microfrontends groups as the emulator stores them: a team's groups, each with its applications
// (the member projects). A project is in at most one group, and a group has exactly one default
// application. Each application keeps when it joined, so a deployment's config is the group as it
// was when the deployment was created, not as it is now.
import { notFound } from "../../errors";
import type { Store } from "../../store";
import { projectsOf, type StoredProject } from "../projects/store";

/** The CLI reads both limits from the groups list [INF: the values; Pro's documented defaults unknown]. */
export const MAX_GROUPS_PER_TEAM = 10;
export const MAX_PROJECTS_PER_GROUP = 10;

export interface StoredApplication {
  projectId: string;
  isDefaultApp: boolean;
  defaultRoute?: string;
  /** Observability data of the paths it serves goes to this project (the default app's otherwise). */
  routeObservabilityToThisProject?: boolean;
  /** The project is a member that microfrontends routing does not route to. */
  doNotRouteWithMicrofrontendsRouting?: boolean;
  /** When the project joined the group (emulator clock). */
  joinedAt: number;
  /** When its settings last changed (its `microfrontends.updatedAt`). */
  updatedAt?: number;
}

export interface StoredMicrofrontendsGroup {
  /** `mfe_…`. */
  id: string;
  name: string;
  slug: string;
  createdAt: number;
  updatedAt: number;
  /** Where routing falls back when an application has no deployment; "production" until changed. */
  fallbackEnvironment?: string;
  enablePolyrepoBranchRouting?: boolean;
  applications: StoredApplication[];
}

export const MICROFRONTENDS = "microfrontends";

export const groupsOf = (store: Store) => store.collection<StoredMicrofrontendsGroup>(MICROFRONTENDS);

export function findGroup(store: Store, ownerId: string, groupId: string): StoredMicrofrontendsGroup {
  const group = groupsOf(store).get(ownerId, groupId);
  if (!group) throw notFound(`Microfrontends group not found: ${groupId}`);
  return group;
}

/** The group a project is in now, if any. */
export function groupOfProject(
  store: Store,
  ownerId: string,
  projectId: string,
): StoredMicrofrontendsGroup | undefined {
  return groupsOf(store).find(ownerId, (g) => g.applications.some((a) => a.projectId === projectId));
}

/** A group's slug: its name in lower case, runs of other characters as one dash. */
export const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

export interface Member {
  readonly application: StoredApplication;
  readonly project: StoredProject;
}

/**
 * The group's applications that had joined by `at` (all of them without it), with their projects;
 * a project deleted since is no member any more.
 */
export function membersOf(
  store: Store,
  ownerId: string,
  group: StoredMicrofrontendsGroup,
  at = Number.POSITIVE_INFINITY,
): Member[] {
  return group.applications.flatMap((application) => {
    const project = projectsOf(store).get(ownerId, application.projectId);
    return project && application.joinedAt <= at ? [{ application, project }] : [];
  });
}
