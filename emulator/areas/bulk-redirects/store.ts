// A project's bulk redirects as stored: versions of the redirect set (staged-versions.ts), each
// redirect keyed by its source. The bulk-redirects area's public surface.
import type { BulkRedirect } from "../../../schema/bulk-redirects";
import { StagedVersions, type StoredVersion } from "../../staged-versions";

/** The collection name, also the area's name and its key in relations.ts. */
export const COLLECTION = "bulkRedirects";

export type StoredRedirectsVersion = StoredVersion<BulkRedirect>;

export const redirectVersions = new StagedVersions<BulkRedirect>(COLLECTION, "brv_");

/** Where the platform keeps a version's file; the wire's `key` (inferred). */
export const versionKey = (version: StoredRedirectsVersion) =>
  `bulk-redirects/${version.projectId}/${version.id}.json`;
