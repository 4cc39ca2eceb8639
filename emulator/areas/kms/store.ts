// Key-signing issuers (KMS): issuers with their project-grant policies, and their signing keys
// (children of their issuer in relations.ts). An issuer has at most one active key at a time: it
// signs. A key made with `activation: "automatic"` (the default) takes over at once and the active
// one goes to `revoking`; a `manual` one waits as `pending` until activated. A revoked key is
// `revoking` until its `revokeAt`, when it is dropped from the issuer's published keys.
import type { KmsAlgorithm } from "../../../schema/kms";
import { notFound } from "../../errors";
import type { Store } from "../../store";

export interface StoredPolicy {
  kind: "project-grant";
  teamId: string;
  projectId: string;
  environments: string[];
  tokenClaims?: Record<string, unknown>;
  createdAt: number;
  updatedAt: number;
}

export interface StoredIssuer {
  /** `iss_…`. */
  id: string;
  name: string;
  algorithm: KmsAlgorithm;
  ownerId: string;
  claimsSchema?: Record<string, unknown>;
  policies: StoredPolicy[];
  createdAt: number;
  updatedAt: number;
}

export interface StoredSigningKey {
  /** `key_…`. */
  id: string;
  issuerId: string;
  algorithm: KmsAlgorithm;
  status: "pending" | "active" | "revoking";
  privateKeyPem: string;
  publicKeyPem: string;
  publicJwk: Record<string, unknown>;
  fingerprint: string;
  createdAt: number;
  updatedAt: number;
  activatedAt?: number;
  revokeAt?: number;
}

export const KMS_ISSUERS = "kmsIssuers";
export const KMS_SIGNING_KEYS = "kmsSigningKeys";

export const issuersOf = (store: Store) => store.collection<StoredIssuer>(KMS_ISSUERS);
export const signingKeysOf = (store: Store) => store.collection<StoredSigningKey>(KMS_SIGNING_KEYS);

export function findIssuer(store: Store, ownerId: string, issuerId: string): StoredIssuer {
  const issuer = issuersOf(store).get(ownerId, issuerId);
  if (!issuer) throw notFound(`Issuer not found: ${issuerId}`);
  return issuer;
}

/** The issuer's keys still published at `now` (a revoked key past its `revokeAt` is not). */
export function keysOf(store: Store, ownerId: string, issuerId: string, now: number): StoredSigningKey[] {
  return signingKeysOf(store).filter(
    ownerId,
    (key) => key.issuerId === issuerId && !(key.status === "revoking" && (key.revokeAt ?? 0) <= now),
  );
}

export function findKey(store: Store, ownerId: string, issuerId: string, keyId: string): StoredSigningKey {
  const key = signingKeysOf(store).find(ownerId, (k) => k.issuerId === issuerId && k.id === keyId);
  if (!key) throw notFound(`Signing key not found: ${keyId}`);
  return key;
}
