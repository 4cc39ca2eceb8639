// The emulator's price list: what each meter of the usage ledger (store.ts) is called on a FOCUS
// charge row and what it costs. The platform's documents give no prices; these are the platform's published
// list prices of its Pro plan, rounded, so the figures look like a real bill and never change
// between runs (charges are derived, deterministic, from the ledger and this table alone).

export type Meter =
  | "build-minutes"
  | "requests"
  | "data-transfer"
  | "analytics-events"
  | "deployment-storage"
  | "cache-storage";

export interface Price {
  readonly serviceName: string;
  readonly serviceCategory: string;
  /** The unit the ledger counts in, as FOCUS's ConsumedUnit. */
  readonly consumedUnit: string;
  /** The unit the price is for, and how many consumed units make one. */
  readonly pricingUnit: string;
  readonly perPricingUnit: number;
  /** USD per pricing unit. */
  readonly unitPrice: number;
  /** Stored bytes are billed per day held (GB-months, prorated), not once when uploaded. */
  readonly held?: boolean;
}

const GB = 1_000_000_000;

export const PRICES: Readonly<Record<Meter, Price>> = {
  "build-minutes": {
    serviceName: "Build Minutes",
    serviceCategory: "Developer Platforms",
    consumedUnit: "Minutes",
    pricingUnit: "Minutes",
    perPricingUnit: 1,
    unitPrice: 0.014,
  },
  requests: {
    serviceName: "Edge Requests",
    serviceCategory: "Networking",
    consumedUnit: "Requests",
    pricingUnit: "1M Requests",
    perPricingUnit: 1_000_000,
    unitPrice: 2,
  },
  "data-transfer": {
    serviceName: "Fast Data Transfer",
    serviceCategory: "Networking",
    consumedUnit: "Bytes",
    pricingUnit: "GB",
    perPricingUnit: GB,
    unitPrice: 0.15,
  },
  "analytics-events": {
    serviceName: "Web Analytics Events",
    serviceCategory: "Management and Governance",
    consumedUnit: "Events",
    pricingUnit: "100K Events",
    perPricingUnit: 100_000,
    unitPrice: 3,
  },
  "deployment-storage": {
    serviceName: "Deployment Storage",
    serviceCategory: "Storage",
    consumedUnit: "Byte-Days",
    pricingUnit: "GB-Months",
    perPricingUnit: GB * 30,
    unitPrice: 0.023,
    held: true,
  },
  "cache-storage": {
    serviceName: "Remote Cache Storage",
    serviceCategory: "Storage",
    consumedUnit: "Byte-Days",
    pricingUnit: "GB-Months",
    perPricingUnit: GB * 30,
    unitPrice: 0.023,
    held: true,
  },
};

/** What credits are called, one USD each. */
export const CREDIT_NAMES: Readonly<Record<string, string>> = {
  v0: "v0 Credits",
  gateway: "AI Gateway Credits",
  agent: "Vercel Agent Credits",
};

/** The currency a credit purchase is held in (@vercel/sdk ConfigurationCurrency). */
export const CREDIT_CURRENCIES: Readonly<Record<string, string>> = {
  v0: "v0_user_credits",
  gateway: "ai_gateway_credits",
  agent: "vercel_agent_credits",
};

/** Money rounded as a bill shows it: to the millionth of a dollar, so sums stay exact enough. */
export const money = (usd: number): number => Math.round(usd * 1_000_000) / 1_000_000;
