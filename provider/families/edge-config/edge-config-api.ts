// The Edge Config area (api-contract §7), under its `/v1/global-config` paths: the only ones seed 000
// and @vercel/sdk list (the Terraform provider still calls the old `/v1/edge-config` name, which the
// emulator serves alike): stores, the items batch PATCH, the schema, and read tokens.
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import {
  EdgeConfig,
  EdgeConfigItem,
  EdgeConfigItemList,
  EdgeConfigList,
  EdgeConfigSchema,
  EdgeConfigStatus,
  EdgeConfigToken,
  EdgeConfigTokenCreated,
  EdgeConfigTokenList,
  type EdgeConfigCreateRequest,
  type EdgeConfigItemOperation,
  type JsonSchemaDefinition,
  type JsonValue,
} from "../../../schema/edge-config";
import type { HttpClient } from "../../client/http";
import { SiblingReads } from "../../client/sibling-reads";
import { orphanSweepingLookup } from "../../client/shown-once";

const STORES = "/v1/global-config";
const STORE = `${STORES}/{edgeConfigId}`;
const ITEM = `${STORE}/item/{key}`;
const SCHEMA = `${STORE}/schema`;

/** The platform answers an absent item or schema with 204: for callers that is "not found". */

/** An item a `create` operation makes. */
export interface NewItem {
  key: string;
  value: JsonValue;
  description?: string | null | undefined;
}

export class EdgeConfigApi {
  constructor(private readonly http: HttpClient) {}

  /**
   * Creates a store. Slugs are not unique, so after an ambiguous failure the lookup takes a
   * store with this slug only if it was not there before the call (one list first).
   */
  async create(body: EdgeConfigCreateRequest): Promise<EdgeConfig> {
    const before = new Set((await this.list()).filter((s) => s.slug === body.slug).map((s) => s.id));
    return this.http.create({
      method: "POST",
      path: STORES,
      body,
      response: EdgeConfig,
      lookup: async () => (await this.list()).find((s) => s.slug === body.slug && !before.has(s.id)),
    });
  }

  list(): Promise<EdgeConfig[]> {
    return this.http.request({ method: "GET", path: STORES, response: EdgeConfigList });
  }

  get(edgeConfigId: string): Promise<EdgeConfig> {
    return this.http.request({ method: "GET", path: STORE, params: { edgeConfigId }, response: EdgeConfig });
  }

  /** Renames the store (its only updatable field). */
  rename(edgeConfigId: string, slug: string): Promise<EdgeConfig> {
    return this.http.request({
      method: "PUT",
      idempotent: true,
      path: STORE,
      params: { edgeConfigId },
      body: { slug },
      response: EdgeConfig,
    });
  }

  async delete(edgeConfigId: string): Promise<void> {
    await this.storeItems.writing(edgeConfigId, () =>
      this.http.request({
        method: "DELETE",
        idempotent: true,
        path: STORE,
        params: { edgeConfigId },
        response: z.undefined(),
      }),
    );
  }

  /**
   * One batch of item operations, applied all or nothing. Safe to send twice unless it holds a
   * `create` (which fails when the key exists): callers creating an item use `createItem`.
   */
  async patchItems(edgeConfigId: string, items: readonly EdgeConfigItemOperation[]): Promise<void> {
    await this.storeItems.writing(edgeConfigId, () =>
      this.http.request({
        method: "PATCH",
        idempotent: items.every((op) => op.operation !== "create"),
        path: `${STORE}/items`,
        params: { edgeConfigId },
        body: { items },
        response: EdgeConfigStatus,
      }),
    );
  }

  /**
   * Creates items with `create` operations, so an existing key is a conflict rather than
   * overwritten. After an ambiguous failure the lookup accepts the batch as done only when every
   * key holds exactly what was sent.
   */
  async createItems(edgeConfigId: string, items: readonly NewItem[]): Promise<void> {
    await this.storeItems.writing(edgeConfigId, () => this.createItemsOnce(edgeConfigId, items));
  }

  private async createItemsOnce(edgeConfigId: string, items: readonly NewItem[]): Promise<void> {
    await this.http.create({
      method: "PATCH",
      path: `${STORE}/items`,
      params: { edgeConfigId },
      body: { items: items.map((item) => ({ operation: "create", ...item })) },
      response: EdgeConfigStatus,
      lookup: async () => {
        const stored = new Map((await this.items(edgeConfigId)).map((item) => [item.key, item]));
        const done = items.every((item) => {
          const found = stored.get(item.key);
          return (
            found !== undefined &&
            isDeepStrictEqual(found.value, item.value) &&
            found.description === (item.description ?? undefined)
          );
        });
        return done ? { status: "ok" as const } : undefined;
      },
    });
  }

