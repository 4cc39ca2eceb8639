// Directory sync: the groups a team's identity provider synchronises (SCIM), kept per team. The
// identity provider is the only writer (the admin sync, admin.ts); the platform reads them.
import type { Store } from "../../store";

export interface StoredDsyncGroup {
  /** The group's id on the platform, kept across syncs while the provider keeps the group. */
  id: string;
  /** The group's name on the identity provider: unique within the team's directory. */
  name: string;
  createdAt: number;
}

export const DSYNC_GROUPS = "dsyncGroups";
export const dsyncGroupsOf = (store: Store) => store.collection<StoredDsyncGroup>(DSYNC_GROUPS);

/** The team's groups, by name (the order the list pages in). */
export function groupsOfTeam(store: Store, teamId: string): StoredDsyncGroup[] {
  return dsyncGroupsOf(store)
    .list(teamId)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id.localeCompare(b.id)));
}
