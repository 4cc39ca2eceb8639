// Certificates as the emulator stores them: issued ones (for hostnames of the owner's domains) and
// uploaded ones, with their PEMs and private key, which the presenter never shows. A certificate
// belongs to its owner, not to a domain: removing a domain leaves its certificates, as on the
// platform, where a certificate outlives the domain it was issued for until it expires.
import { notFound } from "../../errors";
import type { Store } from "../../store";

export const CERTS = "certs";

export interface StoredCert {
  id: string;
  cns: string[];
  createdAt: number;
  expiresAt: number;
  autoRenew: boolean;
  /** An uploaded certificate's PEMs and key; absent for an issued one. Never answered. */
  uploaded?: { cert: string; key: string; ca: string };
}

export const certsOf = (store: Store) => store.collection<StoredCert>(CERTS);

export function findCert(store: Store, ownerId: string, id: string): StoredCert {
  const cert = certsOf(store).get(ownerId, id);
  if (!cert) throw notFound(`Certificate not found: ${id}`);
  return cert;
}

/** True when `cert` covers `hostname`: one of its names, or a wildcard one level above it. */
export function covers(cert: Pick<StoredCert, "cns">, hostname: string): boolean {
  const name = hostname.toLowerCase();
  const parent = name.slice(name.indexOf(".") + 1);
  return cert.cns.some((cn) => cn === name || cn === `*.${parent}`);
}
