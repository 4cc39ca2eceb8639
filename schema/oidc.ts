// Wire types of the emulator's OIDC issuer: the tokens a deployment's functions hold
// (`VERCEL_OIDC_TOKEN`), which the data planes (the queue) accept as `Authorization: Bearer`. The
// platform signs them with RS256 and publishes its key set; the emulator does the same at
// `/.well-known/jwks` and mints tokens through its admin API (`POST /_emulator/oidc/tokens`).
import { z } from "zod";

/** The environments a token can be minted for (the platform's system environments). */
export const OIDC_ENVIRONMENTS = ["production", "preview", "development"] as const;
export const OidcEnvironment = z.enum(OIDC_ENVIRONMENTS);
export type OidcEnvironment = z.infer<typeof OidcEnvironment>;

/** Twelve hours, as the platform's function tokens; `expiresInSeconds` changes it. */
export const DEFAULT_OIDC_TTL_SECONDS = 12 * 60 * 60;

/** `POST /_emulator/oidc/tokens`: a token for one project of the caller (or of one of its teams). */
export const MintOidcTokenRequest = z.strictObject({
  /** The team (id or slug) owning the project; the caller's personal account when absent. */
  teamId: z.string().min(1).optional(),
  /** The project's id or name; it must exist. */
  projectId: z.string().min(1),
  environment: OidcEnvironment.default("development"),
  expiresInSeconds: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60 * 60)
    .default(DEFAULT_OIDC_TTL_SECONDS),
});
export type MintOidcTokenRequest = z.input<typeof MintOidcTokenRequest>;

/** The claims of a token, named as the platform's (`owner_id`, `project_id`, `environment`). */
export const OidcClaims = z.object({
  iss: z.string(),
  sub: z.string(),
  aud: z.string(),
  scope: z.string(),
  owner: z.string(),
  owner_id: z.string(),
  project: z.string(),
  project_id: z.string(),
  environment: z.string(),
  user_id: z.string(),
  iat: z.number().int(),
  nbf: z.number().int(),
  exp: z.number().int(),
  jti: z.string(),
});
export type OidcClaims = z.infer<typeof OidcClaims>;

export const MintOidcTokenResponse = z.object({
  token: z.string(),
  /** ISO 8601, on the emulator's clock. */
  expiresAt: z.string(),
  claims: OidcClaims,
});
export type MintOidcTokenResponse = z.infer<typeof MintOidcTokenResponse>;

/** One RSA public key of `GET /.well-known/jwks` (RFC 7517). */
export const Jwk = z.object({
  kty: z.literal("RSA"),
  kid: z.string(),
  use: z.literal("sig"),
  alg: z.literal("RS256"),
  n: z.string(),
  e: z.string(),
});
export const Jwks = z.object({ keys: z.array(Jwk) });
export type Jwks = z.infer<typeof Jwks>;

/** `GET /.well-known/openid-configuration`: the fields a verifier needs to find the key set. */
export const OpenIdConfiguration = z.object({
  issuer: z.string(),
  jwks_uri: z.string(),
  id_token_signing_alg_values_supported: z.array(z.string()),
  subject_types_supported: z.array(z.string()),
  response_types_supported: z.array(z.string()),
  claims_supported: z.array(z.string()),
});
export type OpenIdConfiguration = z.infer<typeof OpenIdConfiguration>;
