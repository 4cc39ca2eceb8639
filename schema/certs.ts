// Wire types of the certs group (seed 000: `GET|DELETE /v8/certs/{id}`, `GET|POST|PUT /v8/certs`).
// The platform description lists the routes only; the shapes are @vercel/sdk 1.28.35's models (IssueCert,
// UploadCert, GetCertById, GetCerts, RemoveCert). No answer carries a certificate's PEMs or its
// private key. `certificateFacts` is the platform's reading of an uploaded certificate: the
// emulator applies it to an upload, and the provider's `check` applies it before any call.
import { createPrivateKey, X509Certificate, type KeyObject } from "node:crypto";
import { z } from "zod";
import { EpochMs, Pagination } from "./common";

/** A certificate as every route answers it. */
export const Cert = z.object({
  id: z.string(),
  /** The hostnames it covers (common name and subject alternative names). */
  cns: z.array(z.string()),
  createdAt: EpochMs,
  expiresAt: EpochMs,
  /** True for a certificate the platform issued (and renews); false for an uploaded one. */
  autoRenew: z.boolean(),
});
export type Cert = z.infer<typeof Cert>;

export const CertList = z.object({ certs: z.array(Cert), pagination: Pagination });
export type CertList = z.infer<typeof CertList>;

/** `POST /v8/certs`: issue a certificate for hostnames of the caller's domains. */
export const CertIssueRequest = z.looseObject({
  cns: z.array(z.string()).min(1, "must name at least one hostname").max(100, "must name at most 100"),
});
export type CertIssueRequest = z.infer<typeof CertIssueRequest>;

const Pem = z.string().min(1, "must not be empty");

/** `PUT /v8/certs`: upload a certificate with its private key and its authority's certificate. */
export const CertUploadRequest = z.looseObject({
  cert: Pem,
  key: Pem,
  ca: Pem,
  /** Take the PEMs without checking that the key is the certificate's. */
  skipValidation: z.boolean().optional(),
});
export type CertUploadRequest = z.infer<typeof CertUploadRequest>;

/** `GET /v8/certs`: the caller's certificates, newest first; `domain` keeps those covering it. */
export const CertListQuery = z.object({
  domain: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  until: z.coerce.number().int().nonnegative().optional(),
});

/**
 * A certificate as the older paths the `vercel certs` command still calls answer it (`/v3` to
 * `/v6`): the id under `uid`, dates as ISO strings under `created` and `expiration` (the CLI reads
 * `cert.uid`, `new Date(cert.created)`, `new Date(cert.expiration)`).
 */
export const LegacyCert = z.object({
  uid: z.string(),
  cns: z.array(z.string()),
  created: z.string(),
  expiration: z.string(),
  autoRenew: z.boolean(),
});
export const LegacyCertList = z.object({
  certs: z.array(LegacyCert),
  pagination: Pagination,
});

/** The older list's query: `custom=true` (`certs rm <cn>`) keeps uploaded certificates only. */
export const LegacyCertListQuery = CertListQuery.extend({ custom: z.enum(["true", "false"]).optional() });
export type LegacyCertListQuery = z.infer<typeof LegacyCertListQuery>;

/** `DELETE /v8/certs/{id}` answers an empty object. */
export const CertRemoved = z.object({});

/** What an uploaded certificate says about itself, or which of its parts is wrong and why. */
export type CertificateReading =
  { ok: true; cns: string[]; expiresAt: number } | { ok: false; field: "cert" | "key" | "ca"; rule: string };

/**
 * Reads a certificate, its private key and its authority's certificate as the platform does on an
 * upload: each PEM must parse, and (unless `skipKeyMatch`) the key must be the certificate's own.
 * The covered hostnames are the subject alternative DNS names, else the common name.
 */
export function certificateFacts(
  pems: { cert: string; key: string; ca: string },
  skipKeyMatch = false,
): CertificateReading {
  const cert = parseCertificate(pems.cert);
  if (!cert) return { ok: false, field: "cert", rule: "is not a PEM-encoded X.509 certificate" };
  if (!parseCertificate(pems.ca)) {
    return { ok: false, field: "ca", rule: "is not a PEM-encoded X.509 certificate" };
  }
  const key = parseKey(pems.key);
  if (!key) return { ok: false, field: "key", rule: "is not a PEM-encoded private key (unencrypted)" };
  if (!skipKeyMatch && !cert.checkPrivateKey(key)) {
    return { ok: false, field: "key", rule: "does not match the certificate's public key" };
  }
  return { ok: true, cns: hostnamesOf(cert), expiresAt: Date.parse(cert.validTo) };
}

function parseCertificate(pem: string): X509Certificate | undefined {
  if (!pem.includes("-----BEGIN CERTIFICATE-----")) return undefined;
  try {
    return new X509Certificate(pem);
  } catch {
    return undefined;
  }
}

function parseKey(pem: string): KeyObject | undefined {
  if (!/-----BEGIN (?:RSA |EC )?PRIVATE KEY-----/.test(pem)) return undefined;
  try {
    return createPrivateKey({ key: pem, format: "pem" });
  } catch {
    return undefined;
  }
}

function hostnamesOf(cert: X509Certificate): string[] {
  const alternatives = (cert.subjectAltName ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry.startsWith("DNS:"))
    .map((entry) => entry.slice(4).toLowerCase());
  if (alternatives.length > 0) return [...new Set(alternatives)];
  const commonName = /(?:^|\n)CN=([^\n]+)/.exec(cert.subject)?.[1];
  return commonName ? [commonName.toLowerCase()] : [];
}
