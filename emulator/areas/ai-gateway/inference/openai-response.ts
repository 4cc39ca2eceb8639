// A Completion as OpenAI's chat completions answer it: one `chat.completion` document, or
// `chat.completion.chunk` events (`choices[0].delta.content` word by word, tool calls as deltas,
// the finish reason last) ending with `data: [DONE]`, as the platform description's streamed reply shape says.
import type { Completion } from "./completion";
import { routingMetadata } from "./completion";
import { textChunks } from "./reply";

const FINISH_REASONS = { stop: "stop", "tool-calls": "tool_calls" } as const;

function head(completion: Completion, object: "chat.completion" | "chat.completion.chunk") {
  return {
    id: `chatcmpl-${completion.id}`,
    object,
    created: Math.floor(completion.createdMs / 1000),
    model: completion.routing.model.id,
  };
}

function usage({ reply }: Completion) {
  const { inputTokens, outputTokens } = reply.usage;
  return {
    prompt_tokens: inputTokens,
    completion_tokens: outputTokens,
    total_tokens: inputTokens + outputTokens,
  };
}

function toolCalls({ reply }: Completion) {
  return reply.toolCalls.map((call) => ({
    id: call.id,
    type: "function" as const,
    function: { name: call.name, arguments: call.arguments },
  }));
}

export function chatCompletion(completion: Completion) {
  const { reply } = completion;
  return {
    ...head(completion, "chat.completion"),
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: reply.toolCalls.length > 0 && reply.text === "" ? null : reply.text,
          refusal: null,
          ...(reply.toolCalls.length > 0 ? { tool_calls: toolCalls(completion) } : {}),
        },
        logprobs: null,
        finish_reason: FINISH_REASONS[reply.finishReason],
      },
    ],
    usage: usage(completion),
    provider_metadata: routingMetadata(completion),
  };
}

/** The chunks of a streamed answer, made one at a time as the stream asks for them. */
export function* chatCompletionChunks(completion: Completion, includeUsage: boolean): Generator<string> {
  const base = head(completion, "chat.completion.chunk");
  const chunk = (delta: object, finishReason: string | null = null, extra: object = {}) =>
    JSON.stringify({
      ...base,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      ...extra,
    });

  yield chunk({ role: "assistant", content: "" });
  for (const text of textChunks(completion.reply.text)) yield chunk({ content: text });
  for (const [index, call] of toolCalls(completion).entries()) {
    yield chunk({
      tool_calls: [
        { index, id: call.id, type: call.type, function: { name: call.function.name, arguments: "" } },
      ],
    });
    yield chunk({ tool_calls: [{ index, function: { arguments: call.function.arguments } }] });
  }
  yield chunk({}, FINISH_REASONS[completion.reply.finishReason], {
    provider_metadata: routingMetadata(completion),
  });
  if (includeUsage) yield JSON.stringify({ ...base, choices: [], usage: usage(completion) });
  yield "[DONE]";
}
