// Vercel Blob's management API (`/v1/storage/stores…`, the paths the Terraform provider calls):
// stores, their read-write token, and their project connections.
import { z } from "zod";
import {
  BlobConnection,
  BlobConnectionList,
  BlobStoreAnswer,
  BlobStoreDeleted,
  BlobStoreList,
  BlobStoreSecrets,
  type BlobStore,
} from "../../../schema/blob";
import type { HttpClient } from "../../client/http";
import { RunMemo } from "../../client/run-memo";
import { BlobPlane } from "./blob-plane";

const STORES = "/v1/storage/stores";
const STORE = `${STORES}/{storeId}`;
const BLOB_STORE = `${STORES}/blob/{storeId}`;
// @vercel/sdk's create, get and delete (storageCreateStorageStoresBlob…) name no version.
const SDK_STORE = "/storage/stores/{storeId}";
const SDK_BLOB_STORES = "/storage/stores/blob";
const CONNECTION = `${STORE}/connections/{connectionId}`;

export interface BlobConnectionBody {
  envVarEnvironments?: string[] | undefined;
  envVarPrefix?: string | undefined;
}

export class BlobApi {
  constructor(private readonly http: HttpClient) {}

  async createStore(body: {
    name: string;
    access?: string | undefined;
    region?: string | undefined;
  }): Promise<BlobStore> {
    const answer = await this.http.create({
      method: "POST",
      path: SDK_BLOB_STORES,
      body,
      response: BlobStoreAnswer,
      lookup: async () => {
        const found = (await this.stores()).find((s) => s.name === body.name);
        return found && { store: found };
      },
    });
    return answer.store;
  }

  async store(storeId: string): Promise<BlobStore> {
    return (
      await this.http.request({
        method: "GET",
        path: SDK_STORE,
        params: { storeId },
        response: BlobStoreAnswer,
      })
    ).store;
  }

  /** The scope's stores of every kind, Blob ones only. */
  async stores(): Promise<BlobStore[]> {
    const { stores } = await this.http.request({ method: "GET", path: STORES, response: BlobStoreList });
    return stores.filter((s) => s.type === "blob");
  }

  async renameStore(storeId: string, name: string): Promise<BlobStore> {
    const answer = await this.http.request({
      method: "PUT",
      idempotent: true,
      path: BLOB_STORE,
      params: { storeId },
      body: { name },
      response: BlobStoreAnswer,
    });
    return answer.store;
  }

  async deleteStore(storeId: string): Promise<void> {
    this.tokens.forget(storeId);
    this.accesses.forget(storeId);
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: `${SDK_BLOB_STORES}/{storeId}`,
      params: { storeId },
      response: BlobStoreDeleted,
    });
  }

  /** The store's objects on the Blob data plane, reached with its read-write token. */
  plane(storeId: string): Promise<BlobPlane> {
    return BlobPlane.open(this.http, (id) => this.readWriteToken(id), storeId);
  }

  /**
   * The store's read-write token: a secret, never logged. Read once per run and store: a refresh of
   * a store's N objects would otherwise spend N reads of the platform's budget on the same token.
   */
  readWriteToken(storeId: string): Promise<string> {
    return this.tokens.get(storeId, async () => {
      const { rwToken } = await this.http.request({
        method: "GET",
        path: `${STORE}/secrets`,
        params: { storeId },
        response: BlobStoreSecrets,
      });
      return rwToken;
    });
  }

  /** The store's access (`public`/`private`), which uploads must name; fixed at the store's creation. */
  storeAccess(storeId: string): Promise<string> {
    return this.accesses.get(storeId, async () => (await this.store(storeId)).access);
  }

  private get tokens(): RunMemo<string> {
    return this.http.perScope("blob store tokens", () => new RunMemo<string>());
  }

  private get accesses(): RunMemo<string> {
    return this.http.perScope("blob store accesses", () => new RunMemo<string>());
  }

  async connections(storeId: string): Promise<BlobConnection[]> {
    const { connections } = await this.http.request({
      method: "GET",
      path: `${STORE}/connections`,
      params: { storeId },
      response: BlobConnectionList,
    });
    return connections;
  }

  async connection(storeId: string, connectionId: string): Promise<BlobConnection> {
    const found = (await this.connections(storeId)).find((c) => c.id === connectionId);
    if (!found)
      throw this.http.missing(
        `${STORES}/${storeId}/connections`,
        `Store connection not found: ${connectionId}`,
      );
    return found;
  }

  /** A new connection is a new connection: never sent twice blindly. */
  connect(storeId: string, body: BlobConnectionBody & { projectId: string }): Promise<BlobConnection> {
    return this.http.request({
      method: "POST",
      idempotent: false,
      path: `${STORE}/connections`,
      params: { storeId },
      body,
      response: BlobConnection,
    });
  }

  updateConnection(storeId: string, connectionId: string, body: BlobConnectionBody): Promise<BlobConnection> {
    return this.http.request({
      method: "PATCH",
      idempotent: true,
      path: CONNECTION,
      params: { storeId, connectionId },
      body,
      response: BlobConnection,
    });
  }

  async disconnect(storeId: string, connectionId: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: CONNECTION,
      params: { storeId, connectionId },
      response: z.unknown(),
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    blob: BlobApi;
  }
}
