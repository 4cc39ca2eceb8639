// The gateway example (docs/gateway.md): an application's AI code (support-desk.ts), tested offline
// against the emulator's inference gateway with the official clients. It starts an emulator, mints
// a gateway API key and scripts a reply through the admin API, switches a provider off to show the
// fallback, and runs the application's three calls; each result is printed as one JSON line. The
// emulator's models answer deterministically, so the output is the same on every run. Run it from
// the repository after `npm run build`:
//
//   node dist/examples/gateway/index.js
import { startEmulator } from "vercel-pulumi/emulator";
import { answerQuestion, orderStatus, streamReply } from "./support-desk";

const API_TOKEN = "example-api-token";

async function main(): Promise<void> {
  const emulator = await startEmulator({ tokens: [API_TOKEN] });
  try {
    // The test's side: the admin API stands in for the dashboard and for the model providers.
    const admin = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`${emulator.url}/_emulator/ai-gateway${path}`, {
        method,
        headers: { Authorization: `Bearer ${API_TOKEN}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };
    const { key } = (await admin("POST", "/keys", { name: "support-desk tests" })) as { key: string };
    await admin("PUT", "/scripts", {
      replies: [{ match: "password", reply: "Open Settings, then Security, and choose Reset password." }],
    });
    await admin("PUT", "/providers/anthropic", { available: false });

    // The application's side: its own code, pointed at the emulator's gateway.
    const settings = { baseURL: emulator.gatewayUrl, apiKey: key };
    const print = (step: string, result: unknown) => console.log(JSON.stringify({ step, result }));
    print("openai", await answerQuestion(settings, "emulator/scripted", "How do I reset my password?"));
    print("ai-sdk stream", await streamReply(settings, "openai/gpt-4o-mini", "Your parcel left today"));
    print(
      "ai-sdk gateway tool",
      await orderStatus(settings, "anthropic/claude-sonnet-4", "Where is my order? lookup_order id=A-1001"),
    );
  } finally {
    await emulator.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
