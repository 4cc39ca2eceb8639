// The Blob data plane: the API @vercel/blob speaks (`https://vercel.com/api/blob` for the
// platform, the emulator's own listener locally), where objects are written, headed and deleted
// with the store's read-write token, as the Terraform provider's `vercel_blob_object` does. The
// token is fetched through the management API once per run and store, and lives only in memory.
import { BlobEmpty, BlobHeadResult, BlobPutResult } from "../../../schema/blob";
import type { HttpClient } from "../../client/http";
import { ConfigurationError } from "../../config";

export interface BlobWrite {
  readonly pathname: string;
  readonly data: Buffer;
  /** The store's access (`public`/`private`): the plane refuses a write that names the other one. */
  readonly access: string;
  readonly contentType?: string | undefined;
  readonly cacheControlMaxAge?: number | undefined;
}

/** One store's objects, reached with its read-write token. */
export class BlobPlane {
  private constructor(private readonly http: HttpClient) {}

  /** The plane for `storeId`: the settings' data plane URL, and the store's token from the API. */
  static async open(api: HttpClient, token: (storeId: string) => Promise<string>, storeId: string) {
    const url = api.blobApiUrl;
    if (url === undefined) {
      throw new ConfigurationError(
        "vercel:blobApiUrl is not set: against an API other than the platform's, name its Blob data plane (the emulator prints it as `Blob API listening on ...`) with `pulumi config set vercel:blobApiUrl <url>` or VERCEL_BLOB_API_URL",
      );
    }
    return new BlobPlane(api.forService(url, await token(storeId)));
  }

  /** Writes the object whole, replacing what the pathname held (the pathname is the object's identity). */
  put(write: BlobWrite): Promise<BlobPutResult> {
    return this.http.request({
      method: "PUT",
      idempotent: true,
      path: "/",
      query: { pathname: write.pathname },
      bytes: {
        data: write.data,
        headers: {
          "x-allow-overwrite": "1",
          "x-add-random-suffix": "0",
          "x-vercel-blob-access": write.access,
          ...(write.contentType !== undefined ? { "x-content-type": write.contentType } : {}),
          ...(write.cacheControlMaxAge !== undefined
            ? { "x-cache-control-max-age": String(write.cacheControlMaxAge) }
            : {}),
        },
      },
      response: BlobPutResult,
    });
  }

  /** The object's metadata; a missing one is the client's not-found error. */
  head(pathname: string): Promise<BlobHeadResult> {
    return this.http.request({
      method: "GET",
      path: "/",
      query: { url: pathname },
      response: BlobHeadResult,
    });
  }

  async delete(pathname: string): Promise<void> {
    await this.http.request({
      method: "POST",
      idempotent: true,
      path: "/delete",
      body: { urls: [pathname] },
      response: BlobEmpty,
    });
  }
}
