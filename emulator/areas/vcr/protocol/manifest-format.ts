// What a pushed manifest says, read from its JSON: an image manifest (config + layers), an index
// (manifests), or an attestation (a manifest the buildkit convention marks as one). Docker's v2
// schema 2 and OCI media types alike; anything else is MANIFEST_INVALID.
import type { ImageKind } from "../store";
import { manifestInvalid } from "./errors";

export interface Descriptor {
  digest: string;
  size: number;
  mediaType: string;
}

export interface ParsedManifest {
  readonly mediaType: string;
  readonly kind: ImageKind;
  /** Config then layers; for an index, its manifests. */
  readonly references: Descriptor[];
}

const INDEX_TYPES = new Set([
  "application/vnd.oci.image.index.v1+json",
  "application/vnd.docker.distribution.manifest.list.v2+json",
]);
const MANIFEST_TYPES = new Set([
  "application/vnd.oci.image.manifest.v1+json",
  "application/vnd.docker.distribution.manifest.v2+json",
]);

interface RawManifest {
  schemaVersion?: unknown;
  mediaType?: unknown;
  config?: unknown;
  layers?: unknown;
  manifests?: unknown;
  annotations?: Record<string, unknown>;
}

function descriptor(value: unknown, where: string): Descriptor {
  const d = value as Partial<Descriptor> | null;
  if (!d || typeof d.digest !== "string" || typeof d.size !== "number" || d.size < 0) {
    throw manifestInvalid(`${where} must be a descriptor with a digest and a size`);
  }
  return { digest: d.digest, size: d.size, mediaType: typeof d.mediaType === "string" ? d.mediaType : "" };
}

export function parseManifest(bytes: Buffer, contentType: string | undefined): ParsedManifest {
  let raw: RawManifest;
  try {
    raw = JSON.parse(bytes.toString("utf8")) as RawManifest;
  } catch {
    throw manifestInvalid("the manifest is not JSON");
  }
  if (raw === null || typeof raw !== "object" || raw.schemaVersion !== 2) {
    throw manifestInvalid("schemaVersion must be 2");
  }
  const mediaType =
    typeof raw.mediaType === "string" ? raw.mediaType : ((contentType ?? "").split(";")[0]?.trim() ?? "");
  if (INDEX_TYPES.has(mediaType) || (Array.isArray(raw.manifests) && !raw.layers)) {
    if (!Array.isArray(raw.manifests)) throw manifestInvalid("an index must list its manifests");
    const references = raw.manifests.map((m, i) => descriptor(m, `manifests[${i}]`));
    return { mediaType: mediaType || "application/vnd.oci.image.index.v1+json", kind: "index", references };
  }
  if (!MANIFEST_TYPES.has(mediaType) && mediaType !== "")
    throw manifestInvalid(`unknown media type ${mediaType}`);
  if (!Array.isArray(raw.layers)) throw manifestInvalid("an image manifest must list its layers");
  const references = [
    descriptor(raw.config, "config"),
    ...raw.layers.map((l, i) => descriptor(l, `layers[${i}]`)),
  ];
  const attestation = raw.annotations?.["vnd.docker.reference.type"] === "attestation-manifest";
  return {
    mediaType: mediaType || "application/vnd.oci.image.manifest.v1+json",
    kind: attestation ? "attestation" : "manifest",
    references,
  };
}
