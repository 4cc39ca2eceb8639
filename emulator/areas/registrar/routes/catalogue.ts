// What the registrar sells, what it costs and whether a name is free: TLDs, prices, availability.
import { DomainPrice, DomainPriceQuery } from "../../../../schema/domains";
import {
  Availability,
  BulkAvailability,
  BulkAvailabilityRequest,
  SupportedTlds,
  Tld,
  YearsQuery,
} from "../../../../schema/registrar";
import { defineRoute, ok } from "../../../route";
import { settleOrders } from "../orders";
import { isAvailable } from "../rules";
import { SUPPORTED_TLDS, priceOf, registrable, tldTerms } from "../tlds";

/** One price for purchase, renewal and transfer (tlds.ts). */
const prices = (tld: string, years: number): DomainPrice => {
  const price = priceOf(tld, years);
  return { years, purchasePrice: price, renewalPrice: price, transferPrice: price };
};

const supported = defineRoute({
  method: "GET",
  paths: "/v1/registrar/tlds/supported",
  response: SupportedTlds,
  handle: () => ok([...SUPPORTED_TLDS]),
});

const tld = defineRoute({
  method: "GET",
  paths: "/v1/registrar/tlds/:tld",
  response: Tld,
  handle: ({ params }) => ok({ supportedLanguageCodes: { ...tldTerms(params.tld).languages } }),
});

const tldPrice = defineRoute({
  method: "GET",
  paths: "/v1/registrar/tlds/:tld/price",
  query: YearsQuery,
  response: DomainPrice,
  // Without `years`, the TLD's minimum term: one year for every TLD the emulator sells.
  handle: ({ params, query }) => ok(prices(params.tld.toLowerCase(), query.years ?? 1)),
});

const domainPrice = defineRoute({
  method: "GET",
  paths: "/v1/registrar/domains/:domain/price",
  query: DomainPriceQuery,
  response: DomainPrice,
  handle: ({ params, query }) => ok(prices(registrable(params.domain).tld, query.years)),
});

const availability = defineRoute({
  method: "GET",
  paths: "/v1/registrar/domains/:domain/availability",
  response: Availability,
  handle: ({ store, ownerId, params }) => {
    settleOrders(store);
    return ok({ available: isAvailable(store, ownerId, registrable(params.domain).name) });
  },
});

const bulkAvailability = defineRoute({
  method: "POST",
  paths: "/v1/registrar/domains/availability",
  body: BulkAvailabilityRequest,
  response: BulkAvailability,
  // A question, not a change: rate-limited and permitted as a read.
  operation: "read",
  handle: ({ store, ownerId, body }) => {
    settleOrders(store);
    const results = body.domains.map((domain) => ({
      domain,
      available: isAvailable(store, ownerId, registrable(domain).name),
    }));
    return ok({ results });
  },
});

export const catalogueRoutes = [supported, tld, tldPrice, domainPrice, availability, bulkAvailability];
