// A chat request and its reply in the gateway's own terms, whatever protocol carried them: the
// OpenAI-compatible chat completions (openai-request.ts) and the AI SDK's gateway protocol
// (ai-sdk-protocol.ts) both turn their request into a Conversation and present the same Reply.

export type ContentPart =
  | { readonly kind: "text"; readonly text: string }
  | {
      /** An image (or another file the AI SDK sends), inline: the emulator never downloads. */
      readonly kind: "file";
      readonly mediaType: string;
      /** Decoded size: the data was checked. */
      readonly bytes: number;
      /** OpenAI's image `detail`; `auto` when the protocol has none. */
      readonly detail: string;
    };

export interface ToolCall {
  readonly id: string;
  readonly name: string;
  /** The arguments as JSON text, as both protocols carry them. */
  readonly arguments: string;
}

export type Message =
  | { readonly role: "system" | "user"; readonly parts: readonly ContentPart[] }
  | {
      readonly role: "assistant";
      readonly parts: readonly ContentPart[];
      readonly toolCalls: readonly ToolCall[];
    }
  | {
      readonly role: "tool";
      readonly toolCallId: string;
      readonly toolName?: string | undefined;
      readonly text: string;
    };

/** A JSON Schema object as tools declare their parameters. */
export interface ParametersSchema {
  readonly type?: unknown;
  readonly properties?: Readonly<Record<string, PropertySchema>>;
  readonly required?: readonly string[];
}

export interface PropertySchema {
  readonly type?: unknown;
  readonly description?: unknown;
  readonly enum?: readonly unknown[];
}

export interface ToolSpec {
  readonly name: string;
  readonly description?: string | undefined;
  readonly parameters: ParametersSchema;
}

export type ToolChoice =
  { readonly type: "auto" | "none" | "required" } | { readonly type: "tool"; readonly name: string };

/** `providerOptions.gateway`: provider order and filter, and fallback models. */
export interface GatewayOptions {
  readonly order?: readonly string[] | undefined;
  readonly only?: readonly string[] | undefined;
  readonly models?: readonly string[] | undefined;
}

export interface Conversation {
  /** As requested: a catalogue id or `vmc/<slug>`. */
  readonly model: string;
  readonly messages: readonly Message[];
  readonly tools: readonly ToolSpec[];
  readonly toolChoice: ToolChoice;
  readonly gateway: GatewayOptions;
}

export interface Usage {
  readonly inputTokens: number;
  readonly outputTokens: number;
}

export interface Reply {
  readonly text: string;
  readonly toolCalls: readonly ToolCall[];
  readonly finishReason: "stop" | "tool-calls";
  readonly usage: Usage;
}
