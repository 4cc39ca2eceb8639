// Wire types of the inference gateway's answers (seed 001, `{gateway_url}`), which the emulator
// checks its own answers against when it runs with `checkResponses`. The platform description shows only the
// streamed chunk (`choices[0].delta.content`, `data: [DONE]`); "response body of chat completions"
// and "fields of a model record" are not shown, so the rest is what the official clients read:
// openai 7.57.0 (resources/chat/completions, resources/models) and @ai-sdk/gateway 4.0.146 (its
// /v4/ai protocol: gateway-language-model.ts, gateway-fetch-metadata.ts). Loose objects: a client
// ignores fields it does not know, and so may the check.
import { z } from "zod";

const Count = z.number().int().min(0);
const FinishReason = z.enum(["stop", "tool_calls"]);

/** GET /v1/models: OpenAI's model page. */
export const ModelList = z.object({
  object: z.literal("list"),
  data: z.array(
    z.looseObject({
      id: z.string().min(1),
      object: z.literal("model"),
      created: Count,
      owned_by: z.string(),
    }),
  ),
});

const Usage = z.looseObject({ prompt_tokens: Count, completion_tokens: Count, total_tokens: Count });

const ToolCall = z.looseObject({
  id: z.string().min(1),
  type: z.literal("function"),
  function: z.looseObject({ name: z.string().min(1), arguments: z.string() }),
});

const CompletionHead = {
  id: z.string().min(1),
  created: Count,
  model: z.string().min(1),
};

/** POST /v1/chat/completions without `stream`: one `chat.completion` document. */
export const ChatCompletion = z.looseObject({
  ...CompletionHead,
  object: z.literal("chat.completion"),
  choices: z
    .array(
      z.looseObject({
        index: Count,
        message: z.looseObject({
          role: z.literal("assistant"),
          content: z.string().nullable(),
          tool_calls: z.array(ToolCall).optional(),
        }),
        finish_reason: FinishReason,
      }),
    )
    .min(1),
  usage: Usage,
});

/** One event of a streamed chat completion (the `[DONE]` terminator is not JSON). */
export const ChatCompletionChunk = z.looseObject({
  ...CompletionHead,
  object: z.literal("chat.completion.chunk"),
  choices: z.array(
    z.looseObject({
      index: Count,
      delta: z.looseObject({
        role: z.literal("assistant").optional(),
        content: z.string().optional(),
        tool_calls: z
          .array(
            z.looseObject({
              index: Count,
              id: z.string().optional(),
              function: z.looseObject({ name: z.string().optional(), arguments: z.string() }),
            }),
          )
          .optional(),
      }),
      finish_reason: FinishReason.nullable(),
    }),
  ),
  usage: Usage.optional(),
});

/** GET /v4/ai/config: @ai-sdk/gateway's GatewayLanguageModelEntry list. */
export const LanguageModelConfig = z.object({
  models: z.array(
    z.looseObject({
      id: z.string().min(1),
      name: z.string(),
      specification: z.looseObject({
        specificationVersion: z.literal("v4"),
        provider: z.string(),
        modelId: z.string(),
      }),
      modelType: z.literal("language"),
    }),
  ),
});

const AiSdkFinishReason = z.looseObject({ unified: z.enum(["stop", "tool-calls"]), raw: FinishReason });
const AiSdkUsage = z.looseObject({
  inputTokens: z.looseObject({ total: Count }),
  outputTokens: z.looseObject({ total: Count }),
});
const AiSdkToolCall = z.looseObject({
  type: z.literal("tool-call"),
  toolCallId: z.string().min(1),
  toolName: z.string().min(1),
  /** The arguments as JSON text, as LanguageModelV4ToolCall has them. */
  input: z.string(),
});

/** POST /v4/ai/language-model: a LanguageModelV4GenerateResult. */
export const GenerateResult = z.looseObject({
  content: z.array(
    z.discriminatedUnion("type", [
      z.looseObject({ type: z.literal("text"), text: z.string() }),
      AiSdkToolCall,
    ]),
  ),
  finishReason: AiSdkFinishReason,
  usage: AiSdkUsage,
  warnings: z.array(z.unknown()),
});

/** One event of a streamed /v4/ai/language-model answer: a LanguageModelV4StreamPart. */
export const StreamPart = z.discriminatedUnion("type", [
  z.looseObject({ type: z.literal("stream-start"), warnings: z.array(z.unknown()) }),
  z.looseObject({ type: z.literal("response-metadata"), id: z.string(), modelId: z.string() }),
  z.looseObject({ type: z.enum(["text-start", "text-end"]), id: z.string() }),
  z.looseObject({ type: z.literal("text-delta"), id: z.string(), delta: z.string() }),
  z.looseObject({ type: z.literal("tool-input-start"), id: z.string(), toolName: z.string() }),
  z.looseObject({ type: z.literal("tool-input-delta"), id: z.string(), delta: z.string() }),
  z.looseObject({ type: z.literal("tool-input-end"), id: z.string() }),
  AiSdkToolCall,
  z.looseObject({ type: z.literal("finish"), finishReason: AiSdkFinishReason, usage: AiSdkUsage }),
]);
