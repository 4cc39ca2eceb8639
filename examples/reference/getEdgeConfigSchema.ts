import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();
const schema = vercel.getEdgeConfigSchemaOutput({ id: config.require("edgeConfigId") });

export const requiredKeys = schema.definition.apply((text) => JSON.parse(text).required ?? []);