  items(edgeConfigId: string): Promise<EdgeConfigItem[]> {
    return this.http.request({
      method: "GET",
      path: `${STORE}/items`,
      params: { edgeConfigId },
      response: EdgeConfigItemList,
    });
  }

  /**
   * One item, read with the other items of its store that are read at the same time (one list of
   * the store serves them; sibling-reads.ts), or alone. An absent key is a NotFoundError.
   */
  readItem(edgeConfigId: string, key: string): Promise<EdgeConfigItem> {
    return this.storeItems.read(edgeConfigId, key, () => this.item(edgeConfigId, key));
  }

  /** The items of each store read together, shared by every copy of this client for the scope. */
  private get storeItems(): SiblingReads<EdgeConfigItem> {
    return this.http.perScope("edge config items", () => {
      const list = (edgeConfigId: string) => this.items(edgeConfigId);
      return new SiblingReads<EdgeConfigItem>({ list, idsOf: (item) => [item.key] });
    });
  }

  /** One item; an absent key (204) is a NotFoundError, like a missing store. */
  async item(edgeConfigId: string, key: string): Promise<EdgeConfigItem> {
    const found = await this.findItem(edgeConfigId, key);
    if (found === undefined) throw this.http.missing(ITEM, `Edge Config item not found: ${key}`);
    return found;
  }

  /** One item, or undefined when the store has no such key (the platform answers 204). */
  findItem(edgeConfigId: string, key: string): Promise<EdgeConfigItem | undefined> {
    return this.http.request({
      method: "GET",
      path: ITEM,
      params: { edgeConfigId, key },
      response: EdgeConfigItem.optional(),
    });
  }

  /** The store's schema; none (204) is a NotFoundError. */
  async schema(edgeConfigId: string): Promise<EdgeConfigSchema> {
    const found = await this.findSchema(edgeConfigId);
    if (found === undefined) throw this.http.missing(SCHEMA, `Edge Config ${edgeConfigId} has no schema`);
    return found;
  }

  /** The store's schema, or undefined when it has none (the platform answers 204). */
  findSchema(edgeConfigId: string): Promise<EdgeConfigSchema | undefined> {
    return this.http.request({
      method: "GET",
      path: SCHEMA,
      params: { edgeConfigId },
      response: EdgeConfigSchema.optional(),
    });
  }

  /** Sets the schema: sending it twice sets the same. */
  setSchema(edgeConfigId: string, definition: JsonSchemaDefinition): Promise<EdgeConfigSchema> {
    return this.http.request({
      method: "POST",
      idempotent: true,
      path: SCHEMA,
      params: { edgeConfigId },
      body: { definition },
      response: EdgeConfigSchema,
    });
  }

  async deleteSchema(edgeConfigId: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: SCHEMA,
      params: { edgeConfigId },
      response: z.undefined(),
    });
  }

  /**
   * Creates a read token; its value is in this answer only. Labels are not unique, so after an
   * ambiguous failure the tokens of this label that appeared since the call began are deleted and
   * the create is sent again (client/shown-once.ts).
   */
  async createToken(edgeConfigId: string, label: string): Promise<EdgeConfigTokenCreated> {
    const lookup = await orphanSweepingLookup<EdgeConfigToken>({
      list: () => this.tokens(edgeConfigId),
      isSame: (token) => token.label === label,
      remove: (ids) => this.deleteTokens(edgeConfigId, ids),
    });
    return this.http.create({
      method: "POST",
      path: `${STORE}/token`,
      params: { edgeConfigId },
      body: { label },
      response: EdgeConfigTokenCreated,
      lookup,
    });
  }

  tokens(edgeConfigId: string): Promise<EdgeConfigToken[]> {
    return this.http.request({
      method: "GET",
      path: `${STORE}/tokens`,
      params: { edgeConfigId },
      response: EdgeConfigTokenList,
    });
  }

  /** A token by id; one the store no longer lists is a NotFoundError. */
  async token(edgeConfigId: string, tokenId: string): Promise<EdgeConfigToken> {
    const found = (await this.tokens(edgeConfigId)).find((t) => t.id === tokenId);
    if (!found) throw this.http.missing(`${STORE}/tokens`, `Edge Config token not found: ${tokenId}`);
    return found;
  }

  /** A token by its value, as the platform looks it up. */
  tokenByValue(edgeConfigId: string, token: string): Promise<EdgeConfigToken> {
    return this.http.request({
      method: "GET",
      path: `${STORE}/token/{token}`,
      params: { edgeConfigId, token },
      response: EdgeConfigToken,
    });
  }

  async deleteTokens(edgeConfigId: string, ids: readonly string[]): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: `${STORE}/tokens`,
      params: { edgeConfigId },
      body: { ids },
      response: z.undefined(),
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    edgeConfig: EdgeConfigApi;
  }
}
