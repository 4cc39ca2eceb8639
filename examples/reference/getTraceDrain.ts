import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();
const drain = vercel.getTraceDrainOutput({ id: config.require("traceDrainId") });

export const traceEndpoint = drain.endpoint;
export const traceProjectIds = drain.projectIds;
export const traceSamplingRules = drain.samplingRules;
