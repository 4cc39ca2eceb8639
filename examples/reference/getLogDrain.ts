import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();
const drain = vercel.getLogDrainOutput({
  id: config.require("logDrainId"),
  // The lookup fails if the drain delivers anywhere else.
  endpoint: "https://logs.example.com/vercel",
});

export const drainProjectIds = drain.projectIds;
export const drainSources = drain.sources;
export const drainStatus = drain.status;
