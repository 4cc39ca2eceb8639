// EdgeConfigToken: a read token of an Edge Config store, for the edge runtime's connection
// string. POST /v1/global-config/{id}/token, GET .../tokens, DELETE .../tokens. Arguments as
// @pulumiverse/vercel 5.4.1 (edgeConfigId and label, both replace: the platform cannot edit a
// token). The token's value is answered once, at creation: `token` and `connectionString` are
// secret outputs kept from then on. The id is `ecfg_.../<token id>` (ids are not secrets, so not
// the Terraform provider's `ecfg/<token value>`); import `[team/]ecfg_.../<token id>`, which
// cannot recover the value (token and connectionString are empty then).
import { z } from "zod";
import { connectionString, EdgeConfigTokenLabel } from "../../../schema/edge-config";
import { EdgeConfigIdArgument } from "./edge-config-values";
import { defineResource } from "../kit/definition";

const EdgeConfigTokenInputs = z.strictObject({
  edgeConfigId: EdgeConfigIdArgument.describe(
    "The id of the Edge Config store the token reads (`ecfg_...`). Another store replaces the token.",
  ),
  label: EdgeConfigTokenLabel.describe(
    "A name for the token, 1 to 52 characters, shown in the dashboard. Another label replaces the token.",
  ),
});
export type EdgeConfigTokenInputs = z.infer<typeof EdgeConfigTokenInputs>;

export const EdgeConfigTokenOutputs = EdgeConfigTokenInputs.extend({
  token: z
    .string()
    .describe(
      "The token's value, which reads the store's items; known only to the program that created it (empty after an import). Secret.",
    ),
  connectionString: z
    .string()
    .describe(
      "The store's URL with the token, `https://edge-config.vercel.com/<id>?token=<token>`, the value the Edge Config SDK reads from `EDGE_CONFIG`; empty after an import. Secret.",
    ),
});
export type EdgeConfigTokenOutputs = z.infer<typeof EdgeConfigTokenOutputs>;

function idParts(id: string): { edgeConfigId: string; tokenId: string } {
  const slash = id.indexOf("/");
  if (slash <= 0) throw new Error(`EdgeConfigToken id "${id}" must look like ecfg_.../<token id>`);
  return { edgeConfigId: id.slice(0, slash), tokenId: id.slice(slash + 1) };
}

const withValue = (edgeConfigId: string, label: string, token: string): EdgeConfigTokenOutputs => ({
  edgeConfigId,
  label,
  token,
  connectionString: token ? connectionString(edgeConfigId, token) : "",
});

export const edgeConfigTokenDefinition = defineResource<EdgeConfigTokenInputs, EdgeConfigTokenOutputs>({
  name: "EdgeConfigToken",
  description:
    "A read token of an Edge Config store, for the connection string deployments read the store with. Its value is returned once, at creation, as the secret outputs `token` and `connectionString`.",
  inputs: EdgeConfigTokenInputs,
  outputs: EdgeConfigTokenOutputs,
  fields: {
    edgeConfigId: { replaceOnChange: true },
    label: { replaceOnChange: true },
  },
  // Labels are not unique: the replacement can exist next to the old token for a moment.
  deleteBeforeReplace: false,
  secretOutputs: ["token", "connectionString"],
  importId: { segments: ["edgeConfigId", "tokenId"], toId: ([store, token]) => `${store}/${token}` },
  adopt: {
    key: "label",
    // A token's value is shown once: an existing token can never be taken over with it. The
    // tokens of this label are the ones a lost answer or an interrupted `up` left behind (nobody
    // holds their value), so adopting deletes them and creates a new one: with `adopt`, a label is
    // this store's key, and `pulumi refresh --clear-pending-creates` leaves no orphan.
    async find(ctx, inputs) {
      const stale = (await ctx.client.edgeConfig.tokens(inputs.edgeConfigId)).filter(
        (token) => token.label === inputs.label,
      );
      if (stale.length > 0) {
        await ctx.client.edgeConfig.deleteTokens(
          inputs.edgeConfigId,
          stale.map((token) => token.id),
        );
      }
      return undefined;
    },
  },

  async create(ctx, inputs) {
    const { id, token } = await ctx.client.edgeConfig.createToken(inputs.edgeConfigId, inputs.label);
    return {
      id: `${inputs.edgeConfigId}/${id}`,
      outputs: withValue(inputs.edgeConfigId, inputs.label, token),
    };
  },

  async read(ctx, id, state) {
    const { edgeConfigId, tokenId } = idParts(id);
    const token = await ctx.client.edgeConfig.token(edgeConfigId, tokenId);
    return withValue(edgeConfigId, token.label, state.token ?? "");
  },

  // Both arguments replace: an update only ever confirms them.
  async update(_ctx, _id, olds, news) {
    return { ...olds, ...news };
  },

  async delete(ctx, id) {
    const { edgeConfigId, tokenId } = idParts(id);
    await ctx.client.edgeConfig.deleteTokens(edgeConfigId, [tokenId]);
  },
});
