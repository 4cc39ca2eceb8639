// KmsProjectGrant: an issuer's project-grant policy (vercel_kms_project_grant): the project's
// deployments in `environments` may have tokens signed, with `tokenClaims` added. Environments and
// claims change in place; another issuer or project replaces it. Import `[team/]<issuerId>/<projectId>`.
import { z } from "zod";
import type { KmsPolicy } from "../../../schema/kms";
import { defineResource, type ResourceContext } from "../kit/definition";

const Id = z.string().min(1, "must not be empty");

const KmsProjectGrantInputs = z.strictObject({
  issuerId: Id.describe(
    "The id of the issuer that signs for the project (`iss_…`). Another issuer replaces the grant.",
  ),
  projectId: Id.describe(
    "The id of the project whose deployments may have tokens signed; one grant per issuer and project. Another project replaces the grant.",
  ),
  environments: z
    .array(Id)
    .min(1, "must hold at least one environment")
    .describe(
      "The environments whose deployments may have tokens signed: `production`, `preview`, `development` or a custom environment's slug, at least one, in any order.",
    ),
  tokenClaims: z
    .record(z.string(), z.string())
    .optional()
    .describe("Claims, name to value, added to every token signed for the project; none when omitted."),
});
export type KmsProjectGrantInputs = z.infer<typeof KmsProjectGrantInputs>;

export const KmsProjectGrantOutputs = KmsProjectGrantInputs;
export type KmsProjectGrantOutputs = KmsProjectGrantInputs;

const outputsOf = (issuerId: string, policy: KmsPolicy): KmsProjectGrantOutputs => ({
  issuerId,
  projectId: policy.projectId,
  environments: [...policy.environments],
  ...(policy.tokenClaims && Object.keys(policy.tokenClaims).length > 0
    ? { tokenClaims: Object.fromEntries(Object.entries(policy.tokenClaims).map(([k, v]) => [k, String(v)])) }
    : {}),
});

function ids(id: string): [string, string] {
  const [issuerId, projectId, ...rest] = id.split("/");
  if (!issuerId || !projectId || rest.length > 0) {
    throw new Error(`KmsProjectGrant id "${id}" must look like issuerId/projectId`);
  }
  return [issuerId, projectId];
}

async function grantOf(ctx: ResourceContext, issuerId: string, projectId: string): Promise<KmsPolicy> {
  const policy = (await ctx.client.kms.issuer(issuerId)).policies.find((p) => p.projectId === projectId);
  if (!policy) throw ctx.client.http.missing("/v1/kms/issuers/{issuerId}", `No grant for ${projectId}`);
  return policy;
}

export const kmsProjectGrantDefinition = defineResource<KmsProjectGrantInputs, KmsProjectGrantOutputs>({
  name: "KmsProjectGrant",
  description:
    "Lets a project's deployments in some environments have tokens signed by an issuer, with claims of your own added.",
  inputs: KmsProjectGrantInputs,
  outputs: KmsProjectGrantOutputs,
  fields: {
    issuerId: { replaceOnChange: true },
    projectId: { replaceOnChange: true },
    environments: { unordered: true },
  },
  deleteBeforeReplace: true,
  secretOutputs: [],
  teamOnly: true,
  importId: {
    segments: ["issuerId", "projectId"],
    toId: ([issuer, project]) => `${issuer ?? ""}/${project ?? ""}`,
  },
  adopt: {
    key: "issuerId and projectId",
    async find(ctx, inputs) {
      const policy = (await ctx.client.kms.issuer(inputs.issuerId)).policies.find(
        (p) => p.projectId === inputs.projectId,
      );
      return (
        policy && {
          id: `${inputs.issuerId}/${policy.projectId}`,
          outputs: outputsOf(inputs.issuerId, policy),
        }
      );
    },
  },
  async create(ctx, inputs) {
    const policy = await ctx.client.kms.createGrant(inputs.issuerId, {
      projectId: inputs.projectId,
      environments: inputs.environments,
      tokenClaims: inputs.tokenClaims,
    });
    return { id: `${inputs.issuerId}/${policy.projectId}`, outputs: outputsOf(inputs.issuerId, policy) };
  },
  async read(ctx, id) {
    const [issuerId, projectId] = ids(id);
    return outputsOf(issuerId, await grantOf(ctx, issuerId, projectId));
  },
  async update(ctx, id, _olds, news) {
    const [issuerId, projectId] = ids(id);
    const policy = await ctx.client.kms.updateGrant(issuerId, projectId, {
      environments: news.environments,
      tokenClaims: news.tokenClaims ?? null,
    });
    return outputsOf(issuerId, policy);
  },
  async delete(ctx, id) {
    await ctx.client.kms.deleteGrant(...ids(id));
  },
});
