// Manifests by tag or digest: PUT checks the digest against the bytes and that every blob (or, for
// an index, every manifest) it references is in the repository, then stores it as an image and
// points the tag at it; GET and HEAD answer the bytes as pushed with their media type and digest;
// DELETE takes a digest only (the platform's rule) and removes the image with its tags.
import { createHash } from "node:crypto";
import { newId } from "../../../ids";
import { SHA256_DIGEST } from "../content-store";
import { findBlob, findImage, findTag, imagesOf, setTag, type ImageKind, type StoredImage } from "../store";
import {
  answer,
  committed,
  type RegistryAnswer,
  type RegistryServices,
  type RepositoryCall,
} from "./context";
import {
  digestInvalid,
  manifestBlobUnknown,
  manifestUnknown,
  RegistryError,
  tooLarge,
  unsupported,
} from "./errors";
import { parseManifest, type ParsedManifest } from "./manifest-format";

/** The distribution spec's suggested limit; the platform answers 413 above its own. */
const MANIFEST_LIMIT = 4 * 1024 * 1024;
const TAG = /^[a-zA-Z0-9_][a-zA-Z0-9._-]{0,127}$/;

const isDigest = (reference: string): boolean => reference.includes(":");

function imageOf(services: RegistryServices, call: RepositoryCall): StoredImage {
  const { ownerId, repository } = call.target;
  const reference = call.param;
  const byTag = isDigest(reference) ? undefined : findTag(services.store, ownerId, repository.id, reference);
  const image = isDigest(reference)
    ? findImage(services.store, ownerId, repository.id, reference)
    : byTag && imagesOf(services.store).get(ownerId, byTag.imageId);
  if (!image) throw manifestUnknown(reference);
  return image;
}

export function getManifest(services: RegistryServices, call: RepositoryCall): RegistryAnswer {
  const image = imageOf(services, call);
  const bytes = Buffer.from(image.manifest, "base64");
  const headers = {
    "Content-Type": image.mediaType,
    "Docker-Content-Digest": image.digest,
    "Content-Length": String(bytes.length),
  };
  return call.method === "HEAD" ? answer(200, headers) : answer(200, headers, bytes);
}

export async function putManifest(services: RegistryServices, call: RepositoryCall): Promise<RegistryAnswer> {
  const reference = call.param;
  if (call.body.length > MANIFEST_LIMIT) throw tooLarge(MANIFEST_LIMIT);
  const digest = `sha256:${createHash("sha256").update(call.body).digest("hex")}`;
  if (isDigest(reference) && reference !== digest) throw digestInvalid(reference, digest);
  if (!isDigest(reference) && !TAG.test(reference)) {
    throw new RegistryError(400, "TAG_INVALID", "manifest tag did not match URI", { tag: reference });
  }
  const parsed = parseManifest(call.body, call.headers["content-type"]);
  return committed(services.store, () => {
    const image =
      findImage(services.store, call.target.ownerId, call.target.repository.id, digest) ??
      insertImage(services, call, digest, parsed);
    if (!isDigest(reference))
      setTag(services.store, call.target.ownerId, call.target.repository.id, reference, image.id);
    return answer(201, {
      Location: `/v2/${call.name}/manifests/${digest}`,
      "Docker-Content-Digest": digest,
      "Content-Length": "0",
    });
  });
}

function insertImage(
  services: RegistryServices,
  call: RepositoryCall,
  digest: string,
  parsed: ParsedManifest,
) {
  const { ownerId, repository } = call.target;
  const { store } = services;
  const references = parsed.references.map((ref) => {
    const known =
      parsed.kind === "index"
        ? findImage(store, ownerId, repository.id, ref.digest) !== undefined
        : findBlob(store, ownerId, repository.id, ref.digest) !== undefined;
    if (!known) throw manifestBlobUnknown(ref.digest);
    return ref;
  });
  const platform = parsed.kind === "manifest" ? platformOf(services, references[0]?.digest) : {};
  return imagesOf(store).insert(ownerId, {
    id: newId("image_", 24),
    repositoryId: repository.id,
    digest,
    mediaType: parsed.mediaType,
    manifest: call.body.toString("base64"),
    kind: parsed.kind as ImageKind,
    ...platform,
    references,
    sizeInBytes: call.body.length + references.reduce((sum, ref) => sum + ref.size, 0),
    pushedBy: call.caller.userId,
    createdAt: store.now(),
  });
}

/** The config blob's `architecture` and `os`, when it is an image config. */
function platformOf(
  services: RegistryServices,
  configDigest: string | undefined,
): { arch?: string; platform?: string } {
  if (!configDigest || !SHA256_DIGEST.test(configDigest)) return {};
  try {
    const config = JSON.parse(services.content.readSync(configDigest)?.toString("utf8") ?? "{}") as {
      architecture?: unknown;
      os?: unknown;
    };
    return {
      ...(typeof config.architecture === "string" && config.architecture
        ? { arch: config.architecture }
        : {}),
      ...(typeof config.os === "string" && config.os ? { platform: config.os } : {}),
    };
  } catch {
    return {}; // not JSON: an artifact's config, which has no platform
  }
}

export async function deleteManifest(
  services: RegistryServices,
  call: RepositoryCall,
): Promise<RegistryAnswer> {
  if (!isDigest(call.param))
    throw unsupported("a manifest is deleted by digest; the reference must be a digest");
  if (!SHA256_DIGEST.test(call.param)) throw digestInvalid(call.param, "a sha256 digest is required");
  return committed(services.store, () => {
    const image = imageOf(services, call);
    imagesOf(services.store).remove(call.target.ownerId, image.id);
    return answer(202, { "Content-Length": "0" });
  });
}
