// Wire types of bulk redirects (seed 000's `bulk-redirects` group: GET, PUT, PATCH, DELETE
// /v1/bulk-redirects, POST /v1/bulk-redirects/restore, GET and POST /v1/bulk-redirects/versions).
// The platform description lists the routes only; shapes are @vercel/sdk 1.28.35's (GetRedirectsResponseBody,
// StageRedirectsRequestBody, EditRedirectRequestBody, DeleteRedirectsRequestBody,
// RestoreRedirectsRequestBody, GetVersionsResponseBody, UpdateVersionRequestBody).
import { z } from "zod";
import { DiffQuery, VersionActionRequest, VersionFields } from "./staged-versions";

/** The statuses a redirect may answer (the Terraform provider's and the dashboard's list). */
export const REDIRECT_STATUS_CODES = [301, 302, 307, 308] as const;
export const MAX_REDIRECTS_PER_PAGE = 250;

/** The SDK sends `statusCode` as a number or a string ("308"); both mean the number. */
export const RedirectStatusCode = z
  .union([z.number().int(), z.string().regex(/^\d+$/, "must be a number").transform(Number)])
  .refine((code) => (REDIRECT_STATUS_CODES as readonly number[]).includes(code), {
    message: `must be one of ${REDIRECT_STATUS_CODES.join(", ")}`,
  });

/** A redirect as stored and answered: `statusCode` always set (from `permanent` when absent). */
export const BulkRedirect = z.looseObject({
  source: z.string(),
  destination: z.string(),
  statusCode: z.number().int(),
  permanent: z.boolean().optional(),
  caseSensitive: z.boolean().optional(),
  query: z.boolean().optional(),
  preserveQueryParams: z.boolean().optional(),
});
export type BulkRedirect = z.infer<typeof BulkRedirect>;

const RedirectOptions = {
  permanent: z.boolean().optional(),
  caseSensitive: z.boolean().optional(),
  query: z.boolean().optional(),
  preserveQueryParams: z.boolean().optional(),
};

export const BulkRedirectRequest = z.object({
  source: z.string().min(1, "must not be empty"),
  destination: z.string().min(1, "must not be empty"),
  statusCode: RedirectStatusCode.optional(),
  ...RedirectOptions,
});
export type BulkRedirectRequest = z.input<typeof BulkRedirectRequest>;

export const BulkRedirectsVersion = z.looseObject({
  ...VersionFields,
  key: z.string(),
  name: z.string().optional(),
  redirectCount: z.number().int(),
});
export type BulkRedirectsVersion = z.infer<typeof BulkRedirectsVersion>;

/** Every call names its project with `?projectId=` (the stage call in its body). */
export const ProjectQuery = z.looseObject({ projectId: z.string().min(1, "must not be empty") });

export const RedirectsListQuery = ProjectQuery.extend({
  versionId: z.string().optional(),
  q: z.string().optional(),
  diff: DiffQuery,
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_REDIRECTS_PER_PAGE).default(50),
  sort_by: z.enum(["source", "destination", "statusCode"]).optional(),
  sort_order: z.enum(["asc", "desc"]).default("asc"),
});

export const RedirectsPage = z.looseObject({
  redirects: z.array(BulkRedirect),
  pagination: z.object({ numPages: z.number().int(), page: z.number().int(), perPage: z.number().int() }),
  version: BulkRedirectsVersion.optional(),
});
export type RedirectsPage = z.infer<typeof RedirectsPage>;

export const StageRedirectsRequest = z.object({
  teamId: z.string(),
  projectId: z.string().min(1, "must not be empty"),
  /** true: the staging version holds exactly these; false: they are merged into it by source. */
  overwrite: z.boolean().optional(),
  name: z.string().max(256, "must be at most 256 characters").optional(),
  redirects: z.array(BulkRedirectRequest).optional(),
});
export type StageRedirectsRequest = z.input<typeof StageRedirectsRequest>;

export const EditRedirectRequest = z.object({
  name: z.string().optional(),
  redirect: z.object({
    source: z.string().min(1, "must not be empty"),
    destination: z.string().min(1, "must not be empty").optional(),
    statusCode: RedirectStatusCode.optional(),
    ...RedirectOptions,
  }),
  /** Put the redirect back to its production value instead. */
  restore: z.boolean().optional(),
});
export type EditRedirectRequest = z.input<typeof EditRedirectRequest>;

/** DELETE and POST .../restore name redirects by source. */
export const RedirectSourcesRequest = z.object({
  name: z.string().optional(),
  redirects: z.array(z.string().min(1, "must not be empty")).min(1, "must name at least one redirect"),
});
export type RedirectSourcesRequest = z.infer<typeof RedirectSourcesRequest>;

export const StagedRedirectsResponse = z.looseObject({
  alias: z.string().nullable(),
  version: BulkRedirectsVersion,
});
export type StagedRedirectsResponse = z.infer<typeof StagedRedirectsResponse>;

export const RestoreRedirectsResponse = z.looseObject({
  restored: z.array(z.string()),
  failedToRestore: z.array(z.string()),
  version: BulkRedirectsVersion,
});

export const RedirectVersionsResponse = z.looseObject({ versions: z.array(BulkRedirectsVersion) });
export const RedirectVersionResponse = z.looseObject({ version: BulkRedirectsVersion });
export { VersionActionRequest };
