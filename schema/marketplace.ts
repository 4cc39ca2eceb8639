// Wire types of the marketplace installation routes (the integration author's side, under
// /v1/installations/{integrationConfigurationId}/...): request bodies as @vercel/sdk's models send
// them (its outbound names: `client_secret`, `client_id`), checked where the platform has rules.
import { z } from "zod";

export const RESOURCE_STATUSES = [
  "ready",
  "pending",
  "onboarding",
  "suspended",
  "resumed",
  "uninstalled",
  "error",
] as const;
export const OWNERSHIPS = ["owned", "linked", "sandbox"] as const;
export const ENV_TARGETS = ["production", "preview", "development"] as const;
export type EnvTarget = (typeof ENV_TARGETS)[number];

const Detail = z.object({ label: z.string(), value: z.string().optional() });

/** A plan as an installation or a resource reports it (`billingPlan`). */
export const BillingPlan = z.looseObject({
  id: z.string().min(1),
  type: z.enum(["prepayment", "subscription"]),
  name: z.string().min(1),
  description: z.string().optional(),
  paymentMethodRequired: z.boolean().optional(),
  cost: z.string().optional(),
  details: z.array(Detail).optional(),
  highlightedDetails: z.array(Detail).optional(),
  effectiveDate: z.string().optional(),
});
export type BillingPlan = z.infer<typeof BillingPlan>;

export const Notification = z.object({
  level: z.enum(["info", "warn", "error"]),
  title: z.string().min(1),
  message: z.string().optional(),
  href: z.string().optional(),
});
export type Notification = z.infer<typeof Notification>;

/** A notification, or its title alone (a string); `null` clears it. */
const NotificationInput = z.union([Notification, z.string().min(1)]).nullable();

export const UpdateInstallationBody = z.strictObject({
  status: z.enum(RESOURCE_STATUSES).optional(),
  externalId: z.string().optional(),
  billingPlan: BillingPlan.optional(),
  notification: NotificationInput.optional(),
});

export const RotateCredentialBody = z.strictObject({
  client_secret: z.string().min(1),
  client_id: z.string().optional(),
});

export const RevokeCredentialBody = z.strictObject({
  token: z.string().min(1),
  client_secret: z.string().min(1),
  client_id: z.string().optional(),
});

export const CreateEventBody = z.strictObject({
  event: z.discriminatedUnion("type", [
    z.strictObject({ type: z.literal("installation.updated"), billingPlanId: z.string().optional() }),
    z.strictObject({
      type: z.literal("resource.updated"),
      productId: z.string().optional(),
      resourceId: z.string().min(1),
    }),
  ]),
});

export const Secret = z.strictObject({
  name: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "must be an environment variable name (letters, digits, _)"),
  value: z.string(),
  prefix: z.string().optional(),
  environmentOverrides: z
    .strictObject({
      development: z.string().optional(),
      preview: z.string().optional(),
      production: z.string().optional(),
    })
    .optional(),
});
export type Secret = z.infer<typeof Secret>;

export const MetadataValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.array(z.number()),
]);

export const ImportResourceBody = z.strictObject({
  ownership: z.enum(OWNERSHIPS).optional(),
  productId: z.string().min(1),
  name: z.string().min(1),
  status: z.enum(RESOURCE_STATUSES),
  metadata: z.record(z.string(), MetadataValue).optional(),
  billingPlan: BillingPlan.optional(),
  notification: Notification.optional(),
  extras: z.record(z.string(), z.unknown()).optional(),
  secrets: z.array(Secret).optional(),
});

export const SecretsBody = z.strictObject({
  secrets: z.array(Secret),
  /** Only the named secrets change; the others stay (otherwise the list replaces them all). */
  partial: z.boolean().optional(),
});

export const UpdateResourceBody = z.strictObject({
  ownership: z.enum(OWNERSHIPS).optional(),
  name: z.string().min(1).optional(),
  status: z.enum(RESOURCE_STATUSES).optional(),
  metadata: z.record(z.string(), MetadataValue).optional(),
  billingPlan: BillingPlan.optional(),
  notification: NotificationInput.optional(),
  extras: z.record(z.string(), z.unknown()).optional(),
  secrets: z.union([SecretsBody, z.array(Secret)]).optional(),
});

