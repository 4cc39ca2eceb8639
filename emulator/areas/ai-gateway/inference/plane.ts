// The inference gateway ({gateway_url}, seed 001): a data plane on a listener of its own. Its
// routes: the seed's OpenAI-compatible `/v1/models` and `/v1/chat/completions`, and the AI SDK's
// gateway protocol under `/v4/ai` (ai-sdk-protocol.ts). Every request carries a gateway API key
// (`Authorization: Bearer vck_...`, minted by `POST /_emulator/ai-gateway/keys`); the key's owner's
// virtual model configs and rules apply to its requests. Platform tokens are not gateway keys.
import type { IncomingHttpHeaders } from "node:http";
import { VIRTUAL_MODEL_PREFIX } from "../../../../schema/ai-gateway";
import {
  jsonAnswer,
  type DataPlane,
  type PlaneAnswer,
  type PlaneCall,
  type PlaneRoute,
} from "../../../data-plane";
import type { Store } from "../../../store";
import { hashToken } from "../../../tokens";
import { catalogue } from "../catalogue";
import { gatewayKey, virtualModelsOf } from "../store";
import {
  AI_SDK_BASE,
  generateResult,
  modelConfig,
  parseLanguageModelRequest,
  streamParts,
} from "./ai-sdk-protocol";
import { complete } from "./completion";
import { gatewayErrorBody, unauthenticated } from "./errors";
import { chatCompletion, chatCompletionChunks } from "./openai-response";
import { parseChatRequest } from "./openai-request";

export interface GatewayCaller {
  /** The team or user the key belongs to. */
  readonly ownerId: string;
}

type Call = PlaneCall<GatewayCaller>;

const route = (
  method: PlaneRoute<GatewayCaller>["method"],
  path: string,
  handle: (call: Call) => PlaneAnswer,
): PlaneRoute<GatewayCaller> => ({ method, paths: [path], handle });

/** OpenAI's model list: the catalogue, then the key owner's virtual models (`vmc/<slug>`) but stealth ones. */
function listModels({ store, caller }: Call): PlaneAnswer {
  const models = catalogue(store).map((model) => ({
    id: model.id,
    object: "model",
    created: model.created,
    owned_by: model.id.split("/")[0],
    name: model.name,
    description: model.description,
    context_window: model.contextWindow,
    max_tokens: model.maxTokens,
    type: "language",
    pricing: { input: "0", output: "0" },
  }));
  const virtual = virtualModelsOf(store)
    .list(caller.ownerId)
    .filter((config) => config.visibility !== "stealth")
    .map((config) => ({
      id: `${VIRTUAL_MODEL_PREFIX}${config.virtualModelSlug}`,
      object: "model",
      created: Math.floor(config.createdAt / 1000),
      owned_by: config.ownerId,
      name: config.displayName ?? config.virtualModelSlug,
      description: config.description ?? "",
      type: "language",
    }));
  return jsonAnswer({ object: "list", data: [...models, ...virtual] });
}

function chatCompletions({ store, caller, body }: Call): PlaneAnswer {
  const request = parseChatRequest(body);
  const completion = complete(store, caller.ownerId, request.conversation);
  if (!request.stream) return jsonAnswer(chatCompletion(completion));
  return { kind: "events", events: chatCompletionChunks(completion, request.includeUsage) };
}

function languageModel({ store, caller, headers, body }: Call): PlaneAnswer {
  const request = parseLanguageModelRequest(headers, body);
  const completion = complete(store, caller.ownerId, request.conversation);
  return request.stream
    ? { kind: "events", events: streamParts(completion) }
    : jsonAnswer(generateResult(completion));
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function authenticate(headers: IncomingHttpHeaders, store: Store): GatewayCaller {
  const key = BEARER.exec(headers.authorization ?? "")?.[1];
  if (key === undefined)
    throw unauthenticated("Missing API key: send Authorization: Bearer <AI gateway API key>");
  const stored = gatewayKey(store, hashToken(key));
  if (!stored) {
    throw unauthenticated(
      "Invalid API key: the gateway takes AI gateway API keys (POST /_emulator/ai-gateway/keys mints one), not platform tokens",
    );
  }
  return { ownerId: stored.ownerId };
}

export const aiGatewayPlane: DataPlane<GatewayCaller> = {
  name: "ai-gateway",
  routes: [
    route("GET", "/v1/models", listModels),
    route("POST", "/v1/chat/completions", chatCompletions),
    route("GET", `${AI_SDK_BASE}/config`, ({ store }) => jsonAnswer(modelConfig(store))),
    route("POST", `${AI_SDK_BASE}/language-model`, languageModel),
  ],
  authenticate,
  errorBody: gatewayErrorBody,
};
