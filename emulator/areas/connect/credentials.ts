// A connector's credentials and what is issued on them. `data` is checked against its type's
// required fields and kept with credentials digested; an api-key connector keeps its keys (they are
// its tokens). Tokens (`POST /v1/connect/token/{connector}`) are issued only when the connector's
// state allows: a subject its type supports, an installation for an installing type's app tokens, a
// user's grant covering the scopes for user tokens. Tokens are answered once and never stored or
// logged; the codes are the ones the vercel CLI's `connect token` acts on.
import { randomBytes } from "node:crypto";
import type { AuthorizationRequest, TokenRequest } from "../../../schema/connect";
import { ApiError, badRequest, notFound } from "../../errors";
import { newId } from "../../ids";
import type { Store } from "../../store";
import {
  authorizationsOf,
  digest,
  type StoredApiKeyValue,
  type StoredAuthorization,
  type StoredConnector,
} from "./store";
import { CONNECTOR_TYPE_DEFINITIONS } from "../../../schema/connector-types";

/** How long an issued token lives [INF: an hour, as OAuth access tokens commonly do]. */
export const TOKEN_TTL_MS = 3_600_000;

const unresolved = (message: string) => new ApiError(400, "unresolved_token", message);
const installationRequired = (message: string) => new ApiError(409, "client_installation_required", message);
const authorizationRequired = (message: string) => new ApiError(409, "user_authorization_required", message);

/** The subjects a connector issues tokens for (an api-key connector's `data.subjectType`). */
export function subjectsOf(connector: StoredConnector): readonly ("app" | "user")[] {
  if (connector.type === "api-key") return [connector.data.subjectType === "user" ? "user" : "app"];
  return CONNECTOR_TYPE_DEFINITIONS[connector.type].subjects;
}

function digestSecrets(
  type: StoredConnector["type"],
  data: Record<string, unknown>,
): Record<string, unknown> {
  const secrets = CONNECTOR_TYPE_DEFINITIONS[type].secrets;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      secrets.includes(key) && typeof value === "string" ? digest(value) : value,
    ]),
  );
}

function apiKeyValues(raw: unknown, now: number): StoredApiKeyValue[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw badRequest(`Invalid request: "data.values" must be a list`);
  return raw.map((entry: unknown) => newApiKey(entry, now, "data.values"));
}

function newApiKey(entry: unknown, now: number, field: string): StoredApiKeyValue {
  const { value, scope, expiresAt } = (entry ?? {}) as Record<string, unknown>;
  if (typeof value !== "string" || value === "") {
    throw badRequest(`Invalid request: each of "${field}" needs a non-empty "value"`);
  }
  if (expiresAt !== undefined && (typeof expiresAt !== "number" || expiresAt <= now)) {
    throw badRequest(`Invalid request: "${field}" expiresAt must be a time in the future (epoch ms)`);
  }
  return {
    id: newId("key_", 16),
    value,
    ...(typeof scope === "string" ? { scope } : {}),
    ...(typeof expiresAt === "number" ? { expiresAt } : {}),
  };
}

/** A create's `data`: the type's required fields present, credentials digested. */
export function createData(
  type: StoredConnector["type"],
  data: Record<string, unknown>,
  now: number,
): { data: Record<string, unknown>; apiKeys?: StoredApiKeyValue[] } {
  for (const field of CONNECTOR_TYPE_DEFINITIONS[type].required) {
    const value = data[field];
    if (value === undefined || value === null || value === "") {
      throw badRequest(`Invalid request: "data.${field}" is required for ${type} connectors`);
    }
  }
  if (type === "api-key") {
    const { values, ...rest } = data;
    if (rest.subjectType !== undefined && rest.subjectType !== "app" && rest.subjectType !== "user") {
      throw badRequest(`Invalid request: "data.subjectType" must be app or user`);
    }
    return { data: rest, apiKeys: apiKeyValues(values, now) };
  }
  return { data: digestSecrets(type, data) };
}

/** An update's `data` merged onto the stored one; which re-authorizations the change needs. */
export function updateData(
  connector: StoredConnector,
  patch: Record<string, unknown>,
  now: number,
): { data: Record<string, unknown>; apiKeys?: StoredApiKeyValue[]; reconsent: boolean; reinstall: boolean } {
  if (connector.type === "api-key") {
    const { toAdd, toDelete, toUpdate, ...rest } = patch;
    let keys = [...(connector.apiKeys ?? [])];
    for (const id of (toDelete ?? []) as string[]) {
      if (!keys.some((k) => k.id === id))
        throw badRequest(`Invalid request: "data.toDelete" names no key ${id}`);
      keys = keys.filter((k) => k.id !== id);
    }
    for (const change of (toUpdate ?? []) as Array<Record<string, unknown>>) {
      const index = keys.findIndex((k) => k.id === change.id);
      const current = keys[index];
      if (!current) throw badRequest(`Invalid request: "data.toUpdate" names no key ${String(change.id)}`);
      keys[index] = { ...newApiKey({ ...current, ...change }, now, "data.toUpdate"), id: current.id };
    }
    keys.push(...((toAdd ?? []) as unknown[]).map((entry) => newApiKey(entry, now, "data.toAdd")));
    return { data: { ...connector.data, ...rest }, apiKeys: keys, reconsent: false, reinstall: false };
  }
  const definition = CONNECTOR_TYPE_DEFINITIONS[connector.type];
  const changed = (fields: readonly string[]) =>
    fields.some(
      (field) =>
        patch[field] !== undefined && JSON.stringify(patch[field]) !== JSON.stringify(connector.data[field]),
    );
  return {
    data: { ...connector.data, ...digestSecrets(connector.type, patch) },
    reconsent: changed(definition.userScopeFields),
    reinstall: changed(definition.appScopeFields),
  };
}