const IsoDate = z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time" });
const Amount = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal amount, e.g. "12.50"');

const BillingLine = z.object({
  billingPlanId: z.string().min(1),
  resourceId: z.string().optional(),
  start: IsoDate.optional(),
  end: IsoDate.optional(),
  name: z.string().min(1),
  details: z.string().optional(),
  price: Amount,
  quantity: z.number(),
  units: z.string(),
  total: Amount,
});
export type BillingLine = z.infer<typeof BillingLine>;

const Discount = z.object({
  billingPlanId: z.string().min(1),
  resourceId: z.string().optional(),
  start: IsoDate.optional(),
  end: IsoDate.optional(),
  name: z.string().min(1),
  details: z.string().optional(),
  amount: Amount,
});
export type Discount = z.infer<typeof Discount>;

const Period = z.object({ start: IsoDate, end: IsoDate });

export const BillingDataBody = z.strictObject({
  timestamp: IsoDate,
  eod: IsoDate,
  period: Period,
  billing: z.union([
    z.object({ items: z.array(BillingLine), discounts: z.array(Discount).optional() }),
    z.array(BillingLine),
  ]),
  usage: z.array(
    z.object({
      resourceId: z.string().optional(),
      name: z.string().min(1),
      type: z.enum(["total", "interval", "rate"]),
      units: z.string(),
      dayValue: z.number(),
      periodValue: z.number(),
      planValue: z.number().optional(),
    }),
  ),
});

export const InvoiceBody = z.strictObject({
  externalId: z.string().optional(),
  invoiceDate: IsoDate,
  memo: z.string().optional(),
  period: Period,
  items: z.array(BillingLine).min(1, "an invoice has at least one item"),
  discounts: z.array(Discount).optional(),
  final: z.boolean().optional(),
  test: z
    .object({ validate: z.boolean().optional(), result: z.enum(["paid", "notpaid", "overdue"]).optional() })
    .optional(),
});
export type InvoiceBody = z.infer<typeof InvoiceBody>;

export const InvoiceActionBody = z.strictObject({
  action: z.literal("refund"),
  reason: z.string().min(1),
  total: Amount,
});

export const BalancesBody = z.strictObject({
  timestamp: IsoDate,
  balances: z.array(
    z.object({
      resourceId: z.string().optional(),
      credit: z.string().optional(),
      nameLabel: z.string().optional(),
      currencyValueInCents: z.number(),
    }),
  ),
});

const ItemFields = {
  slug: z.string().min(1),
  origin: z.string().min(1),
  category: z.enum(["experiment", "flag"]).optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  isArchived: z.boolean().optional(),
  createdAt: z.number().optional(),
  updatedAt: z.number().optional(),
};

export const ExperimentationItemsBody = z.strictObject({
  items: z.array(z.strictObject({ id: z.string().min(1), ...ItemFields })).min(1),
});
export const ExperimentationItemPatch = z.strictObject(ItemFields);

export const GlobalConfigBody = z.strictObject({ data: z.record(z.string(), z.unknown()) });

// ---- The integration console (admin API): the integration's products and their plans ----

export const PROTOCOLS = [
  "ai",
  "authentication",
  "checks",
  "experimentation",
  "logDrain",
  "messaging",
  "observability",
  "other",
  "storage",
  "traceDrain",
  "video",
  "workflow",
] as const;

export const ProductPlan = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  type: z.enum(["prepayment", "subscription"]).default("subscription"),
  scope: z.enum(["installation", "resource"]).default("resource"),
  description: z.string().default(""),
  /** A plan that needs no payment method is free: a store can be made on it without one. */
  paymentMethodRequired: z.boolean().default(false),
  cost: z.string().optional(),
  details: z.array(Detail).optional(),
  highlightedDetails: z.array(Detail).optional(),
  /** Prepayment plans: the amounts a buyer may pay, in dollars as strings. */
  minimumAmount: z.string().optional(),
  maximumAmount: z.string().optional(),
  disabled: z.boolean().optional(),
});
export type ProductPlan = z.output<typeof ProductPlan>;

