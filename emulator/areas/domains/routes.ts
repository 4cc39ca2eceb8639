// The account-level domains area (api-contract §4.1): add (POST /v7), read (GET /v5), list
// (GET /v5), update (PATCH /v3), remove (DELETE /v6) and the configuration check
// (GET /v6/domains/:domain/config); the registrar (areas/registrar/) buys domains into it. A domain owns
// its DNS records (`dnsRecords` in relations.ts, keyed by `domainId`): removing it removes them in
// the same transaction.
//
// The emulator does no DNS lookups: an added domain counts as verified (the
// caller is trusted to own it), its delegation is unknown (`nameservers: []`), and its
// configuration is judged from the records of its zone on the emulator alone.
import {
  DomainAddRequest,
  DomainConfig,
  DomainConfigQuery,
  DomainDeleteResponse,
  DomainList,
  DomainResponse,
  DomainUpdateRequest,
  DomainUpdateResponse,
  canonicalHostname,
} from "../../../schema/domains";
import { DomainSeed } from "../../../schema/emulator";
import { canonicalRecordValue, type DnsRecordType } from "../../../schema/dns";
import { ApiError, badRequest, notFound } from "../../errors";
import { WindowQuery, pageOfWindow } from "../../pagination";
import { domainEvent } from "../integrations/store";
import { settleOrders } from "../registrar/store";
import { defineRoute, defineSeeder, list as listOf, ok, wrapped, type ApiArea } from "../../route";
import type { Store } from "../../store";
import type { StoredProject } from "../projects/store";
import {
  DNS_RECORDS,
  RECOMMENDED_CNAME,
  RECOMMENDED_IPV4,
  type StoredDomain,
  type ZoneRecord,
  newDomain,
  domainsOf,
  findDomain,
  isPlatformHostname,
} from "./store";
import { claimRoutes } from "./claim";
import { presentDomain } from "./presenter";

/** Add a domain for `ownerId` as `POST /v7/domains` does; seeding uses it too. */
export function addDomain(store: Store, ownerId: string, request: DomainAddRequest): StoredDomain {
  if (request.method === "move-in") {
    throw badRequest(
      'Invalid request: the emulator does not support "method": "move-in"; add the domain instead',
    );
  }
  const name = canonicalHostname(request.name);
  const existing = domainsOf(store).find(ownerId, (d) => d.name === name);
  if (existing) {
    throw new ApiError(409, "domain_already_exists", `The domain "${name}" already exists in this account`, {
      domain: { id: existing.id, name },
    });
  }
  const domain = newDomain(store, ownerId, name, {
    zone: request.zone ?? true,
    cdnEnabled: request.cdnEnabled ?? true,
  });
  return domainsOf(store).insert(ownerId, domain);
}

const add = defineRoute({
  method: "POST",
  paths: "/v7/domains",
  body: DomainAddRequest,
  response: DomainResponse,
  handle: ({ store, ownerId, body }) => {
    const domain = addDomain(store, ownerId, body);
    domainEvent(store, ownerId, "domain.created", domain);
    return wrapped("domain", domain);
  },
});

const get = defineRoute({
  method: "GET",
  paths: "/v5/domains/:domain",
  response: DomainResponse,
  handle: ({ store, ownerId, params }) => {
    settleOrders(store);
    return wrapped("domain", findDomain(store, ownerId, params.domain));
  },
});

const list = defineRoute({
  method: "GET",
  paths: "/v5/domains",
  query: WindowQuery,
  response: DomainList,
  operation: "list",
  handle: ({ store, ownerId, query }) => {
    settleOrders(store);
    const { items, pagination } = pageOfWindow(domainsOf(store).list(ownerId), query);
    return listOf("domains", items, { pagination });
  },
});

