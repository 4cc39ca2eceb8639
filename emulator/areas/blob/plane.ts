// The Blob data plane (`VERCEL_BLOB_API_URL`): the API @vercel/blob speaks, on a listener of its
// own. `PUT /?pathname=` puts an object (or, with `fromUrl=`, copies one), `GET /?url=` heads one,
// `GET /?prefix=&limit=&cursor=&mode=` lists, `POST /delete` deletes; callers hold a store's
// read-write token (`Authorization: Bearer vercel_blob_rw_…`), never a platform token. Objects are
// served back byte for byte at `<plane>/<store>/<pathname>`: a public store's to anyone, a private
// store's to its token only. Rules are the platform's as @vercel/blob states them: an existing
// pathname is not overwritten without `x-allow-overwrite: 1`, the access a put names must be the
// store's, `x-if-match` must name the current etag, a cache max-age is at least 60 s (default one
// month), the pathname is at most 950 characters and holds no `//`.
import {
  BlobDeleteRequest,
  BlobEmpty,
  BlobHeadResult,
  BlobListResult,
  BlobPutResult,
  BlobReadResult,
} from "../../../schema/blob";
import { emulatorNow } from "../../clock";
import {
  definePlaneRoute,
  jsonBody,
  type DataPlane,
  type PlaneReply,
  type PlaneRequest,
} from "../../data-plane";
import { ApiError, badRequest, forbidden, notFound } from "../../errors";
import { randomAlphanumeric } from "../../ids";
import type { Store } from "../../store";
import { parseRequest } from "../../validation";
import { contentTypeOf } from "../../content-types";
import {
  blobObjectsOf,
  blobStoresOf,
  objectsOf,
  shortStoreId,
  storeOfToken,
  type StoredBlobObject,
  type StoredBlobStore,
} from "./store";

const MAX_PATHNAME = 950;
const DEFAULT_MAX_AGE = 30 * 24 * 3600;
const MIN_MAX_AGE = 60;
const LIST_LIMIT = 1000;

export interface BlobCaller {
  /** The bearer token as sent (empty for an anonymous download); never logged. */
  readonly token: string;
  /** The store the token belongs to; undefined for a caller without one. */
  readonly blobStore?: StoredBlobStore | undefined;
}

