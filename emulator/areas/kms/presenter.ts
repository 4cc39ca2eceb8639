// Issuers and keys as the platform answers them (@vercel/sdk getkmsissuerop): ISO dates, the
// published keys' public JWK and PEM, never the private key.
import type { KmsIssuer, KmsPolicy, KmsSigningKey } from "../../../schema/kms";
import type { StoredIssuer, StoredPolicy, StoredSigningKey } from "./store";

const iso = (ms: number): string => new Date(ms).toISOString();

export function presentKey(key: StoredSigningKey): KmsSigningKey {
  return {
    keyId: key.id,
    issuerId: key.issuerId,
    algorithm: key.algorithm,
    status: key.status,
    publicKey: key.publicJwk as KmsSigningKey["publicKey"],
    publicKeyPem: key.publicKeyPem,
    publicKeyFingerprint: key.fingerprint,
    createdAt: iso(key.createdAt),
    updatedAt: iso(key.updatedAt),
    ...(key.activatedAt !== undefined ? { activatedAt: iso(key.activatedAt) } : {}),
    ...(key.revokeAt !== undefined ? { revokeAt: iso(key.revokeAt) } : {}),
  };
}

export function presentPolicy(policy: StoredPolicy): KmsPolicy {
  return {
    kind: policy.kind,
    teamId: policy.teamId,
    projectId: policy.projectId,
    environments: [...policy.environments],
    ...(policy.tokenClaims ? { tokenClaims: policy.tokenClaims } : {}),
    createdAt: iso(policy.createdAt),
    updatedAt: iso(policy.updatedAt),
  };
}

/** What the handler joins: the issuer and its published keys. */
export interface IssuerView {
  readonly issuer: StoredIssuer;
  readonly keys: readonly StoredSigningKey[];
}

export function presentIssuer(view: IssuerView): KmsIssuer {
  const { issuer } = view;
  return {
    id: issuer.id,
    name: issuer.name,
    algorithm: issuer.algorithm,
    origin: "vercel",
    ownerId: issuer.ownerId,
    ...(issuer.claimsSchema ? { claimsSchema: issuer.claimsSchema } : {}),
    policies: issuer.policies.map(presentPolicy),
    signingKeys: view.keys.map(presentKey),
    createdAt: iso(issuer.createdAt),
    updatedAt: iso(issuer.updatedAt),
  };
}
