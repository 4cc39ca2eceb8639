import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();
const network = vercel.getNetworkOutput({ id: config.require("networkId") });

// Allow these on the database's firewall.
export const egressIpAddresses = network.egressIpAddresses;
export const vpcId = network.vpcId;
export const cidr = network.cidr;
