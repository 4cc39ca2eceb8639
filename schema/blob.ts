// Wire types of Vercel Blob. The management side (`/v1/storage/stores…`): @vercel/sdk has create
// (createstoragestoresblobop), read (getstoragestoresbyidop) and delete; the list, rename, project
// connections and secrets routes are the ones the Terraform provider behind @pulumiverse/vercel calls
// (its client/blob.go), whose fields these are. The data plane (`VERCEL_BLOB_API_URL`) is the one
// `@vercel/blob` speaks: put, head, list, del and copy, answers as its dist/index.js reads them.
import { z } from "zod";
import { EnvTarget } from "./env";

/** The regions a store may live in (@vercel/sdk CreateStorageStoresBlobRegion, a closed enum). */
export const BLOB_REGIONS = [
  "arn1",
  "bom1",
  "cdg1",
  "cle1",
  "cpt1",
  "dub1",
  "dxb1",
  "fra1",
  "gru1",
  "hkg1",
  "hnd1",
  "iad1",
  "icn1",
  "kix1",
  "lhr1",
  "pdx1",
  "sfo1",
  "sin1",
  "syd1",
  "yul1",
] as const;
export const BlobRegion = z.enum(BLOB_REGIONS);
export const BLOB_ACCESS = ["public", "private"] as const;
export const BlobAccess = z.enum(BLOB_ACCESS);
/** The environments a connection writes its token to: a project's. */
export const BlobEnvironment = EnvTarget;
/** The variable a connection writes, after its prefix. */
export const BLOB_TOKEN_VARIABLE = "BLOB_READ_WRITE_TOKEN";

export const BlobStoreCreateRequest = z.strictObject({
  name: z.string(),
  region: BlobRegion.optional(),
  access: BlobAccess.optional(),
  projectId: z.string().optional(),
});
export const BlobStoreUpdateRequest = z.strictObject({ name: z.string() });

export const BlobProjectMetadata = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  environments: z.array(z.string()),
  environmentVariables: z.array(z.string()),
  envVarPrefix: z.string().nullable(),
  framework: z.string().nullable().optional(),
});

/** A store: the SDK's fields plus the ones the Terraform client reads (id, name, times, owner). */
export const BlobStore = z.object({
  id: z.string(),
  name: z.string(),
  type: z.literal("blob"),
  ownerId: z.string(),
  access: BlobAccess,
  region: BlobRegion,
  status: z.enum(["available", "initializing"]),
  count: z.number(),
  size: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  projectsMetadata: z.array(BlobProjectMetadata),
  totalConnectedProjects: z.number(),
  usageQuotaExceeded: z.boolean(),
  isTokenExpired: z.boolean(),
});
export type BlobStore = z.infer<typeof BlobStore>;
export const BlobStoreAnswer = z.object({ store: BlobStore });
export const BlobStoreList = z.object({ stores: z.array(BlobStore) });
export const BlobStoreDeleted = z.object({ id: z.string() });
export const BlobStoreSecrets = z.object({ rwToken: z.string() });

export const BlobConnectionRequest = z.strictObject({
  projectId: z.string().min(1),
  envVarEnvironments: z.array(BlobEnvironment).min(1).optional(),
  envVarPrefix: z.string().optional(),
});
export const BlobConnectionUpdateRequest = z.strictObject({
  envVarEnvironments: z.array(BlobEnvironment).min(1).optional(),
  envVarPrefix: z.string().optional(),
});
export const BlobConnection = z.object({
  id: z.string(),
  projectId: z.string(),
  envVarEnvironments: z.array(z.string()),
  envVarPrefix: z.string().nullable(),
  project: z.object({ id: z.string(), name: z.string(), framework: z.string().nullable() }),
  productionDeployment: z.object({ id: z.string(), url: z.string().nullable() }).nullable(),
});
export type BlobConnection = z.infer<typeof BlobConnection>;
export const BlobConnectionList = z.object({ connections: z.array(BlobConnection) });

/** What put and copy answer. */
export const BlobPutResult = z.object({
  url: z.string(),
  downloadUrl: z.string(),
  pathname: z.string(),
  contentType: z.string(),
  contentDisposition: z.string(),
  etag: z.string(),
});
/** What head answers (`GET ?url=`). */
export type BlobPutResult = z.infer<typeof BlobPutResult>;
export const BlobHeadResult = BlobPutResult.extend({
  size: z.number(),
  cacheControl: z.string(),
  uploadedAt: z.string(),
});
export type BlobHeadResult = z.infer<typeof BlobHeadResult>;
export const BlobListResult = z.object({
  blobs: z.array(
    z.object({
      url: z.string(),
      downloadUrl: z.string(),
      pathname: z.string(),
      size: z.number(),
      uploadedAt: z.string(),
      etag: z.string(),
    }),
  ),
  cursor: z.string().optional(),
  hasMore: z.boolean(),
  folders: z.array(z.string()).optional(),
});
export const BlobDeleteRequest = z.object({ urls: z.array(z.string()).min(1) });
/** What a disconnection and a data-plane delete answer. */
export const BlobEmpty = z.strictObject({});
/** `GET /` on the data plane: a head (`?url=`) or a listing. */
export const BlobReadResult = z.union([BlobHeadResult, BlobListResult]);
