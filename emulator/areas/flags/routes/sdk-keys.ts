// SDK keys of a project's flags (api-contract §8.6): created with PUT (200, the only answer with
// the key's value and connection string), listed masked, deleted by hashKey. The store keeps the
// value's SHA-256, so no later answer (and no state file) holds it.
import { randomBytes } from "node:crypto";
import {
  flagsConnectionString,
  SdkKeyCreated,
  SdkKeyCreateRequest,
  SdkKeyList,
} from "../../../../schema/flags";
import { notFound } from "../../../errors";
import { defineRoute, noContent, ok, type Route } from "../../../route";
import { hashToken } from "../../../tokens";
import { BASE, findProject, sdkKeysOf } from "../store";
import { presentKey, wireKey } from "../presenter";

const create = defineRoute({
  method: "PUT",
  paths: `${BASE}/sdk-keys`,
  body: SdkKeyCreateRequest,
  response: SdkKeyCreated,
  operation: "create",
  handle: ({ store, ownerId, userId, params, body }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    const keyValue = `vf_${body.sdkKeyType}_${randomBytes(24).toString("hex")}`;
    const hashKey = hashToken(keyValue).slice(0, 32);
    const now = store.now();
    const stored = sdkKeysOf(store).insert(ownerId, {
      id: hashKey,
      hashKey,
      keyHash: hashToken(keyValue),
      projectId: project.id,
      type: body.sdkKeyType,
      environment: body.environment,
      ...(body.label !== undefined ? { label: body.label } : {}),
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
      partialKeyValue: `${keyValue.slice(0, 12)}********`,
    });
    return ok({
      ...wireKey(stored),
      keyValue,
      connectionString: flagsConnectionString(project.id, keyValue),
    });
  },
});

const list = defineRoute({
  method: "GET",
  paths: `${BASE}/sdk-keys`,
  response: SdkKeyList,
  operation: "list",
  present: presentKey,
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    const keys = sdkKeysOf(store)
      .list(ownerId)
      .filter((k) => k.projectId === project.id);
    return { status: 200, layout: (present) => ({ data: keys.map(present) }) };
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: `${BASE}/sdk-keys/:hashKey`,
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    const key = sdkKeysOf(store).find(
      ownerId,
      (k) => k.projectId === project.id && k.hashKey === params.hashKey,
    );
    if (!key) throw notFound(`SDK key not found: ${params.hashKey}`);
    sdkKeysOf(store).remove(ownerId, key.id);
    return noContent();
  },
});

export const sdkKeyRoutes: readonly Route[] = [create, list, remove];
