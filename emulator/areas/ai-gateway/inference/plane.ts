// The inference gateway ({gateway_url}, seed 001): a data plane on a listener of its own. Its
// routes: the platform description's OpenAI-compatible `/v1/models` and `/v1/chat/completions`, and the AI SDK's
// gateway protocol under `/v4/ai` (ai-sdk-protocol.ts). Every request carries a gateway API key
// (`Authorization: Bearer vck_...`, minted by `POST /_emulator/ai-gateway/keys`); the key's owner's
// virtual model configs and rules apply to its requests. Platform tokens are not gateway keys.
import { VIRTUAL_MODEL_PREFIX } from "../../../../schema/ai-gateway";
import {
  ChatCompletion,
  ChatCompletionChunk,
  GenerateResult,
  LanguageModelConfig,
  ModelList,
  StreamPart,
} from "../../../../schema/ai-gateway-inference";
import {
  definePlaneRoute,
  jsonBody,
  type DataPlane,
  type PlaneContext,
  type PlaneReply,
  type PlaneRequest,
} from "../../../data-plane";
import type { Store } from "../../../store";
import { emulatorNow } from "../../../clock";
import { hashToken } from "../../../tokens";
import { gatewayApiKey } from "../../api-keys/store";
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
  /** The key as sent: it keys the caller's rate-limit windows, and is never logged. */
  readonly token: string;
  /** The team or user the key belongs to. */
  readonly ownerId: string;
}

type Call = PlaneContext<Record<string, string>, GatewayCaller>;

const route = definePlaneRoute<GatewayCaller>();
const json = (body: unknown): PlaneReply => ({ status: 200, json: body });

/** OpenAI's model list: the catalogue, then the key owner's virtual models (`vmc/<slug>`) but stealth ones. */
function listModels({ store, caller }: Call): PlaneReply {
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
  return json({ object: "list", data: [...models, ...virtual] });
}

function chatCompletions({ store, caller, request }: Call): PlaneReply {
  const chat = parseChatRequest(jsonBody(request));
  const completion = complete(store, caller.ownerId, chat.conversation);
  if (!chat.stream) return json(chatCompletion(completion));
  return { status: 200, events: chatCompletionChunks(completion, chat.includeUsage) };
}

function languageModel({ store, caller, request }: Call): PlaneReply {
  const call = parseLanguageModelRequest(request.headers, jsonBody(request));
  const completion = complete(store, caller.ownerId, call.conversation);
  return call.stream ? { status: 200, events: streamParts(completion) } : json(generateResult(completion));
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function authenticate(request: PlaneRequest, store: Store): GatewayCaller {
  const key = BEARER.exec(request.headers.authorization ?? "")?.[1];
  if (key === undefined)
    throw unauthenticated("Missing API key: send Authorization: Bearer <AI gateway API key>");
  const hash = hashToken(key);
  // A key made with the management API (`POST /api-keys`, purpose ai-gateway) works until it expires.
  const managed = gatewayApiKey(store, hash, emulatorNow(store));
  if (managed) return { token: key, ownerId: managed.ownerId };
  const stored = gatewayKey(store, hash);
  if (!stored) {
    throw unauthenticated(
      "Invalid API key: the gateway takes AI gateway API keys (POST /api-keys with purpose ai-gateway, or POST /_emulator/ai-gateway/keys, mints one), not platform tokens",
    );
  }
  return { token: key, ownerId: stored.ownerId };
}

/** The platform description gives no gateway limits; these groups take the emulator's figures (rate-limit.ts). */
const READ = "ai-gateway.read";
const INFERENCE = "ai-gateway.create";

export const aiGatewayPlane: DataPlane<GatewayCaller> = {
  name: "ai-gateway",
  routes: [
    route({
      method: "GET",
      paths: "/v1/models",
      rateLimitGroup: READ,
      response: ModelList,
      handle: listModels,
    }),
    route({
      method: "POST",
      paths: "/v1/chat/completions",
      rateLimitGroup: INFERENCE,
      response: ChatCompletion,
      event: ChatCompletionChunk,
      handle: chatCompletions,
    }),
    route({
      method: "GET",
      paths: `${AI_SDK_BASE}/config`,
      rateLimitGroup: READ,
      response: LanguageModelConfig,
      handle: ({ store }) => json(modelConfig(store)),
    }),
    route({
      method: "POST",
      paths: `${AI_SDK_BASE}/language-model`,
      rateLimitGroup: INFERENCE,
      response: GenerateResult,
      event: StreamPart,
      handle: languageModel,
    }),
  ],
  authenticate,
  errorBody: gatewayErrorBody,
};
