// The emulator's OIDC issuer: RS256 JSON Web Tokens like the ones the platform gives a deployment's
// functions (`VERCEL_OIDC_TOKEN`), their key set (`/.well-known/jwks`) and discovery document, and
// the check the data planes run on a bearer token. Written on node:crypto rather than a JWT library:
// one algorithm, one key, and the checks below are the whole of what the emulator needs.
//
// The signing key lives in memory only (a state file must not hold a private key): it is made on
// first use and kept until the emulator stops, so tokens survive `POST /_emulator/reset` but not a
// restart.
import { createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from "node:crypto";
import type { Jwks, OidcClaims, OidcEnvironment, OpenIdConfiguration } from "../schema/oidc";
import { randomAlphanumeric } from "./ids";

export type { OidcClaims };

/** Who a token is for: the owner (team or personal account), the project and the environment. */
export interface OidcSubject {
  readonly ownerId: string;
  /** The team's slug or the user's name, as the platform's `owner` claim. */
  readonly ownerSlug: string;
  readonly projectId: string;
  readonly projectName: string;
  readonly environment: OidcEnvironment;
  /** The user the token was minted by. */
  readonly userId: string;
}

interface SigningKey {
  readonly kid: string;
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
}

const ALGORITHM = "RS256";
const CLAIM_NAMES = ["owner_id", "project_id", "environment"] as const;

/** Tokens whose signature and claims checked out, so a busy client costs one RSA check, not one a call. */
const VERIFIED_CACHE_SIZE = 10_000;

export class OidcIssuer {
  private key: SigningKey | undefined;
  private readonly verified = new Map<string, OidcClaims>();

  /** @param baseUrl the emulator's URL, known once it listens: the tokens' `iss` */
  constructor(private readonly baseUrl: () => string) {}

  get issuer(): string {
    return this.baseUrl();
  }

  /** A signed token for `subject`, valid `ttlSeconds` from `nowMs` (the emulator's clock). */
  mint(subject: OidcSubject, nowMs: number, ttlSeconds: number): { token: string; claims: OidcClaims } {
    const iat = Math.floor(nowMs / 1000);
    const scope = `owner:${subject.ownerSlug}:project:${subject.projectName}:environment:${subject.environment}`;
    const claims: OidcClaims = {
      iss: this.issuer,
      sub: scope,
      aud: `https://vercel.com/${subject.ownerSlug}`,
      scope,
      owner: subject.ownerSlug,
      owner_id: subject.ownerId,
      project: subject.projectName,
      project_id: subject.projectId,
      environment: subject.environment,
      user_id: subject.userId,
      iat,
      nbf: iat,
      exp: iat + ttlSeconds,
      // Two tokens minted in the same second for the same project are still two tokens.
      jti: randomAlphanumeric(24),
    };
    return { token: this.sign(claims), claims };
  }

  /**
   * Any claims signed with this issuer's key (the SSO id_token of an integration, areas/integrations/
   * sso.ts). Such a token is not one `verify` accepts: it lacks the data planes' claims.
   */
  sign(claims: object): string {
    const { kid, privateKey } = this.signingKey();
    const signingInput = `${encode({ alg: ALGORITHM, typ: "JWT", kid })}.${encode(claims)}`;
    const signature = sign("sha256", Buffer.from(signingInput), privateKey).toString("base64url");
    return `${signingInput}.${signature}`;
  }

  /**
   * The claims of a token this issuer signed that is valid at `nowMs`, or why it is not. The reason
   * names the failed check only; it never repeats the token.
   */
  verify(token: string, nowMs: number): { claims: OidcClaims } | { problem: string } {
    const known = this.verified.get(token);
    const checked = known ? { claims: known } : this.checkSignedClaims(token);
    if ("problem" in checked) return checked;
    const { claims } = checked;
    const nowSeconds = Math.floor(nowMs / 1000);
    if (claims.exp <= nowSeconds) return { problem: "the token has expired" };
    if (claims.nbf > nowSeconds) return { problem: "the token is not valid yet" };
    if (!known) {
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.clear();
      this.verified.set(token, claims);
    }
    return { claims };
  }

  /** What does not change with time: the signature by this issuer's key, the issuer, the claims. */
  private checkSignedClaims(token: string): { claims: OidcClaims } | { problem: string } {
    const parts = token.split(".");
    if (parts.length !== 3) return { problem: "the token is not a JWT" };
    const [header, payload, signature] = parts as [string, string, string];
    const head = decode(header);
    if (head?.["alg"] !== ALGORITHM) return { problem: `the token is not signed with ${ALGORITHM}` };
    const key = this.key;
    if (!key || head["kid"] !== key.kid) return { problem: "the token is not signed by this issuer's key" };
    const data = Buffer.from(`${header}.${payload}`);
    if (!verify("sha256", data, key.publicKey, Buffer.from(signature, "base64url"))) {
      return { problem: "the token's signature does not verify" };
    }
    const claims = decode(payload) as Partial<OidcClaims> | undefined;
    if (!claims) return { problem: "the token's payload is not JSON" };
    if (claims.iss !== this.issuer) return { problem: "the token was issued by another issuer" };
    if (typeof claims.exp !== "number" || typeof claims.nbf !== "number") {
      return { problem: "the token lacks exp or nbf" };
    }
    const missing = CLAIM_NAMES.filter((name) => typeof claims[name] !== "string" || claims[name] === "");
    if (missing.length > 0) return { problem: `the token lacks the claims ${missing.join(", ")}` };
    return { claims: claims as OidcClaims };
  }

  jwks(): Jwks {
    const { kid, publicKey } = this.signingKey();
    const { n, e } = publicKey.export({ format: "jwk" });
    return { keys: [{ kty: "RSA", kid, use: "sig", alg: ALGORITHM, n: n ?? "", e: e ?? "" }] };
  }

  discovery(): OpenIdConfiguration {
    return {
      issuer: this.issuer,
      jwks_uri: `${this.issuer}/.well-known/jwks`,
      id_token_signing_alg_values_supported: [ALGORITHM],
      subject_types_supported: ["public"],
      response_types_supported: ["id_token"],
      claims_supported: [
        "sub",
        "aud",
        "iss",
        "scope",
        "owner",
        "owner_id",
        "project",
        "project_id",
        "environment",
      ],
    };
  }

  /** Made on first use: an RSA key costs tens of milliseconds, and most emulators never sign. */
  private signingKey(): SigningKey {
    if (!this.key) {
      const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
      this.key = { kid: randomAlphanumeric(16), privateKey, publicKey: createPublicKey(privateKey) };
    }
    return this.key;
  }
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

function decode(part: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as unknown;
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The issuer of the emulator a store belongs to. Platform routes are built before the emulator
 * listens (and so before its issuer knows its URL); the few that sign (the SSO token exchange) find
 * their issuer through the store they are handed.
 */
const issuers = new WeakMap<object, OidcIssuer>();

export function attachIssuer(store: object, issuer: OidcIssuer): void {
  issuers.set(store, issuer);
}

export function issuerOf(store: object): OidcIssuer {
  const issuer = issuers.get(store);
  if (!issuer) throw new Error("no OIDC issuer is attached to this store");
  return issuer;
}
