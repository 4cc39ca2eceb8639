// Domains as stored, and finding one by name: the domains area's public surface (dns records are
// children of a domain; other areas credit a new object to creatorOf's user).
import { ECH_MODES, SERVICE_TYPES, canonicalHostname } from "../../../schema/domains";
import { type DnsRecordType } from "../../../schema/dns";
import { notFound } from "../../errors";
import { newId } from "../../ids";
import { findTeam, findUser, DEFAULT_USER_ID } from "../identity/store";
import type { Store } from "../../store";

/** The collection of DNS records, children of domains (relations.ts). */
export const DNS_RECORDS = "dnsRecords";

/** The platform's name servers, which a domain should be delegated to for its zone to be served. */
export const INTENDED_NAMESERVERS = ["ns1.vercel-dns.com", "ns2.vercel-dns.com"];

/** What the platform recommends pointing a domain at (api-contract §4.1, values (inferred)). */
export const RECOMMENDED_IPV4 = ["76.76.21.21"];

export const RECOMMENDED_CNAME = "cname.vercel-dns.com.";

/**
 * The platform's own domain: a project's `web.vercel.app` reaches the platform with no DNS record
 * of the account's, and each such name belongs to whoever added it first (not to the apex's holder).
 */
export const PLATFORM_DOMAIN = "vercel.app";

export function isPlatformHostname(hostname: string): boolean {
  return hostname.endsWith(`.${PLATFORM_DOMAIN}`);
}

/** A domain as stored: the wire Domain (schema/domains.ts) plus when it last changed. */
export interface StoredDomain {
  id: string;
  name: string;
  verified: boolean;
  serviceType: (typeof SERVICE_TYPES)[number];
  nameservers: string[];
  intendedNameservers: string[];
  customNameservers: string[];
  creator: { id: string; username: string; email: string };
  teamId: string | null;
  userId: string;
  createdAt: number;
  boughtAt: number | null;
  expiresAt: number | null;
  transferredAt: number | null;
  renew: boolean;
  echMode: (typeof ECH_MODES)[number];
  zone: boolean;
  cdnEnabled: boolean;
  updatedAt: number;
}

/** The fields of a stored DNS record the configuration check reads (the dns area stores them). */
export interface ZoneRecord {
  id: string;
  domainId: string;
  name: string;
  type: DnsRecordType;
  value: string;
}

export function domainsOf(store: Store) {
  return store.collection<StoredDomain>("domains");
}

/** `{domain}` is the domain's name, in any case and with or without the root's dot. */
export function findDomain(store: Store, ownerId: string, name: string): StoredDomain {
  const wanted = canonicalHostname(name);
  const domain = domainsOf(store).find(ownerId, (d) => d.name === wanted);
  if (!domain) throw notFound(`Domain not found: ${wanted}`);
  return domain;
}

/**
 * A domain of `ownerId` as an add (`POST /v7/domains`) makes it; the registrar passes what a
 * purchase or transfer sets besides (`serviceType`, `boughtAt`, `expiresAt`, ...).
 */
export function newDomain(
  store: Store,
  ownerId: string,
  name: string,
  fields: Partial<Omit<StoredDomain, "id" | "name">> = {},
): StoredDomain {
  const now = store.now();
  const creator = creatorOf(store, ownerId);
  return {
    id: newId("", 24),
    name,
    verified: true,
    serviceType: "external",
    nameservers: [],
    intendedNameservers: [...INTENDED_NAMESERVERS],
    customNameservers: [],
    creator,
    teamId: ownerId.startsWith("team_") ? ownerId : null,
    userId: creator.id,
    createdAt: now,
    boughtAt: null,
    expiresAt: null,
    transferredAt: null,
    renew: false,
    echMode: "auto",
    // Defaults of an added domain (inferred): its zone served by the platform, behind the CDN.
    zone: true,
    cdnEnabled: true,
    updatedAt: now,
    ...fields,
  };
}

/** The user a call made by `ownerId` is credited to: the user itself, or a member of the team. */
export function creatorOf(store: Store, ownerId: string): StoredDomain["creator"] {
  const userId = ownerId.startsWith("team_")
    ? (findTeam(store, ownerId)?.memberIds[0] ?? DEFAULT_USER_ID)
    : ownerId;
  const user = findUser(store, userId);
  return { id: userId, username: user?.username ?? userId, email: user?.email ?? "" };
}
