// The registrar's answers built from its records: an order as GET /v1/registrar/orders/:orderId
// shows it, and the links every order-placing route answers.
import type { z } from "zod";
import type { Order, OrderPlaced } from "../../../schema/registrar";
import type { StoredOrder } from "./records";

export function presentOrder(order: StoredOrder): z.infer<typeof Order> {
  return {
    orderId: order.id,
    status: order.status,
    domains: order.items.map((item) => ({
      purchaseType: item.purchaseType,
      // A renewal keeps the registration's setting, so the SDK's renewal item has none.
      ...(item.purchaseType === "renewal" ? {} : { autoRenew: item.autoRenew }),
      years: item.years,
      domainName: item.domainName,
      status: item.status,
      price: item.price,
      ...(item.error ? { error: item.error } : {}),
    })),
  };
}

export function orderPlaced(order: StoredOrder): z.infer<typeof OrderPlaced> {
  return {
    orderId: order.id,
    _links: { order: { href: `/v1/registrar/orders/${order.id}`, method: "GET" } },
  };
}
