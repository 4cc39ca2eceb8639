// Wire types of key-signing issuers (seed 000 `kms`; shapes from @vercel/sdk's createkmsissuerop,
// getkmsissuerop, createkmssigningkeyop, signkmsmessageop, signkmstokenop,
// createkmsissuerpolicyop): an issuer signs messages and tokens with its active key, and publishes
// every key's public part (`signingKeys[].publicKey`, a JWK, and `publicKeyPem`) so that anyone can
// verify what it signed. Dates are ISO strings.
import { z } from "zod";

export const KMS_ALGORITHMS = [
  "RS256",
  "RS384",
  "RS512",
  "PS256",
  "PS384",
  "PS512",
  "ES256",
  "ES384",
  "ES512",
] as const;
export const KmsAlgorithm = z.enum(KMS_ALGORITHMS);
export type KmsAlgorithm = z.infer<typeof KmsAlgorithm>;

export const KMS_KEY_STATUSES = ["pending", "active", "revoking"] as const;

const Claims = z.record(z.string(), z.unknown());

/** A project grant: tokens for this project's deployments in these environments. */
export const ProjectGrantPolicyRequest = z.object({
  kind: z.literal("project-grant"),
  projectId: z.string().min(1),
  environments: z.array(z.string().min(1)).min(1),
  tokenClaims: Claims.optional(),
});
export type ProjectGrantPolicyRequest = z.infer<typeof ProjectGrantPolicyRequest>;

export const KmsIssuerCreateRequest = z.object({
  name: z.string().min(1).max(100),
  algorithm: KmsAlgorithm.optional(),
  claimsSchema: Claims.optional(),
  policy: ProjectGrantPolicyRequest.optional(),
});
export type KmsIssuerCreateRequest = z.infer<typeof KmsIssuerCreateRequest>;

export const KmsIssuerUpdateRequest = z.object({
  name: z.string().min(1).max(100).optional(),
  claimsSchema: Claims.nullable().optional(),
});

export const KmsPolicyUpdateRequest = z.object({
  environments: z.array(z.string().min(1)).min(1).optional(),
  tokenClaims: Claims.nullable().optional(),
});

export const KmsSigningKeyCreateRequest = z.object({
  activation: z.enum(["automatic", "manual"]).optional(),
  revokePreviousAfterHours: z.number().nonnegative().optional(),
  revokePreviousAt: z.union([z.string(), z.number()]).optional(),
});
export type KmsSigningKeyCreateRequest = z.infer<typeof KmsSigningKeyCreateRequest>;

export const KmsPolicy = z.looseObject({
  kind: z.literal("project-grant"),
  teamId: z.string(),
  projectId: z.string(),
  environments: z.array(z.string()),
  tokenClaims: Claims.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KmsPolicy = z.infer<typeof KmsPolicy>;

/** A public key as a JWK (the RSA `n`/`e` or EC `crv`/`x`/`y` beside the SDK's listed fields). */
export const PublicJwk = z.looseObject({
  kty: z.string(),
  kid: z.string(),
  alg: z.string(),
  use: z.string(),
  keyOps: z.array(z.string()).optional(),
});

export const KmsSigningKey = z.looseObject({
  keyId: z.string(),
  issuerId: z.string(),
  algorithm: z.string(),
  status: z.enum(KMS_KEY_STATUSES),
  publicKey: PublicJwk.optional(),
  publicKeyPem: z.string().optional(),
  publicKeyFingerprint: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  activatedAt: z.string().optional(),
  revokeAt: z.string().optional(),
});
export type KmsSigningKey = z.infer<typeof KmsSigningKey>;

export const KmsIssuer = z.looseObject({
  id: z.string(),
  name: z.string(),
  algorithm: KmsAlgorithm,
  origin: z.enum(["vercel", "external"]),
  ownerId: z.string(),
  claimsSchema: Claims.optional(),
  policies: z.array(KmsPolicy),
  signingKeys: z.array(KmsSigningKey),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KmsIssuer = z.infer<typeof KmsIssuer>;

export const KmsIssuerList = z.object({
  issuers: z.array(KmsIssuer),
  pagination: z.object({ count: z.number(), next: z.string().nullable() }),
});

export const SignMessageRequest = z.object({ message: z.string() });
export const SignMessageAnswer = z.object({
  algorithm: z.string(),
  keyId: z.string(),
  signature: z.string(),
});
export const SignTokenRequest = z.object({
  claims: Claims.optional(),
  headers: Claims.optional(),
  ttl: z.number().int().positive().nullable().optional(),
});
export const SignTokenAnswer = z.object({ token: z.string() });
