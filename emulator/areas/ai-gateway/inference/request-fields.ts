// The request fields both protocols carry alike (the platform description's chat completions and the AI SDK's
// language-model calls), checked by one schema each.
import { z } from "zod";

/** A function tool's name, as OpenAI's API bounds it. */
export const ToolName = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1 to 64 letters, digits, '_' or '-'");

/** `providerOptions.gateway`: provider `order`, the `only` providers allowed, fallback `models`. */
export const ProviderOptions = z
  .looseObject({
    gateway: z
      .looseObject({
        order: z.array(z.string()).optional(),
        only: z.array(z.string()).optional(),
        models: z.array(z.string()).optional(),
      })
      .optional(),
  })
  .optional();
