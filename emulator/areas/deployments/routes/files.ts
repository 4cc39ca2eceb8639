// `POST /v2/files`: a file's body, stored under the SHA-1 its `x-vercel-digest` header names (or the
// older `x-now-digest`). The digest must be the body's SHA-1 and the size (`x-now-size`, else
// Content-Length) its length; a mismatch is refused, so a deployment can never name a corrupted
// body. Uploading the same body again is harmless: it is already there.
import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { FileSha, FileUploaded } from "../../../../schema/deployments";
import { emulatorNow } from "../../../clock";
import { ApiError, badRequest } from "../../../errors";
import { defineRoute, ok, type Route } from "../../../route";
import type { Store } from "../../../store";
import { blobsOf } from "../store";

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Stores a body under its SHA-1 for `ownerId`; answers the SHA. Inline files of a create use it too. */
export function storeBlob(store: Store, ownerId: string, body: Buffer): string {
  const sha = createHash("sha1").update(body).digest("hex");
  if (!blobsOf(store).get(ownerId, sha)) {
    blobsOf(store).insert(ownerId, {
      id: sha,
      size: body.length,
      data: body.toString("base64"),
      uploadedAt: emulatorNow(store),
    });
  }
  return sha;
}

export const uploadFile: Route = defineRoute({
  method: "POST",
  paths: "/v2/files",
  bodyFormat: "bytes",
  response: FileUploaded,
  handle: ({ store, ownerId, headers, bytes }) => {
    const digest = header(headers, "x-vercel-digest") ?? header(headers, "x-now-digest");
    if (digest === undefined) {
      throw new ApiError(400, "missing_digest", 'Missing "x-vercel-digest" header: the SHA-1 of the file');
    }
    if (!FileSha.safeParse(digest).success) {
      throw badRequest(`Invalid request: "x-vercel-digest" must be a lowercase hex SHA-1, got "${digest}"`);
    }
    const declared = header(headers, "x-now-size") ?? header(headers, "content-length");
    if (declared !== undefined && Number(declared) !== bytes.length) {
      throw new ApiError(
        400,
        "invalid_size",
        `The file is ${bytes.length} bytes, not the ${declared} declared`,
      );
    }
    const actual = createHash("sha1").update(bytes).digest("hex");
    if (actual !== digest) {
      throw new ApiError(
        400,
        "invalid_digest",
        `The SHA-1 of the file is ${actual}, not the "x-vercel-digest" ${digest}`,
      );
    }
    storeBlob(store, ownerId, bytes);
    return ok({});
  },
});