const route = definePlaneRoute<BlobCaller>();
const json = (body: unknown): PlaneReply => ({ status: 200, json: body });
const header = (request: PlaneRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The caller's store, or @vercel/blob's BlobAccessError (`forbidden`). */
function callerStore(caller: BlobCaller): StoredBlobStore {
  if (!caller.blobStore) throw forbidden("Access denied, please provide a valid token for this resource.");
  return caller.blobStore;
}

/** This plane's own base URL, as the caller reached it. */
const planeBase = (request: PlaneRequest): string => `http://${header(request, "host") ?? "127.0.0.1"}`;

export function objectUrl(base: string, object: Pick<StoredBlobObject, "storeId" | "pathname">): string {
  return `${base}/${shortStoreId(object.storeId)}/${object.pathname.split("/").map(encodeURIComponent).join("/")}`;
}

const etagOf = (object: StoredBlobObject): string => `"${object.digest}"`;
const cacheControlOf = (blobStore: StoredBlobStore, object: StoredBlobObject): string =>
  `${blobStore.access}, max-age=${object.cacheControlMaxAge}`;
const dispositionOf = (object: StoredBlobObject, download = false): string =>
  `${download ? "attachment" : "inline"}; filename="${object.pathname.split("/").at(-1) ?? object.pathname}"`;

function putResult(base: string, object: StoredBlobObject) {
  const url = objectUrl(base, object);
  return {
    url,
    downloadUrl: `${url}?download=1`,
    pathname: object.pathname,
    contentType: object.contentType,
    contentDisposition: dispositionOf(object),
    etag: etagOf(object),
  };
}

function headResult(base: string, blobStore: StoredBlobStore, object: StoredBlobObject) {
  return {
    ...putResult(base, object),
    size: object.size,
    cacheControl: cacheControlOf(blobStore, object),
    uploadedAt: new Date(object.uploadedAt).toISOString(),
  };
}

/** The pathname a URL of this store (or a bare pathname) names. */
function pathnameOf(blobStore: StoredBlobStore, urlOrPathname: string): string {
  if (!/^https?:\/\//.test(urlOrPathname)) return urlOrPathname;
  const [first = "", ...rest] = new URL(urlOrPathname).pathname.slice(1).split("/");
  if (first !== shortStoreId(blobStore.id)) throw notFound("The requested blob does not exist");
  return rest.map(decodeURIComponent).join("/");
}

const objectId = (storeId: string, pathname: string): string => `${storeId}:${pathname}`;

function findObject(
  store: Store,
  blobStore: StoredBlobStore,
  pathname: string,
): StoredBlobObject | undefined {
  return blobObjectsOf(store).get(blobStore.ownerId, objectId(blobStore.id, pathname));
}

function checkPathname(pathname: string | null): string {
  if (!pathname) throw badRequest("pathname is required");
  if (pathname.length > MAX_PATHNAME)
    throw badRequest(`pathname is too long, maximum length is ${MAX_PATHNAME}`);
  if (pathname.includes("//")) throw badRequest('pathname cannot contain "//", please encode it if needed');
  return pathname;
}

function maxAgeOf(request: PlaneRequest): number {
  const raw = header(request, "x-cache-control-max-age");
  if (raw === undefined) return DEFAULT_MAX_AGE;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw badRequest("cacheControlMaxAge must be a whole number of seconds");
  return Math.max(value, MIN_MAX_AGE);
}

/** `name.txt` → `name-<30 letters>.txt`. */
function withRandomSuffix(pathname: string): string {
  const slash = pathname.lastIndexOf("/");
  const dot = pathname.lastIndexOf(".");
  const at = dot > slash + 1 ? dot : pathname.length;
  return `${pathname.slice(0, at)}-${randomAlphanumeric(30)}${pathname.slice(at)}`;
}

/** What a put or copy writes: the rules of overwrite, access and if-match, then the object. */
function write(
  store: Store,
  request: PlaneRequest,
  blobStore: StoredBlobStore,
  wanted: string,
  source: { digest: string; size: number; contentType?: string | undefined },
): StoredBlobObject {
  const access = header(request, "x-vercel-blob-access");
  if (access !== undefined && access !== blobStore.access) {
    throw badRequest(
      `Cannot use ${access} access on a ${blobStore.access} store. The store is configured with ${blobStore.access} access.`,
    );
  }
  const pathname = header(request, "x-add-random-suffix") === "1" ? withRandomSuffix(wanted) : wanted;
  const existing = findObject(store, blobStore, pathname);
  const ifMatch = header(request, "x-if-match");
  if (ifMatch !== undefined && (!existing || etagOf(existing) !== `"${ifMatch.replace(/"/g, "")}"`)) {
    throw new ApiError(412, "precondition_failed", "The blob's etag does not match ifMatch");
  }
  if (existing && header(request, "x-allow-overwrite") !== "1" && ifMatch === undefined) {
    throw badRequest(
      "This blob already exists, use `allowOverwrite: true` if you want to overwrite it. Or `addRandomSuffix: true` to generate a unique filename.",
    );
  }
  const object: StoredBlobObject = {
    id: objectId(blobStore.id, pathname),
    storeId: blobStore.id,
    pathname,
    digest: source.digest,
    size: source.size,
    contentType: header(request, "x-content-type") ?? source.contentType ?? contentTypeOf(pathname),
    cacheControlMaxAge: maxAgeOf(request),
    uploadedAt: emulatorNow(store),
  };
  return existing
    ? blobObjectsOf(store).replace(blobStore.ownerId, object)
    : blobObjectsOf(store).insert(blobStore.ownerId, object);
}

const putRoute = route({
  method: "PUT",
  paths: "/",
  rateLimitGroup: "blob.create",
  response: BlobPutResult,
  handle: ({ request, caller, store }) => {
    const blobStore = callerStore(caller);
    const pathname = checkPathname(request.url.searchParams.get("pathname"));
    const fromUrl = request.url.searchParams.get("fromUrl");
    let source: { digest: string; size: number; contentType?: string };
    if (fromUrl !== null) {
      const from = findObject(store, blobStore, pathnameOf(blobStore, fromUrl));
      if (!from) throw notFound("The requested blob does not exist");
      source = { digest: from.digest, size: from.size, contentType: from.contentType };
    } else {
      source = { digest: store.blobs.put(request.body), size: request.body.length };
    }
    return json(putResult(planeBase(request), write(store, request, blobStore, pathname, source)));
  },
});

/** `?url=` heads one object; otherwise the store's objects are listed. */
const readRoute = route({
  method: "GET",
  paths: "/",
  rateLimitGroup: "blob.read",
  response: BlobReadResult,
  handle: ({ request, caller, store }) => {
    const blobStore = callerStore(caller);
    const base = planeBase(request);
    const params = request.url.searchParams;
    const url = params.get("url");
    if (url !== null) {
      const object = findObject(store, blobStore, pathnameOf(blobStore, url));
      if (!object) throw notFound("The requested blob does not exist");
      return json(BlobHeadResult.parse(headResult(base, blobStore, object)));
    }
    return json(BlobListResult.parse(listing(store, blobStore, base, params)));
  },
});

function listing(store: Store, blobStore: StoredBlobStore, base: string, params: URLSearchParams) {
  const prefix = params.get("prefix") ?? "";
  const limit = Math.min(Number(params.get("limit") ?? LIST_LIMIT) || LIST_LIMIT, LIST_LIMIT);
  const after = params.get("cursor")
    ? Buffer.from(params.get("cursor") ?? "", "base64url").toString("utf8")
    : "";
  const folded = params.get("mode") === "folded";
  const matching = objectsOf(store, blobStore.ownerId, blobStore.id)
    .filter((o) => o.pathname.startsWith(prefix))
    .sort((a, b) => (a.pathname < b.pathname ? -1 : a.pathname > b.pathname ? 1 : 0));
  const folders = new Set<string>();
  const blobs: StoredBlobObject[] = [];
  for (const object of matching) {
    const rest = object.pathname.slice(prefix.length);
    const slash = rest.indexOf("/");
    if (folded && slash >= 0) folders.add(prefix + rest.slice(0, slash + 1));
    else blobs.push(object);
  }
  const remaining = blobs.filter((o) => o.pathname > after);
  const page = remaining.slice(0, limit);
  const hasMore = remaining.length > page.length;
  const last = page.at(-1);
  return {
    blobs: page.map((o) => {
      const { url, downloadUrl, pathname, size, uploadedAt, etag } = headResult(base, blobStore, o);
      return { url, downloadUrl, pathname, size, uploadedAt, etag };
    }),
    hasMore,
    ...(hasMore && last ? { cursor: Buffer.from(last.pathname, "utf8").toString("base64url") } : {}),
    ...(folded ? { folders: [...folders].sort() } : {}),
  };
}

const deleteRoute = route({
  method: "POST",
  paths: "/delete",
  rateLimitGroup: "blob.delete",
  response: BlobEmpty,
  handle: ({ request, caller, store }) => {
    const blobStore = callerStore(caller);
    const body = parseRequest(BlobDeleteRequest, jsonBody(request), "body");
    const ifMatch = header(request, "x-if-match");
    for (const urlOrPathname of body.urls) {
      const object = findObject(store, blobStore, pathnameOf(blobStore, urlOrPathname));
      if (!object) continue;
      if (ifMatch !== undefined && etagOf(object) !== `"${ifMatch.replace(/"/g, "")}"`) {
        throw new ApiError(412, "precondition_failed", "The blob's etag does not match ifMatch");
      }
      blobObjectsOf(store).remove(blobStore.ownerId, object.id);
    }
    return json({});
  },
});

/** An object's bytes: a public store's to anyone, a private store's to its own token. */
function download({
  request,
  caller,
  store,
  params,
}: {
  request: PlaneRequest;
  caller: BlobCaller;
  store: Store;
  params: Record<string, string>;
}): PlaneReply {
  const short = params.store ?? "";
  const pathname = (params["*"] ?? "").split("/").map(decodeURIComponent).join("/");
  const blobStore = blobStoresOf(store)
    .owners()
    .flatMap((owner) => blobStoresOf(store).filter(owner, (s) => shortStoreId(s.id) === short))[0];
  const object = blobStore && findObject(store, blobStore, pathname);
  const bytes = object && store.blobs.get(object.digest);
  if (!blobStore || !object || !bytes) throw notFound("The requested blob does not exist");
  if (blobStore.access === "private" && caller.blobStore?.id !== blobStore.id) {
    throw forbidden("Access denied, please provide a valid token for this resource.");
  }
  return {
    status: 200,
    body: bytes,
    headers: {
      "Content-Type": object.contentType,
      ETag: etagOf(object),
      "Cache-Control": cacheControlOf(blobStore, object),
      "Content-Disposition": dispositionOf(object, request.url.searchParams.get("download") === "1"),
      "Last-Modified": new Date(object.uploadedAt).toUTCString(),
    },
  };
}

const downloadRoute = route({
  method: "GET",
  paths: "/:store/*",
  rateLimitGroup: "blob.read",
  handle: download,
});
const downloadHeadRoute = route({
  method: "HEAD",
  paths: "/:store/*",
  rateLimitGroup: "blob.read",
  handle: download,
});

export const blobPlane: DataPlane<BlobCaller> = {
  name: "blob",
  routes: [putRoute, readRoute, deleteRoute, downloadRoute, downloadHeadRoute],
  authenticate(request, store) {
    const authorization = header(request, "authorization") ?? "";
    const token = authorization.startsWith("Bearer ") ? authorization.slice(7).trim() : "";
    // The token keys rate limits: anonymous downloads share one window.
    if (token === "") return { token: "anonymous" };
    return { token, blobStore: storeOfToken(store, token) };
  },
};
