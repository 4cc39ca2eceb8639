// IntegrationProjectAccess: an installed integration's access to one project (the Terraform
// provider's vercel_integration_project_access), for an installation limited to selected projects.
// Both arguments replace. Read: the platform's `allowed: false` means gone. Delete revokes, unless
// the installation is gone or reaches every project by now (nothing to revoke then).
// Import `[team/]<integrationId>/<projectId>`.
import { z } from "zod";
import { undefinedIfNotFound } from "../../client/errors";
import { defineResource, type ResourceContext } from "../kit/definition";

const ConfigurationId = z
  .string()
  .regex(
    /^icfg_[A-Za-z0-9]+$/,
    "must be an integration configuration id (icfg_…), as the dashboard shows it",
  );

const IntegrationProjectAccessInputs = z.strictObject({
  integrationId: ConfigurationId.describe(
    "The configuration id (`icfg_…`) of an integration installed on selected projects, as the dashboard shows it; changing it replaces the access.",
  ),
  projectId: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .describe("The id of the project the integration may reach; changing it replaces the access."),
});
export type IntegrationProjectAccessInputs = z.infer<typeof IntegrationProjectAccessInputs>;

const IntegrationProjectAccessOutputs = z.object({ integrationId: z.string(), projectId: z.string() });
type IntegrationProjectAccessOutputs = z.infer<typeof IntegrationProjectAccessOutputs>;

function ids(id: string): [string, string] {
  const [integrationId, projectId, ...rest] = id.split("/");
  if (!integrationId || !projectId || rest.length > 0) {
    throw new Error(`IntegrationProjectAccess id "${id}" must look like integrationId/projectId`);
  }
  return [integrationId, projectId];
}

async function allowed(ctx: ResourceContext, integrationId: string, projectId: string) {
  const configuration = await ctx.client.integrations.configuration(integrationId);
  return configuration.projectSelection === "selected" && (configuration.projects ?? []).includes(projectId);
}

export const integrationProjectAccessDefinition = defineResource<
  IntegrationProjectAccessInputs,
  IntegrationProjectAccessOutputs
>({
  name: "IntegrationProjectAccess",
  description:
    "Gives an installed integration that is limited to selected projects access to one more project. Destroying it revokes that access.",
  inputs: IntegrationProjectAccessInputs,
  outputs: IntegrationProjectAccessOutputs,
  fields: { integrationId: { replaceOnChange: true }, projectId: { replaceOnChange: true } },
  deleteBeforeReplace: false,
  secretOutputs: [],
  importId: {
    segments: ["integrationId", "projectId"],
    toId: ([integrationId, projectId]) => `${integrationId ?? ""}/${projectId ?? ""}`,
  },
  adopt: {
    key: "integrationId and projectId",
    // Only a grant of a selected installation is an object to take over.
    async find(ctx, inputs) {
      return (await allowed(ctx, inputs.integrationId, inputs.projectId))
        ? { id: `${inputs.integrationId}/${inputs.projectId}`, outputs: { ...inputs } }
        : undefined;
    },
  },
  async create(ctx, inputs) {
    await ctx.client.integrations.setProjectAccess(inputs.integrationId, inputs.projectId, true);
    return { id: `${inputs.integrationId}/${inputs.projectId}`, outputs: { ...inputs } };
  },
  async read(ctx, id) {
    const [integrationId, projectId] = ids(id);
    if (!(await ctx.client.integrations.projectAccess(integrationId, projectId))) {
      throw ctx.client.http.missing(
        "/v1/integrations/configuration/{id}/project/{projectId}",
        `The integration configuration ${integrationId} has no access to the project ${projectId}`,
      );
    }
    return { integrationId, projectId };
  },
  // Both arguments replace: nothing changes in place.
  update: async (_ctx, id) => {
    const [integrationId, projectId] = ids(id);
    return { integrationId, projectId };
  },
  async delete(ctx, id) {
    const [integrationId, projectId] = ids(id);
    const configuration = await undefinedIfNotFound(ctx.client.integrations.configuration(integrationId));
    if (!configuration || configuration.projectSelection !== "selected") return;
    await ctx.client.integrations.setProjectAccess(integrationId, projectId, false);
  },
});
