// The registrar's records: which names the emulator's registrar holds and for whom (registrations,
// one per name across every account), and the orders that change them (purchase, renewal, transfer
// in). Orders complete on the emulator's clock (orders.ts); other areas read through store.ts.
import type { ORDER_ITEM_STATUSES, ORDER_STATUSES, PURCHASE_TYPES } from "../../../schema/registrar";
import type { Store } from "../../store";

const PENDING_ORDERS = "registrarPendingOrders";

/** The index of pending orders is bookkeeping, not a platform resource (`/_emulator/state` leaves it out). */
export const REGISTRAR_BOOKKEEPING_COLLECTIONS: ReadonlySet<string> = new Set([PENDING_ORDERS]);

/** Registrations and the pending-order index are the registrar's, not any account's. */
export const REGISTRAR_OWNER = "_registrar";

export const DAY_MS = 24 * 60 * 60 * 1000;
export const YEAR_MS = 365 * DAY_MS;

/** A name the registrar holds (or is buying) for one account. */
export interface StoredRegistration {
  /** The domain's name. */
  id: string;
  ownerId: string;
  /** `pending` from the order until it completes: the name is taken meanwhile. */
  state: "pending" | "registered";
  /** What a transfer out needs; shown to the holder only (GET .../auth-code). */
  authCode: string;
  registeredAt: number | null;
  /** When the holder got it (bought or transferred in); null while pending. */
  acquiredAt: number | null;
  expiresAt: number | null;
  autoRenew: boolean;
  contactEmail: string;
  /** ICANN's 60-day lock after a registration or a transfer: no transfer out before. */
  transferLockUntil: number;
}

export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

export interface StoredOrderItem {
  purchaseType: (typeof PURCHASE_TYPES)[number];
  domainName: string;
  years: number;
  price: number;
  autoRenew: boolean;
  contactEmail: string;
  status: OrderItemStatus;
  error?: { code: string; details?: unknown };
  /** A transfer's auth code as given, checked when the transfer completes. */
  authCode?: string;
}

export interface StoredOrder {
  id: string;
  ownerId: string;
  status: (typeof ORDER_STATUSES)[number];
  items: StoredOrderItem[];
  createdAt: number;
  /** On the emulator's clock: when the order completes (or fails). */
  completesAt: number;
}

/** Orders not yet complete, whoever placed them, so that any request can settle them. */
interface PendingOrder {
  id: string;
  ownerId: string;
}

export const registrationsOf = (store: Store) =>
  store.collection<StoredRegistration>("registrarRegistrations");
export const ordersOf = (store: Store) => store.collection<StoredOrder>("registrarOrders");
export const pendingOrdersOf = (store: Store) => store.collection<PendingOrder>(PENDING_ORDERS);

export function findRegistration(store: Store, name: string): StoredRegistration | undefined {
  return registrationsOf(store).get(REGISTRAR_OWNER, name);
}

/** The registration `ownerId` holds for `name`, complete, or undefined. */
export function heldBy(store: Store, ownerId: string, name: string): StoredRegistration | undefined {
  const registration = findRegistration(store, name);
  return registration?.ownerId === ownerId && registration.state === "registered" ? registration : undefined;
}

/** The domains `ownerId` bought on the emulator: what billing charges for. */
export function registrationsOwnedBy(store: Store, ownerId: string): StoredRegistration[] {
  return registrationsOf(store).filter(REGISTRAR_OWNER, (r) => r.ownerId === ownerId);
}

/** The orders `ownerId` placed, oldest first. */
export function ordersPlacedBy(store: Store, ownerId: string): StoredOrder[] {
  return ordersOf(store).list(ownerId);
}
