// Wire types of directory sync (not in the catalogue nor in @vercel/sdk; the Terraform provider's
// vercel_dsync_groups data source reads them): the groups a team's identity provider synchronises,
// `GET /teams/{teamId}/dsync/groups`, paged by `after`; and the emulator's admin body that stands in
// for the identity provider's sync.
import { z } from "zod";

export const DsyncGroup = z.object({
  /** The group's id on the platform. */
  id: z.string(),
  /** The group's name on the identity provider. */
  name: z.string(),
});
export type DsyncGroup = z.infer<typeof DsyncGroup>;

export const DsyncGroupList = z.object({
  groups: z.array(DsyncGroup),
  pagination: z.object({ before: z.string().nullable(), after: z.string().nullable() }),
});
export type DsyncGroupList = z.infer<typeof DsyncGroupList>;

/**
 * `PUT /_emulator/teams/:teamId/dsync/groups`: the identity provider's full sync. The team's groups
 * become `groups`: a group it still has keeps its id, one it no longer has is removed.
 */
export const DsyncSyncRequest = z.strictObject({
  groups: z.array(z.strictObject({ name: z.string().trim().min(1, "must not be empty").max(256) })).max(1000),
});
export type DsyncSyncRequest = z.input<typeof DsyncSyncRequest>;
