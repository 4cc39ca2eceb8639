import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();
const token = vercel.getEdgeConfigTokenOutput({
  edgeConfigId: config.require("edgeConfigId"),
  token: config.requireSecret("edgeConfigToken"),
});

export const tokenLabel = token.label;
// Secret: the token is part of it.
export const connectionString = token.connectionString;
