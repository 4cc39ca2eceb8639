// Wire types of the account-level domains area (api-contract §4.1): POST /v7/domains,
// GET /v5/domains/{domain}, GET /v5/domains, PATCH /v3/domains/{domain},
// DELETE /v6/domains/{domain} and GET /v6/domains/{domain}/config.
import { z } from "zod";
import { EpochMs, Pagination } from "./common";

/** One DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
/** Two or more labels, optionally with the root's trailing dot; any case (hostnames are case-insensitive). */
const DOMAIN_PATTERN = new RegExp(`^(?:${LABEL}\\.)+${LABEL}\\.?$`, "i");

/** Hostnames compare without case and without the root's trailing dot: `Mail.Example.com.` is `mail.example.com`. */
export function canonicalHostname(value: string): string {
  return value.trim().toLowerCase().replace(/\.$/, "");
}

/** True for a domain name such as `example.com` (not an IP address, not a single label). */
export function isDomainName(value: string): boolean {
  return value.length <= 254 && DOMAIN_PATTERN.test(value) && !/^[\d.]+$/.test(value);
}

export const DomainName = z
  .string()
  .refine(isDomainName, "must be a domain name such as example.com (letters, digits, '-' and '.')");

export const SERVICE_TYPES = ["external", "zeit.world", "na"] as const;
export const ECH_MODES = ["auto", "disabled", "enabled"] as const;
export const EchMode = z.enum(ECH_MODES);

/** `POST /v7/domains`: add a domain the caller already owns (`add`) or move one in from another account. */
export const DomainAddRequest = z.looseObject({
  name: DomainName,
  method: z.enum(["add", "move-in"]).optional(),
  /** Whether the platform's CDN serves the domain; create only. */
  cdnEnabled: z.boolean().optional(),
  /** Whether the platform hosts the domain's DNS zone. */
  zone: z.boolean().optional(),
  /** The move-in token (method "move-in" only). */
  token: z.string().optional(),
});
export type DomainAddRequest = z.infer<typeof DomainAddRequest>;

/**
 * `PATCH /v3/domains/{domain}`: `op: "update"` sets the zone and ECH mode (renew and
 * customNameservers are deprecated but still accepted); `op: "move-out"` hands it to another
 * account.
 */
export const DomainUpdateRequest = z.looseObject({
  op: z.enum(["update", "move-out"]).optional(),
  zone: z.boolean().optional(),
  echMode: EchMode.optional(),
  renew: z.boolean().optional(),
  customNameservers: z.array(DomainName).max(4).optional(),
  destination: z.string().optional(),
});
export type DomainUpdateRequest = z.infer<typeof DomainUpdateRequest>;

/**
 * The PATCH answers `moved` and the settings it changed, not the domain (the TF provider reads the
 * domain again).
 */
export const DomainUpdateResponse = z.looseObject({
  /** Whether the domain went to another account (a move-out). */
  moved: z.boolean().optional(),
  zone: z.boolean().optional(),
  echMode: z.string().optional(),
  renew: z.boolean().optional(),
  customNameservers: z.array(z.string()).optional(),
});

export const DomainCreator = z.looseObject({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  customerId: z.string().nullable().optional(),
  isDomainReseller: z.boolean().optional(),
});

/** A domain of the account (the SDK's Domain; `zone` and `cdnEnabled` as the TF provider reads them). */
export const Domain = z.looseObject({
  id: z.string(),
  name: z.string(),
  verified: z.boolean(),
  // Responses may carry service types newer than this client's list.
  serviceType: z.string(),
  nameservers: z.array(z.string()),
  intendedNameservers: z.array(z.string()),
  customNameservers: z.array(z.string()).optional(),
  creator: DomainCreator,
  teamId: z.string().nullable(),
  userId: z.string(),
  createdAt: EpochMs,
  boughtAt: EpochMs.nullable(),
  expiresAt: EpochMs.nullable(),
  transferredAt: EpochMs.nullable().optional(),
  transferStartedAt: EpochMs.nullable().optional(),
  renew: z.boolean().optional(),
  echMode: z.string().optional(),
  zone: z.boolean().optional(),
  cdnEnabled: z.boolean().optional(),
  /** Whether the domain is a public suffix; GET only. */
  suffix: z.boolean().optional(),
});
export type Domain = z.infer<typeof Domain>;

/** `{ domain }`: the answer of the add and get endpoints. */
export const DomainResponse = z.object({ domain: Domain });

export const DomainList = z.object({ domains: z.array(Domain), pagination: Pagination });
export type DomainList = z.infer<typeof DomainList>;

/** `DELETE /v6/domains/{domain}` answers the removed domain's id. */
export const DomainDeleteResponse = z.object({ uid: z.string() });

export const CONFIGURED_BY = ["CNAME", "A", "http", "dns-01"] as const;
export const CHALLENGES = ["dns-01", "http-01"] as const;

/**
 * `GET /v6/domains/{domain}/config[?projectIdOrName=]`: how the domain points at the platform.
 * `recommendedIPv4` and `recommendedCNAME` are ranked (1 is best), as the TF provider reads them.
 */
export const DomainConfig = z.looseObject({
  /** How the domain reaches the platform, or null when it does not (misconfigured). */
  configuredBy: z.string().nullable(),
  /** The certificate challenges the domain can pass. */
  acceptedChallenges: z.array(z.string()),
  recommendedIPv4: z.array(z.object({ rank: z.number(), value: z.array(z.string()) })),
  recommendedCNAME: z.array(z.object({ rank: z.number(), value: z.string() })),
  misconfigured: z.boolean(),
});
export type DomainConfig = z.infer<typeof DomainConfig>;

export const DomainConfigQuery = z.object({ projectIdOrName: z.string().min(1).optional() });

/** `GET /v1/registrar/domains/{domain}/price?years=`: what registering (or renewing, transferring) costs. */
export const DomainPriceQuery = z.object({
  years: z.coerce.number().int().min(1, "must be 1 to 10").max(10, "must be 1 to 10").default(1),
});
export const DomainPrice = z.object({
  years: z.number(),
  purchasePrice: z.union([z.number(), z.string()]),
  renewalPrice: z.union([z.number(), z.string()]),
  transferPrice: z.union([z.number(), z.string()]),
});
export type DomainPrice = z.infer<typeof DomainPrice>;

/** GET /v9/domains/{domain}/verification: the TXT record that proves a caller controls a domain. */
export const DomainVerificationRecord = z.object({ txtRecord: z.string(), verificationDomain: z.string() });
