// The remote build cache (seed 000, group `artifacts`): upload, download and existence of one
// artifact by its task hash, a query over many, usage events, the Remote Caching status, and
// deleting them all. Everything is the calling owner's (team by `?teamId=`/`?slug=`, else the
// personal account): one team never sees another's artifacts. A team whose Remote Caching is off
// answers 403 `remote_caching_disabled` everywhere but the status route, which reports it.
import {
  ArtifactEventsRequest,
  ArtifactHash,
  ArtifactQueryRequest,
  ArtifactQueryResponse,
  ArtifactsDeleted,
  ArtifactUploaded,
  RemoteCachingStatus,
} from "../../../schema/artifacts";
import { badRequest, notFound } from "../../errors";
import { binary, defineRoute, ok, type ApiArea, type Reply } from "../../route";
import type { Store } from "../../store";
import { artifactHeaders, artifactInfo } from "./presenter";
import {
  artifactBytes,
  deleteAllArtifacts,
  findArtifact,
  putArtifact,
  recordArtifactEvents,
  remoteCachingEnabled,
  requireRemoteCaching,
} from "./store";
import { uploadHeaders } from "./upload-headers";

function checkHash(hash: string): string {
  if (!ArtifactHash.safeParse(hash).success) {
    throw badRequest(`Invalid request: "hash" must be 1 to 128 letters, digits, '-' or '_', got "${hash}"`);
  }
  return hash;
}

/** The artifact with its bytes, or the platform's 404 for a hash it does not hold (a cache miss). */
function download(store: Store, ownerId: string, hash: string): Reply {
  requireRemoteCaching(store, ownerId);
  const artifact = findArtifact(store, ownerId, checkHash(hash));
  const bytes = artifact && artifactBytes(store, artifact);
  if (!artifact || !bytes) throw notFound(`Artifact not found: ${hash}`);
  return binary(bytes, artifactHeaders(artifact));
}

const upload = defineRoute({
  method: "PUT",
  paths: "/v8/artifacts/:hash",
  bodyFormat: "bytes",
  response: ArtifactUploaded,
  handle: ({ store, ownerId, params, headers, bytes }) => {
    requireRemoteCaching(store, ownerId);
    const hash = checkHash(params.hash);
    putArtifact(store, ownerId, { hash, bytes, ...uploadHeaders(headers) });
    const url = `http://${headers.host ?? "localhost"}/v8/artifacts/${hash}`;
    return { status: 202, body: { urls: [url] } };
  },
});

const get = defineRoute({
  method: "GET",
  paths: "/v8/artifacts/:hash",
  handle: ({ store, ownerId, params }) => download(store, ownerId, params.hash),
});

// HEAD answers what GET would, headers only (Node drops the body of an answer to HEAD).
const exists = defineRoute({
  method: "HEAD",
  paths: "/v8/artifacts/:hash",
  handle: ({ store, ownerId, params }) => download(store, ownerId, params.hash),
});

const query = defineRoute({
  method: "POST",
  paths: "/v8/artifacts",
  body: ArtifactQueryRequest,
  response: ArtifactQueryResponse,
  operation: "list",
  handle: ({ store, ownerId, body }) => {
    requireRemoteCaching(store, ownerId);
    const answer = Object.fromEntries(
      body.hashes.map((hash) => {
        if (!ArtifactHash.safeParse(hash).success) return [hash, { error: { message: "Invalid hash" } }];
        const artifact = findArtifact(store, ownerId, hash);
        return [hash, artifact ? artifactInfo(artifact) : null];
      }),
    );
    return ok(answer);
  },
});

const events = defineRoute({
  method: "POST",
  paths: "/v8/artifacts/events",
  body: ArtifactEventsRequest,
  operation: "create",
  handle: ({ store, ownerId, body }) => {
    requireRemoteCaching(store, ownerId);
    recordArtifactEvents(store, ownerId, body);
    return { status: 200 };
  },
});

const status = defineRoute({
  method: "GET",
  paths: "/v8/artifacts/status",
  response: RemoteCachingStatus,
  handle: ({ store, ownerId }) =>
    ok({ status: remoteCachingEnabled(store, ownerId) ? "enabled" : "disabled" }),
});

const deleteAll = defineRoute({
  method: "DELETE",
  paths: "/v8/artifacts",
  response: ArtifactsDeleted,
  handle: ({ store, ownerId }) => ok({ deletedCount: deleteAllArtifacts(store, ownerId) }),
});

export const artifacts: ApiArea = {
  name: "artifacts",
  routes: [upload, get, exists, query, events, status, deleteAll],
};
