// One request served: routed to a model and provider (routing.ts), answered by that model
// (reply.ts). Both protocols present the same Completion, and report the routing the same way, as
// `gateway.routing` provider metadata (the AI SDK's gateway provider reads it from there).
import { emulatorNow } from "../../../clock";
import { randomAlphanumeric } from "../../../ids";
import type { Store } from "../../../store";
import { scriptedReplies } from "../store";
import type { Conversation, Reply } from "./conversation";
import { reply } from "./reply";
import { route, type Routing } from "./routing";

export interface Completion {
  readonly id: string;
  /** Epoch milliseconds on the emulator's clock. */
  readonly createdMs: number;
  readonly routing: Routing;
  readonly reply: Reply;
}

export function complete(store: Store, ownerId: string, conversation: Conversation): Completion {
  const routing = route(store, ownerId, conversation.model, conversation.gateway);
  return {
    id: `gen_${randomAlphanumeric(24)}`,
    createdMs: emulatorNow(store),
    routing,
    reply: reply(routing.model.reply, conversation, scriptedReplies(store, ownerId)),
  };
}

/** `{ gateway: { routing } }`: which model and provider served, after which failed attempts. */
export function routingMetadata({ routing }: Completion) {
  return {
    gateway: {
      routing: {
        originalModelId: routing.requested,
        resolvedModelId: routing.model.id,
        finalProvider: routing.provider,
        ...(routing.ruleId ? { ruleId: routing.ruleId } : {}),
        attempts: routing.attempts.map((attempt) => ({ ...attempt })),
      },
    },
  };
}
