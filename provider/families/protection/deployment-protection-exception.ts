// DeploymentProtectionException: makes one preview alias public, past the project's deployment
// protection (the alias's `*` override, scope `alias-protection-override`, set with
// PATCH /aliases/{alias}/protection-bypass and read from GET /v4/aliases/{alias}). Arguments as
// @pulumiverse/vercel 5.4.1: projectId and alias, both replace. The alias must belong to the
// project: check cannot know, so create and read refuse another project's alias by name.
// Id and import id: `[team/]<projectId>/<alias>`, the Terraform provider's.
import { z } from "zod";
import { defineResource, type ResourceContext } from "../kit/definition";
import type { AliasProtection } from "./protection-api";

const DeploymentProtectionExceptionInputs = z.strictObject({
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe("The id of the project the alias serves; changing it replaces the exception."),
  alias: z
    .string()
    .min(1, "must not be empty")
    .regex(/^[a-z0-9.-]+$/i, "must be a hostname, without scheme or path")
    .describe(
      "The preview alias made public past the project's deployment protection: a hostname such as `preview-branch.vercel.app`, without scheme or path, in any letter case. Changing it replaces the exception.",
    ),
});
export type DeploymentProtectionExceptionInputs = z.infer<typeof DeploymentProtectionExceptionInputs>;

export const DeploymentProtectionExceptionOutputs = DeploymentProtectionExceptionInputs.extend({
  createdAt: z.number().describe("When the exception was made, in milliseconds since the Unix epoch."),
  createdBy: z.string().describe("The id of the user who made the exception."),
  scope: z.string().describe("The kind of exception: always `alias-protection-override`."),
});
export type DeploymentProtectionExceptionOutputs = z.infer<typeof DeploymentProtectionExceptionOutputs>;

function idParts(id: string): { projectId: string; alias: string } {
  const slash = id.indexOf("/");
  if (slash <= 0)
    throw new Error(`DeploymentProtectionException id "${id}" must look like <projectId>/<alias>`);
  return { projectId: id.slice(0, slash), alias: id.slice(slash + 1) };
}

/** The alias, refused when it serves another project than the program's. */
async function aliasOfProject(
  ctx: ResourceContext,
  projectId: string,
  alias: string,
): Promise<AliasProtection> {
  const found = await ctx.client.protection.alias(alias);
  if (found.projectId && found.projectId !== projectId) {
    throw new Error(
      `DeploymentProtectionException: alias ${alias} belongs to project ${found.projectId}, not ${projectId}`,
    );
  }
  return found;
}

function exceptionOf(
  found: AliasProtection,
  projectId: string,
): DeploymentProtectionExceptionOutputs | undefined {
  const override = found.protectionBypass?.["*"];
  if (override?.scope !== "alias-protection-override") return undefined;
  return {
    projectId,
    alias: found.alias,
    createdAt: override.createdAt,
    createdBy: override.createdBy ?? "",
    scope: override.scope,
  };
}

async function readException(
  ctx: ResourceContext,
  id: string,
): Promise<DeploymentProtectionExceptionOutputs> {
  const { projectId, alias } = idParts(id);
  const outputs = exceptionOf(await aliasOfProject(ctx, projectId, alias), projectId);
  if (!outputs) {
    throw ctx.client.http.missing(
      "/v4/aliases/{idOrAlias}",
      `alias ${alias} has no Deployment Protection Exception`,
    );
  }
  return outputs;
}

export const deploymentProtectionExceptionDefinition = defineResource<
  DeploymentProtectionExceptionInputs,
  DeploymentProtectionExceptionOutputs
>({
  name: "DeploymentProtectionException",
  description: "Makes one preview alias of a project public, past the project's deployment protection.",
  inputs: DeploymentProtectionExceptionInputs,
  outputs: DeploymentProtectionExceptionOutputs,
  fields: {
    projectId: { replaceOnChange: true },
    alias: {
      replaceOnChange: true,
      normalize: (value) => (typeof value === "string" ? value.toLowerCase() : value),
    },
  },
  // One exception per alias: the old one goes before another is made on the same alias.
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: {
    segments: ["projectId", "alias"],
    toId: ([projectId, alias]) => `${projectId}/${alias?.toLowerCase()}`,
  },
  adopt: {
    key: "alias",
    async find(ctx, inputs) {
      const outputs = exceptionOf(
        await aliasOfProject(ctx, inputs.projectId, inputs.alias),
        inputs.projectId,
      );
      return outputs && { id: `${inputs.projectId}/${outputs.alias}`, outputs };
    },
  },

  async create(ctx, inputs) {
    await aliasOfProject(ctx, inputs.projectId, inputs.alias);
    await ctx.client.protection.setException(inputs.alias, "create");
    const outputs = await readException(ctx, `${inputs.projectId}/${inputs.alias.toLowerCase()}`);
    return { id: `${inputs.projectId}/${outputs.alias}`, outputs };
  },

  read: (ctx, id) => readException(ctx, id),

  // Both arguments replace: an update only ever confirms them.
  async update(_ctx, _id, olds, news) {
    return { ...olds, ...news };
  },

  async delete(ctx, id) {
    await ctx.client.protection.setException(idParts(id).alias, "revoke");
  },
});
