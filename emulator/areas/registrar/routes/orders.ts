// Orders: buy one name or several, transfer one in, renew one, and read an order or a transfer.
import {
  BuyDomainRequest,
  BuyDomainsRequest,
  Order,
  OrderPlaced,
  RenewRequest,
  TransferInRequest,
  TransferStatus,
} from "../../../../schema/registrar";
import { ApiError, badRequest, notFound } from "../../../errors";
import { emulatorNow } from "../../../clock";
import { defineRoute, ok } from "../../../route";
import type { Store } from "../../../store";
import { placeOrder, settleOrders } from "../orders";
import { orderPlaced, presentOrder } from "../presenter";
import { checkPrice, purchaseItem, requireHeld } from "../rules";
import { YEAR_MS, findRegistration, ordersOf, type StoredOrder } from "../records";
import { priceOf, registrable } from "../tlds";

/** At most this many names in one order, and at most this much money (inferred). */
const MAX_ORDER_DOMAINS = 50;
const MAX_ORDER_USD = 10_000;
/** A registration runs at most ten years ahead (the registries' rule). */
const MAX_TERM_MS = 10 * YEAR_MS;

const buyOne = defineRoute({
  method: "POST",
  paths: "/v1/registrar/domains/:domain/buy",
  body: BuyDomainRequest,
  response: OrderPlaced,
  operation: "create",
  handle: ({ store, ownerId, params, body }) => {
    settleOrders(store);
    const item = purchaseItem(
      store,
      ownerId,
      { ...body, domainName: params.domain },
      body.contactInformation,
    );
    return ok(orderPlaced(placeOrder(store, ownerId, [item])));
  },
});

const buyMany = defineRoute({
  method: "POST",
  paths: "/v1/registrar/domains/buy",
  body: BuyDomainsRequest,
  response: OrderPlaced,
  operation: "create",
  handle: ({ store, ownerId, body }) => {
    settleOrders(store);
    if (body.domains.length > MAX_ORDER_DOMAINS) {
      throw new ApiError(400, "too_many_domains", `An order may buy at most ${MAX_ORDER_DOMAINS} domains`);
    }
    const names = body.domains.map((d) => registrable(d.domainName).name);
    const repeated = names.filter((name, index) => names.indexOf(name) !== index);
    if (repeated.length > 0) {
      throw new ApiError(
        400,
        "duplicate_domains",
        `The order names ${[...new Set(repeated)].join(", ")} twice`,
      );
    }
    const items = body.domains.map((d) => purchaseItem(store, ownerId, d, body.contactInformation));
    const total = items.reduce((sum, item) => sum + item.price, 0);
    if (total > MAX_ORDER_USD) {
      throw new ApiError(
        400,
        "order_too_expensive",
        `The order costs ${total}, over the limit of ${MAX_ORDER_USD}`,
      );
    }
    return ok(orderPlaced(placeOrder(store, ownerId, items)));
  },
});

/** The caller's newest order with an item of `kind` for `name`, and that item. */
function latestOrderFor(store: Store, ownerId: string, name: string, kind: "transfer" | "renewal") {
  const orders = ordersOf(store).filter(ownerId, (o) =>
    o.items.some((i) => i.purchaseType === kind && i.domainName === name),
  );
  const order: StoredOrder | undefined = orders.at(-1);
  const item = order?.items.find((i) => i.purchaseType === kind && i.domainName === name);
  return order && item ? { order, item } : undefined;
}

const transferIn = defineRoute({
  method: "POST",
  paths: "/v1/registrar/domains/:domain/transfer",
  body: TransferInRequest,
  response: OrderPlaced,
  operation: "create",
  handle: ({ store, ownerId, params, body }) => {
    settleOrders(store);
    const { name, tld } = registrable(params.domain);
    const holder = findRegistration(store, name);
    if (holder?.ownerId === ownerId) {
      throw new ApiError(
        400,
        "domain_already_owned",
        `The domain "${name}" is already registered to this account`,
      );
    }
    if (holder?.state === "pending") {
      throw new ApiError(400, "domain_not_available", `The domain "${name}" is being registered`);
    }
    if (latestOrderFor(store, ownerId, name, "transfer")?.item.status === "pending") {
      throw badRequest(`Invalid request: a transfer of "${name}" is already under way`);
    }
    const price = priceOf(tld, body.years);
    checkPrice(body.expectedPrice, price, body.years);
    const order = placeOrder(store, ownerId, [
      {
        purchaseType: "transfer",
        domainName: name,
        years: body.years,
        price,
        autoRenew: body.autoRenew,
        contactEmail: body.contactInformation.email,
        authCode: body.authCode,
      },
    ]);
    return ok(orderPlaced(order));
  },
});

/** A transfer's order item as the transfer status names it. */
const TRANSFER_STATUS = { pending: "pending_transfer", completed: "completed", failed: "failed" } as const;

const transferStatus = defineRoute({
  method: "GET",
  paths: "/v1/registrar/domains/:domain/transfer",
  response: TransferStatus,
  handle: ({ store, ownerId, params }) => {
    settleOrders(store);
    const { name } = registrable(params.domain);
    const latest = latestOrderFor(store, ownerId, name, "transfer");
    if (!latest) throw notFound(`No transfer in of "${name}" for this account`);
    const status =
      latest.item.status === "pending" || latest.item.status === "completed" ? latest.item.status : "failed";
    return ok({ status: TRANSFER_STATUS[status] });
  },
});

const renew = defineRoute({
  method: "POST",
  paths: "/v1/registrar/domains/:domain/renew",
  body: RenewRequest,
  response: OrderPlaced,
  operation: "create",
  handle: ({ store, ownerId, params, body }) => {
    settleOrders(store);
    const registration = requireHeld(store, ownerId, params.domain);
    const name = registration.id;
    if (latestOrderFor(store, ownerId, name, "renewal")?.item.status === "pending") {
      throw new ApiError(400, "domain_already_renewing", `A renewal of "${name}" is already under way`);
    }
    const expiresAt = (registration.expiresAt ?? emulatorNow(store)) + body.years * YEAR_MS;
    if (expiresAt > emulatorNow(store) + MAX_TERM_MS) {
      throw new ApiError(
        400,
        "domain_not_renewable",
        `"${name}" cannot be registered more than ten years ahead`,
      );
    }
    const price = priceOf(registrable(name).tld, body.years);
    checkPrice(body.expectedPrice, price, body.years);
    const order = placeOrder(store, ownerId, [
      {
        purchaseType: "renewal",
        domainName: name,
        years: body.years,
        price,
        autoRenew: registration.autoRenew,
        contactEmail: body.contactInformation?.email ?? registration.contactEmail,
      },
    ]);
    return ok(orderPlaced(order));
  },
});

const getOrder = defineRoute({
  method: "GET",
  paths: "/v1/registrar/orders/:orderId",
  response: Order,
  handle: ({ store, ownerId, params }) => {
    settleOrders(store);
    const order = ordersOf(store).get(ownerId, params.orderId);
    if (!order) throw notFound(`Order not found: ${params.orderId}`);
    return ok(presentOrder(order));
  },
});

export const orderRoutes = [buyOne, buyMany, transferIn, transferStatus, renew, getOrder];
