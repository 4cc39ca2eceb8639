// KmsIssuer: a key-signing issuer of the team (vercel_kms_issuer): it signs messages and tokens
// with its active key and publishes every key's public part. Created with its first key, active.
// `name` changes in place; another `algorithm` replaces it. Outputs `jwks`: the published keys as a
// JSON Web Key Set (JSON text), what a verifier loads. Adopted by name; import `[team/]<issuerId>`.
import { z } from "zod";
import { KmsAlgorithm, type KmsIssuer } from "../../../schema/kms";
import { defineResource } from "../kit/definition";

const KmsIssuerInputs = z.strictObject({
  name: z
    .string()
    .min(1, "must not be empty")
    .max(100, "must be at most 100 characters")
    .describe("The issuer's name, 1 to 100 characters and unique in the team. Renaming keeps the issuer."),
  algorithm: KmsAlgorithm.optional().describe(
    "The signature algorithm of the issuer's keys: `RS256`, `RS384`, `RS512` (RSA), `PS256`, `PS384`, `PS512` (RSA-PSS) or `ES256`, `ES384`, `ES512` (ECDSA), the number naming the SHA-2 hash; `ES256` when omitted. Another algorithm replaces the issuer.",
  ),
});
export type KmsIssuerInputs = z.infer<typeof KmsIssuerInputs>;

export const KmsIssuerOutputs = z.object({
  name: z.string(),
  algorithm: z.string(),
  issuerId: z
    .string()
    .describe(
      "The issuer's id (`iss_…`), also the resource's id and the `iss` claim of the tokens it signs.",
    ),
  jwks: z
    .string()
    .describe(
      'The public parts of the issuer\'s published keys as a JSON Web Key Set in JSON text (`{"keys":[…]}`), what a verifier loads.',
    ),
});
export type KmsIssuerOutputs = z.infer<typeof KmsIssuerOutputs>;

/** A key set as JSON text, each key's members in name order: the same keys give the same text. */
export function jwksOf(keys: readonly object[]): string {
  const sorted = keys.map((key) =>
    Object.fromEntries(Object.entries(key).sort(([a], [b]) => a.localeCompare(b))),
  );
  return JSON.stringify({ keys: sorted });
}

export const issuerOutputs = (issuer: KmsIssuer): KmsIssuerOutputs => ({
  name: issuer.name,
  algorithm: issuer.algorithm,
  issuerId: issuer.id,
  jwks: jwksOf(issuer.signingKeys.flatMap((key) => (key.publicKey ? [key.publicKey] : []))),
});

export const kmsIssuerDefinition = defineResource<KmsIssuerInputs, KmsIssuerOutputs>({
  name: "KmsIssuer",
  description:
    "A signing issuer of the team: it signs messages and tokens with its active key and publishes the public keys as a JSON Web Key Set (`jwks`) for verifiers.",
  inputs: KmsIssuerInputs,
  outputs: KmsIssuerOutputs,
  fields: { algorithm: { replaceOnChange: true, default: "ES256" } },
  // Names are unique in the team.
  deleteBeforeReplace: true,
  secretOutputs: [],
  teamOnly: true,
  importId: { segments: ["issuerId"], toId: ([id]) => id ?? "" },
  adopt: {
    key: "name",
    async find(ctx, inputs) {
      const found = (await ctx.client.kms.issuers()).find((issuer) => issuer.name === inputs.name);
      return found && { id: found.id, outputs: issuerOutputs(found) };
    },
  },
  async create(ctx, inputs) {
    const issuer = await ctx.client.kms.createIssuer({ name: inputs.name, algorithm: inputs.algorithm });
    return { id: issuer.id, outputs: issuerOutputs(issuer) };
  },
  read: async (ctx, id) => issuerOutputs(await ctx.client.kms.issuer(id)),
  update: async (ctx, id, _olds, news) =>
    issuerOutputs(await ctx.client.kms.updateIssuer(id, { name: news.name })),
  delete: (ctx, id) => ctx.client.kms.deleteIssuer(id),
});
