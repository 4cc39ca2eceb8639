// A project's routing rules as stored: versions of the ordered rule set (staged-versions.ts). The
// project-routes area's public surface.
import type { RouteRule } from "../../../schema/project-routes";
import { StagedVersions, type StoredVersion } from "../../staged-versions";

/** The collection name, also the area's name and its key in relations.ts. */
export const COLLECTION = "projectRoutes";

/** A rule as stored: its answer, never with `staged` (that depends on what production holds). */
export type StoredRouteRule = RouteRule;
export type StoredRoutesVersion = StoredVersion<StoredRouteRule>;

export const routeVersions = new StagedVersions<StoredRouteRule>(COLLECTION, "rtv_");

/** Where the platform keeps a version's rules; the wire's `s3Key` (inferred). */
export const versionKey = (version: StoredRoutesVersion) => `routes/${version.projectId}/${version.id}.json`;
