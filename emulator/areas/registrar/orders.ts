// Orders on the emulator's clock. An order is placed `purchasing`, its names taken at once (a
// purchase reserves them, so nobody else can buy them meanwhile); it completes once its time has
// come on the clock (`POST /_emulator/clock` moves it): a purchase or renewal a minute after it
// was placed, a transfer five days after [INF: registrars take up to seven]. Completion is applied
// when anything next looks at the registrar or the account's domains (`settleOrders`), with the
// time it was due, as builds are (deployments/build.ts).
import { canonicalHostname } from "../../../schema/domains";
import { emulatorNow } from "../../clock";
import { randomAlphanumeric } from "../../ids";
import type { Store } from "../../store";
import { INTENDED_NAMESERVERS, domainsOf, newDomain, type StoredDomain } from "../domains/store";
import {
  DAY_MS,
  REGISTRAR_OWNER,
  YEAR_MS,
  findRegistration,
  ordersOf,
  pendingOrdersOf,
  registrationsOf,
  type StoredOrder,
  type StoredOrderItem,
  type StoredRegistration,
} from "./records";

export const PURCHASE_MS = 60 * 1000;
export const TRANSFER_MS = 5 * DAY_MS;
/** No transfer out for 60 days after a registration or transfer (ICANN's rule). */
export const TRANSFER_LOCK_MS = 60 * DAY_MS;

/** A transfer out needs this code; each registration has its own. */
export function newAuthCode(): string {
  return randomAlphanumeric(16);
}

/** Places an order of `items` for `ownerId`; purchases and transfers reserve their names. */
export function placeOrder(
  store: Store,
  ownerId: string,
  items: readonly Omit<StoredOrderItem, "status">[],
): StoredOrder {
  const now = emulatorNow(store);
  const slow = items.some((item) => item.purchaseType === "transfer");
  const order: StoredOrder = {
    id: `ord_${randomAlphanumeric(24)}`,
    ownerId,
    status: "purchasing",
    items: items.map((item) => ({ ...item, status: "pending" })),
    createdAt: now,
    completesAt: now + (slow ? TRANSFER_MS : PURCHASE_MS),
  };
  for (const item of items) {
    if (item.purchaseType !== "purchase") continue;
    registrationsOf(store).insert(REGISTRAR_OWNER, {
      id: item.domainName,
      ownerId,
      state: "pending",
      authCode: newAuthCode(),
      registeredAt: null,
      acquiredAt: null,
      expiresAt: null,
      autoRenew: item.autoRenew,
      contactEmail: item.contactEmail,
      transferLockUntil: 0,
    });
  }
  pendingOrdersOf(store).insert(REGISTRAR_OWNER, { id: order.id, ownerId });
  return ordersOf(store).insert(ownerId, order);
}

/** Completes every order whose time has come, whoever placed it. */
export function settleOrders(store: Store): void {
  const pending = pendingOrdersOf(store).list(REGISTRAR_OWNER);
  if (pending.length === 0) return;
  const now = emulatorNow(store);
  for (const { id, ownerId } of pending) {
    const order = ordersOf(store).get(ownerId, id);
    if (order && now < order.completesAt) continue;
    pendingOrdersOf(store).remove(REGISTRAR_OWNER, id);
    if (order) complete(store, order);
  }
}

function complete(store: Store, order: StoredOrder): void {
  const at = order.completesAt;
  const items = order.items.map((item) => {
    const error = apply(store, order.ownerId, item, at);
    return error ? { ...item, status: "failed" as const, error } : { ...item, status: "completed" as const };
  });
  const failed = items.every((item) => item.status === "failed");
  ordersOf(store).replace(order.ownerId, { ...order, items, status: failed ? "failed" : "completed" });
}

/** Applies one item of a due order; answers the item's error when it cannot be applied. */
function apply(
  store: Store,
  ownerId: string,
  item: StoredOrderItem,
  at: number,
): StoredOrderItem["error"] | undefined {
  const registration = findRegistration(store, item.domainName);
  if (item.purchaseType === "purchase") {
    if (!registration) return { code: "unexpected-error" };
    register(store, ownerId, registration, item, at);
    return undefined;
  }
  if (item.purchaseType === "renewal") {
    if (!registration || registration.ownerId !== ownerId) return { code: "unexpected-error" };
    const expiresAt = (registration.expiresAt ?? at) + item.years * YEAR_MS;
    registrationsOf(store).replace(REGISTRAR_OWNER, { ...registration, expiresAt });
    updateDomain(store, ownerId, item.domainName, { expiresAt });
    return undefined;
  }
  return transferIn(store, ownerId, registration, item, at);
}

