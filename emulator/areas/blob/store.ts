// Vercel Blob's state: stores (team-owned, `store_…`), their objects (children: a store's deletion
// takes them), and their project connections (children too). A store holds one read-write token,
// `vercel_blob_rw_<store id without "store_">_<secret>` (the form @vercel/blob parses the store id
// from); the state keeps it whole, as the platform must to answer the secrets route.
// An object's bytes live in the emulator's byte store (emulator/byte-store.ts), by digest.
import type { EnvTarget } from "../../../schema/env";
import { notFound } from "../../errors";
import type { Store } from "../../store";

export interface StoredBlobStore {
  id: string;
  name: string;
  ownerId: string;
  access: "public" | "private";
  region: string;
  /** The read-write token, whole: the secrets route answers it (never logged, never in errors). */
  rwToken: string;
  createdAt: number;
  updatedAt: number;
}

export interface StoredBlobObject {
  /** `<storeId>:<pathname>`: one object per pathname in a store. */
  id: string;
  storeId: string;
  pathname: string;
  digest: string;
  size: number;
  contentType: string;
  cacheControlMaxAge: number;
  uploadedAt: number;
}

export interface StoredBlobConnection {
  /** `spc_…`. */
  id: string;
  storeId: string;
  projectId: string;
  environments: EnvTarget[];
  envVarPrefix: string | null;
  createdAt: number;
}

export const BLOB_STORES = "blobStores";
export const BLOB_OBJECTS = "blobObjects";
export const BLOB_CONNECTIONS = "blobConnections";

export const blobStoresOf = (store: Store) => store.collection<StoredBlobStore>(BLOB_STORES);
export const blobObjectsOf = (store: Store) => store.collection<StoredBlobObject>(BLOB_OBJECTS);
export const blobConnectionsOf = (store: Store) => store.collection<StoredBlobConnection>(BLOB_CONNECTIONS);

export function findBlobStore(store: Store, ownerId: string, id: string): StoredBlobStore {
  const found = blobStoresOf(store).get(ownerId, id);
  if (!found) throw notFound(`Store not found: ${id}`);
  return found;
}

export const objectsOf = (store: Store, ownerId: string, storeId: string): StoredBlobObject[] =>
  blobObjectsOf(store).filter(ownerId, (o) => o.storeId === storeId);

export const connectionsOfStore = (store: Store, ownerId: string, storeId: string): StoredBlobConnection[] =>
  blobConnectionsOf(store).filter(ownerId, (c) => c.storeId === storeId);

/** The id segment @vercel/blob reads from a token and puts in URLs: the store id less `store_`. */
export const shortStoreId = (storeId: string): string => storeId.replace(/^store_/, "").toLowerCase();

/** The store a read-write token belongs to, in any owner's stores; undefined when none. */
export function storeOfToken(store: Store, token: string): StoredBlobStore | undefined {
  const collection = blobStoresOf(store);
  for (const owner of collection.owners()) {
    const found = collection.find(owner, (s) => s.rwToken === token);
    if (found) return found;
  }
  return undefined;
}
