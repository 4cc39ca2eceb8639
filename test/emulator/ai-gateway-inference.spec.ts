// The gateway's inference plane over raw HTTP, as the platform description states it: the stream's framing (`data:`
// lines, `data: [DONE]` last, `choices[0].delta.content`), the deterministic models (echo with
// images described, scripted replies, tool calls from the user's words), provider order and
// fallback, the 400s naming the field, the loud 404 of an unserved route, and the AI SDK's protocol.
import { expect } from "chai";
import { useEmulator } from "../support/emulator";
import { gatewayCall, mintGatewayKey, PIXEL_PNG, setProvider, WEATHER_TOOL } from "../support/gateway";

interface Chunk {
  choices: Array<{ delta: { content?: string; tool_calls?: unknown[] }; finish_reason: string | null }>;
  usage?: { total_tokens: number };
}

interface Completion {
  model: string;
  choices: Array<{
    message: {
      content: string | null;
      tool_calls?: Array<{ function: { name: string; arguments: string } }>;
    };
    finish_reason: string;
  }>;
  usage: { prompt_tokens: number; completion_tokens: number };
  provider_metadata: { gateway: { routing: { finalProvider: string; attempts: unknown[] } } };
}

interface ErrorBody {
  error: { code: string; type: string; message: string; param: unknown };
}

/** The `data:` payloads of an event stream; fails on any other non-blank line. */
function dataLines(text: string): string[] {
  const lines = text.split("\n").filter((line) => line !== "");
  for (const line of lines) expect(line).to.match(/^data: /);
  return lines.map((line) => line.slice("data: ".length));
}

