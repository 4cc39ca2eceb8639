// The team's charges as FOCUS 1.3 rows, derived from the usage ledger and the credit purchases
// (store.ts) with the price list (pricing.ts): one row per UTC day, service and project. Metered
// usage is billed on the day it happened; stored bytes on every day they were held (prorated
// GB-months); a credit purchase is a one-time Purchase row. Sorted by day, service and project, so
// the same history always reads the same.
import type { FocusCharge } from "../../../schema/billing";
import { CREDIT_NAMES, money, PRICES, type Meter, type Price } from "./pricing";
import type { StoredPurchase, StoredUsage } from "./store";

export const DAY = 24 * 60 * 60 * 1000;
export const dayStart = (at: number): number => Math.floor(at / DAY) * DAY;
export const iso = (at: number): string => new Date(at).toISOString();

export interface ChargeWindow {
  /** Inclusive, epoch ms. */
  readonly from: number;
  /** Exclusive, epoch ms. */
  readonly to: number;
}

/** `ProjectName` beside `ProjectId` while the project exists. */
export type ProjectNames = ReadonlyMap<string, string>;

export function focusCharges(
  usage: readonly StoredUsage[],
  purchases: readonly StoredPurchase[],
  window: ChargeWindow,
  names: ProjectNames,
): FocusCharge[] {
  const rows = [
    ...meteredRows(usage, window, names),
    ...heldRows(usage, window, names),
    ...purchases.filter(({ at }) => inWindow(at, window)).map(purchaseRow),
  ];
  return rows.sort(
    (a, b) =>
      a.ChargePeriodStart.localeCompare(b.ChargePeriodStart) ||
      a.ServiceName.localeCompare(b.ServiceName) ||
      (a.Tags["ProjectId"] ?? "").localeCompare(b.Tags["ProjectId"] ?? ""),
  );
}

const inWindow = (at: number, { from, to }: ChargeWindow) => at >= from && at < to;

/** Usage billed when it happened: summed per day, meter and project. */
function meteredRows(
  usage: readonly StoredUsage[],
  window: ChargeWindow,
  names: ProjectNames,
): FocusCharge[] {
  const sums = new Map<
    string,
    { day: number; meter: Meter; projectId?: string | undefined; quantity: number }
  >();
  for (const entry of usage) {
    if (PRICES[entry.meter].held || !inWindow(entry.at, window)) continue;
    const day = dayStart(entry.at);
    const key = `${day} ${entry.meter} ${entry.projectId ?? ""}`;
    const sum = sums.get(key) ?? { day, meter: entry.meter, projectId: entry.projectId, quantity: 0 };
    sum.quantity += entry.quantity;
    sums.set(key, sum);
  }
  return [...sums.values()].map(({ day, meter, projectId, quantity }) =>
    usageRow(PRICES[meter], day, quantity, tags(projectId, names)),
  );
}

/** Stored bytes: each day of the window, what was held at its end, per meter and project. */
function heldRows(usage: readonly StoredUsage[], window: ChargeWindow, names: ProjectNames): FocusCharge[] {
  const series = new Map<string, StoredUsage[]>();
  for (const entry of usage) {
    if (!PRICES[entry.meter].held) continue;
    const key = `${entry.meter} ${entry.projectId ?? ""}`;
    series.set(key, [...(series.get(key) ?? []), entry]);
  }
  const rows: FocusCharge[] = [];
  for (const entries of series.values()) {
    const { meter, projectId } = entries[0] as StoredUsage;
    for (let day = dayStart(window.from); day < window.to; day += DAY) {
      const held = entries
        .filter(({ at }) => at < day + DAY)
        .reduce((sum, { quantity }) => sum + quantity, 0);
      if (held > 0) rows.push(usageRow(PRICES[meter], day, held, tags(projectId, names)));
    }
  }
  return rows;
}

function tags(projectId: string | undefined, names: ProjectNames): Record<string, string> {
  if (projectId === undefined) return {};
  const name = names.get(projectId);
  return { ProjectId: projectId, ...(name !== undefined ? { ProjectName: name } : {}) };
}

function usageRow(price: Price, day: number, consumed: number, rowTags: Record<string, string>): FocusCharge {
  const pricingQuantity = consumed / price.perPricingUnit;
  const cost = money(pricingQuantity * price.unitPrice);
  return {
    BilledCost: cost,
    BillingCurrency: "USD",
    ChargeCategory: "Usage",
    ChargeDescription: `${price.serviceName} on ${iso(day).slice(0, 10)}`,
    ChargeFrequency: "Usage-Based",
    ChargePeriodStart: iso(day),
    ChargePeriodEnd: iso(day + DAY),
    ConsumedQuantity: consumed,
    ConsumedUnit: price.consumedUnit,
    EffectiveCost: cost,
    ListCost: cost,
    ListUnitPrice: price.unitPrice,
    PricingCategory: "Standard",
    PricingCurrency: "USD",
    PricingQuantity: pricingQuantity,
    PricingUnit: price.pricingUnit,
    ServiceCategory: price.serviceCategory,
    ServiceName: price.serviceName,
    ServiceProviderName: "Vercel",
    Tags: rowTags,
  };
}

/** Credits are bought at one USD each, billed once on the day of purchase. */
function purchaseRow(purchase: StoredPurchase): FocusCharge {
  const day = dayStart(purchase.at);
  const name = CREDIT_NAMES[purchase.creditType] ?? purchase.creditType;
  return {
    BilledCost: purchase.amount,
    BillingCurrency: "USD",
    ChargeCategory: "Purchase",
    ChargeDescription: `${purchase.amount} ${name}`,
    ChargeFrequency: "One-Time",
    ChargePeriodStart: iso(day),
    ChargePeriodEnd: iso(day + DAY),
    ConsumedQuantity: purchase.amount,
    ConsumedUnit: "Credits",
    EffectiveCost: purchase.amount,
    ListCost: purchase.amount,
    ListUnitPrice: 1,
    PricingCategory: "Standard",
    PricingCurrency: "USD",
    PricingQuantity: purchase.amount,
    PricingUnit: "Credits",
    ServiceCategory: "AI and Machine Learning",
    ServiceName: name,
    ServiceProviderName: "Vercel",
    Tags: { PurchaseId: purchase.id },
  };
}
