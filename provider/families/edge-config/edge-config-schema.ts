// EdgeConfigSchema: the JSON Schema an Edge Config store's items must match; the platform refuses
// item writes that break it. POST|GET|DELETE /v1/global-config/{id}/schema. `definition` is JSON
// text, as in @pulumiverse/vercel 5.4.1, compared by content (spacing and key order are no
// change). Its id is the store's id; import `[team/]ecfg_...`. The store may also be given as `id`,
// the Terraform provider's name for it (and pulumiverse's documented example's, though its bridged
// types lost the argument: Pulumi drops an input named `id`, so the class renames it first).
import { z } from "zod";
import { canonicalJson, JsonSchemaDefinition, type EdgeConfigSchema } from "../../../schema/edge-config";
import { EdgeConfigIdArgument, STORE_IMPORT_ID } from "./edge-config-values";
import { defineResource, type ResourceContext } from "../kit/definition";

const SchemaArguments = z.strictObject({
  edgeConfigId: EdgeConfigIdArgument.describe(
    "The id of the Edge Config store the schema applies to (`ecfg_...`). Another store replaces the schema.",
  ),
  definition: z
    .string()
    .describe(
      'The JSON Schema that the store\'s items, taken as one object of key to value, must match, as JSON text (e.g. `JSON.stringify({ type: "object", ... })`); writes that break it are refused. Spacing and key order are no change.',
    ),
});

const EdgeConfigSchemaInputs = SchemaArguments.superRefine((args, ctx) => {
  if (parseDefinition(args.definition) === undefined) {
    ctx.addIssue({ code: "custom", path: ["definition"], message: "must be a JSON object (a JSON Schema)" });
  }
});
export type EdgeConfigSchemaInputs = z.infer<typeof EdgeConfigSchemaInputs>;

export const EdgeConfigSchemaOutputs = SchemaArguments;
export type EdgeConfigSchemaOutputs = z.infer<typeof EdgeConfigSchemaOutputs>;

function parseDefinition(text: string): JsonSchemaDefinition | undefined {
  try {
    const parsed = JsonSchemaDefinition.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The same schema whatever its spacing and key order; text that is not JSON compares as itself. */
const sameContent = (value: unknown) => {
  if (typeof value !== "string") return value;
  const parsed = parseDefinition(value);
  return parsed === undefined ? value : canonicalJson(parsed);
};

function outputsOf(edgeConfigId: string, { definition }: EdgeConfigSchema): EdgeConfigSchemaOutputs {
  return { edgeConfigId, definition: JSON.stringify(definition) };
}

async function readSchema(ctx: ResourceContext, edgeConfigId: string): Promise<EdgeConfigSchemaOutputs> {
  return outputsOf(edgeConfigId, await ctx.client.edgeConfig.schema(edgeConfigId));
}

async function write(ctx: ResourceContext, inputs: EdgeConfigSchemaInputs): Promise<EdgeConfigSchemaOutputs> {
  await ctx.client.edgeConfig.setSchema(inputs.edgeConfigId, parseDefinition(inputs.definition) ?? {});
  return inputs;
}

export const edgeConfigSchemaDefinition = defineResource<
  EdgeConfigSchemaInputs,
  EdgeConfigSchemaOutputs,
  { id: "edgeConfigId" }
>({
  name: "EdgeConfigSchema",
  description:
    "The JSON Schema an Edge Config store's items must match: the platform refuses item writes that break it.",
  aliases: { id: "edgeConfigId" },
  inputs: EdgeConfigSchemaInputs,
  outputs: EdgeConfigSchemaOutputs,
  fields: {
    edgeConfigId: { replaceOnChange: true },
    definition: { normalize: sameContent },
  },
  // One schema per store, set (not added): a replacement is another store's.
  deleteBeforeReplace: false,
  secretOutputs: [],
  importId: STORE_IMPORT_ID,
  adopt: {
    key: "edgeConfigId",
    async find(ctx, inputs) {
      const found = await ctx.client.edgeConfig.findSchema(inputs.edgeConfigId);
      return found && { id: inputs.edgeConfigId, outputs: outputsOf(inputs.edgeConfigId, found) };
    },
  },

  // Setting a schema is safe to repeat: the POST sets it, whatever was there.
  async create(ctx, inputs) {
    return { id: inputs.edgeConfigId, outputs: await write(ctx, inputs) };
  },

  read: (ctx, id) => readSchema(ctx, id),

  update: (ctx, _id, _olds, news) => write(ctx, news),

  async delete(ctx, id) {
    await ctx.client.edgeConfig.deleteSchema(id);
  },
});