function register(
  store: Store,
  ownerId: string,
  registration: StoredRegistration,
  item: StoredOrderItem,
  at: number,
): void {
  const expiresAt = at + item.years * YEAR_MS;
  registrationsOf(store).replace(REGISTRAR_OWNER, {
    ...registration,
    state: "registered",
    registeredAt: at,
    acquiredAt: at,
    expiresAt,
    transferLockUntil: at + TRANSFER_LOCK_MS,
  });
  upsertDomain(store, ownerId, item.domainName, {
    serviceType: "zeit.world",
    boughtAt: at,
    expiresAt,
    renew: item.autoRenew,
    nameservers: [...INTENDED_NAMESERVERS],
  });
}

/**
 * A transfer in: from another account of the emulator (its registration, and its domain, move), or
 * from a registrar outside it, whose auth code is `outsideAuthCode(name)`.
 */
function transferIn(
  store: Store,
  ownerId: string,
  registration: StoredRegistration | undefined,
  item: StoredOrderItem,
  at: number,
): StoredOrderItem["error"] | undefined {
  const expected = registration ? registration.authCode : outsideAuthCode(item.domainName);
  if (item.authCode !== expected) return { code: "incorrect-auth-code" };
  if (registration && registration.transferLockUntil > at) {
    const numDaysUntilTransferrable = Math.ceil((registration.transferLockUntil - at) / DAY_MS);
    return { code: "cannot-transfer-in-until", details: { numDaysUntilTransferrable } };
  }
  if (registration) {
    const losing = domainsOf(store).find(registration.ownerId, (d) => d.name === item.domainName);
    if (losing) domainsOf(store).remove(registration.ownerId, losing.id);
  }
  // A transfer adds `years` to the registration (a fresh one when it came from outside).
  const expiresAt = (registration?.expiresAt ?? at) + item.years * YEAR_MS;
  const next: StoredRegistration = {
    id: item.domainName,
    ownerId,
    state: "registered",
    authCode: newAuthCode(),
    registeredAt: registration?.registeredAt ?? at,
    acquiredAt: at,
    expiresAt,
    autoRenew: item.autoRenew,
    contactEmail: item.contactEmail,
    transferLockUntil: at + TRANSFER_LOCK_MS,
  };
  if (registration) registrationsOf(store).replace(REGISTRAR_OWNER, next);
  else registrationsOf(store).insert(REGISTRAR_OWNER, next);
  upsertDomain(store, ownerId, item.domainName, {
    serviceType: "zeit.world",
    transferredAt: at,
    expiresAt,
    renew: item.autoRenew,
    nameservers: [...INTENDED_NAMESERVERS],
  });
  return undefined;
}

/**
 * The auth code a registrar outside the emulator gives for `name`: derived from the name, so a
 * test can know it (`GET /_emulator/registrar/outside-auth-code/:domain` answers it).
 */
export function outsideAuthCode(name: string): string {
  let hash = 0x811c9dc5;
  for (const char of `outside:${canonicalHostname(name)}`) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  return `EXT-${hash.toString(16).toUpperCase().padStart(8, "0")}`;
}

/** The account's domain of that name gets `fields`; added (as the platform lists a bought one) when absent. */
function upsertDomain(store: Store, ownerId: string, name: string, fields: Partial<StoredDomain>): void {
  if (updateDomain(store, ownerId, name, fields)) return;
  domainsOf(store).insert(ownerId, newDomain(store, ownerId, name, fields));
}

function updateDomain(store: Store, ownerId: string, name: string, fields: Partial<StoredDomain>): boolean {
  const domain = domainsOf(store).find(ownerId, (d) => d.name === name);
  if (!domain) return false;
  domainsOf(store).replace(ownerId, { ...domain, ...fields, updatedAt: store.now() });
  return true;
}

/** Sets fields of the account's domain of that name, if it still has it (auto-renew, nameservers). */
export function updateHeldDomain(
  store: Store,
  ownerId: string,
  name: string,
  fields: Partial<StoredDomain>,
): void {
  updateDomain(store, ownerId, name, fields);
}
