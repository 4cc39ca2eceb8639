// Wire types of a project's feature-flag settings and the team-wide flag listings (the
// `feature-flags` group's settings and listings; shapes from @vercel/sdk's getflagsettingsop,
// updateflagsettingsop, listteamflagsettingsop, listteamflagsv2op, listflagversionsop and
// getdeploymentfeatureflagsop models): whether flags are enabled for a project, the entities
// (kinds of context, e.g. `user`, and their attributes) its rules read, the environments synced.
import { z } from "zod";
import { EpochMs } from "./common";
import { Flag, FlagKind, FlagState } from "./flags";

export const FlagEntityLabel = z.looseObject({ label: z.string(), value: z.string() });

export const FlagEntityAttribute = z.looseObject({
  key: z.string().min(1, "must not be empty"),
  type: z.string().min(1, "must not be empty"),
  labels: z.array(FlagEntityLabel).optional(),
});

export const FlagEntity = z.looseObject({
  kind: z.string().min(1, "must not be empty"),
  label: z.string(),
  attributes: z.array(FlagEntityAttribute),
});
export type FlagEntity = z.infer<typeof FlagEntity>;

export const FlagSettingsUpdateRequest = z.looseObject({
  enabled: z.boolean().optional(),
  entities: z.array(FlagEntity).optional(),
  environments: z.array(z.string().min(1, "must not be empty")).optional(),
});
export type FlagSettingsUpdateRequest = z.infer<typeof FlagSettingsUpdateRequest>;

export const FlagSettingsMetadata = z.looseObject({
  activeFlagCount: z.number(),
  archivedFlagCount: z.number(),
  configUpdatedAt: EpochMs.optional(),
  packRevision: z.number().optional(),
  packSizeInBytes: z.number(),
  segmentCount: z.number(),
});

export const FlagSettings = z.looseObject({
  typeName: z.literal("settings"),
  projectId: z.string(),
  ownerId: z.string().optional(),
  enabled: z.boolean(),
  entities: z.array(FlagEntity),
  environments: z.array(z.string()),
  metadata: FlagSettingsMetadata,
  createdAt: EpochMs.optional(),
  updatedAt: EpochMs.optional(),
});
export type FlagSettings = z.infer<typeof FlagSettings>;

const Cursor = z.object({ next: z.string().nullable() });

export const TeamFlagSettingsList = z.object({ data: z.array(FlagSettings), pagination: Cursor });

/** `?limit=&cursor=`: the cursor is the offset of the next page, as a string. */
export const OffsetPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().regex(/^\d+$/, "must be a cursor this list answered").optional(),
});

export const TeamFlagsQuery = OffsetPageQuery.extend({
  state: FlagState.optional(),
  kind: FlagKind.optional(),
  search: z.string().optional(),
});

export const TeamFlagList = z.object({ data: z.array(Flag), pagination: Cursor });

/** One recorded revision of a flag: what it was after the change, and which environments changed. */
export const FlagVersion = z.looseObject({
  id: z.string(),
  flagId: z.string(),
  revision: z.number(),
  changedEnvironments: z.array(z.string()),
  createdAt: EpochMs,
  createdBy: z.string().optional(),
  data: z.looseObject({
    description: z.string().optional(),
    environments: z.record(z.string(), z.unknown()),
    seed: z.number(),
    state: FlagState,
    variants: z.array(z.unknown()),
  }),
});
export type FlagVersion = z.infer<typeof FlagVersion>;

export const FlagVersionsQuery = OffsetPageQuery.extend({ environment: z.string().optional() });

export const FlagVersionList = z.object({
  versions: z.array(FlagVersion),
  pagination: z.object({ next: z.string().nullable().optional() }),
});

/** The flags a deployment declares (GET /v1/deployments/{id}/feature-flags). */
export const DeploymentFlags = z.object({
  flags: z.array(z.looseObject({})),
  status: z
    .object({
      createdAt: EpochMs,
      deploymentId: z.string(),
      flagCount: z.number(),
      projectId: z.string(),
      responseStatus: z.number(),
    })
    .nullable(),
});