describe("emulator AI gateway: inference", () => {
  const emulator = useEmulator();
  let key: string;
  const user = (content: unknown) => [{ role: "user", content }];
  const chat = <T = Completion>(body: object) =>
    gatewayCall<T>(emulator, key, "POST", "/v1/chat/completions", body);

  beforeEach(async () => {
    key = await mintGatewayKey(emulator);
  });

  it("answers one JSON document: the echo of the last user message, with usage and the routing", async () => {
    const { status, body, headers } = await chat({
      model: "emulator/echo",
      messages: [
        { role: "system", content: "be brief" },
        { role: "user", content: "first" },
        { role: "assistant", content: "ok" },
        { role: "user", content: "second question" },
      ],
    });
    expect(status).to.equal(200);
    expect(headers.get("content-type")).to.match(/^application\/json/);
    expect(body).to.deep.include({ object: "chat.completion", model: "emulator/echo" });
    expect(body.choices[0]).to.deep.include({ finish_reason: "stop" });
    expect(body.choices[0]?.message.content).to.equal("second question");
    expect(body.usage.completion_tokens).to.be.greaterThan(0);
    expect(body.provider_metadata.gateway.routing.finalProvider).to.equal("emulator");
  });

  it("streams server-sent `data:` lines: deltas that make up the reply, the finish reason, then [DONE]", async () => {
    const { status, text, headers } = await chat({
      model: "emulator/echo",
      stream: true,
      stream_options: { include_usage: true },
      messages: user("one two three four"),
    });
    expect(status).to.equal(200);
    expect(headers.get("content-type")).to.match(/^text\/event-stream/);
    const payloads = dataLines(text);
    expect(payloads.at(-1)).to.equal("[DONE]");
    const chunks = payloads.slice(0, -1).map((payload) => JSON.parse(payload) as Chunk);
    const deltas = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? "");
    expect(deltas.join("")).to.equal("one two three four");
    expect(deltas.filter((delta) => delta !== "")).to.have.length(4);
    expect(chunks.map((chunk) => chunk.choices[0]?.finish_reason).filter(Boolean)).to.deep.equal(["stop"]);
    expect(chunks.at(-1)?.usage?.total_tokens).to.be.greaterThan(0);
  });

  it("describes images given as data URIs with their detail", async () => {
    const { body } = await chat({
      model: "emulator/echo",
      messages: user([
        { type: "text", text: "What is in this image?" },
        { type: "image_url", image_url: { url: PIXEL_PNG, detail: "low" } },
      ]),
    });
    expect(body.choices[0]?.message.content).to.equal(
      "What is in this image?\n[image image/png, 70 bytes, detail low]",
    );
  });

  it("calls the tool the user asks for, with arguments from the message and the schema, then reads its result", async () => {
    const asked = await chat({
      model: "emulator/echo",
      tools: [WEATHER_TOOL],
      tool_choice: "auto",
      messages: user('What is the weather? Use get_weather city="New York"'),
    });
    const choice = asked.body.choices[0];
    expect(choice?.finish_reason).to.equal("tool_calls");
    expect(choice?.message.content).to.equal(null);
    const call = choice?.message.tool_calls?.[0];
    expect(call?.function.name).to.equal("get_weather");
    expect(JSON.parse(String(call?.function.arguments))).to.deep.equal({ city: "New York", unit: "celsius" });

    const unasked = await chat({ model: "emulator/echo", tools: [WEATHER_TOOL], messages: user("hello") });
    expect(unasked.body.choices[0]?.message.content).to.equal("hello");

    const answered = await chat({
      model: "emulator/echo",
      tools: [WEATHER_TOOL],
      messages: [
        ...user("use get_weather city=Paris"),
        {
          role: "assistant",
          content: null,
          tool_calls: [{ id: "call_1", type: "function", function: call?.function }],
        },
        { role: "tool", tool_call_id: "call_1", content: '{"temperature":21}' },
      ],
    });
    expect(answered.body.choices[0]?.message.content).to.equal('get_weather returned {"temperature":21}');
  });

  it("streams a tool call as deltas", async () => {
    const { text } = await chat({
      model: "emulator/echo",
      stream: true,
      tools: [WEATHER_TOOL],
      messages: user("get_weather city=Oslo unit=fahrenheit"),
    });
    const chunks = dataLines(text)
      .slice(0, -1)
      .map((payload) => JSON.parse(payload) as Chunk);
    const calls = chunks.flatMap((chunk) => chunk.choices[0]?.delta.tool_calls ?? []) as Array<{
      function: { name?: string; arguments: string };
    }>;
    expect(calls[0]?.function.name).to.equal("get_weather");
    expect(JSON.parse(calls.map((c) => c.function.arguments).join(""))).to.deep.equal({
      city: "Oslo",
      unit: "fahrenheit",
    });
    expect(chunks.map((chunk) => chunk.choices[0]?.finish_reason).filter(Boolean)).to.deep.equal([
      "tool_calls",
    ]);
  });

  it("answers with the team's scripted replies, the first that matches", async () => {
    const scripts = await emulator.admin.api("PUT", "/_emulator/ai-gateway/scripts", {
      teamId: emulator.teamId,
      replies: [
        { match: "refund", reply: "Refunds take 5 days." },
        { match: "weather", toolCall: { name: "get_weather", arguments: { city: "Rome", unit: "celsius" } } },
      ],
    });
    expect(scripts.status).to.equal(200);
    const refund = await chat({ model: "emulator/scripted", messages: user("how does a refund work?") });
    expect(refund.body.choices[0]?.message.content).to.equal("Refunds take 5 days.");
    const weather = await chat({
      model: "emulator/scripted",
      tools: [WEATHER_TOOL],
      messages: user("weather please"),
    });
    expect(weather.body.choices[0]?.message.tool_calls?.[0]?.function.arguments).to.equal(
      '{"city":"Rome","unit":"celsius"}',
    );
    const none = await chat<ErrorBody>({ model: "emulator/scripted", messages: user("something else") });
    expect(none.status).to.equal(400);
    expect(none.body.error.param).to.equal("messages");
  });

  it("tries providers in providerOptions.gateway.order, falls back past a failed one, and fails when all do", async () => {
    const ordered = await chat({
      model: "anthropic/claude-sonnet-4",
      messages: user("hi"),
      providerOptions: { gateway: { order: ["vertex", "anthropic"] } },
    });
    expect(ordered.body.provider_metadata.gateway.routing.finalProvider).to.equal("vertex");

    await setProvider(emulator, "vertex", false);
    const fallback = await chat({
      model: "anthropic/claude-sonnet-4",
      messages: user("hi"),
      providerOptions: { gateway: { order: ["vertex", "anthropic"] } },
    });
    expect(fallback.body.provider_metadata.gateway.routing).to.deep.include({
      finalProvider: "anthropic",
      attempts: [
        { model: "anthropic/claude-sonnet-4", provider: "vertex", success: false },
        { model: "anthropic/claude-sonnet-4", provider: "anthropic", success: true },
      ],
    });

    for (const provider of ["anthropic", "bedrock"]) await setProvider(emulator, provider, false);
    const failed = await chat<ErrorBody>({ model: "anthropic/claude-sonnet-4", messages: user("hi") });
    expect(failed.status).to.equal(502);
    expect(failed.body.error.message).to.contain("vertex").and.contain("bedrock");
    await setProvider(emulator, "bedrock", true);
    expect((await chat({ model: "anthropic/claude-sonnet-4", messages: user("hi") })).status).to.equal(200);
  });

  it("refuses bad requests with a 400 in the platform's envelope that names the field", async () => {
    const cases: Array<[object, string]> = [
      [{ messages: user("hi") }, "model"],
      [{ model: "acme/unknown", messages: user("hi") }, "model"],
      [{ model: "emulator/echo", messages: [] }, "messages"],
      [{ model: "emulator/echo" }, "messages"],
      [
        {
          model: "emulator/echo",
          messages: user([{ type: "image_url", image_url: { url: "data:image/png;base64,@@" } }]),
        },
        "messages[0].content[0].image_url.url",
      ],
      [
        {
          model: "emulator/echo",
          messages: user([{ type: "image_url", image_url: { url: "https://example.com/a.png" } }]),
        },
        "messages[0].content[0].image_url.url",
      ],
      [
        {
          model: "emulator/echo",
          messages: user("hi"),
          tools: [{ type: "function", function: { parameters: {} } }],
        },
        "tools[0].function.name",
      ],
      [{ model: "emulator/echo", messages: [{ role: "user" }] }, "messages[0].content"],
      [
        { model: "emulator/echo", messages: user("hi"), providerOptions: { gateway: { only: ["azure"] } } },
        "providerOptions.gateway.only",
      ],
    ];
    for (const [body, field] of cases) {
      const { status, body: answer } = await chat<ErrorBody>(body);
      expect(status, JSON.stringify(body)).to.equal(400);
      expect(answer.error.code).to.be.a("string");
      expect(answer.error.message, JSON.stringify(body)).to.contain(`"${field}"`);
      if (answer.error.type === "invalid_request_error") expect(answer.error.param).to.equal(field);
      else
        expect(answer.error).to.deep.include({ type: "model_not_found", param: { modelId: "acme/unknown" } });
    }
  });

  it("lists the catalogue, models the admin API adds and the key owner's virtual models (not stealth ones)", async () => {
    const added = await emulator.admin.api("POST", "/_emulator/ai-gateway/models", {
      id: "acme/house-model",
      providers: ["acme", "backup"],
    });
    expect(added.status).to.equal(201);
    const teamApi = (path: string, body: object) =>
      emulator.admin.api("POST", `${path}?teamId=${emulator.teamId}`, body);
    await teamApi("/v1/ai-gateway/virtual-model-configs", {
      virtualModelSlug: "shown",
      modelSlug: "emulator/echo",
    });
    await teamApi("/v1/ai-gateway/virtual-model-configs", {
      virtualModelSlug: "hidden",
      modelSlug: "emulator/echo",
      visibility: "stealth",
    });
    const { body } = await gatewayCall<{ object: string; data: Array<{ id: string; object: string }> }>(
      emulator,
      key,
      "GET",
      "/v1/models",
    );
    expect(body.object).to.equal("list");
    const ids = body.data.map((model) => model.id);
    expect(ids).to.include.members([
      "emulator/echo",
      "emulator/scripted",
      "anthropic/claude-sonnet-4",
      "acme/house-model",
      "vmc/shown",
    ]);
    expect(ids).not.to.include("vmc/hidden");
    for (const id of ids) expect(id).to.match(/^[^/]+\/.+$/);
    expect(
      (await chat({ model: "acme/house-model", messages: user("mine") })).body.choices[0]?.message.content,
    ).to.equal("mine");
    expect((await emulator.admin.requestCounts()).counts).to.deep.include({ "GET /v1/models": 1 });
  });

  it("answers 401 without a key and a loud 404 for a route it does not serve", async () => {
    const anonymous = await fetch(`${emulator.gatewayUrl}/v1/models`);
    expect(anonymous.status).to.equal(401);
    emulator.expectViolations();
    const unserved = await gatewayCall<ErrorBody>(emulator, key, "POST", "/v1/embeddings", { input: "x" });
    expect(unserved.status).to.equal(404);
    expect(unserved.body.error.code).to.equal("emulator_unserved_route");
    expect((await emulator.admin.violations()).map((v) => v.path)).to.deep.equal(["/v1/embeddings"]);
  });

  it("limits each key per group (the emulator's figure), refusing with 429 and Retry-After in the gateway's envelope", async () => {
    const { body: status } = await emulator.admin.api<{ groups: Array<{ group: string; source: string }> }>(
      "GET",
      "/_emulator/rate-limits",
    );
    const gatewayGroups = status.groups.filter((entry) => entry.group.startsWith("ai-gateway."));
    expect(gatewayGroups.map((entry) => entry.group).sort()).to.deep.equal([
      "ai-gateway.create",
      "ai-gateway.read",
    ]);
    for (const entry of gatewayGroups) expect(entry.source).to.contain("emulator's pick");

    await emulator.admin.api("PATCH", "/_emulator/rate-limits", {
      groups: { "ai-gateway.create": { limit: 1, windowMs: 60_000 } },
    });
    const first = await chat({ model: "emulator/echo", messages: user("one") });
    expect(first.status).to.equal(200);
    expect(first.headers.get("x-ratelimit-remaining")).to.equal("0");
    const refused = await chat<ErrorBody>({ model: "emulator/echo", messages: user("two") });
    expect(refused.status).to.equal(429);
    expect(Number(refused.headers.get("retry-after"))).to.be.greaterThan(0);
    expect(refused.body.error).to.deep.include({ code: "rate_limited", type: "rate_limit_exceeded" });
    // Another key has windows of its own; the model list is another group.
    const other = await mintGatewayKey(emulator);
    expect(
      (
        await gatewayCall(emulator, other, "POST", "/v1/chat/completions", {
          model: "emulator/echo",
          messages: user("three"),
        })
      ).status,
    ).to.equal(200);
    expect((await gatewayCall(emulator, key, "GET", "/v1/models")).status).to.equal(200);
  });

  it("speaks the AI SDK's protocol under /v4/ai: generate, stream and the model config", async () => {
    const headers = { "ai-language-model-id": "emulator/echo", "ai-language-model-streaming": "false" };
    const options = { prompt: [{ role: "user", content: [{ type: "text", text: "hi sdk" }] }] };
    const generated = await gatewayCall<{ content: unknown[]; finishReason: unknown }>(
      emulator,
      key,
      "POST",
      "/v4/ai/language-model",
      options,
      headers,
    );
    expect(generated.body.content).to.deep.equal([{ type: "text", text: "hi sdk" }]);
    expect(generated.body.finishReason).to.deep.equal({ unified: "stop", raw: "stop" });

    const streamed = await gatewayCall(emulator, key, "POST", "/v4/ai/language-model", options, {
      ...headers,
      "ai-language-model-streaming": "true",
    });
    const parts = dataLines(streamed.text).map((payload) => JSON.parse(payload) as { type: string });
    expect(parts.map((part) => part.type)).to.deep.equal([
      "stream-start",
      "response-metadata",
      "text-start",
      "text-delta",
      "text-delta",
      "text-end",
      "finish",
    ]);

    const missing = await gatewayCall<ErrorBody>(emulator, key, "POST", "/v4/ai/language-model", options);
    expect(missing.status).to.equal(400);
    expect(missing.body.error.param).to.equal("ai-language-model-id");

    const config = await gatewayCall<{ models: Array<{ id: string; specification: object }> }>(
      emulator,
      key,
      "GET",
      "/v4/ai/config",
    );
    expect(config.body.models.find((model) => model.id === "emulator/echo")?.specification).to.deep.equal({
      specificationVersion: "v4",
      provider: "emulator",
      modelId: "emulator/echo",
    });
  });
});
