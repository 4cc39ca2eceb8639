// BlobObject (@pulumiverse/vercel's, the Terraform provider's `vercel_blob_object`): a local file
// uploaded into a Blob store at a fixed pathname, so the object is managed in place. The file is
// read at preview: `sourceSha256` is its digest, so a changed file shows as a change and `up`
// uploads it again over the same pathname (as do a new `contentType` or `cacheControlMaxAge`);
// another store or pathname replaces the object. A refresh heads the object: deleted outside, it is
// gone (and made again by `up`); overwritten outside (another etag than the one the provider
// wrote), its content no longer matches the file, so the next `up` uploads the file again.
// Writes go through the Blob data plane (blob-plane.ts) with the store's read-write token, which
// never reaches state. Adopted by store and pathname; import `[team/]<storeId>/<pathname>`.
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { z } from "zod";
import type { BlobHeadResult, BlobPutResult } from "../../../schema/blob";
import { undefinedIfNotFound } from "../../client/errors";
import { AlreadyExistsError, defineResource, type ResourceContext } from "../kit/definition";
import type { BlobPlane } from "./blob-plane";

/** The platform's limits on a pathname (@vercel/blob's checks). */
const MAX_PATHNAME = 950;
/** The platform's shortest cache max-age, in seconds; shorter ones would be raised silently. */
const MIN_MAX_AGE = 60;

export const BlobPathname = z
  .string()
  .min(1, "must not be empty")
  .max(MAX_PATHNAME, `must be at most ${MAX_PATHNAME} characters`)
  .refine((pathname) => !pathname.includes("//"), 'must not contain "//"');

const BlobObjectInputs = z.strictObject({
  storeId: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .describe(
      "The id of the Blob store that holds the object (`store_…`). Another store replaces the object.",
    ),
  pathname: BlobPathname.describe(
    "The object's path in the store, such as `assets/logo.svg`: at most 950 characters, without `//`. Another pathname replaces the object.",
  ),
  source: z
    .string()
    .min(1, "must not be empty")
    .describe(
      "The path of the local file to upload, read at preview; new content or another path uploads it again over the same object.",
    ),
  contentType: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .optional()
    .describe(
      "The media type the object is served with, such as `image/svg+xml`; inferred from the pathname's extension when omitted.",
    ),
  cacheControlMaxAge: z
    .number()
    .int("must be a whole number of seconds")
    .min(MIN_MAX_AGE, `must be at least ${MIN_MAX_AGE} seconds (the platform's minimum)`)
    .optional()
    .describe(
      "Seconds browsers and the CDN may cache the object, at least 60; one month (2592000) when omitted.",
    ),
  sourceSha256: z
    .string()
    .optional()
    .describe(
      "The SHA-256 of the file's content, computed from `source` at preview so that new content shows as a change; leave it unset.",
    ),
});
type BlobObjectInputs = z.infer<typeof BlobObjectInputs>;

export const BlobObjectMetadata = z.object({
  url: z.string().describe("The object's URL, which serves its content inline."),
  downloadUrl: z.string().describe("The object's URL that makes a browser download it as a file."),
  etag: z.string().describe("The object's entity tag, which changes whenever its content is written."),
  size: z.number().describe("The object's size in bytes."),
  uploadedAt: z.string().describe("When the object was last uploaded, as an ISO 8601 time."),
  contentType: z.string(),
  contentDisposition: z
    .string()
    .describe("The `Content-Disposition` header the object is served with, naming its file name."),
  cacheControl: z.string().describe("The full `Cache-Control` header the object is served with."),
  cacheControlMaxAge: z.number(),
});

const BlobObjectOutputs = BlobObjectMetadata.extend({
  storeId: z.string(),
  pathname: z.string(),
  source: z.string(),
  sourceSha256: z.string(),
});
type BlobObjectOutputs = z.infer<typeof BlobObjectOutputs>;

/** `public, max-age=2592000` → 2592000. */
const maxAgeOf = (cacheControl: string): number => Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);

