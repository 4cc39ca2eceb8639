// A minimal registry client over fetch for the emulator's tests: the distribution spec's calls as a
// client sends them (monolithic blob uploads, a manifest by tag), so specs can push an image in a few
// lines and then look at what the protocol or the management API answers. The real-client proof is
// crane (test/real-clients/crane.spec.ts); this is the tests' own hand.
import { createHash } from "node:crypto";

export const sha256 = (bytes: Buffer | string): string =>
  `sha256:${createHash("sha256").update(bytes).digest("hex")}`;

export const OCI_MANIFEST = "application/vnd.oci.image.manifest.v1+json";

export interface PushedImage {
  digest: string;
  manifest: Buffer;
  configDigest: string;
  layerDigests: string[];
}

export interface RegistryClient {
  /** `fetch` of `/v2/<path>` with the client's credentials. */
  call(
    method: string,
    path: string,
    init?: { body?: Buffer | string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** POST then PUT ?digest= with the whole blob; answers the digest. */
  pushBlob(name: string, bytes: Buffer): Promise<string>;
  /** Config and layers as blobs, then the manifest under `reference` (a tag or its digest). */
  pushImage(
    name: string,
    reference: string,
    layers: Buffer[],
    platform?: { architecture: string; os: string },
  ): Promise<PushedImage>;
}

export function registryClient(url: string, token: string | undefined): RegistryClient {
  const call: RegistryClient["call"] = (method, path, init = {}) =>
    fetch(`${url}/v2/${path}`, {
      method,
      headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...init.headers },
      ...(init.body === undefined ? {} : { body: init.body }),
    });
  const pushBlob = async (name: string, bytes: Buffer): Promise<string> => {
    const started = await call("POST", `${name}/blobs/uploads/`);
    if (started.status !== 202) throw new Error(`upload start: ${started.status} ${await started.text()}`);
    const digest = sha256(bytes);
    const location = started.headers.get("location") ?? "";
    const done = await fetch(`${url}${location}?digest=${digest}`, {
      method: "PUT",
      headers: {
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        "content-type": "application/octet-stream",
      },
      body: bytes,
    });
    if (done.status !== 201) throw new Error(`upload complete: ${done.status} ${await done.text()}`);
    return digest;
  };
  return {
    call,
    pushBlob,
    pushImage: async (name, reference, layers, platform = { architecture: "amd64", os: "linux" }) => {
      const config = Buffer.from(JSON.stringify({ ...platform, rootfs: { type: "layers", diff_ids: [] } }));
      const configDigest = await pushBlob(name, config);
      const layerDigests: string[] = [];
      for (const layer of layers) layerDigests.push(await pushBlob(name, layer));
      const manifest = Buffer.from(
        JSON.stringify({
          schemaVersion: 2,
          mediaType: OCI_MANIFEST,
          config: {
            mediaType: "application/vnd.oci.image.config.v1+json",
            digest: configDigest,
            size: config.length,
          },
          layers: layers.map((layer, i) => ({
            mediaType: "application/vnd.oci.image.layer.v1.tar",
            digest: layerDigests[i],
            size: layer.length,
          })),
        }),
      );
      const put = await call("PUT", `${name}/manifests/${reference}`, {
        body: manifest,
        headers: { "content-type": OCI_MANIFEST },
      });
      if (put.status !== 201) throw new Error(`manifest put: ${put.status} ${await put.text()}`);
      return { digest: sha256(manifest), manifest, configDigest, layerDigests };
    },
  };
}
