// The AI SDK's own gateway protocol, as @ai-sdk/gateway 4.0.146 speaks it (gateway-language-model.ts,
// gateway-fetch-metadata.ts): POST `<baseURL>/language-model` with the language model's call
// options (LanguageModelV4CallOptions of @ai-sdk/provider) as the body and the model in the
// `ai-language-model-id` header; it answers a LanguageModelV4GenerateResult, or with
// `ai-language-model-streaming: true` LanguageModelV4StreamPart events. GET `<baseURL>/config`
// lists the models. Served at /v4/ai, the provider's default base path.
import type { IncomingHttpHeaders } from "node:http";
import { z } from "zod";
import { firstProblem } from "../../../validation";
import { catalogue } from "../catalogue";
import type { Store } from "../../../store";
import type { Completion } from "./completion";
import { routingMetadata } from "./completion";
import type {
  ContentPart,
  Conversation,
  GatewayOptions,
  Message,
  ToolChoice,
  ToolSpec,
} from "./conversation";
import { base64Bytes, DATA_URI_RULE, parseDataUri } from "./data-uri";
import { invalidField } from "./errors";
import { ProviderOptions, ToolName } from "./request-fields";
import { textChunks } from "./reply";

export const AI_SDK_BASE = "/v4/ai";

const TextPart = z.looseObject({ type: z.literal("text"), text: z.string() });
const FilePart = z.looseObject({
  type: z.literal("file"),
  mediaType: z.string().min(1, "must not be empty"),
  data: z.looseObject({ type: z.string() }),
});
const ToolCallPart = z.looseObject({
  type: z.literal("tool-call"),
  toolCallId: z.string(),
  toolName: z.string(),
  input: z.unknown(),
});
const ToolResultPart = z.looseObject({
  type: z.literal("tool-result"),
  toolCallId: z.string(),
  toolName: z.string(),
  output: z.looseObject({ type: z.string(), value: z.unknown().optional() }),
});

const Prompt = z
  .array(
    z.discriminatedUnion("role", [
      z.looseObject({ role: z.literal("system"), content: z.string() }),
      z.looseObject({ role: z.literal("user"), content: z.array(z.union([TextPart, FilePart])) }),
      // Reasoning and other parts of earlier answers are kept out of the conversation.
      z.looseObject({ role: z.literal("assistant"), content: z.array(z.looseObject({ type: z.string() })) }),
      z.looseObject({ role: z.literal("tool"), content: z.array(z.looseObject({ type: z.string() })) }),
    ]),
  )
  .min(1, "must not be empty");

const CallOptions = z.looseObject({
  prompt: Prompt,
  tools: z
    .array(
      z.discriminatedUnion("type", [
        z.looseObject({
          type: z.literal("function"),
          name: ToolName,
          description: z.string().optional(),
          inputSchema: z.looseObject({}),
        }),
        z.looseObject({ type: z.literal("provider"), id: z.string() }),
      ]),
    )
    .optional(),
  toolChoice: z
    .union([
      z.looseObject({ type: z.enum(["auto", "none", "required"]) }),
      z.looseObject({ type: z.literal("tool"), toolName: z.string() }),
    ])
    .optional(),
  providerOptions: ProviderOptions,
});
type CallOptions = z.infer<typeof CallOptions>;

export interface LanguageModelRequest {
  readonly conversation: Conversation;
  readonly stream: boolean;
}

const MODEL_HEADER = "ai-language-model-id";

export function parseLanguageModelRequest(headers: IncomingHttpHeaders, body: unknown): LanguageModelRequest {
  const model = headers[MODEL_HEADER];
  if (typeof model !== "string" || model === "") throw invalidField(MODEL_HEADER, "is required (a header)");
  const problem = firstProblem(CallOptions, body);
  if (problem) throw invalidField(problem.field || "body", problem.rule);
  const options = body as CallOptions;
  const tools = (options.tools ?? []).map((tool, i): ToolSpec => {
    if (tool.type !== "function") {
      throw invalidField(
        `tools[${i}]`,
        `is a provider-executed tool (${String(tool.id)}), which the emulator does not run`,
      );
    }
    return {
      name: String(tool.name),
      description: tool.description as string | undefined,
      parameters: tool.inputSchema as object,
    };
  });
  return {
    conversation: {
      model,
      messages: options.prompt.flatMap((message, i) => toMessages(message, `prompt[${i}]`)),
      tools,
      toolChoice: toolChoice(options.toolChoice, tools),
      gateway: (options.providerOptions?.gateway ?? {}) as GatewayOptions,
    },
    stream: headers["ai-language-model-streaming"] === "true",
  };
}