export const Product = z.strictObject({
  id: z.string().min(1).optional(),
  slug: z.string().regex(/^[a-z0-9-]+$/, "must be lowercase letters, digits and -"),
  name: z.string().min(1),
  primaryProtocol: z.enum(PROTOCOLS).default("storage"),
  protocols: z.array(z.enum(PROTOCOLS)).optional(),
  /** Secrets a new store of this product gets (names and lengths), set on connected projects. */
  secrets: z
    .array(z.strictObject({ name: z.string().min(1), length: z.number().int().min(8).max(128) }))
    .default([]),
  plans: z.array(ProductPlan).default([]),
});

/** `PUT /_emulator/integrations/:clientId/products`: the integration's whole product list. */
export const ProductsRequest = z.strictObject({ products: z.array(Product) });

// ---- Answers (what the emulator checks its own 2xx bodies against) ----

export const AccountInfo = z.looseObject({
  name: z.string().optional(),
  url: z.string(),
  contact: z.object({ email: z.string(), name: z.string().optional() }).nullable(),
});
export const MemberInfo = z.looseObject({
  id: z.string(),
  globalUserId: z.string().optional(),
  userEmail: z.string().optional(),
  role: z.enum(["ADMIN", "USER"]),
});
/** OAuth's snake case on the wire (the SDK maps it to camel case). */
export const RotatedCredential = z.looseObject({
  access_token: z.string(),
  expires_in: z.number(),
  scope: z.string(),
  token_type: z.literal("oauth2-token"),
});
export const RevokedCredential = z.looseObject({ revoked: z.boolean(), already_revoked: z.boolean() });
export const ResourceName = z.looseObject({ name: z.string() });

const ResourceFields = {
  internalId: z.string(),
  name: z.string(),
  productId: z.string(),
  status: z.enum(RESOURCE_STATUSES).optional(),
  billingPlanId: z.string().optional(),
  metadata: z.record(z.string(), MetadataValue).optional(),
  notification: Notification.optional(),
  protocolSettings: z.looseObject({}).optional(),
};
export const Resource = z.looseObject({ id: z.string(), ...ResourceFields });
export const ResourceList = z.looseObject({
  resources: z.array(z.looseObject({ partnerId: z.string(), ...ResourceFields })),
});

export const SubmittedInvoice = z.looseObject({
  invoiceId: z.string().optional(),
  test: z.boolean().optional(),
  validationErrors: z.array(z.string()).optional(),
});
export const Invoice = z.looseObject({
  invoiceId: z.string(),
  invoiceDate: z.string(),
  period: z.object({ start: z.string(), end: z.string() }),
  items: z.array(z.looseObject({ billingPlanId: z.string(), total: z.string() })),
  total: z.string(),
  state: z.enum([
    "draft",
    "invoiced",
    "notpaid",
    "overdue",
    "paid",
    "pending",
    "refund_requested",
    "refunded",
    "scheduled",
  ]),
  created: z.string(),
  updated: z.string(),
});

export const GlobalConfig = z.looseObject({
  digest: z.string(),
  items: z.record(z.string(), z.unknown()),
  purpose: z.enum(["experimentation", "flags"]).optional(),
  updatedAt: z.number(),
});

export const ConfigurationProducts = z.looseObject({
  configuration: z.object({ id: z.string() }),
  integration: z.looseObject({ id: z.string(), name: z.string(), slug: z.string() }),
  products: z.array(z.looseObject({ id: z.string(), slug: z.string(), name: z.string() })),
});
export const BillingPlans = z.looseObject({
  plans: z.array(z.looseObject({ id: z.string(), name: z.string(), type: z.string(), scope: z.string() })),
});
export const IntegrationStore = z.looseObject({
  store: z
    .looseObject({
      externalResourceId: z.string(),
      status: z.string().nullable(),
      usageQuotaExceeded: z.boolean(),
      projectsMetadata: z.array(z.looseObject({ projectId: z.string() })),
      secrets: z.array(z.looseObject({ name: z.string(), length: z.number() })),
      product: z.looseObject({ integrationConfigurationId: z.string() }),
    })
    .nullable(),
});
