// Backends allowlist `egressIpAddresses`: the network's traffic leaves from them.
import * as vercel from "vercel-pulumi";

const backend = new vercel.Network("backend", {
  name: "acme-backend",
  cidr: "10.20.0.0/16",
  region: "iad1",
  awsAvailabilityZoneIds: ["use1-az1", "use1-az2"],
  timeouts: { create: "30m" },
});

export const networkId = backend.networkId;
export const egressIpAddresses = backend.egressIpAddresses;
