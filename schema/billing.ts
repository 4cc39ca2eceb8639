// Wire types of the `billing` group (seed 000: charges "in the open cost-and-usage format", contract
// commitments, buying credits; shapes "not shown"). Buying credits is @vercel/sdk 1.28.35's
// (BuyCreditsRequestBody, BuyCreditsResponseBody2: a purchase intent). The SDK has no model for the
// other two: the charges are FOCUS 1.3 rows (the platform's REST reference, "List FOCUS billing
// charges": JSONL, these required columns) and the commitments FOCUS contract commitments (the
// columns the vercel CLI's `contract` command reads).
import { z } from "zod";

export const CREDIT_TYPES = ["v0", "gateway", "agent"] as const;
export type CreditType = (typeof CREDIT_TYPES)[number];

export const BuyCreditsQuery = z.looseObject({
  source: z.string().optional(),
  teamId: z.string().optional(),
  slug: z.string().optional(),
});

export const BuyCreditsRequest = z.object({
  item: z.object({
    type: z.literal("credits", { error: '"item.type" must be "credits"' }),
    creditType: z.enum(CREDIT_TYPES, {
      error: `"item.creditType" must be one of ${CREDIT_TYPES.join(", ")}`,
    }),
    amount: z
      .number({ error: '"item.amount" must be a number' })
      .int('"item.amount" must be a whole number of credits')
      .positive('"item.amount" must be positive'),
  }),
});
export type BuyCreditsRequest = z.infer<typeof BuyCreditsRequest>;

/** Money as the purchase intent writes it: a decimal string. */
const Amount = z.string().regex(/^\d+(\.\d+)?$/);

export const PurchaseIntent = z.looseObject({
  id: z.string(),
  ownerId: z.string(),
  status: z.enum(["failed", "pending", "succeeded"]),
  currency: z.enum(["miu", "usd"]),
  subtotal: Amount,
  tax: Amount,
  total: Amount,
  createdAt: z.string(),
  updatedAt: z.string(),
  configuration: z.looseObject({
    type: z.literal("credit_topup"),
    options: z.looseObject({ amount: Amount, currency: z.string(), expirationDate: z.string().optional() }),
  }),
  provider: z.looseObject({ type: z.string(), resourceId: z.string() }),
  lineItems: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      productId: z.string(),
      quantity: Amount,
      unitAmount: Amount,
    }),
  ),
  metadata: z.record(z.string(), z.string()).optional(),
});
export const BuyCreditsResponse = z.looseObject({ purchaseIntent: PurchaseIntent });

export const ChargesQuery = z.looseObject({
  from: z.string({ error: '"from" is required: the inclusive start, an ISO 8601 date-time in UTC' }),
  to: z.string({ error: '"to" is required: the exclusive end, an ISO 8601 date-time in UTC' }),
  teamId: z.string().optional(),
  slug: z.string().optional(),
});

/** One FOCUS 1.3 charge row: the required columns, and the optional ones the emulator fills. */
export const FocusCharge = z.looseObject({
  BilledCost: z.number(),
  BillingCurrency: z.string(),
  ChargeCategory: z.enum(["Usage", "Purchase", "Tax", "Credit", "Adjustment"]),
  ChargeDescription: z.string().optional(),
  ChargeFrequency: z.enum(["One-Time", "Recurring", "Usage-Based"]).optional(),
  ChargePeriodStart: z.string(),
  ChargePeriodEnd: z.string(),
  ConsumedQuantity: z.number(),
  ConsumedUnit: z.string(),
  EffectiveCost: z.number(),
  ListCost: z.number().optional(),
  ListUnitPrice: z.number().optional(),
  PricingCategory: z.enum(["Standard", "Dynamic", "Committed", "Other"]),
  PricingCurrency: z.string(),
  PricingQuantity: z.number(),
  PricingUnit: z.string(),
  ServiceCategory: z.string().optional(),
  ServiceName: z.string(),
  ServiceProviderName: z.string(),
  Tags: z.record(z.string(), z.string()),
});
export type FocusCharge = z.infer<typeof FocusCharge>;

/** One FOCUS contract commitment. */
export const ContractCommitment = z.looseObject({
  BillingCurrency: z.string(),
  ContractId: z.string(),
  ContractPeriodStart: z.string(),
  ContractPeriodEnd: z.string(),
  ContractCommitmentId: z.string(),
  ContractCommitmentType: z.string(),
  ContractCommitmentCategory: z.enum(["Spend", "Usage"]),
  ContractCommitmentPeriodStart: z.string(),
  ContractCommitmentPeriodEnd: z.string(),
  ContractCommitmentCost: z.number().optional(),
  ContractCommitmentQuantity: z.number().optional(),
  ContractCommitmentUnit: z.string().optional(),
  ContractCommitmentDescription: z.string().optional(),
});
export type ContractCommitment = z.infer<typeof ContractCommitment>;
export const ContractCommitments = z.array(ContractCommitment);