/** The object's metadata as the plane answers a head: the etag without its quotes, as Terraform keeps it. */
export function blobMetadata(head: BlobHeadResult): z.infer<typeof BlobObjectMetadata> {
  return {
    url: head.url,
    downloadUrl: head.downloadUrl,
    etag: head.etag.replace(/"/g, ""),
    size: head.size,
    uploadedAt: head.uploadedAt,
    contentType: head.contentType,
    contentDisposition: head.contentDisposition,
    cacheControl: head.cacheControl,
    cacheControlMaxAge: maxAgeOf(head.cacheControl),
  };
}

const sha256 = (data: Buffer): string => createHash("sha256").update(data).digest("hex");

/** What a refresh puts in `sourceSha256` when the object's content is not what the provider wrote. */
const changedOutside = (etag: string): string => `changed outside the program (etag ${etag})`;

const planeFor = (ctx: ResourceContext, storeId: string): Promise<BlobPlane> =>
  ctx.client.blob.plane(storeId);

/** Uploads the file over the pathname; the head that follows gives what a put does not answer. */
async function upload(
  ctx: ResourceContext,
  inputs: BlobObjectInputs,
  opened?: BlobPlane,
): Promise<BlobObjectOutputs> {
  const [access, plane] = await Promise.all([
    ctx.client.blob.storeAccess(inputs.storeId),
    opened ?? planeFor(ctx, inputs.storeId),
  ]);
  const data = readFileSync(inputs.source);
  const put: BlobPutResult = await plane.put({
    pathname: inputs.pathname,
    data,
    access,
    contentType: inputs.contentType,
    cacheControlMaxAge: inputs.cacheControlMaxAge,
  });
  return outputsOf(inputs, await plane.head(put.pathname), sha256(data));
}

function outputsOf(inputs: BlobObjectInputs, head: BlobHeadResult, digest: string): BlobObjectOutputs {
  return {
    storeId: inputs.storeId,
    pathname: inputs.pathname,
    source: inputs.source,
    sourceSha256: digest,
    ...blobMetadata(head),
  };
}

export const blobObjectId = (storeId: string, pathname: string): string => `${storeId}/${pathname}`;

function idParts(id: string): [string, string] {
  const slash = id.indexOf("/");
  if (slash <= 0 || slash === id.length - 1) {
    throw new Error(`BlobObject id "${id}" must look like storeId/pathname`);
  }
  return [id.slice(0, slash), id.slice(slash + 1)];
}

export const blobObjectDefinition = defineResource<BlobObjectInputs, BlobObjectOutputs>({
  name: "BlobObject",
  description:
    "A local file uploaded into a Blob store at a fixed pathname. A change to the file shows in the preview, and `up` uploads it again.",
  inputs: BlobObjectInputs,
  outputs: BlobObjectOutputs,
  fields: {
    storeId: { replaceOnChange: true },
    pathname: { replaceOnChange: true },
    contentType: { computed: true },
    cacheControlMaxAge: { computed: true },
    // A local path: the platform never knows it, so a refresh keeps the program's.
    source: { writeOnly: true, unreadable: true },
  },
  // Another pathname is another object: the new one is written before the old one goes.
  deleteBeforeReplace: false,
  secretOutputs: [],
  importId: {
    segments: ["storeId", "pathname"],
    toId: ([storeId, pathname]) => blobObjectId(storeId ?? "", pathname ?? ""),
    // A pathname holds slashes: the store is the first segment, the pathname all the rest.
    split: (text) => {
      const slash = text.indexOf("/");
      return slash > 0 ? [text.slice(0, slash), text.slice(slash + 1)] : undefined;
    },
  },
  adopt: {
    key: "storeId and pathname",
    async find(ctx, inputs) {
      const head = await undefinedIfNotFound((await planeFor(ctx, inputs.storeId)).head(inputs.pathname));
      // Its content is not known to match the file: the update that follows uploads the file.
      return (
        head && {
          id: blobObjectId(inputs.storeId, inputs.pathname),
          outputs: outputsOf(inputs, head, changedOutside(blobMetadata(head).etag)),
        }
      );
    },
  },
  prepare(inputs) {
    try {
      return { inputs: { ...inputs, sourceSha256: sha256(readFileSync(inputs.source)) } };
    } catch (error) {
      const reason = `cannot read the file ${inputs.source}: ${error instanceof Error ? error.message : String(error)}`;
      return { inputs, failures: [{ property: "source", reason }] };
    }
  },
  async create(ctx, inputs) {
    const plane = await planeFor(ctx, inputs.storeId);
    if (await undefinedIfNotFound(plane.head(inputs.pathname))) {
      throw new AlreadyExistsError(`the Blob store ${inputs.storeId} already holds ${inputs.pathname}`);
    }
    return { id: blobObjectId(inputs.storeId, inputs.pathname), outputs: await upload(ctx, inputs, plane) };
  },
  async read(ctx, id, state) {
    const [storeId, pathname] = idParts(id);
    const metadata = blobMetadata(await (await planeFor(ctx, storeId)).head(pathname));
    const unchanged = state.etag === undefined || state.etag === metadata.etag;
    return {
      storeId,
      pathname,
      source: state.source,
      sourceSha256: unchanged ? state.sourceSha256 : changedOutside(metadata.etag),
      ...metadata,
    };
  },
  update: (ctx, _id, _olds, news) => upload(ctx, news),
  async delete(ctx, id) {
    const [storeId, pathname] = idParts(id);
    await (await planeFor(ctx, storeId)).delete(pathname);
  },
});
