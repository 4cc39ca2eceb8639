// What billing counts, kept as the team goes: a usage ledger written by watching the store (every
// deployment built, request a site served, byte uploaded or removed, page view recorded), and the
// credit purchases. Both are the team's history, not resources: deleting a deployment does not
// refund its build, so the ledger is no child of what it counts, and `/_emulator/state` leaves it
// out. The charges and commitments (charges.ts, commitments.ts) are derived from them, nothing else.
import { emulatorNow } from "../../clock";
import { newId } from "../../ids";
import type { Store, WriteObserver } from "../../store";
import type { CreditType } from "../../../schema/billing";
import { type Meter } from "./pricing";

export const BILLING_USAGE = "billingUsage";
export const BILLING_PURCHASES = "billingPurchases";

/** Collections of history, not resources (admin.ts's state summary leaves them out). */
export const BILLING_BOOKKEEPING_COLLECTIONS: ReadonlySet<string> = new Set([
  BILLING_USAGE,
  BILLING_PURCHASES,
]);

export interface StoredUsage {
  id: string;
  meter: Meter;
  /** On the emulator's clock: the day it is billed on. */
  at: number;
  /** Requests, bytes, minutes, events; negative for stored bytes removed. */
  quantity: number;
  projectId?: string;
}

export interface StoredPurchase {
  id: string;
  creditType: CreditType;
  amount: number;
  at: number;
  /** Who bought them. */
  userId: string;
}

export const usageOf = (store: Store) => store.collection<StoredUsage>(BILLING_USAGE);
export const purchasesOf = (store: Store) => store.collection<StoredPurchase>(BILLING_PURCHASES);

type Item = Readonly<Record<string, unknown>>;
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);
const str = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Per watched collection: what one inserted item counts (none when it counts nothing). */
const ON_INSERT: Readonly<Record<string, (item: Item) => { meter: Meter; quantity: number }[]>> = {
  // A build runs from leaving the queue to its end, both set when the deployment is made.
  deployments: (d) => [
    { meter: "build-minutes", quantity: Math.max(0, num(d["readyAt"]) - num(d["buildingAt"])) / 60_000 },
  ],
  // One line per request a site answered (logs/store.ts), with the bytes it sent.
  runtimeLogs: (log) => [
    { meter: "requests", quantity: 1 },
    { meter: "data-transfer", quantity: num(log["responseBytes"]) },
  ],
  webAnalyticsHits: () => [{ meter: "analytics-events", quantity: 1 }],
  deploymentFiles: (blob) => [{ meter: "deployment-storage", quantity: num(blob["size"]) }],
  artifacts: (artifact) => [{ meter: "cache-storage", quantity: num(artifact["size"]) }],
};

/** Stored bytes stop counting when they are removed. */
const ON_REMOVE: Readonly<Record<string, Meter>> = {
  deploymentFiles: "deployment-storage",
  artifacts: "cache-storage",
};

export const usageObserver: WriteObserver = {
  changed(store, { kind, collection, ownerId, item }) {
    const fields = item as Item;
    const entries =
      kind === "inserted"
        ? (ON_INSERT[collection]?.(fields) ?? [])
        : ON_REMOVE[collection]
          ? [{ meter: ON_REMOVE[collection], quantity: -num(fields["size"]) }]
          : [];
    const projectId = str(fields["projectId"]);
    const at = emulatorNow(store);
    for (const { meter, quantity } of entries) {
      if (quantity === 0) continue;
      usageOf(store).insert(ownerId, {
        id: newId("usage_", 20),
        meter,
        at,
        quantity,
        ...(projectId !== undefined ? { projectId } : {}),
      });
    }
  },
};
