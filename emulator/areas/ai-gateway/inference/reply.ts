// What the emulator's models answer, deterministically:
// - after tool results, a sentence per result (`get_weather returned {...}`), so a client's tool
//   loop ends;
// - a tool call for each offered tool the last user message names (tool_choice `auto`), the
//   named or first tool for `required`, the given tool for a forced choice, none for `none`;
// - otherwise `echo` answers with the last user message (images described by type, size and
//   detail) and `scripted` with the first of the owner's scripted replies whose match occurs in it.
import type { ScriptedReply, ReplyStyle } from "../store";
import type { ContentPart, Conversation, Message, Reply, ToolCall, ToolSpec } from "./conversation";
import { invalidField } from "./errors";
import { toolArguments } from "./tool-arguments";

export function reply(
  style: ReplyStyle,
  conversation: Conversation,
  scripts: readonly ScriptedReply[],
): Reply {
  const { messages } = conversation;
  const toolResults = trailingToolResults(messages);
  if (toolResults.length > 0) return answer(conversation, toolResults.map(describeResult).join("\n"), []);

  const text = lastUserText(messages);
  const calls = requestedTools(conversation, text).map((tool, index) =>
    toolCall(messages.length, index, tool.name, toolArguments(tool.parameters, text)),
  );
  if (calls.length > 0) return answer(conversation, "", calls);
  if (style === "echo") return answer(conversation, text, []);

  const script = scripts.find((entry) => entry.match === undefined || text.includes(entry.match));
  if (!script) {
    throw invalidField(
      "messages",
      "matches no scripted reply of emulator/scripted (set them with PUT /_emulator/ai-gateway/scripts)",
    );
  }
  const scriptedCalls = script.toolCall
    ? [toolCall(messages.length, 0, script.toolCall.name, script.toolCall.arguments)]
    : [];
  return answer(conversation, script.reply ?? "", scriptedCalls);
}

/** A part as text: images and files as what they are, since the emulator does not look inside. */
export function renderPart(part: ContentPart): string {
  if (part.kind === "text") return part.text;
  const what = part.mediaType.startsWith("image/") ? "image" : "file";
  return `[${what} ${part.mediaType}, ${part.bytes} bytes, detail ${part.detail}]`;
}

function messageText(message: Message): string {
  return message.role === "tool" ? message.text : message.parts.map(renderPart).join("\n");
}

function lastUserText(messages: readonly Message[]): string {
  const last = messages.findLast((message) => message.role === "user");
  return last ? messageText(last) : "";
}

/** The tool results after the last assistant message, when the conversation ends with them. */
function trailingToolResults(messages: readonly Message[]): Extract<Message, { role: "tool" }>[] {
  const results: Extract<Message, { role: "tool" }>[] = [];
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message?.role !== "tool") break;
    results.unshift(message);
  }
  return results;
}

function describeResult(result: Extract<Message, { role: "tool" }>): string {
  return `${result.toolName ?? result.toolCallId} returned ${result.text}`;
}

function requestedTools({ tools, toolChoice }: Conversation, text: string): ToolSpec[] {
  switch (toolChoice.type) {
    case "none":
      return [];
    case "tool":
      return tools.filter((tool) => tool.name === toolChoice.name);
    case "required": {
      const named = tools.filter((tool) => names(text, tool.name));
      return named.length > 0 ? named : tools.slice(0, 1);
    }
    default:
      return tools.filter((tool) => names(text, tool.name));
  }
}

/** Does `text` name the tool as a word of its own (not inside a longer identifier)? */
function names(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\w-])${escaped}($|[^\\w-])`).test(text);
}

/** Ids are unique within a conversation (it grows by a message per step) and the same on every run. */
function toolCall(step: number, index: number, name: string, args: Record<string, unknown>): ToolCall {
  return { id: `call_${step}_${index}`, name, arguments: JSON.stringify(args) };
}

function answer(conversation: Conversation, text: string, toolCalls: ToolCall[]): Reply {
  const prompt = conversation.messages.map(messageText).join("\n");
  const output = text + toolCalls.map((call) => call.name + call.arguments).join("");
  return {
    text,
    toolCalls,
    finishReason: toolCalls.length > 0 ? "tool-calls" : "stop",
    usage: { inputTokens: tokens(prompt), outputTokens: tokens(output) },
  };
}

/** About four characters a token, as tokenizers average on English text; at least one. */
function tokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

/** A reply's text in chunks as a model streams it: a word with the space after it. */
export function textChunks(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? (text === "" ? [] : [text]);
}
