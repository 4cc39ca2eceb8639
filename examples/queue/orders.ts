// The application side of the example: what a shop's code does with the queue, written against
// `@vercel/queue` only. Nothing here knows about the emulator; index.ts decides where the client
// points.
import type { PollingQueueClient } from "@vercel/queue";

export interface Order {
  readonly id: string;
  readonly item: string;
}

export const ORDERS_TOPIC = "orders";
const SHIPPING = "shipping";

/** Place an order; a retried request (same order id) is deduplicated by the queue. */
export async function placeOrder(queue: PollingQueueClient, order: Order): Promise<string | null> {
  const { messageId } = await queue.send<Order>(ORDERS_TOPIC, order, { idempotencyKey: `order-${order.id}` });
  return messageId;
}

/** Ship every waiting order; the client acknowledges each one when `ship` returns. */
export async function shipOrders(queue: PollingQueueClient, ship: (order: Order) => void): Promise<number> {
  let shipped = 0;
  for (;;) {
    const result = await queue.receive<Order>(
      ORDERS_TOPIC,
      SHIPPING,
      (order) => {
        ship(order);
        shipped++;
      },
      { limit: 10 },
    );
    if (!result.ok) return shipped;
  }
}
