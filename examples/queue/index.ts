// The queue example (docs/queue.md): an application's queue code, tested offline against the
// emulator's message queue with the official client. It starts an emulator, creates a project,
// mints the project's OIDC token through the admin API, points `@vercel/queue` at the emulator's
// region host, places three orders (one of them sent twice, as a retried request would) and ships
// them. Run it from the repository after `npm run build`:
//
//   node dist/examples/queue/index.js
import { PollingQueueClient } from "@vercel/queue";
import { localhostDispatcher, startEmulator } from "vercel-pulumi/emulator";
import { placeOrder, shipOrders, type Order } from "./orders";

const API_TOKEN = "example-api-token";

async function main(): Promise<void> {
  const emulator = await startEmulator({ tokens: [API_TOKEN] });
  const dispatcher = localhostDispatcher();
  try {
    // The platform side: a project, and the OIDC token its deployments would hold.
    const admin = async (path: string, body: unknown) => {
      const response = await fetch(`${emulator.url}${path}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${API_TOKEN}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };
    await admin("/v11/projects", { name: "shop" });
    const { token } = (await admin("/_emulator/oidc/tokens", {
      projectId: "shop",
      environment: "development",
    })) as {
      token: string;
    };

    // The application side: the official client, pointed at the emulator's region host.
    const port = new URL(emulator.queueUrl).port;
    const queue = new PollingQueueClient({
      region: "iad1",
      token,
      deploymentId: null, // deploymentless: the code runs outside a deployment
      dispatcher, // resolves iad1.localhost to loopback where the system resolver does not
      resolveBaseUrl: (region) => new URL(`http://${region}.localhost:${port}`),
    });

    const orders: Order[] = [
      { id: "1001", item: "tent" },
      { id: "1002", item: "stove" },
      { id: "1003", item: "lamp" },
    ];
    for (const order of orders) await placeOrder(queue, order);
    await placeOrder(queue, orders[1] as Order); // a retried request: deduplicated

    const shipped: string[] = [];
    const count = await shipOrders(queue, (order) => shipped.push(`${order.id} ${order.item}`));
    console.log(`shipped ${count} orders: ${shipped.join(", ")}`);
  } finally {
    await dispatcher.close();
    await emulator.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
