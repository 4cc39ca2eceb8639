// The team's contract commitments, derived from its credit purchases: bought credits are a prepaid
// spend the team commits to use within a year of buying them, one commitment per purchase, all
// under one contract per team that spans them. A team that bought nothing has none.
import { createHash } from "node:crypto";
import type { ContractCommitment } from "../../../schema/billing";
import { DAY, dayStart, iso } from "./charges";
import { CREDIT_NAMES } from "./pricing";
import type { StoredPurchase } from "./store";

/** Bought credits last this long. */
export const CREDITS_VALID_MS = 365 * DAY;

export function contractCommitments(
  ownerId: string,
  purchases: readonly StoredPurchase[],
): ContractCommitment[] {
  if (purchases.length === 0) return [];
  const sorted = [...purchases].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
  const start = dayStart((sorted[0] as StoredPurchase).at);
  const end = Math.max(...sorted.map((p) => dayStart(p.at) + CREDITS_VALID_MS));
  // The same team always has the same contract id.
  const contractId = `ctr_${createHash("sha256").update(ownerId).digest("hex").slice(0, 20)}`;
  return sorted.map((purchase) => ({
    BillingCurrency: "USD",
    ContractId: contractId,
    ContractPeriodStart: iso(start),
    ContractPeriodEnd: iso(end),
    ContractCommitmentId: purchase.id,
    ContractCommitmentType: "Prepaid Credits",
    ContractCommitmentCategory: "Spend",
    ContractCommitmentPeriodStart: iso(dayStart(purchase.at)),
    ContractCommitmentPeriodEnd: iso(dayStart(purchase.at) + CREDITS_VALID_MS),
    ContractCommitmentCost: purchase.amount,
    ContractCommitmentQuantity: purchase.amount,
    ContractCommitmentUnit: "USD",
    ContractCommitmentDescription: `${purchase.amount} ${CREDIT_NAMES[purchase.creditType] ?? purchase.creditType}`,
  }));
}
