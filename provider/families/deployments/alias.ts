// Alias: a hostname pointed at a deployment (`POST /v2/deployments/{id}/aliases`), as the Terraform
// provider's `vercel_alias`. A new `deploymentId` moves the alias in place (the platform re-points
// it with the same call); another hostname is another alias, deleted before the new one is made
// (a hostname is one alias). Adopted by its hostname. Import `[team/]<alias hostname or id>`.
import { z } from "zod";
import { defineResource } from "../kit/definition";
import type { Alias } from "./deployments-api";

const hostname = (value: unknown) =>
  typeof value === "string" ? value.toLowerCase().replace(/\.$/, "") : value;

const AliasShape = {
  alias: z
    .string()
    .transform((value) => hostname(value) as string)
    .pipe(z.string().regex(/^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, "must be a hostname"))
    .describe(
      "The hostname to point at the deployment, such as `my-site.vercel.app` or a name under one of the team's domains; case and a trailing dot make no difference. Another hostname replaces the alias.",
    ),
  deploymentId: z
    .string()
    .min(1, "must not be empty")
    .describe("The id of the deployment the hostname serves; another deployment moves the alias in place."),
};
const AliasInputs = z.strictObject(AliasShape);
export type AliasInputs = z.infer<typeof AliasInputs>;

export const AliasOutputs = z.object(AliasShape).extend({
  alias: z.string(),
  uid: z.string().describe("The alias's id, also the resource's id."),
});
export type AliasOutputs = z.infer<typeof AliasOutputs>;

export const aliasOutputs = (alias: Alias): AliasOutputs => ({
  alias: alias.alias,
  deploymentId: alias.deploymentId ?? "",
  uid: alias.uid,
});

export const aliasDefinition = defineResource<AliasInputs, AliasOutputs>({
  name: "Alias",
  description: "A hostname pointed at a deployment. Pointing it at another deployment updates it in place.",
  inputs: AliasInputs,
  outputs: AliasOutputs,
  fields: { alias: { replaceOnChange: true, normalize: hostname } },
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: { segments: ["alias"], toId: ([alias]) => alias ?? "" },
  adopt: {
    key: "alias",
    async find(ctx, inputs) {
      const found = await ctx.client.aliases.get(inputs.alias).catch(() => undefined);
      return found && { id: found.uid, outputs: aliasOutputs(found) };
    },
  },

  async create(ctx, inputs) {
    const alias = await ctx.client.aliases.assign(inputs.deploymentId, inputs.alias);
    return { id: alias.uid, outputs: aliasOutputs(alias) };
  },

  read: async (ctx, id) => aliasOutputs(await ctx.client.aliases.get(id)),

  /** A new deployment: the same call points the alias there. */
  update: async (ctx, _id, _olds, news) =>
    aliasOutputs(await ctx.client.aliases.assign(news.deploymentId, news.alias)),

  async delete(ctx, id) {
    await ctx.client.aliases.delete(id);
  },
});
