// The application's AI code, as it runs in production: the same lines against the platform's gateway
// and against the emulator; only the settings differ (in production `baseURL` is the platform's
// gateway, https://ai-gateway.vercel.sh, and `apiKey` is AI_GATEWAY_API_KEY). It uses the three
// clients docs/gateway.md points at the emulator: `openai`, the AI SDK through its OpenAI-compatible
// provider, and the AI SDK's own gateway provider.
import { createGateway } from "@ai-sdk/gateway";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, jsonSchema, stepCountIs, streamText, tool } from "ai";
import OpenAI from "openai";

export interface GatewaySettings {
  /** The gateway's origin: `<baseURL>/v1` is its OpenAI-compatible API, `<baseURL>/v4/ai` the AI SDK's. */
  readonly baseURL: string;
  readonly apiKey: string;
}

/** A help-desk answer through `openai`'s chat completions. */
export async function answerQuestion(settings: GatewaySettings, model: string, question: string) {
  const openai = new OpenAI({ apiKey: settings.apiKey, baseURL: `${settings.baseURL}/v1` });
  const completion = await openai.chat.completions.create({
    model,
    messages: [
      { role: "system", content: "You answer questions about the shop's website." },
      { role: "user", content: question },
    ],
  });
  return completion.choices[0]?.message.content ?? "";
}

/** A reply streamed to the customer as it is written, through the AI SDK's OpenAI-compatible provider. */
export async function streamReply(settings: GatewaySettings, model: string, message: string) {
  const gateway = createOpenAICompatible({
    name: "gateway",
    apiKey: settings.apiKey,
    baseURL: `${settings.baseURL}/v1`,
  });
  const chunks: string[] = [];
  for await (const text of streamText({ model: gateway(model), prompt: message }).textStream) {
    chunks.push(text);
  }
  return chunks;
}

/**
 * An order's status, looked up by a tool the model calls, through the AI SDK's gateway provider with
 * a provider order (the gateway falls back to the next provider when one fails). Returns the answer
 * and the provider that served it (the gateway's routing metadata).
 */
export async function orderStatus(settings: GatewaySettings, model: string, question: string) {
  const gateway = createGateway({ apiKey: settings.apiKey, baseURL: `${settings.baseURL}/v4/ai` });
  const result = await generateText({
    model: gateway(model),
    prompt: question,
    tools: {
      lookup_order: tool({
        description: "An order's shipping status by its id",
        inputSchema: jsonSchema<{ id: string }>({
          type: "object",
          properties: { id: { type: "string", description: "The order id, e.g. A-1001" } },
          required: ["id"],
        }),
        execute: async ({ id }) => ({ id, status: "shipped" }),
      }),
    },
    stopWhen: stepCountIs(2),
    providerOptions: { gateway: { order: ["anthropic", "vertex"] } },
  });
  const routing = result.providerMetadata?.["gateway"]?.["routing"] as { finalProvider?: string } | undefined;
  return { text: result.text, provider: routing?.finalProvider };
}