const update = defineRoute({
  method: "PATCH",
  paths: "/v3/domains/:domain",
  body: DomainUpdateRequest,
  response: DomainUpdateResponse,
  handle: ({ store, ownerId, params, body }) => {
    const domain = findDomain(store, ownerId, params.domain);
    if (body.op === "move-out") {
      throw badRequest('Invalid request: the emulator does not support "op": "move-out"');
    }
    const changed: Record<string, unknown> = {};
    if (body.zone !== undefined) domain.zone = changed.zone = body.zone;
    if (body.echMode !== undefined) domain.echMode = changed.echMode = body.echMode;
    if (body.renew !== undefined) domain.renew = changed.renew = body.renew;
    if (body.customNameservers !== undefined) {
      domain.customNameservers = body.customNameservers.map(canonicalHostname);
      changed.customNameservers = domain.customNameservers;
    }
    domain.updatedAt = store.now();
    domainsOf(store).replace(ownerId, domain);
    // `moved` is true only for a move-out, which hands the domain to another account.
    return ok({ moved: false, ...changed });
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: "/v6/domains/:domain",
  response: DomainDeleteResponse,
  handle: ({ store, ownerId, params }) => {
    const domain = findDomain(store, ownerId, params.domain);
    // Its records go with it (relations.ts).
    domainsOf(store).remove(ownerId, domain.id);
    return ok({ uid: domain.id });
  },
});

const config = defineRoute({
  method: "GET",
  paths: "/v6/domains/:domain/config",
  query: DomainConfigQuery,
  response: DomainConfig,
  handle: ({ store, ownerId, params, query }) => {
    const wanted = query.projectIdOrName;
    if (
      wanted !== undefined &&
      !store.collection<StoredProject>("projects").find(ownerId, (p) => p.id === wanted || p.name === wanted)
    ) {
      throw notFound("Project not found");
    }
    return ok(domainConfig(store, ownerId, canonicalHostname(params.domain)));
  },
});

/**
 * How `hostname` reaches the platform, judged from the records of the account's zone that covers
 * it: an A record (or an apex ALIAS) to the recommended address, or a CNAME to the recommended
 * name. Any hostname may be asked about; one outside the account's zones is simply misconfigured.
 */
function domainConfig(store: Store, ownerId: string, hostname: string): DomainConfig {
  const zone = domainsOf(store)
    .list(ownerId)
    .filter((d) => d.zone && (hostname === d.name || hostname.endsWith(`.${d.name}`)))
    .sort((a, b) => b.name.length - a.name.length)[0];
  const name = zone ? hostname.slice(0, hostname.length - zone.name.length).replace(/\.$/, "") : "";
  const records = zone
    ? store
        .collection<ZoneRecord>(DNS_RECORDS)
        .list(ownerId)
        .filter((r) => r.domainId === zone.id && r.name === name)
    : [];
  const points = (type: DnsRecordType, targets: readonly string[]) =>
    records.some((r) => r.type === type && targets.includes(canonicalRecordValue(type, r.value)));
  const cname = canonicalRecordValue("CNAME", RECOMMENDED_CNAME);
  const configuredBy = isPlatformHostname(hostname)
    ? "CNAME"
    : points("A", RECOMMENDED_IPV4) || points("ALIAS", [cname])
      ? "A"
      : points("CNAME", [cname])
        ? "CNAME"
        : null;
  // A wildcard certificate needs the DNS challenge; a name that reaches the platform can pass HTTP's too.
  const acceptedChallenges = configuredBy && !hostname.startsWith("*.") ? ["dns-01", "http-01"] : ["dns-01"];
  return {
    configuredBy,
    acceptedChallenges,
    recommendedIPv4: [{ rank: 1, value: [...RECOMMENDED_IPV4] }],
    recommendedCNAME: [{ rank: 1, value: RECOMMENDED_CNAME }],
    misconfigured: configuredBy === null,
  };
}

export const domains: ApiArea = {
  name: "domains",
  routes: [add, get, list, update, remove, config, ...claimRoutes],
  present: presentDomain,
  seed: defineSeeder({
    item: DomainSeed,
    create: addDomain,
  }),
};
