// Network: a Secure Compute network of the team (vercel_network): an AWS VPC in the region's AWS
// region with static egress addresses, which projects' functions and builds run in. `name`
// changes in place (omitted, the platform keeps the name it was given); another `cidr`, `region` or
// `awsAvailabilityZoneIds` replaces it. Create waits until the network is `ready`, for at most
// `timeouts.create` (default 20m). Checks: a private /16–/28 block at its network address, one of
// the platform's regions, zone ids of that region's AWS region; the platform also refuses a block
// overlapping another network of the team. Adopted by `cidr` and `region`; import `[team/]<networkId>`.
import { z } from "zod";
import { zoneProblem } from "../../../schema/network-rules";
import type { Network } from "../../../schema/networks";
import { defineResource, PartiallyCreatedError, type ResourceContext } from "../kit/definition";
import { Cidr, Region, Timeouts } from "./rules";
import { waitUntilReady } from "./wait";

const NetworkInputs = z
  .strictObject({
    name: z
      .string()
      .min(1, "must not be empty")
      .max(255, "must be at most 255 characters")
      .optional()
      .describe(
        "The network's name, up to 255 characters; when omitted it is named after its region and block (e.g. `iad1-10-0-0-0-16`) and keeps the name it has. Renaming keeps the network.",
      ),
    cidr: Cidr.describe(
      "The network's private IPv4 block, such as `10.0.0.0/16`: /16 to /28, inside 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16, written with its network address, and overlapping no other network of the team. Another block replaces the network.",
    ),
    region: Region.describe(
      "The platform region the network is in, such as `iad1`; it runs in that region's AWS region. Another region replaces the network.",
    ),
    awsAvailabilityZoneIds: z
      .array(z.string())
      .optional()
      .describe(
        "The AWS availability zones to place the network in, by zone id of the region's AWS region (such as `use1-az1` for `iad1`); the platform chooses when omitted. Another set replaces the network.",
      ),
    timeouts: Timeouts.optional().describe("How long to wait for the platform to provision the network."),
  })
  .superRefine((inputs, ctx) => {
    for (const [index, zone] of (inputs.awsAvailabilityZoneIds ?? []).entries()) {
      const reason = zoneProblem(zone, inputs.region);
      if (reason !== undefined)
        ctx.addIssue({ code: "custom", path: ["awsAvailabilityZoneIds", index], message: reason });
    }
  });
export type NetworkInputs = z.infer<typeof NetworkInputs>;

export const NetworkOutputs = z.object({
  name: z.string(),
  cidr: z.string(),
  region: z.string(),
  awsAvailabilityZoneIds: z.array(z.string()).optional(),
  timeouts: Timeouts.optional(),
  networkId: z.string().describe("The network's id (`sc_…`), also the resource's id."),
  awsAccountId: z.string().describe("The id of the AWS account the network's VPC is in."),
  awsRegion: z.string().describe("The AWS region the network runs in, such as `us-east-1`."),
  egressIpAddresses: z
    .array(z.string())
    .describe("The public addresses the network's outbound traffic leaves from, for a backend to allowlist."),
  vpcId: z.string().describe("The id of the AWS VPC that hosts the network; empty until it is provisioned."),
  status: z
    .string()
    .describe("The network's state: `create_in_progress`, `ready`, `delete_in_progress` or `error`."),
});
export type NetworkOutputs = z.infer<typeof NetworkOutputs>;

export const networkOutputs = (network: Network, timeouts?: Timeouts): NetworkOutputs => ({
  name: network.name,
  cidr: network.cidr,
  region: network.region ?? "",
  ...(network.awsAvailabilityZoneIds?.length
    ? { awsAvailabilityZoneIds: [...network.awsAvailabilityZoneIds] }
    : {}),
  ...(timeouts ? { timeouts } : {}),
  networkId: network.id,
  awsAccountId: network.awsAccountId,
  awsRegion: network.awsRegion,
  egressIpAddresses: [...(network.egressIpAddresses ?? [])],
  vpcId: network.vpcId ?? "",
  status: network.status,
});

export const untilNetworkReady = (ctx: ResourceContext, network: Network, timeout: string | undefined) =>
  waitUntilReady(
    network,
    {
      read: () => ctx.client.networks.network(network.id),
      state: (n) => (n.status === "ready" ? "ready" : n.status === "error" ? "failed" : "pending"),
      describe: (n) => `network ${n.id} (${n.cidr} in ${n.region ?? "?"})`,
      status: (n) => n.status,
    },
    timeout,
  );

export const networkDefinition = defineResource<NetworkInputs, NetworkOutputs>({
  name: "Network",
  description:
    "A Secure Compute network of the team: a private AWS VPC in one region with static egress addresses, which projects' functions and builds can run in. `up` waits until it is ready.",
  inputs: NetworkInputs,
  outputs: NetworkOutputs,
  fields: {
    // The platform names it when the program does not; a refresh reports the name it has.
    name: { computed: true, reported: true },
    cidr: { replaceOnChange: true },
    region: { replaceOnChange: true },
    awsAvailabilityZoneIds: { replaceOnChange: true, unordered: true },
  },
  // Its block would overlap its replacement's.
  deleteBeforeReplace: true,
  secretOutputs: [],
  teamOnly: true,
  importId: { segments: ["networkId"], toId: ([id]) => id ?? "" },
  adopt: {
    key: "cidr and region",
    async find(ctx, inputs) {
      const found = (await ctx.client.networks.networks()).find(
        (n) => n.cidr === inputs.cidr && n.region === inputs.region,
      );
      return found && { id: found.id, outputs: networkOutputs(found, inputs.timeouts) };
    },
  },
  async create(ctx, inputs) {
    const created = await ctx.client.networks.createNetwork({
      name: inputs.name ?? `${inputs.region}-${inputs.cidr.replace(/[./]/g, "-")}`,
      cidr: inputs.cidr,
      region: inputs.region,
      ...(inputs.awsAvailabilityZoneIds ? { awsAvailabilityZoneIds: inputs.awsAvailabilityZoneIds } : {}),
    });
    try {
      const ready = await untilNetworkReady(ctx, created, inputs.timeouts?.create);
      return { id: ready.id, outputs: networkOutputs(ready, inputs.timeouts) };
    } catch (error) {
      throw new PartiallyCreatedError(
        { id: created.id, outputs: networkOutputs(created, inputs.timeouts) },
        error,
      );
    }
  },
  read: async (ctx, id, state) => networkOutputs(await ctx.client.networks.network(id), state.timeouts),
  async update(ctx, id, olds, news) {
    const network =
      news.name !== undefined && news.name !== olds.name
        ? await ctx.client.networks.renameNetwork(id, news.name)
        : await ctx.client.networks.network(id);
    return networkOutputs(network, news.timeouts);
  },
  delete: (ctx, id) => ctx.client.networks.deleteNetwork(id),
});
