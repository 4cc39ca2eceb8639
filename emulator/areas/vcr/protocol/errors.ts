// The distribution spec's error shape, `{ errors: [{ code, message, detail }] }`, with its codes:
// registry clients (crane, docker) read `code`, not the platform's `{ error }` envelope.

export class RegistryError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly detail: unknown = null,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "RegistryError";
  }

  toBody(): { errors: { code: string; message: string; detail: unknown }[] } {
    return { errors: [{ code: this.code, message: this.message, detail: this.detail }] };
  }
}

export const nameUnknown = (name: string) =>
  new RegistryError(404, "NAME_UNKNOWN", "repository name not known to registry", { name });
export const blobUnknown = (digest: string) =>
  new RegistryError(404, "BLOB_UNKNOWN", "blob unknown to registry", { digest });
export const uploadUnknown = (uuid: string) =>
  new RegistryError(404, "BLOB_UPLOAD_UNKNOWN", "blob upload unknown to registry", { uuid });
export const manifestUnknown = (reference: string) =>
  new RegistryError(404, "MANIFEST_UNKNOWN", "manifest unknown", { reference });
export const digestInvalid = (expected: string, computed: string) =>
  new RegistryError(400, "DIGEST_INVALID", "provided digest did not match uploaded content", {
    expected,
    computed,
  });
export const manifestInvalid = (reason: string) =>
  new RegistryError(400, "MANIFEST_INVALID", "manifest invalid", { reason });
export const manifestBlobUnknown = (digest: string) =>
  new RegistryError(
    400,
    "MANIFEST_BLOB_UNKNOWN",
    "manifest references a manifest or blob unknown to registry",
    {
      digest,
    },
  );
export const unsupported = (message: string) => new RegistryError(405, "UNSUPPORTED", message);
export const denied = (message: string) => new RegistryError(403, "DENIED", message);
export const sizeInvalid = (message: string) => new RegistryError(400, "SIZE_INVALID", message);
export const rangeInvalid = (size: number, headers: Record<string, string>) =>
  new RegistryError(416, "BLOB_UPLOAD_INVALID", "chunk out of order", { size }, headers);
export const paginationInvalid = (message: string) =>
  new RegistryError(400, "PAGINATION_NUMBER_INVALID", message);
export const tooLarge = (limit: number) =>
  new RegistryError(413, "SIZE_INVALID", `manifest is larger than ${limit} bytes`, { limit });
