// The registrar's price list (GET /v1/registrar/domains/:domain/price): what a domain costs to
// register, renew or transfer for `years`. The emulator registers nothing (domains are added, never
// bought), so the figures are its own, in US dollars a year [INF], for a few TLDs; any other TLD
// answers the platform's 400 `tld_not_supported`, which the vercel CLI reads as "no price".
import { DomainPrice, DomainPriceQuery, canonicalHostname, isDomainName } from "../../../schema/domains";
import { ApiError, badRequest } from "../../errors";
import { defineRoute, ok } from "../../route";

/** The emulator's yearly price per TLD (one figure for purchase, renewal and transfer). */
const YEARLY_PRICE_USD: Readonly<Record<string, number>> = {
  com: 10,
  net: 12,
  org: 10,
  dev: 15,
  app: 15,
  io: 40,
};

export const domainPrice = defineRoute({
  method: "GET",
  paths: "/v1/registrar/domains/:domain/price",
  query: DomainPriceQuery,
  response: DomainPrice,
  handle: ({ params, query }) => {
    const name = canonicalHostname(params.domain);
    const labels = name.split(".");
    // A price is for a registrable name: one label under its TLD (the emulator knows no public
    // suffix list, so `example.co.uk` is a subdomain of `co.uk` here).
    if (!isDomainName(name) || labels.length !== 2) {
      throw badRequest(`Invalid request: "${params.domain}" is not a registrable domain name`);
    }
    const tld = labels[1] ?? "";
    const yearly = YEARLY_PRICE_USD[tld];
    if (yearly === undefined) {
      throw new ApiError(400, "tld_not_supported", `The TLD ".${tld}" is not supported`);
    }
    const price = yearly * query.years;
    const body: DomainPrice = {
      years: query.years,
      purchasePrice: price,
      renewalPrice: price,
      transferPrice: price,
    };
    return ok(body);
  },
});
