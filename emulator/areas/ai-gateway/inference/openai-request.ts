// POST /v1/chat/completions as the platform description gives it (and as OpenAI's clients send it): checked field
// by field, each refusal a 400 naming the field (`messages[0].content[1].image_url.url`), then
// turned into a Conversation. Message content is checked per role after the envelope, so an error
// deep in a part keeps its path (a union would only say "content does not match").
import { z } from "zod";
import { firstProblem } from "../../../validation";
import type {
  ContentPart,
  Conversation,
  GatewayOptions,
  Message,
  ToolChoice,
  ToolSpec,
} from "./conversation";
import { DATA_URI_RULE, parseDataUri } from "./data-uri";
import { invalidField } from "./errors";
import { ProviderOptions, ToolName } from "./request-fields";

/** `data:<mime>;base64,<data>`, the form the platform description gives image URLs. */
const DataUri = z.string().refine((url) => parseDataUri(url) !== undefined, DATA_URI_RULE);

const TextPart = z.looseObject({ type: z.literal("text"), text: z.string() });
const ImagePart = z.looseObject({
  type: z.literal("image_url"),
  image_url: z.looseObject({ url: DataUri, detail: z.enum(["auto", "low", "high"]).optional() }),
});
const Parts = z.array(z.discriminatedUnion("type", [TextPart, ImagePart])).min(1, "must not be empty");
const TextParts = z.array(TextPart).min(1, "must not be empty");

const ToolCallShape = z.looseObject({
  id: z.string().min(1, "must not be empty"),
  type: z.literal("function"),
  function: z.looseObject({ name: z.string().min(1, "must not be empty"), arguments: z.string() }),
});

const Envelope = z.looseObject({
  model: z.string().min(1, "must not be empty"),
  messages: z
    .array(z.looseObject({ role: z.enum(["system", "developer", "user", "assistant", "tool"]) }))
    .min(1, "must not be empty"),
  stream: z.boolean().nullish(),
  stream_options: z.looseObject({ include_usage: z.boolean().nullish() }).nullish(),
  tools: z
    .array(
      z.looseObject({
        type: z.literal("function"),
        function: z.looseObject({
          name: ToolName,
          description: z.string().optional(),
          parameters: z.looseObject({}).optional(),
        }),
      }),
    )
    .nullish(),
  tool_choice: z
    .union([
      z.enum(["auto", "none", "required"]),
      z.looseObject({ type: z.literal("function"), function: z.looseObject({ name: z.string() }) }),
    ])
    .nullish(),
  providerOptions: ProviderOptions,
});
type Envelope = z.infer<typeof Envelope>;

export interface ChatRequest {
  readonly conversation: Conversation;
  readonly stream: boolean;
  readonly includeUsage: boolean;
}

/** The schema's value, or a 400 naming the first failing field under `prefix`. */
function checked<T>(schema: z.ZodType<T>, value: unknown, prefix = ""): T {
  const problem = firstProblem(schema, value);
  if (problem) {
    const field = [prefix, problem.field].filter(Boolean).join(problem.field.startsWith("[") ? "" : ".");
    throw invalidField(field || "body", problem.rule);
  }
  return value as T;
}

export function parseChatRequest(body: unknown): ChatRequest {
  const envelope = checked(Envelope, body);
  const tools = (envelope.tools ?? []).map((tool) => ({
    name: tool.function.name,
    description: tool.function.description,
    parameters: tool.function.parameters ?? {},
  }));
  const messages = withToolNames(envelope.messages.map((message, i) => toMessage(message, `messages[${i}]`)));
  return {
    conversation: {
      model: envelope.model,
      messages,
      tools,
      toolChoice: toolChoice(envelope.tool_choice, tools),
      gateway: (envelope.providerOptions?.gateway ?? {}) as GatewayOptions,
    },
    stream: envelope.stream === true,
    includeUsage: envelope.stream_options?.include_usage === true,
  };
}

function toMessage(message: Envelope["messages"][number] & Record<string, unknown>, at: string): Message {
  const { role } = message;
  if (role === "tool") {
    const toolCallId = checked(
      z.string().min(1, "must not be empty"),
      message.tool_call_id,
      `${at}.tool_call_id`,
    );
    const content = checked(z.union([z.string(), TextParts]), message.content, `${at}.content`);
    const text = typeof content === "string" ? content : content.map((part) => part.text).join("\n");
    return { role: "tool", toolCallId, text };
  }
  if (role === "assistant") {
    const content = checked(z.union([z.string(), Parts]).nullish(), message.content, `${at}.content`);
    const calls = checked(z.array(ToolCallShape).nullish(), message.tool_calls, `${at}.tool_calls`) ?? [];
    return {
      role: "assistant",
      parts: content == null ? [] : partsOf(content),
      toolCalls: calls.map((call) => ({
        id: call.id,
        name: call.function.name,
        arguments: call.function.arguments,
      })),
    };
  }
  // A string, or parts, each checked where it is.
  const content =
    typeof message.content === "string" ? message.content : checked(Parts, message.content, `${at}.content`);
  return { role: role === "user" ? "user" : "system", parts: partsOf(content) };
}

function partsOf(content: string | z.infer<typeof Parts>): ContentPart[] {
  if (typeof content === "string") return [{ kind: "text", text: content }];
  return content.map((part) => {
    if (part.type === "text") return { kind: "text", text: part.text };
    // Checked by DataUri above.
    const { mediaType, bytes } = parseDataUri(part.image_url.url) ?? { mediaType: "", bytes: 0 };
    return { kind: "file", mediaType, bytes, detail: part.image_url.detail ?? "auto" };
  });
}

/** A tool message names only its call: the name is the call's, in an earlier assistant message. */
function withToolNames(messages: Message[]): Message[] {
  const names = new Map(
    messages.flatMap((message) =>
      message.role === "assistant" ? message.toolCalls.map((c) => [c.id, c.name] as const) : [],
    ),
  );
  return messages.map((message) =>
    message.role === "tool" ? { ...message, toolName: names.get(message.toolCallId) } : message,
  );
}

function toolChoice(choice: Envelope["tool_choice"], tools: readonly ToolSpec[]): ToolChoice {
  if (choice == null) return { type: "auto" };
  if (typeof choice === "string") return { type: choice };
  if (!tools.some((tool) => tool.name === choice.function.name)) {
    throw invalidField("tool_choice.function.name", `names no tool of "tools": "${choice.function.name}"`);
  }
  return { type: "tool", name: choice.function.name };
}
