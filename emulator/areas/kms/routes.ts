// `kms` (seed 000): key-signing issuers, their signing keys (activate, revoke) and project-grant
// policies, and signing: `sign/message` answers a JWS signature of the message's bytes, `sign/token`
// a JWT (`kid` the active key), both verifiable with the keys the issuer publishes
// (`signingKeys[].publicKey`). Creating an issuer makes its first key, active. Times of revocation
// run on the emulator's clock.
import { z } from "zod";
import {
  KmsIssuer,
  KmsIssuerCreateRequest,
  KmsIssuerList,
  KmsIssuerUpdateRequest,
  KmsPolicy,
  KmsPolicyUpdateRequest,
  KmsSigningKey,
  KmsSigningKeyCreateRequest,
  ProjectGrantPolicyRequest,
  SignMessageAnswer,
  SignMessageRequest,
  SignTokenAnswer,
  SignTokenRequest,
  type KmsAlgorithm,
} from "../../../schema/kms";
import { emulatorNow } from "../../clock";
import { badRequest, conflict, notFound } from "../../errors";
import { newId } from "../../ids";
import { presenter } from "../../present";
import { defineRoute, item, list, noContent, ok, type ApiArea } from "../../route";
import type { Store } from "../../store";
import { teamsOfUser } from "../identity/store";
import { findProject } from "../projects/store";
import { generateKeyMaterial, jwsSign, signJwt } from "./keys";
import { presentIssuer, presentKey, presentPolicy, type IssuerView } from "./presenter";
import {
  findIssuer,
  findKey,
  issuersOf,
  keysOf,
  signingKeysOf,
  type StoredIssuer,
  type StoredPolicy,
  type StoredSigningKey,
} from "./store";

const ISSUERS = "/v1/kms/issuers";
const ISSUER = `${ISSUERS}/:issuerId`;
const HOUR = 3_600_000;
/** How long a replaced key stays published when the new key's request says nothing (inferred). */
const DEFAULT_REVOKE_AFTER_HOURS = 24;

const viewOf = (store: Store, ownerId: string, issuer: StoredIssuer): IssuerView => ({
  issuer,
  keys: keysOf(store, ownerId, issuer.id, emulatorNow(store)),
});

function newKey(
  store: Store,
  ownerId: string,
  issuerId: string,
  algorithm: KmsAlgorithm,
  status: StoredSigningKey["status"],
) {
  const id = newId("key_", 24);
  const material = generateKeyMaterial(algorithm, id);
  const now = store.now();
  return signingKeysOf(store).insert(ownerId, {
    id,
    issuerId,
    algorithm,
    status,
    privateKeyPem: material.privateKeyPem,
    publicKeyPem: material.publicKeyPem,
    publicJwk: material.publicJwk,
    fingerprint: material.fingerprint,
    createdAt: now,
    updatedAt: now,
    ...(status === "active" ? { activatedAt: now } : {}),
  });
}

/** Makes `key` the active one; the previously active key goes to `revoking` at `revokeAt`. */
function activate(store: Store, ownerId: string, key: StoredSigningKey, revokeAt: number): StoredSigningKey {
  for (const other of keysOf(store, ownerId, key.issuerId, emulatorNow(store))) {
    if (other.id !== key.id && other.status === "active") {
      signingKeysOf(store).replace(ownerId, {
        ...other,
        status: "revoking",
        revokeAt,
        updatedAt: store.now(),
      });
    }
  }
  const now = store.now();
  return signingKeysOf(store).replace(ownerId, {
    ...key,
    status: "active",
    activatedAt: now,
    updatedAt: now,
  });
}

/**
 * The issuer a signing call names: the SDK's sign operations take no team, so an issuer of any team
 * the caller is in is found by its id (ids are unique), the call's own scope first.
 */
function signingIssuer(
  store: Store,
  ownerId: string,
  userId: string,
  issuerId: string,
): [string, StoredIssuer] {
  for (const owner of [ownerId, ...teamsOfUser(store, userId).map((team) => team.id)]) {
    const issuer = issuersOf(store).get(owner, issuerId);
    if (issuer) return [owner, issuer];
  }
  throw notFound(`Issuer not found: ${issuerId}`);
}

function activeKey(store: Store, ownerId: string, issuer: StoredIssuer): StoredSigningKey {
  const key = keysOf(store, ownerId, issuer.id, emulatorNow(store)).find((k) => k.status === "active");
  if (!key) throw badRequest(`The issuer ${issuer.id} has no active signing key: activate or create one`);
  return key;
}

function policyOf(
  store: Store,
  ownerId: string,
  body: z.infer<typeof ProjectGrantPolicyRequest>,
): StoredPolicy {
  const project = findProject(store, ownerId, body.projectId);
  const now = store.now();
  return {
    kind: "project-grant",
    teamId: ownerId,
    projectId: project.id,
    environments: body.environments,
    ...(body.tokenClaims ? { tokenClaims: body.tokenClaims } : {}),
    createdAt: now,
    updatedAt: now,
  };
}

