// The key material of KMS signing keys: a fresh key pair per key in the issuer's algorithm, its
// public half as a JWK and SPKI PEM, and JWS signatures (RFC 7515/7518: PKCS#1 v1.5 for RS*, PSS
// with a salt of the hash's length for PS*, IEEE P1363 r||s for ES*), so that any JOSE library
// verifies what the emulator signs with the published public keys.
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  constants,
} from "node:crypto";
import type { KmsAlgorithm } from "../../../schema/kms";

const CURVES: Readonly<Record<string, string>> = { ES256: "P-256", ES384: "P-384", ES512: "P-521" };

export interface KeyMaterial {
  /** PKCS#8 PEM. The emulator's own signing key: stored so that signing survives a restart with --state. */
  readonly privateKeyPem: string;
  readonly publicKeyPem: string;
  readonly publicJwk: Record<string, unknown>;
  readonly fingerprint: string;
}

export function generateKeyMaterial(algorithm: KmsAlgorithm, keyId: string): KeyMaterial {
  const curve = CURVES[algorithm];
  const pair = curve
    ? generateKeyPairSync("ec", { namedCurve: curve })
    : generateKeyPairSync("rsa", { modulusLength: 2048 });
  const publicKeyPem = pair.publicKey.export({ type: "spki", format: "pem" }).toString();
  const der = pair.publicKey.export({ type: "spki", format: "der" });
  return {
    privateKeyPem: pair.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    publicKeyPem,
    publicJwk: {
      ...pair.publicKey.export({ format: "jwk" }),
      kid: keyId,
      alg: algorithm,
      use: "sig",
      keyOps: ["verify"],
    },
    fingerprint: createHash("sha256").update(der).digest("base64url"),
  };
}

/** The JWS signature of `data` (base64url). */
export function jwsSign(algorithm: KmsAlgorithm, privateKeyPem: string, data: string): string {
  const hash = `sha${algorithm.slice(2)}`;
  const key = createPrivateKey(privateKeyPem);
  const options = algorithm.startsWith("ES")
    ? { key, dsaEncoding: "ieee-p1363" as const }
    : algorithm.startsWith("PS")
      ? { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: Number(algorithm.slice(2)) / 8 }
      : { key };
  return sign(hash, Buffer.from(data), options).toString("base64url");
}

/** `header.payload.signature`, compact serialization. */
export function signJwt(
  algorithm: KmsAlgorithm,
  privateKeyPem: string,
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const input = `${encode(header)}.${encode(claims)}`;
  return `${input}.${jwsSign(algorithm, privateKeyPem, input)}`;
}

/** Only to prove in tests that a stored PEM is the public half of the key that signed. */
export const publicOf = (privateKeyPem: string): string =>
  createPublicKey(privateKeyPem).export({ type: "spki", format: "pem" }).toString();
