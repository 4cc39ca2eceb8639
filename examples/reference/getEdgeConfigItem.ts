import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();
const edgeConfigId = config.require("edgeConfigId");

// `value` is set only for a string item; `valueJson` holds any item.
const greeting = vercel.getEdgeConfigItemOutput({ id: edgeConfigId, key: "greeting" });
const rollout = vercel.getEdgeConfigItemOutput({ id: edgeConfigId, key: "rollout" });

export const greetingText = greeting.value;
export const rolloutSettings = rollout.valueJson;
