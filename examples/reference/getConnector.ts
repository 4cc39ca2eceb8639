import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();
const connector = vercel.getConnectorOutput({ id: config.require("slackConnectorId") });

export const connectorName = connector.name;
export const connectorType = connector.type;
export const supportsTriggers = connector.supportsTriggers;
