import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();
const rule = vercel.getAiGatewayRuleOutput({ ruleId: config.require("aiGatewayRuleId") });

export const ruleType = rule.type;
export const matchedModel = rule.match.model;
export const ruleEnabled = rule.enabled;
