// KmsSigningKey: one more signing key of an issuer (vercel_kms_signing_key), for rotation.
// `activation: "automatic"` (the default) makes it the active key at once, and the previous one is
// revoked `revokePreviousAfterHours` later; `"manual"` leaves it pending until `active: true`.
// Deleting it revokes it (it leaves the issuer's published keys). Import
// `[team/]<issuerId>/<keyId>`.
import { z } from "zod";
import type { KmsSigningKey } from "../../../schema/kms";
import { defineResource, type ResourceContext } from "../kit/definition";

const Id = z.string().min(1, "must not be empty");

const KmsSigningKeyInputs = z.strictObject({
  issuerId: Id.describe(
    "The id of the issuer the key belongs to (`iss_…`). Another issuer replaces the key.",
  ),
  activation: z
    .enum(["automatic", "manual"])
    .optional()
    .describe(
      "`automatic` makes the key the issuer's active signing key as soon as it is created; `manual` leaves it pending until `active` is true. `automatic` when omitted; another value replaces the key.",
    ),
  revokePreviousAfterHours: z
    .number()
    .nonnegative("must not be negative")
    .optional()
    .describe(
      "Hours the previously active key stays published (so tokens it signed still verify) after an automatic activation; 24 when omitted. Applied at creation only: another value replaces the key.",
    ),
  active: z
    .boolean()
    .optional()
    .describe(
      "For a `manual` key: true makes it the issuer's active signing key, in place; an active key cannot be made pending again.",
    ),
});
export type KmsSigningKeyInputs = z.infer<typeof KmsSigningKeyInputs>;

export const KmsSigningKeyOutputs = KmsSigningKeyInputs.extend({
  keyId: z.string().describe("The key's id, the `kid` header of what it signs."),
  status: z
    .string()
    .describe(
      "The key's state: `pending` (created, not yet signing), `active` (signing) or `revoking` (no longer signing, still published until its revocation time).",
    ),
  algorithm: z.string().describe("The key's signature algorithm, the issuer's (such as `ES256`)."),
  publicJwk: z.string().describe("The key's public part as a JSON Web Key, in JSON text."),
  publicKeyPem: z.string().describe("The key's public part as a PEM-encoded SPKI public key."),
});
export type KmsSigningKeyOutputs = z.infer<typeof KmsSigningKeyOutputs>;

/**
 * How the key is activated, which the platform does not report: a refresh keeps the program's; an
 * import reads "manual" for a pending key (only a manual key waits) and leaves an active key's
 * unset, which compares as the default (its record cannot tell an automatic key from a manual one
 * activated since).
 */
function activationOf(key: KmsSigningKey): "manual" | undefined {
  return key.status === "pending" ? "manual" : undefined;
}

function outputsOf(key: KmsSigningKey, inputs: KmsSigningKeyInputs): KmsSigningKeyOutputs {
  const { active, ...rest } = inputs;
  const activation = inputs.activation ?? activationOf(key);
  return {
    ...rest,
    ...(activation ? { activation } : {}),
    // Reported only where the program manages it (a manual key).
    ...(active !== undefined ? { active: key.status === "active" } : {}),
    keyId: key.keyId,
    status: key.status,
    algorithm: key.algorithm,
    publicJwk: JSON.stringify(key.publicKey ?? {}),
    publicKeyPem: key.publicKeyPem ?? "",
  };
}

function ids(id: string): [string, string] {
  const [issuerId, keyId, ...rest] = id.split("/");
  if (!issuerId || !keyId || rest.length > 0)
    throw new Error(`KmsSigningKey id "${id}" must look like issuerId/keyId`);
  return [issuerId, keyId];
}

/** The key as the issuer publishes it; "not found" once revoked and withdrawn. */
async function published(ctx: ResourceContext, issuerId: string, keyId: string): Promise<KmsSigningKey> {
  const key = (await ctx.client.kms.issuer(issuerId)).signingKeys.find((k) => k.keyId === keyId);
  if (!key) throw ctx.client.http.missing("/v1/kms/issuers/{issuerId}", `Signing key not found: ${keyId}`);
  return key;
}

export const kmsSigningKeyDefinition = defineResource<KmsSigningKeyInputs, KmsSigningKeyOutputs>({
  name: "KmsSigningKey",
  description:
    "One more signing key of an issuer, for key rotation: it becomes the active key at once (and the previous one is revoked later) or when you activate it. Destroying it revokes it.",
  inputs: KmsSigningKeyInputs,
  outputs: KmsSigningKeyOutputs,
  fields: {
    issuerId: { replaceOnChange: true },
    activation: { replaceOnChange: true, default: "automatic" },
    // Applied at creation, never reported: kept from the program (an import leaves it unset).
    revokePreviousAfterHours: { replaceOnChange: true, writeOnly: true },
  },
  deleteBeforeReplace: false,
  secretOutputs: [],
  teamOnly: true,
  importId: { segments: ["issuerId", "keyId"], toId: ([issuer, key]) => `${issuer ?? ""}/${key ?? ""}` },
  // Every key is new: nothing to take over.
  adopt: { key: "none", find: () => Promise.resolve(undefined) },
  async create(ctx, inputs) {
    let key = await ctx.client.kms.createKey(inputs.issuerId, {
      ...(inputs.activation ? { activation: inputs.activation } : {}),
      ...(inputs.revokePreviousAfterHours !== undefined
        ? { revokePreviousAfterHours: inputs.revokePreviousAfterHours }
        : {}),
    });
    if (inputs.active === true && key.status === "pending")
      key = await ctx.client.kms.activateKey(inputs.issuerId, key.keyId);
    return { id: `${inputs.issuerId}/${key.keyId}`, outputs: outputsOf(key, inputs) };
  },
  async read(ctx, id, state) {
    const [issuerId, keyId] = ids(id);
    return outputsOf(await published(ctx, issuerId, keyId), { ...state, issuerId });
  },
  async update(ctx, id, _olds, news) {
    const [issuerId, keyId] = ids(id);
    let key = await published(ctx, issuerId, keyId);
    if (news.active === true && key.status === "pending")
      key = await ctx.client.kms.activateKey(issuerId, keyId);
    return outputsOf(key, news);
  },
  async delete(ctx, id) {
    const [issuerId, keyId] = ids(id);
    await ctx.client.kms.revokeKey(issuerId, keyId);
  },
});
