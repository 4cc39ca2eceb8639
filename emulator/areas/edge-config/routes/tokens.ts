// Read tokens of an Edge Config store (api-contract §7.7). A token's value is answered once, by
// the create; the store keeps its SHA-256 and a masked `partialToken`, so no later answer (and no
// state file) holds it. `GET .../token/:token` finds a token by its value, as the platform does.
import { randomUUID } from "node:crypto";
import {
  EdgeConfigToken,
  EdgeConfigTokenCreated,
  EdgeConfigTokenCreateRequest,
  EdgeConfigTokenList,
  EdgeConfigTokensDeleteRequest,
} from "../../../../schema/edge-config";
import { notFound } from "../../../errors";
import { defineRoute, created, item, noContent, type Route } from "../../../route";
import { hashToken } from "../../../tokens";
import { bothPrefixes, findConfig, tokensOf } from "../store";
import { arrayOf, presentToken } from "../presenter";

/** The first three characters and a fixed mask of eight (the platform's form). */
const partial = (token: string) => `${token.slice(0, 3)}********`;

const create = defineRoute({
  method: "POST",
  paths: bothPrefixes("/:edgeConfigId/token"),
  body: EdgeConfigTokenCreateRequest,
  response: EdgeConfigTokenCreated,
  handle: ({ store, ownerId, params, body }) => {
    const config = findConfig(store, ownerId, params.edgeConfigId);
    const token = randomUUID();
    const stored = tokensOf(store).insert(ownerId, {
      id: randomUUID(),
      edgeConfigId: config.id,
      label: body.label,
      tokenHash: hashToken(token),
      partialToken: partial(token),
      createdAt: store.now(),
    });
    return created({ token, id: stored.id });
  },
});

const list = defineRoute({
  method: "GET",
  paths: bothPrefixes("/:edgeConfigId/tokens"),
  response: EdgeConfigTokenList,
  operation: "list",
  present: presentToken,
  handle: ({ store, ownerId, params }) => {
    const config = findConfig(store, ownerId, params.edgeConfigId);
    return arrayOf(
      tokensOf(store)
        .list(ownerId)
        .filter((token) => token.edgeConfigId === config.id),
    );
  },
});

const get = defineRoute({
  method: "GET",
  paths: bothPrefixes("/:edgeConfigId/token/:token"),
  response: EdgeConfigToken,
  present: presentToken,
  handle: ({ store, ownerId, params }) => {
    const config = findConfig(store, ownerId, params.edgeConfigId);
    const hash = hashToken(params.token);
    const found = tokensOf(store).find(ownerId, (t) => t.edgeConfigId === config.id && t.tokenHash === hash);
    if (!found) throw notFound("Edge Config token not found");
    return item(found);
  },
});

/** Deletes the tokens named by value or id; unknown ones are already gone. */
const remove = defineRoute({
  method: "DELETE",
  paths: bothPrefixes("/:edgeConfigId/tokens"),
  body: EdgeConfigTokensDeleteRequest,
  handle: ({ store, ownerId, params, body }) => {
    const config = findConfig(store, ownerId, params.edgeConfigId);
    const hashes = new Set((body.tokens ?? []).map(hashToken));
    const ids = new Set(body.ids ?? []);
    for (const token of tokensOf(store).list(ownerId)) {
      if (token.edgeConfigId === config.id && (ids.has(token.id) || hashes.has(token.tokenHash))) {
        tokensOf(store).remove(ownerId, token.id);
      }
    }
    return noContent();
  },
});

export const tokenRoutes: readonly Route[] = [create, list, get, remove];
