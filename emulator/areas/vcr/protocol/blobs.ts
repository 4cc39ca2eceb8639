// Blobs: HEAD and GET by digest (GET with a byte Range too), DELETE refused as the platform refuses
// it ("blob deletion is intentionally not supported"), and the upload sessions that create them:
// chunked (POST, PATCH with Content-Range, PUT ?digest=) and monolithic (POST, then PUT ?digest=
// with the whole body; or POST ?digest= alone), and a cross-repository mount (POST ?mount=&from=).
// Every digest is recomputed from the bytes; a mismatch is DIGEST_INVALID and stores nothing.
import { createHash } from "node:crypto";
import { SHA256_DIGEST } from "../content-store";
import { findBlob, linkBlob } from "../store";
import { admit, resolveRepository } from "./access";
import {
  answer,
  committed,
  type RegistryAnswer,
  type RegistryServices,
  type RepositoryCall,
} from "./context";
import {
  blobUnknown,
  digestInvalid,
  rangeInvalid,
  unsupported,
  uploadUnknown,
  RegistryError,
} from "./errors";
import { chunkStart, progressRange, type UploadSession } from "./uploads";

const sha256 = (bytes: Buffer): string => `sha256:${createHash("sha256").update(bytes).digest("hex")}`;

function checkedDigest(digest: string | null | undefined): string {
  if (!digest || !SHA256_DIGEST.test(digest))
    throw digestInvalid(digest ?? "", "a sha256 digest is required");
  return digest;
}

async function storeBlob(services: RegistryServices, call: RepositoryCall, digest: string, bytes: Buffer) {
  await services.content.write(digest, bytes);
  const { ownerId, repository } = call.target;
  await committed(services.store, () =>
    linkBlob(services.store, ownerId, repository.id, digest, bytes.length),
  );
  return answer(201, {
    Location: `/v2/${call.name}/blobs/${digest}`,
    "Docker-Content-Digest": digest,
    "Content-Length": "0",
  });
}

function sessionHeaders(call: RepositoryCall, session: UploadSession): Record<string, string> {
  return {
    Location: `/v2/${call.name}/blobs/uploads/${session.uuid}`,
    Range: progressRange(session.size),
    "Docker-Upload-UUID": session.uuid,
    "Content-Length": "0",
  };
}

export async function getBlob(services: RegistryServices, call: RepositoryCall): Promise<RegistryAnswer> {
  const digest = checkedDigest(call.param);
  const { ownerId, repository } = call.target;
  const blob = findBlob(services.store, ownerId, repository.id, digest);
  if (!blob) throw blobUnknown(digest);
  const headers = {
    "Content-Type": "application/octet-stream",
    "Docker-Content-Digest": digest,
    "Accept-Ranges": "bytes",
    "Content-Length": String(blob.size),
  };
  if (call.method === "HEAD") return answer(200, headers);
  const bytes = await services.content.read(digest);
  if (!bytes) throw blobUnknown(digest);
  const range = /^bytes=(\d+)-(\d*)$/.exec(String(call.headers.range ?? ""));
  if (!range) return answer(200, headers, bytes);
  const start = Number(range[1]);
  const end = range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
  if (start > end)
    throw new RegistryError(416, "BLOB_UNKNOWN", "range not satisfiable", { size: bytes.length });
  const part = bytes.subarray(start, end + 1);
  return answer(
    206,
    {
      ...headers,
      "Content-Length": String(part.length),
      "Content-Range": `bytes ${start}-${end}/${bytes.length}`,
    },
    part,
  );
}

export function deleteBlob(): never {
  throw unsupported("blob deletion is not supported: delete the image (its manifest) instead");
}

export async function startUpload(services: RegistryServices, call: RepositoryCall): Promise<RegistryAnswer> {
  const mount = call.query.get("mount");
  const from = call.query.get("from");
  if (mount && from && mountable(services, call, checkedDigest(mount), from)) {
    const { ownerId, repository } = call.target;
    const size = services.content.readSync(mount)?.length ?? 0;
    await committed(services.store, () => linkBlob(services.store, ownerId, repository.id, mount, size));
    return answer(201, {
      Location: `/v2/${call.name}/blobs/${mount}`,
      "Docker-Content-Digest": mount,
      "Content-Length": "0",
    });
  }
  const digest = call.query.get("digest");
  if (digest) return completeWith(services, call, checkedDigest(digest), call.body);
  const session = services.uploads.start(call.target.repository.id);
  return answer(202, sessionHeaders(call, session));
}

/** A mount succeeds when the caller may pull the blob from `from`; otherwise the spec's fallback, a new upload. */
function mountable(services: RegistryServices, call: RepositoryCall, digest: string, from: string): boolean {
  const [teamSlug = "", projectSlug = "", repositoryName = ""] = from.split("/");
  try {
    const source = resolveRepository(services.store, { teamSlug, projectSlug, repositoryName });
    admit(services.store, call.caller, source, false);
    return findBlob(services.store, source.ownerId, source.repository.id, digest) !== undefined;
  } catch (error) {
    if (error instanceof RegistryError) return false;
    throw error;
  }
}

function sessionOf(services: RegistryServices, call: RepositoryCall): UploadSession {
  const session = services.uploads.find(call.param, call.target.repository.id);
  if (!session) throw uploadUnknown(call.param);
  return session;
}

export function uploadStatus(services: RegistryServices, call: RepositoryCall): RegistryAnswer {
  return answer(204, sessionHeaders(call, sessionOf(services, call)));
}

export function uploadChunk(services: RegistryServices, call: RepositoryCall): RegistryAnswer {
  const session = sessionOf(services, call);
  appendChunk(services, call, session);
  return answer(202, sessionHeaders(call, session));
}

/** A chunk must start where the upload stands; otherwise 416 tells the client where that is. */
function appendChunk(services: RegistryServices, call: RepositoryCall, session: UploadSession): void {
  const start = chunkStart(call.headers["content-range"]);
  if (start !== undefined && start !== session.size)
    throw rangeInvalid(session.size, sessionHeaders(call, session));
  services.uploads.append(session, call.body);
}

export async function completeUpload(
  services: RegistryServices,
  call: RepositoryCall,
): Promise<RegistryAnswer> {
  const session = sessionOf(services, call);
  const digest = checkedDigest(call.query.get("digest"));
  appendChunk(services, call, session);
  const { bytes, digest: computed } = services.uploads.finish(session);
  if (computed !== digest) throw digestInvalid(digest, computed);
  return storeBlob(services, call, digest, bytes);
}

async function completeWith(services: RegistryServices, call: RepositoryCall, digest: string, bytes: Buffer) {
  const computed = sha256(bytes);
  if (computed !== digest) throw digestInvalid(digest, computed);
  return storeBlob(services, call, digest, bytes);
}

export function cancelUpload(services: RegistryServices, call: RepositoryCall): RegistryAnswer {
  services.uploads.cancel(sessionOf(services, call).uuid);
  return answer(204, { "Content-Length": "0" });
}
