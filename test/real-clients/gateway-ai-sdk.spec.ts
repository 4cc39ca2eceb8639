// The AI SDK (`ai`, pinned) against the emulator's gateway, two ways a user points it there:
// - its OpenAI-compatible provider (`@ai-sdk/openai-compatible`) at `<gateway>/v1`, the platform description's API;
// - its own gateway provider (`@ai-sdk/gateway`) at `<gateway>/v4/ai`, the protocol the AI SDK
//   speaks to the platform's gateway (`createGateway({ baseURL })`).
// generateText and streamText, tools run by the SDK's loop, images, provider order with fallback,
// the model list and the errors each provider raises.
import {
  createGateway,
  GatewayAuthenticationError,
  GatewayModelNotFoundError,
  GatewayRateLimitError,
} from "@ai-sdk/gateway";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, jsonSchema, stepCountIs, streamText, tool, type LanguageModel } from "ai";
import { expect } from "chai";
import { useEmulator } from "../support/emulator";
import { mintGatewayKey, PIXEL_PNG, setProvider } from "../support/gateway";

interface Routing {
  finalProvider: string;
  attempts: Array<{ provider: string; success: boolean }>;
}

const weather = tool({
  description: "The current weather in a city",
  inputSchema: jsonSchema<{ city: string }>({
    type: "object",
    properties: { city: { type: "string" } },
    required: ["city"],
  }),
  execute: async ({ city }) => ({ city, temperature: 21 }),
});

