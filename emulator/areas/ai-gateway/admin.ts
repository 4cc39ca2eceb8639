// The admin routes of the inference gateway (`/_emulator/ai-gateway/...`), standing in for the
// dashboard and for the providers behind the gateway: where the gateway listens, mint and revoke API
// keys, switch a provider off and on (its attempts fail, and the gateway falls back), add models to
// the catalogue, and set the replies of `emulator/scripted`.
import {
  AddedModel,
  GatewayKeyRequest,
  ProviderSwitch,
  ScriptsRequest,
  type GatewayKeyResponse,
} from "../../../schema/ai-gateway";
import { notFound } from "../../errors";
import { newId } from "../../ids";
import { created, defineRoute, noContent, ok, type Route } from "../../route";
import { resolveOwner } from "../../scope";
import { hashToken, newGatewayKey } from "../../tokens";
import { IDENTITY_OWNER } from "../identity/store";
import { catalogue } from "./catalogue";
import { addedModelsOf, gatewayKeysOf, isProviderDown, outagesOf, scriptsOf } from "./store";

const BASE = "/_emulator/ai-gateway";

/** @param gatewayUrl the gateway listener's URL, known once it listens */
export function aiGatewayAdminRoutes(gatewayUrl: () => string): Route[] {
  return [
    defineRoute({ method: "GET", paths: BASE, handle: () => ok({ url: gatewayUrl() }) }),

    defineRoute({
      method: "POST",
      paths: `${BASE}/keys`,
      body: GatewayKeyRequest,
      handle: ({ store, userId, body }) => {
        const ownerId = resolveOwner({ teamId: body.teamId }, userId, store);
        const key = newGatewayKey();
        const keyId = newId("key_", 24);
        const name = body.name ?? keyId;
        gatewayKeysOf(store).insert(IDENTITY_OWNER, {
          id: hashToken(key),
          keyId,
          ownerId,
          name,
          createdAt: store.now(),
        });
        const answer: GatewayKeyResponse = { keyId, key, ownerId, name };
        return created(answer);
      },
    }),

    defineRoute({
      method: "DELETE",
      paths: `${BASE}/keys/:keyId`,
      handle: ({ store, params }) => {
        const keys = gatewayKeysOf(store);
        const stored = keys.find(IDENTITY_OWNER, (key) => key.keyId === params.keyId);
        if (!stored) throw notFound(`Gateway API key not found: ${params.keyId}`);
        keys.remove(IDENTITY_OWNER, stored.id);
        return noContent();
      },
    }),

    defineRoute({
      method: "GET",
      paths: `${BASE}/providers`,
      handle: ({ store }) => {
        const providers = [...new Set(catalogue(store).flatMap((model) => model.providers))].sort();
        return ok({
          providers: providers.map((provider) => ({ provider, available: !isProviderDown(store, provider) })),
        });
      },
    }),

    defineRoute({
      method: "PUT",
      paths: `${BASE}/providers/:provider`,
      body: ProviderSwitch,
      handle: ({ store, params, body }) => {
        const outages = outagesOf(store);
        const down = isProviderDown(store, params.provider);
        if (!body.available && !down) outages.insert(IDENTITY_OWNER, { id: params.provider });
        if (body.available && down) outages.remove(IDENTITY_OWNER, params.provider);
        return ok({ provider: params.provider, available: body.available });
      },
    }),

    defineRoute({
      method: "POST",
      paths: `${BASE}/models`,
      body: AddedModel,
      handle: ({ store, body }) => {
        const models = addedModelsOf(store);
        models.remove(IDENTITY_OWNER, body.id);
        const model = models.insert(IDENTITY_OWNER, {
          id: body.id,
          name: body.name ?? body.id,
          description: body.description ?? "",
          providers: body.providers,
          reply: body.reply,
          contextWindow: 128_000,
          maxTokens: 8_192,
          created: Math.floor(store.now() / 1000),
        });
        return created(model);
      },
    }),

    defineRoute({
      method: "PUT",
      paths: `${BASE}/scripts`,
      body: ScriptsRequest,
      handle: ({ store, userId, body }) => {
        const ownerId = resolveOwner({ teamId: body.teamId }, userId, store);
        const scripts = scriptsOf(store);
        scripts.remove(ownerId, "replies");
        scripts.insert(ownerId, { id: "replies", replies: body.replies });
        return ok({ ownerId, replies: body.replies });
      },
    }),
  ];
}
