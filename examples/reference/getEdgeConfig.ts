import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();
const flags = vercel.getEdgeConfigOutput({ id: config.require("edgeConfigId") });

export const edgeConfigName = flags.name;
export const itemCount = flags.itemCount;
export const sizeInBytes = flags.sizeInBytes;
