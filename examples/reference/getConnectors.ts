import * as vercel from "vercel-pulumi";

const slack = vercel.getConnectorsOutput({ type: "slack" });

export const slackConnectorIds = slack.connectors.apply((list) => list.map((connector) => connector.id));