/**
 * An authorization request. There is no browser on the emulator: the authenticated caller's request
 * is its consent, so it is recorded approved (a user's grant, or an installation of the app).
 */
export function authorize(
  store: Store,
  ownerId: string,
  userId: string,
  connector: StoredConnector,
  body: AuthorizationRequest,
): StoredAuthorization {
  const subjects = subjectsOf(connector);
  const definition = CONNECTOR_TYPE_DEFINITIONS[connector.type];
  const subject = body.subject?.type ?? (subjects.includes("user") ? "user" : "app");
  if (!subjects.includes(subject)) {
    throw badRequest(`Invalid request: the connector ${connector.uid} does not issue ${subject} tokens`);
  }
  if (subject === "app" && !definition.supportsInstallation) {
    throw badRequest(`Invalid request: ${connector.type} connectors have no installation flow`);
  }
  const scopes = (body.scopes ?? []).filter((s) => s !== "*");
  const now = store.now();
  const previous =
    subject === "user"
      ? authorizationsOf(store).find(
          ownerId,
          (a) => a.connectorId === connector.id && a.subject === "user" && a.userId === userId,
        )
      : undefined;
  if (previous) {
    return authorizationsOf(store).replace(ownerId, {
      ...previous,
      scopes: [...new Set([...previous.scopes, ...scopes])],
      createdAt: now,
    });
  }
  return authorizationsOf(store).insert(ownerId, {
    id: newId("car_", 24),
    connectorId: connector.id,
    subject,
    userId,
    scopes,
    ...(subject === "app" ? { installationId: newId("inst_", 24) } : {}),
    createdAt: now,
  });
}

export interface IssuedToken {
  token: string;
  expiresAt: number;
  scopes: string[];
  subject: { type: "app" | "user"; id?: string };
  installationId?: string;
}

const newToken = () => `vct_${randomBytes(24).toString("base64url")}`;

/** A token, or the refusal that names what the connector's state lacks. */
export function issueToken(
  store: Store,
  ownerId: string,
  userId: string,
  connector: StoredConnector,
  body: TokenRequest,
): IssuedToken {
  const subjects = subjectsOf(connector);
  const subject = body.subject?.type ?? subjects[0] ?? "app";
  if (!subjects.includes(subject)) {
    throw unresolved(`The connector ${connector.uid} does not issue ${subject} tokens.`);
  }
  const requested = (body.scopes ?? []).filter((s) => s !== "*");
  const now = store.now();
  const expiresAt = now + TOKEN_TTL_MS;
  if (connector.type === "api-key") {
    const key = (connector.apiKeys ?? []).find(
      (k) =>
        (k.expiresAt === undefined || k.expiresAt > now) &&
        (requested.length === 0 || (k.scope !== undefined && requested.includes(k.scope))),
    );
    if (!key) throw unresolved(`The connector ${connector.uid} holds no unexpired key for these scopes.`);
    return {
      token: key.value,
      expiresAt: key.expiresAt ?? expiresAt,
      scopes: key.scope ? [key.scope] : [],
      subject: { type: subject },
    };
  }
  if (subject === "user") {
    const id = body.subject?.type === "user" ? (body.subject.id ?? userId) : userId;
    if (id !== userId) {
      throw unresolved(`A user token is issued only to the user who asks for it.`);
    }
    const grant = authorizationsOf(store).find(
      ownerId,
      (a) => a.connectorId === connector.id && a.subject === "user" && a.userId === userId,
    );
    if (!grant || !requested.every((s) => grant.scopes.includes(s))) {
      throw authorizationRequired(
        `You have not authorized ${connector.uid}${requested.length > 0 ? ` for ${requested.join(", ")}` : ""}.`,
      );
    }
    return {
      token: newToken(),
      expiresAt,
      scopes: requested.length > 0 ? requested : [...grant.scopes],
      subject: { type: "user", id: userId },
    };
  }
  if (!CONNECTOR_TYPE_DEFINITIONS[connector.type].supportsInstallation) {
    return { token: newToken(), expiresAt, scopes: requested, subject: { type: "app" } };
  }
  const installationId = body.installationId ?? connector.defaultInstallationId;
  const installation = authorizationsOf(store).find(
    ownerId,
    (a) =>
      a.connectorId === connector.id && a.installationId !== undefined && a.installationId === installationId,
  );
  if (body.installationId !== undefined && !installation) {
    throw notFound(`Installation not found: ${body.installationId}`);
  }
  if (!installation) throw installationRequired(`The connector ${connector.uid} is not installed.`);
  return {
    token: newToken(),
    expiresAt,
    scopes: requested.length > 0 ? requested : [...installation.scopes],
    subject: { type: "app" },
    installationId: installation.installationId as string,
  };
}
