// A certificate on the wire (@vercel/sdk's GetCertByIdResponseBody): never its PEMs, never its key.
import { sameShapeForVersions } from "../../present";
import type { StoredCert } from "./store";

export const presentCert = sameShapeForVersions(8, 8, (cert: StoredCert) => ({
  id: cert.id,
  cns: cert.cns,
  createdAt: cert.createdAt,
  expiresAt: cert.expiresAt,
  autoRenew: cert.autoRenew,
}));
