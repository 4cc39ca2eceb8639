// getNetwork: a Secure Compute network by id (the Terraform provider's `vercel_network` data source).
import { z } from "zod";
import { defineFunction } from "../kit/function-definition";
import { networkOutputs, NetworkOutputs } from "./network";

export const getNetworkFunction = defineFunction({
  name: "getNetwork",
  subject: "Network",
  description: "A Secure Compute network by id: its block, region, AWS VPC and egress addresses, and status.",
  labelArg: "id",
  teamOnly: true,
  args: z.strictObject({ id: z.string().min(1, "must not be empty").describe("The network's id (`sc_…`).") }),
  result: NetworkOutputs.omit({ timeouts: true }).extend({
    id: z.string().describe("The network's id (`sc_…`)."),
    name: NetworkOutputs.shape.name.describe("The network's name."),
    cidr: NetworkOutputs.shape.cidr.describe("The network's private IPv4 block, such as `10.0.0.0/16`."),
    region: NetworkOutputs.shape.region.describe("The platform region the network is in, such as `iad1`."),
    awsAvailabilityZoneIds: NetworkOutputs.shape.awsAvailabilityZoneIds.describe(
      "The AWS availability zone ids the network was placed in, when they were chosen at its creation.",
    ),
  }),
  secretResults: [],
  async call(ctx, args) {
    const network = await ctx.client.networks.network(args.id);
    return { id: network.id, ...networkOutputs(network) };
  },
});
