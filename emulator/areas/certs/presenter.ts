// A certificate on the wire (@vercel/sdk's GetCertByIdResponseBody): never its PEMs, never its key.
import { presenter, sameShapeForVersions } from "../../present";
import type { StoredCert } from "./store";

export const presentCert = sameShapeForVersions(8, 8, (cert: StoredCert) => ({
  id: cert.id,
  cns: cert.cns,
  createdAt: cert.createdAt,
  expiresAt: cert.expiresAt,
  autoRenew: cert.autoRenew,
}));

/** The same certificate on the older paths the CLI calls (schema/certs.ts LegacyCert). */
export const presentLegacyCert = presenter<StoredCert>((cert) => ({
  uid: cert.id,
  cns: cert.cns,
  created: new Date(cert.createdAt).toISOString(),
  expiration: new Date(cert.expiresAt).toISOString(),
  autoRenew: cert.autoRenew,
}));