function saveIssuer(store: Store, ownerId: string, issuer: StoredIssuer): StoredIssuer {
  return issuersOf(store).replace(ownerId, { ...issuer, updatedAt: store.now() });
}

const issuerPresenter = presenter(presentIssuer);
const keyPresenter = presenter(presentKey);
const policyPresenter = presenter(presentPolicy);

const routes = [
  defineRoute({
    method: "GET",
    paths: ISSUERS,
    query: z.looseObject({
      limit: z.coerce.number().int().min(1).max(100).default(20),
      next: z.string().optional(),
    }),
    response: KmsIssuerList,
    operation: "list",
    present: issuerPresenter,
    handle: ({ store, ownerId, query }) => {
      const all = issuersOf(store).list(ownerId);
      const start = query.next === undefined ? 0 : all.findIndex((i) => i.id === query.next) + 1;
      const page = all.slice(start, start + query.limit);
      const next = start + query.limit < all.length ? (page.at(-1)?.id ?? null) : null;
      return list(
        "issuers",
        page.map((issuer) => viewOf(store, ownerId, issuer)),
        { pagination: { count: page.length, next } },
      );
    },
  }),
  defineRoute({
    method: "POST",
    paths: ISSUERS,
    body: KmsIssuerCreateRequest,
    response: KmsIssuer,
    present: issuerPresenter,
    handle: ({ store, ownerId, body }) => {
      if (issuersOf(store).find(ownerId, (i) => i.name === body.name)) {
        throw conflict(`An issuer named "${body.name}" already exists`);
      }
      const now = store.now();
      const issuer = issuersOf(store).insert(ownerId, {
        id: newId("iss_", 24),
        name: body.name,
        algorithm: body.algorithm ?? "ES256",
        ownerId,
        ...(body.claimsSchema ? { claimsSchema: body.claimsSchema } : {}),
        policies: body.policy ? [policyOf(store, ownerId, body.policy)] : [],
        createdAt: now,
        updatedAt: now,
      });
      newKey(store, ownerId, issuer.id, issuer.algorithm, "active");
      return item(viewOf(store, ownerId, issuer), 201);
    },
  }),
  defineRoute({
    method: "GET",
    paths: ISSUER,
    response: KmsIssuer,
    present: issuerPresenter,
    handle: ({ store, ownerId, params }) =>
      item(viewOf(store, ownerId, findIssuer(store, ownerId, params.issuerId))),
  }),
  defineRoute({
    method: "PATCH",
    paths: ISSUER,
    body: KmsIssuerUpdateRequest,
    response: KmsIssuer,
    present: issuerPresenter,
    handle: ({ store, ownerId, params, body }) => {
      const issuer = findIssuer(store, ownerId, params.issuerId);
      if (
        body.name !== undefined &&
        issuersOf(store).find(ownerId, (i) => i.name === body.name && i.id !== issuer.id)
      ) {
        throw conflict(`An issuer named "${body.name}" already exists`);
      }
      const next: StoredIssuer = { ...issuer, name: body.name ?? issuer.name };
      if (body.claimsSchema === null) delete next.claimsSchema;
      else if (body.claimsSchema !== undefined) next.claimsSchema = body.claimsSchema;
      return item(viewOf(store, ownerId, saveIssuer(store, ownerId, next)));
    },
  }),
  defineRoute({
    method: "DELETE",
    paths: ISSUER,
    handle: ({ store, ownerId, params }) => {
      issuersOf(store).remove(ownerId, findIssuer(store, ownerId, params.issuerId).id);
      return noContent();
    },
  }),
  defineRoute({
    method: "POST",
    paths: `${ISSUER}/keys`,
    body: KmsSigningKeyCreateRequest,
    response: KmsSigningKey,
    present: keyPresenter,
    handle: ({ store, ownerId, params, body }) => {
      const issuer = findIssuer(store, ownerId, params.issuerId);
      const key = newKey(store, ownerId, issuer.id, issuer.algorithm, "pending");
      if (body.activation === "manual") return item(key);
      const at = body.revokePreviousAt;
      const revokeAt =
        at !== undefined
          ? typeof at === "number"
            ? at
            : Date.parse(at)
          : emulatorNow(store) + (body.revokePreviousAfterHours ?? DEFAULT_REVOKE_AFTER_HOURS) * HOUR;
      if (Number.isNaN(revokeAt)) throw badRequest('Invalid request: "revokePreviousAt" must be a date');
      return item(activate(store, ownerId, key, revokeAt));
    },
  }),
  defineRoute({
    method: "POST",
    paths: `${ISSUER}/keys/:keyId/activate`,
    response: KmsSigningKey,
    present: keyPresenter,
    operation: "update",
    handle: ({ store, ownerId, params }) => {
      findIssuer(store, ownerId, params.issuerId);
      const key = findKey(store, ownerId, params.issuerId, params.keyId);
      if (key.status === "revoking")
        throw badRequest(`The key ${key.id} is revoked and can not be activated`);
      if (key.status === "active") return item(key);
      return item(activate(store, ownerId, key, emulatorNow(store) + DEFAULT_REVOKE_AFTER_HOURS * HOUR));
    },
  }),
  defineRoute({
    method: "POST",
    paths: `${ISSUER}/keys/:keyId/revoke`,
    // The platform answers the issuer, as the key leaves its published keys.
    response: KmsIssuer,
    present: issuerPresenter,
    operation: "update",
    handle: ({ store, ownerId, params }) => {
      const issuer = findIssuer(store, ownerId, params.issuerId);
      const key = findKey(store, ownerId, params.issuerId, params.keyId);
      // Revoked now: it signs no more and leaves the published keys at once.
      signingKeysOf(store).replace(ownerId, {
        ...key,
        status: "revoking",
        revokeAt: emulatorNow(store),
        updatedAt: store.now(),
      });
      return item(viewOf(store, ownerId, issuer));
    },
  }),
  defineRoute({
    method: "POST",
    paths: `${ISSUER}/policies`,
    body: ProjectGrantPolicyRequest,
    response: KmsPolicy,
    present: policyPresenter,
    handle: ({ store, ownerId, params, body }) => {
      const issuer = findIssuer(store, ownerId, params.issuerId);
      const policy = policyOf(store, ownerId, body);
      if (issuer.policies.some((p) => p.projectId === policy.projectId)) {
        throw conflict(`The issuer ${issuer.id} already has a grant for the project ${policy.projectId}`);
      }
      saveIssuer(store, ownerId, { ...issuer, policies: [...issuer.policies, policy] });
      return item(policy, 201);
    },
  }),
  defineRoute({
    method: "PATCH",
    paths: `${ISSUER}/policies/:kind/:policyKey`,
    body: KmsPolicyUpdateRequest,
    response: KmsPolicy,
    present: policyPresenter,
    handle: ({ store, ownerId, params, body }) => {
      const issuer = findIssuer(store, ownerId, params.issuerId);
      const policy = issuer.policies.find((p) => p.kind === params.kind && p.projectId === params.policyKey);
      if (!policy) throw notFound(`Policy not found: ${params.kind}/${params.policyKey}`);
      const next: StoredPolicy = {
        ...policy,
        environments: body.environments ?? policy.environments,
        updatedAt: store.now(),
      };
      if (body.tokenClaims === null) delete next.tokenClaims;
      else if (body.tokenClaims !== undefined) next.tokenClaims = body.tokenClaims;
      saveIssuer(store, ownerId, {
        ...issuer,
        policies: issuer.policies.map((p) => (p === policy ? next : p)),
      });
      return item(next);
    },
  }),
  defineRoute({
    method: "DELETE",
    paths: `${ISSUER}/policies/:kind/:policyKey`,
    handle: ({ store, ownerId, params }) => {
      const issuer = findIssuer(store, ownerId, params.issuerId);
      const policies = issuer.policies.filter(
        (p) => !(p.kind === params.kind && p.projectId === params.policyKey),
      );
      if (policies.length === issuer.policies.length)
        throw notFound(`Policy not found: ${params.kind}/${params.policyKey}`);
      saveIssuer(store, ownerId, { ...issuer, policies });
      return noContent();
    },
  }),
  defineRoute({
    method: "POST",
    paths: `${ISSUER}/sign/message`,
    body: SignMessageRequest,
    response: SignMessageAnswer,
    operation: "read",
    handle: ({ store, ownerId: scope, userId, params, body }) => {
      const [ownerId, issuer] = signingIssuer(store, scope, userId, params.issuerId);
      const key = activeKey(store, ownerId, issuer);
      return ok({
        algorithm: key.algorithm,
        keyId: key.id,
        signature: jwsSign(key.algorithm, key.privateKeyPem, body.message),
      });
    },
  }),
  defineRoute({
    method: "POST",
    paths: `${ISSUER}/sign/token`,
    body: SignTokenRequest,
    response: SignTokenAnswer,
    operation: "read",
    handle: ({ store, ownerId: scope, userId, params, body }) => {
      const [ownerId, issuer] = signingIssuer(store, scope, userId, params.issuerId);
      const key = activeKey(store, ownerId, issuer);
      const iat = Math.floor(emulatorNow(store) / 1000);
      const ttl = body.ttl === null ? undefined : (body.ttl ?? 3600);
      const claims = {
        iss: issuer.id,
        ...body.claims,
        iat,
        ...(ttl !== undefined ? { exp: iat + ttl } : {}),
      };
      const header = { ...body.headers, alg: key.algorithm, kid: key.id, typ: "JWT" };
      return ok({ token: signJwt(key.algorithm, key.privateKeyPem, header, claims) });
    },
  }),
];

export const kms: ApiArea = { name: "kmsIssuers", routes };
