// PrivateLinkEndpoint: a project's private-link endpoint (AWS PrivateLink): the project's functions
// in `vercelRegion` reach an AWS endpoint service privately. `name` and `enablePrivateDns` change in
// place; another project, region or service replaces it. Create waits until it is `available`, for
// at most `timeouts.create`. Checks: one of the platform's regions, an endpoint service name in that
// region's AWS region. Adopted by project and name; import `[team/]<projectId>/<endpointId>`.
import { z } from "zod";
import { serviceNameProblem } from "../../../schema/network-rules";
import type { PrivateLinkEndpoint } from "../../../schema/networks";
import { defineResource, PartiallyCreatedError, type ResourceContext } from "../kit/definition";
import { Region, Timeouts } from "./rules";
import { waitUntilReady } from "./wait";

const PrivateLinkEndpointInputs = z
  .strictObject({
    projectId: z
      .string()
      .min(1, "must not be empty")
      .describe(
        "The id of the project whose functions use the endpoint. Another project replaces the endpoint.",
      ),
    name: z
      .string()
      .min(1, "must not be empty")
      .max(255, "must be at most 255 characters")
      .describe(
        "The endpoint's name, up to 255 characters and unique in the project. Renaming keeps the endpoint.",
      ),
    vercelRegion: Region.describe(
      "The platform region whose functions reach the service through the endpoint, such as `iad1`. Another region replaces the endpoint.",
    ),
    awsServiceName: z
      .string()
      .min(1, "must not be empty")
      .describe(
        "The AWS PrivateLink endpoint service to connect to, `com.amazonaws.vpce.<aws region>.vpce-svc-…`, in the AWS region of `vercelRegion`. Another service replaces the endpoint.",
      ),
    enablePrivateDns: z
      .boolean()
      .optional()
      .describe(
        "Whether the service's private DNS names resolve to the endpoint for the project's functions; false when omitted.",
      ),
    timeouts: Timeouts.optional().describe("How long to wait for the platform to provision the endpoint."),
  })
  .superRefine((inputs, ctx) => {
    const reason = serviceNameProblem(inputs.awsServiceName, inputs.vercelRegion);
    if (reason !== undefined) ctx.addIssue({ code: "custom", path: ["awsServiceName"], message: reason });
  });
export type PrivateLinkEndpointInputs = z.infer<typeof PrivateLinkEndpointInputs>;

const PrivateLinkEndpointOutputs = z.object({
  projectId: z.string(),
  name: z.string(),
  vercelRegion: z.string(),
  awsServiceName: z.string(),
  enablePrivateDns: z.boolean().optional(),
  timeouts: Timeouts.optional(),
  endpointId: z.string().describe("The endpoint's id."),
  status: z
    .string()
    .describe(
      "The endpoint's state, such as `creating`, `pending-acceptance` (waiting for the service's owner to accept it), `available`, `failed` or `rejected`.",
    ),
  vpcEndpointId: z
    .string()
    .describe("The id of the AWS VPC endpoint (`vpce-…`); empty until it is provisioned."),
  awsDnsEntries: z
    .array(z.string())
    .describe("The DNS names AWS gives the endpoint, which reach the service."),
  privateDnsNames: z
    .array(z.string())
    .describe(
      "The service's private DNS names that resolve to the endpoint; empty unless `enablePrivateDns` is on.",
    ),
});
type PrivateLinkEndpointOutputs = z.infer<typeof PrivateLinkEndpointOutputs>;

const outputsOf = (
  endpoint: PrivateLinkEndpoint,
  kept: { enablePrivateDns?: boolean | undefined; timeouts?: PrivateLinkEndpointInputs["timeouts"] },
): PrivateLinkEndpointOutputs => ({
  projectId: endpoint.projectId,
  name: endpoint.name,
  vercelRegion: endpoint.vercelRegion,
  awsServiceName: endpoint.awsServiceName,
  // The platform answers no flag: the private DNS names it serves say whether it is on.
  enablePrivateDns:
    endpoint.status === "available"
      ? (endpoint.privateDnsNames ?? []).length > 0
      : (kept.enablePrivateDns ?? false),
  ...(kept.timeouts ? { timeouts: kept.timeouts } : {}),
  endpointId: endpoint.endpointId,
  status: endpoint.status,
  vpcEndpointId: endpoint.vpcEndpointId ?? "",
  awsDnsEntries: [...(endpoint.awsDnsEntries ?? [])],
  privateDnsNames: [...(endpoint.privateDnsNames ?? [])],
});