async function rejection(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

describe("real clients: the AI SDK against the AI gateway", () => {
  const emulator = useEmulator();
  let key: string;

  beforeEach(async () => {
    key = await mintGatewayKey(emulator);
  });

  /** The same checks through both providers: each builds the model for an id. */
  const providers: Array<[string, () => (id: string) => LanguageModel]> = [
    [
      "OpenAI-compatible provider",
      () => createOpenAICompatible({ name: "gateway", apiKey: key, baseURL: `${emulator.gatewayUrl}/v1` }),
    ],
    ["gateway provider", () => createGateway({ apiKey: key, baseURL: `${emulator.gatewayUrl}/v4/ai` })],
  ];

  for (const [label, provider] of providers) {
    describe(label, () => {
      it("generateText", async () => {
        const result = await generateText({
          model: provider()("emulator/echo"),
          prompt: "Hello from the AI SDK",
        });
        expect(result.text).to.equal("Hello from the AI SDK");
        expect(result.finishReason).to.equal("stop");
        expect(result.usage.outputTokens).to.be.greaterThan(0);
      });

      it("streamText", async () => {
        const result = streamText({
          model: provider()("google/gemini-2.5-flash"),
          prompt: "one chunk per word",
        });
        const chunks: string[] = [];
        for await (const text of result.textStream) chunks.push(text);
        expect(chunks.join("")).to.equal("one chunk per word");
        expect(chunks.length).to.be.greaterThan(1);
        expect(await result.finishReason).to.equal("stop");
      });

      it("runs a tool the model calls and answers from its result", async () => {
        const result = await generateText({
          model: provider()("emulator/echo"),
          tools: { get_weather: weather },
          stopWhen: stepCountIs(3),
          prompt: "What is the weather? Use get_weather city=Paris",
        });
        expect(result.steps).to.have.length(2);
        expect(result.steps[0]?.toolCalls.map((call) => [call.toolName, call.input])).to.deep.equal([
          ["get_weather", { city: "Paris" }],
        ]);
        expect(result.text).to.equal('get_weather returned {"city":"Paris","temperature":21}');
      });

      it("sends an image", async () => {
        const result = await generateText({
          model: provider()("emulator/echo"),
          messages: [
            {
              role: "user",
              content: [
                { type: "text", text: "What is this?" },
                { type: "file", data: PIXEL_PNG.slice(PIXEL_PNG.indexOf(",") + 1), mediaType: "image/png" },
              ],
            },
          ],
        });
        expect(result.text).to.equal("What is this?\n[image image/png, 70 bytes, detail auto]");
      });
    });
  }

  it("passes providerOptions.gateway.order through the OpenAI-compatible provider's body options", async () => {
    await setProvider(emulator, "anthropic", false);
    const compatible = createOpenAICompatible({
      name: "gateway",
      apiKey: key,
      baseURL: `${emulator.gatewayUrl}/v1`,
    });
    const result = await generateText({
      model: compatible("anthropic/claude-sonnet-4"),
      prompt: "hi",
      // Keys the provider does not know go into the request body as they are.
      providerOptions: { gateway: { providerOptions: { gateway: { order: ["anthropic", "bedrock"] } } } },
      include: { responseBody: true },
    });
    const body = result.response.body as { provider_metadata: { gateway: { routing: Routing } } };
    expect(body.provider_metadata.gateway.routing.attempts).to.deep.equal([
      { model: "anthropic/claude-sonnet-4", provider: "anthropic", success: false },
      { model: "anthropic/claude-sonnet-4", provider: "bedrock", success: true },
    ]);
  });

  it("takes providerOptions.gateway.order natively through the gateway provider, with the routing in providerMetadata", async () => {
    await setProvider(emulator, "vertex", false);
    const gateway = createGateway({ apiKey: key, baseURL: `${emulator.gatewayUrl}/v4/ai` });
    const result = streamText({
      model: gateway("anthropic/claude-sonnet-4"),
      prompt: "hi",
      providerOptions: { gateway: { order: ["vertex", "bedrock"] } },
    });
    expect(await result.text).to.equal("hi");
    const routing = (await result.providerMetadata)?.gateway?.routing as unknown as Routing;
    expect(routing.finalProvider).to.equal("bedrock");
    expect(routing.attempts.map((attempt) => attempt.provider)).to.deep.equal(["vertex", "bedrock"]);
  });

  it("lists the gateway's models and raises the gateway provider's own errors", async () => {
    const gateway = createGateway({ apiKey: key, baseURL: `${emulator.gatewayUrl}/v4/ai` });
    const { models } = await gateway.getAvailableModels();
    expect(models.map((model) => model.id)).to.include.members([
      "emulator/echo",
      "anthropic/claude-sonnet-4",
    ]);

    const unknown = await rejection(() => generateText({ model: gateway("acme/none"), prompt: "x" }));
    expect(GatewayModelNotFoundError.isInstance(unknown), String(unknown)).to.equal(true);
    expect((unknown as GatewayModelNotFoundError).modelId).to.equal("acme/none");

    const platformToken = createGateway({ apiKey: emulator.token, baseURL: `${emulator.gatewayUrl}/v4/ai` });
    const refused = await rejection(() => platformToken.getAvailableModels());
    expect(GatewayAuthenticationError.isInstance(refused), String(refused)).to.equal(true);
    // generateText words an authentication error of the gateway for users (ai's wrapGatewayError).
    const wrapped = await rejection(() =>
      generateText({ model: platformToken("emulator/echo"), prompt: "x" }),
    );
    expect(String(wrapped)).to.contain("Unauthenticated request to AI Gateway");

    // The emulator's own limit (the platform description gives the gateway's none), lowered through the admin API.
    const limits = await emulator.admin.api("PATCH", "/_emulator/rate-limits", {
      groups: { "ai-gateway.create": { limit: 1, windowMs: 60_000 } },
    });
    expect(limits.status).to.equal(200);
    await generateText({ model: gateway("emulator/echo"), prompt: "once", maxRetries: 0 });
    const limited = await rejection(() =>
      generateText({ model: gateway("emulator/echo"), prompt: "twice", maxRetries: 0 }),
    );
    expect(GatewayRateLimitError.isInstance(limited), String(limited)).to.equal(true);
  });
});
