// Wire types of the registrar (seed 000, group `domains-registrar`; payloads "not shown" there, so
// @vercel/sdk's models are the contract): TLDs and their prices, availability, orders (buy one or
// several, transfer in, renew), and a registered domain's auto-renew, nameservers, auth code and
// contact verification. The price of one domain (`DomainPrice`) lives in schema/domains.ts, where
// the vercel CLI's `domains inspect` first met it.
import { z } from "zod";

const nonEmpty = z.string().min(1, "must not be empty");

/** The registrant, as every order takes it (models/buysingledomainop.ts `ContactInformation`). */
export const ContactInformation = z.object({
  firstName: nonEmpty,
  lastName: nonEmpty,
  email: z.email("must be a valid email address"),
  phone: z.string().regex(/^\+[1-9]\d{1,14}$/, "must be an E.164 phone number, e.g. +14155550100"),
  address1: nonEmpty,
  address2: nonEmpty.optional(),
  city: nonEmpty,
  state: nonEmpty,
  zip: nonEmpty,
  country: z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 country code"),
  companyName: nonEmpty.optional(),
  fax: z
    .string()
    .regex(/^\+[1-9]\d{1,14}$/, "must be an E.164 phone number")
    .optional(),
  /** The TLD's own fields (GET .../contact-info/schema says which). */
  additional: z.record(z.string(), z.unknown()).optional(),
});
export type ContactInformation = z.infer<typeof ContactInformation>;

const Years = z.number().int().min(1, "must be 1 to 10").max(10, "must be 1 to 10");
const Price = z.number().nonnegative();

export const YearsQuery = z.object({
  years: z.coerce.number().int().min(1, "must be 1 to 10").max(10, "must be 1 to 10").optional(),
});

export const SupportedTlds = z.array(z.string());
export const Tld = z.object({ supportedLanguageCodes: z.record(z.string(), z.string()) });

export const Availability = z.object({ available: z.boolean() });
export const BulkAvailabilityRequest = z.object({
  domains: z.array(z.string()).min(1, "must name a domain").max(50, "must name at most 50 domains"),
});
export const BulkAvailability = z.object({
  results: z.array(z.object({ domain: z.string(), available: z.boolean() })),
});

/** One domain of a purchase. */
const PurchaseItem = z.object({
  autoRenew: z.boolean(),
  years: Years,
  expectedPrice: Price,
  languageCode: z.string().optional(),
});
export const BuyDomainRequest = PurchaseItem.extend({ contactInformation: ContactInformation });
export const BuyDomainsRequest = z.object({
  domains: z.array(PurchaseItem.extend({ domainName: z.string() })).min(1, "must name a domain"),
  contactInformation: ContactInformation,
});
export const TransferInRequest = z.object({
  authCode: nonEmpty,
  autoRenew: z.boolean(),
  years: Years,
  expectedPrice: Price,
  contactInformation: ContactInformation.omit({ additional: true }),
});
export const RenewRequest = z.object({
  years: Years,
  expectedPrice: Price,
  contactInformation: ContactInformation.omit({ additional: true }).optional(),
});

/** What every order-placing route answers: the order, and where to follow it. */
export const OrderPlaced = z.object({
  orderId: z.string(),
  _links: z.record(
    z.string(),
    z.object({ href: z.string(), method: z.enum(["GET", "POST", "PUT", "DELETE", "PATCH"]) }),
  ),
});

export const ORDER_STATUSES = ["draft", "purchasing", "completed", "failed"] as const;
export const ORDER_ITEM_STATUSES = ["pending", "completed", "failed", "refunded", "refund-failed"] as const;
export const PURCHASE_TYPES = ["purchase", "renewal", "transfer"] as const;

const OrderError = z.object({ code: z.string(), details: z.unknown().optional() });
const OrderItem = z.object({
  purchaseType: z.enum(PURCHASE_TYPES),
  /** Absent on a renewal (the SDK's `Domains2`). */
  autoRenew: z.boolean().optional(),
  years: z.number(),
  domainName: z.string(),
  status: z.enum(ORDER_ITEM_STATUSES),
  price: z.number(),
  error: OrderError.optional(),
});
export const Order = z.object({
  orderId: z.string(),
  domains: z.array(OrderItem),
  status: z.enum(ORDER_STATUSES),
  error: OrderError.optional(),
});

export const TRANSFER_STATUSES = ["pending_transfer", "completed", "failed", "canceled"] as const;
export const TransferStatus = z.object({ status: z.enum(TRANSFER_STATUSES) });

export const AutoRenewRequest = z.object({ autoRenew: z.boolean() });
export const NameserversRequest = z.object({
  nameservers: z.array(z.string()).max(13, "must list at most 13 nameservers"),
});
export const AuthCode = z.object({ authCode: z.string() });
export const ContactVerification = z.union([
  z.object({ verified: z.literal(false), verifyBy: z.string(), email: z.string() }),
  z.object({ verified: z.literal(true) }),
]);
/** A JSON Schema of the TLD's `contactInformation.additional` fields. */
export const ContactInfoSchema = z.looseObject({});