function ids(id: string): [string, string] {
  const [projectId, endpointId, ...rest] = id.split("/");
  if (!projectId || !endpointId || rest.length > 0) {
    throw new Error(`PrivateLinkEndpoint id "${id}" must look like projectId/endpointId`);
  }
  return [projectId, endpointId];
}

const FAILED = new Set(["failed", "rejected"]);

const untilAvailable = (ctx: ResourceContext, endpoint: PrivateLinkEndpoint, timeout: string | undefined) =>
  waitUntilReady(
    endpoint,
    {
      read: () => ctx.client.networks.endpoint(endpoint.projectId, endpoint.endpointId),
      state: (e) => (e.status === "available" ? "ready" : FAILED.has(e.status) ? "failed" : "pending"),
      describe: (e) => `private link endpoint ${e.endpointId} ("${e.name}" to ${e.awsServiceName})`,
      status: (e) => (e.statusMessage ? `${e.status} (${e.statusMessage})` : e.status),
    },
    timeout,
  );

export const privateLinkEndpointDefinition = defineResource<
  PrivateLinkEndpointInputs,
  PrivateLinkEndpointOutputs
>({
  name: "PrivateLinkEndpoint",
  description:
    "A project's AWS PrivateLink endpoint: the project's functions in one region reach an AWS endpoint service privately. `up` waits until it is available.",
  inputs: PrivateLinkEndpointInputs,
  outputs: PrivateLinkEndpointOutputs,
  fields: {
    projectId: { replaceOnChange: true },
    vercelRegion: { replaceOnChange: true },
    awsServiceName: { replaceOnChange: true },
    enablePrivateDns: { default: false },
  },
  // Names are unique in the project.
  deleteBeforeReplace: true,
  secretOutputs: [],
  teamOnly: true,
  importId: {
    segments: ["projectId", "endpointId"],
    toId: ([project, endpoint]) => `${project ?? ""}/${endpoint ?? ""}`,
  },
  adopt: {
    key: "projectId and name",
    async find(ctx, inputs) {
      const found = (await ctx.client.networks.endpoints(inputs.projectId)).find(
        (e) => e.name === inputs.name,
      );
      return found && { id: `${found.projectId}/${found.endpointId}`, outputs: outputsOf(found, inputs) };
    },
  },
  async create(ctx, inputs) {
    const created = await ctx.client.networks.createEndpoint({
      projectId: inputs.projectId,
      name: inputs.name,
      vercelRegion: inputs.vercelRegion,
      awsServiceName: inputs.awsServiceName,
      ...(inputs.enablePrivateDns === undefined ? {} : { enablePrivateDns: inputs.enablePrivateDns }),
    });
    const id = `${created.projectId}/${created.endpointId}`;
    try {
      return { id, outputs: outputsOf(await untilAvailable(ctx, created, inputs.timeouts?.create), inputs) };
    } catch (error) {
      throw new PartiallyCreatedError({ id, outputs: outputsOf(created, inputs) }, error);
    }
  },
  async read(ctx, id, state) {
    const [projectId, endpointId] = ids(id);
    return outputsOf(await ctx.client.networks.endpoint(projectId, endpointId), state);
  },
  async update(ctx, id, _olds, news) {
    const [projectId, endpointId] = ids(id);
    const updated = await ctx.client.networks.updateEndpoint(projectId, endpointId, {
      name: news.name,
      enablePrivateDns: news.enablePrivateDns ?? false,
    });
    return outputsOf(updated, news);
  },
  async delete(ctx, id) {
    const [projectId, endpointId] = ids(id);
    await ctx.client.networks.deleteEndpoint(projectId, endpointId);
  },
});
