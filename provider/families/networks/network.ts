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
    /** Up to 255 characters; omitted, the network is named after its region and block. */
    name: z.string().min(1, "must not be empty").max(255, "must be at most 255 characters").optional(),
    /** The network's private IPv4 block, e.g. `10.0.0.0/16`. */
    cidr: Cidr,
    /** The platform region, e.g. `iad1`. */
    region: Region,
    /** AWS availability zone ids of the region (`use1-az1`). */
    awsAvailabilityZoneIds: z.array(z.string()).optional(),
    timeouts: Timeouts.optional(),
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
  /** `sc_…`, also the resource's id. */
  networkId: z.string(),
  awsAccountId: z.string(),
  awsRegion: z.string(),
  /** The addresses the network's traffic leaves from: what a backend allowlists. */
  egressIpAddresses: z.array(z.string()),
  vpcId: z.string(),
  /** `create_in_progress`, `ready`, `delete_in_progress` or `error`. */
  status: z.string(),
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
