// The registry protocol's entry: match the operation, authenticate (401 with the Basic challenge),
// find the repository (NAME_UNKNOWN), admit the caller (DENIED), run the operation, and answer its
// bytes, or the spec's `{ errors }` body. It runs beside the platform pipeline (server.ts hands it
// every /v2/ registry path) because its bodies are bytes and its errors are the spec's.
import type { RequestCounter } from "../../../request-counts";
import { admit, callerOf, nameOf, resolveRepository } from "./access";
import {
  cancelUpload,
  completeUpload,
  deleteBlob,
  getBlob,
  startUpload,
  uploadChunk,
  uploadStatus,
} from "./blobs";
import { json, type RegistryAnswer, type RegistryServices, type RepositoryCall } from "./context";
import { RegistryError } from "./errors";
import { deleteManifest, getManifest, putManifest } from "./manifests";
import { matchRegistry, type RegistryOperation } from "./paths";
import { listTags } from "./tags";

export interface RegistryRequest {
  readonly method: string;
  readonly pathname: string;
  readonly query: URLSearchParams;
  readonly headers: RepositoryCall["headers"];
  readonly body: Buffer;
}

type Operation = (
  services: RegistryServices,
  call: RepositoryCall,
) => RegistryAnswer | Promise<RegistryAnswer>;

const OPERATIONS: Readonly<Record<Exclude<RegistryOperation, "version">, Operation>> = {
  "blob.get": getBlob,
  "blob.head": getBlob,
  "blob.delete": deleteBlob,
  "upload.start": startUpload,
  "upload.status": uploadStatus,
  "upload.chunk": uploadChunk,
  "upload.complete": completeUpload,
  "upload.cancel": cancelUpload,
  "manifest.get": getManifest,
  "manifest.head": getManifest,
  "manifest.put": putManifest,
  "manifest.delete": deleteManifest,
  "tags.list": listTags,
};

const WRITES: ReadonlySet<RegistryOperation> = new Set([
  "blob.delete",
  "upload.start",
  "upload.chunk",
  "upload.complete",
  "upload.cancel",
  "manifest.put",
  "manifest.delete",
]);

const VERSION_HEADER = { "Docker-Distribution-API-Version": "registry/2.0" };

export async function serveRegistry(
  services: RegistryServices,
  counts: RequestCounter,
  request: RegistryRequest,
): Promise<RegistryAnswer> {
  try {
    const route = matchRegistry(request.method, request.pathname);
    if (!("operation" in route)) {
      throw new RegistryError(405, "UNSUPPORTED", `${request.method} is not allowed here`, null, {
        Allow: route.allowed.join(", "),
      });
    }
    counts.record(request.method, route.template);
    const caller = callerOf(request.headers, services.startTokens, services.store);
    if (route.operation === "version" || !route.address) return json(200, {}, VERSION_HEADER);
    const target = resolveRepository(services.store, route.address);
    admit(services.store, caller, target, WRITES.has(route.operation));
    const call: RepositoryCall = {
      method: request.method,
      query: request.query,
      headers: request.headers,
      body: request.body,
      caller,
      name: nameOf(route.address),
      target,
      param: route.param ?? "",
    };
    const result = await OPERATIONS[route.operation](services, call);
    return { ...result, headers: { ...VERSION_HEADER, ...result.headers } };
  } catch (error) {
    if (!(error instanceof RegistryError)) throw error;
    return json(error.status, error.toBody(), { ...VERSION_HEADER, ...error.headers });
  }
}