/** A prompt message as the conversation's: a tool message holds a result per call, each a message here. */
function toMessages(message: CallOptions["prompt"][number], at: string): Message[] {
  switch (message.role) {
    case "system":
      return [{ role: "system", parts: [{ kind: "text", text: message.content }] }];
    case "user":
      return [
        {
          role: "user",
          parts: message.content.map((part, j) =>
            part.type === "text" ? { kind: "text", text: part.text } : filePart(part, `${at}.content[${j}]`),
          ),
        },
      ];
    case "assistant":
      return [
        {
          role: "assistant",
          parts: message.content.flatMap((part) =>
            part.type === "text" && typeof part.text === "string"
              ? [{ kind: "text" as const, text: part.text }]
              : [],
          ),
          toolCalls: message.content.flatMap((part, j) => {
            if (part.type !== "tool-call") return [];
            const call = checked(ToolCallPart, part, `${at}.content[${j}]`);
            return [
              { id: call.toolCallId, name: call.toolName, arguments: JSON.stringify(call.input ?? {}) },
            ];
          }),
        },
      ];
    case "tool":
      return message.content.flatMap((part, j): Message[] => {
        if (part.type !== "tool-result") return [];
        const result = checked(ToolResultPart, part, `${at}.content[${j}]`);
        const { value } = result.output;
        const text = typeof value === "string" ? value : JSON.stringify(value ?? null);
        return [{ role: "tool", toolCallId: result.toolCallId, toolName: result.toolName, text }];
      });
  }
}

function checked<T>(schema: z.ZodType<T>, value: unknown, at: string): T {
  const problem = firstProblem(schema, value);
  if (problem) throw invalidField(problem.field ? `${at}.${problem.field}` : at, problem.rule);
  return value as T;
}

/** Inline data only: base64 (`{ type: "data" }`) or a data URI (`{ type: "url" }`). */
function filePart(part: z.infer<typeof FilePart>, at: string): ContentPart {
  const data = part.data as { type: string; data?: unknown; url?: unknown };
  if (data.type === "data" && typeof data.data === "string") {
    const bytes = base64Bytes(data.data);
    if (bytes === undefined) throw invalidField(`${at}.data.data`, "must be base64");
    return { kind: "file", mediaType: part.mediaType, bytes, detail: "auto" };
  }
  if (data.type === "url" && typeof data.url === "string") {
    const inline = parseDataUri(data.url);
    if (!inline) throw invalidField(`${at}.data.url`, `${DATA_URI_RULE} (the emulator downloads nothing)`);
    return { kind: "file", mediaType: inline.mediaType, bytes: inline.bytes, detail: "auto" };
  }
  throw invalidField(`${at}.data`, 'must be inline: { type: "data" } or a data URI { type: "url" }');
}

function toolChoice(choice: CallOptions["toolChoice"], tools: readonly ToolSpec[]): ToolChoice {
  if (choice === undefined) return { type: "auto" };
  if (choice.type !== "tool") return { type: choice.type };
  const name = String(choice.toolName);
  if (!tools.some((tool) => tool.name === name))
    throw invalidField("toolChoice.toolName", `names no tool of "tools": "${name}"`);
  return { type: "tool", name };
}

const FINISH_REASONS = { stop: "stop", "tool-calls": "tool_calls" } as const;

function finishReason({ reply }: Completion) {
  return { unified: reply.finishReason, raw: FINISH_REASONS[reply.finishReason] };
}

function usage({ reply }: Completion) {
  const { inputTokens, outputTokens } = reply.usage;
  return {
    inputTokens: { total: inputTokens, noCache: inputTokens, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: outputTokens, text: outputTokens, reasoning: 0 },
  };
}

function responseMetadata(completion: Completion) {
  return {
    id: completion.id,
    modelId: completion.routing.model.id,
    timestamp: new Date(completion.createdMs).toISOString(),
  };
}

function toolCallContent({ reply }: Completion) {
  return reply.toolCalls.map((call) => ({
    type: "tool-call" as const,
    toolCallId: call.id,
    toolName: call.name,
    input: call.arguments,
  }));
}

/** LanguageModelV4GenerateResult. */
export function generateResult(completion: Completion) {
  const { text } = completion.reply;
  return {
    content: [...(text === "" ? [] : [{ type: "text", text }]), ...toolCallContent(completion)],
    finishReason: finishReason(completion),
    usage: usage(completion),
    providerMetadata: routingMetadata(completion),
    response: responseMetadata(completion),
    warnings: [],
  };
}

/** LanguageModelV4StreamPart events, made one at a time. */
export function* streamParts(completion: Completion): Generator<string> {
  const part = (value: object) => JSON.stringify(value);
  yield part({ type: "stream-start", warnings: [] });
  yield part({ type: "response-metadata", ...responseMetadata(completion) });
  const chunks = textChunks(completion.reply.text);
  if (chunks.length > 0) {
    yield part({ type: "text-start", id: "0" });
    for (const delta of chunks) yield part({ type: "text-delta", id: "0", delta });
    yield part({ type: "text-end", id: "0" });
  }
  for (const call of toolCallContent(completion)) {
    yield part({ type: "tool-input-start", id: call.toolCallId, toolName: call.toolName });
    yield part({ type: "tool-input-delta", id: call.toolCallId, delta: call.input });
    yield part({ type: "tool-input-end", id: call.toolCallId });
    yield part(call);
  }
  yield part({
    type: "finish",
    finishReason: finishReason(completion),
    usage: usage(completion),
    providerMetadata: routingMetadata(completion),
  });
}

/** GET /config: every model as a GatewayLanguageModelEntry (the emulator's are free). */
export function modelConfig(store: Store) {
  return {
    models: catalogue(store).map((model) => ({
      id: model.id,
      name: model.name,
      description: model.description,
      pricing: { input: "0", output: "0" },
      specification: { specificationVersion: "v4", provider: model.id.split("/")[0], modelId: model.id },
      modelType: "language",
    })),
  };
}
