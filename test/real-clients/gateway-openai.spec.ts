// OpenAI's official client (`openai`, pinned) against the emulator's gateway, pointed at it only by
// `baseURL` and a gateway API key, as a user's test would: the model list, plain, streamed, image
// and tool-calling completions, `providerOptions.gateway.order` with a provider failed through the
// admin API, and the client's own error classes for the gateway's refusals.
import { expect } from "chai";
import OpenAI, { AuthenticationError, BadRequestError, PermissionDeniedError } from "openai";
import { useEmulator } from "../support/emulator";
import { mintGatewayKey, PIXEL_PNG, setProvider, WEATHER_TOOL } from "../support/gateway";

/** What the gateway adds to a completion: which provider served, after which attempts. */
interface Routed {
  provider_metadata?: {
    gateway: { routing: { finalProvider: string; attempts: Array<{ provider: string }> } };
  };
}

describe("real clients: openai against the AI gateway", () => {
  const emulator = useEmulator();
  let client: OpenAI;

  beforeEach(async () => {
    client = new OpenAI({
      apiKey: await mintGatewayKey(emulator),
      baseURL: `${emulator.gatewayUrl}/v1`,
      maxRetries: 0,
    });
  });

  it("lists the models as provider/model-name", async () => {
    const ids: string[] = [];
    for await (const model of client.models.list()) ids.push(model.id);
    expect(ids).to.include.members(["emulator/echo", "emulator/scripted", "anthropic/claude-sonnet-4"]);
    for (const id of ids) expect(id).to.match(/^[^/]+\/[^/]+$/);
  });

  it("answers a plain completion", async () => {
    const completion = await client.chat.completions.create({
      model: "emulator/echo",
      messages: [{ role: "user", content: "Hello, gateway" }],
    });
    expect(completion.choices[0]?.message.content).to.equal("Hello, gateway");
    expect(completion.choices[0]?.finish_reason).to.equal("stop");
    expect(completion.usage?.total_tokens).to.be.greaterThan(0);
  });

  it("streams a completion chunk by chunk", async () => {
    const stream = await client.chat.completions.create({
      model: "openai/gpt-4o-mini",
      stream: true,
      messages: [{ role: "user", content: "stream these five words" }],
    });
    const deltas: string[] = [];
    for await (const chunk of stream) deltas.push(chunk.choices[0]?.delta.content ?? "");
    expect(deltas.join("")).to.equal("stream these five words");
    expect(deltas.filter((delta) => delta !== "")).to.have.length(4);
  });

  it("takes an image as a data URI with its detail", async () => {
    const completion = await client.chat.completions.create({
      model: "emulator/echo",
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "Describe this image." },
            { type: "image_url", image_url: { url: PIXEL_PNG, detail: "auto" } },
          ],
        },
      ],
    });
    expect(completion.choices[0]?.message.content).to.equal(
      "Describe this image.\n[image image/png, 70 bytes, detail auto]",
    );
  });

  it("calls a tool when asked, then answers from the tool's result", async () => {
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
      { role: "user", content: "What is the weather in Paris? Call get_weather city=Paris" },
    ];
    const first = await client.chat.completions.create({
      model: "emulator/echo",
      messages,
      tools: [WEATHER_TOOL],
      tool_choice: "auto",
    });
    const message = first.choices[0]?.message;
    expect(first.choices[0]?.finish_reason).to.equal("tool_calls");
    const call = message?.tool_calls?.[0];
    if (call?.type !== "function")
      throw new Error(`expected a function tool call, got ${JSON.stringify(message)}`);
    expect(call.function.name).to.equal("get_weather");
    expect(JSON.parse(call.function.arguments)).to.deep.equal({ city: "Paris", unit: "celsius" });

    messages.push(message as OpenAI.Chat.ChatCompletionMessageParam, {
      role: "tool",
      tool_call_id: call.id,
      content: JSON.stringify({ temperature: 18 }),
    });
    const second = await client.chat.completions.create({
      model: "emulator/echo",
      messages,
      tools: [WEATHER_TOOL],
    });
    expect(second.choices[0]?.message.content).to.equal('get_weather returned {"temperature":18}');
  });

  it("streams a tool call", async () => {
    const stream = await client.chat.completions.create({
      model: "emulator/echo",
      stream: true,
      tools: [WEATHER_TOOL],
      messages: [{ role: "user", content: "get_weather city=Lima unit=fahrenheit" }],
    });
    let name = "";
    let args = "";
    for await (const chunk of stream) {
      for (const call of chunk.choices[0]?.delta.tool_calls ?? []) {
        name += call.function?.name ?? "";
        args += call.function?.arguments ?? "";
      }
    }
    expect(name).to.equal("get_weather");
    expect(JSON.parse(args)).to.deep.equal({ city: "Lima", unit: "fahrenheit" });
  });

  it("tries providers in providerOptions.gateway.order and falls back past one failed through the admin API", async () => {
    // The platform description's request field; OpenAI's types do not know it, so it rides in a typed variable.
    const request: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming & { providerOptions: object } = {
      model: "anthropic/claude-sonnet-4",
      messages: [{ role: "user", content: "hi" }],
      providerOptions: { gateway: { order: ["vertex", "bedrock"] } },
    };
    const preferred = (await client.chat.completions.create(request)) as Routed;
    expect(preferred.provider_metadata?.gateway.routing.finalProvider).to.equal("vertex");

    await setProvider(emulator, "vertex", false);
    const fallback = (await client.chat.completions.create(request)) as Routed;
    expect(fallback.provider_metadata?.gateway.routing.finalProvider).to.equal("bedrock");
    expect(fallback.provider_metadata?.gateway.routing.attempts.map((a) => a.provider)).to.deep.equal([
      "vertex",
      "bedrock",
    ]);
  });

  it("surfaces the gateway's refusals as the client's error classes, naming the field", async () => {
    const refusal = async (run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (error) {
        return error;
      }
      throw new Error("expected the call to fail");
    };
    const unknown = await refusal(() =>
      client.chat.completions.create({ model: "acme/none", messages: [{ role: "user", content: "x" }] }),
    );
    expect(unknown).to.be.instanceOf(BadRequestError);
    expect((unknown as BadRequestError).message).to.contain('"model"');

    const image = await refusal(() =>
      client.chat.completions.create({
        model: "emulator/echo",
        messages: [
          { role: "user", content: [{ type: "image_url", image_url: { url: "data:image/png;base64" } }] },
        ],
      }),
    );
    expect((image as BadRequestError).param).to.equal("messages[0].content[0].image_url.url");

    await emulator.admin.api("POST", `/v1/ai-gateway/rules?teamId=${emulator.teamId}`, {
      type: "deny",
      match: { model: "google/gemini-2.5-flash" },
    });
    const denied = await refusal(() =>
      client.chat.completions.create({
        model: "google/gemini-2.5-flash",
        messages: [{ role: "user", content: "x" }],
      }),
    );
    expect(denied).to.be.instanceOf(PermissionDeniedError);

    const withPlatformToken = new OpenAI({
      apiKey: emulator.token,
      baseURL: `${emulator.gatewayUrl}/v1`,
      maxRetries: 0,
    });
    expect(await refusal(() => withPlatformToken.models.list())).to.be.instanceOf(AuthenticationError);
  });
});
