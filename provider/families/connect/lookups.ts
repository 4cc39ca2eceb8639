// getConnector: a connector by its id or UID, without its configuration and secrets (the platform
// never answers them). getConnectors: the team's connectors, optionally of one type.
import { z } from "zod";
import { defineFunction } from "../kit/function-definition";
import { ConnectorComputed, connectorOutputs } from "./connector";

const ConnectorResult = z.object({
  id: z.string().describe("The connector's id (`scl_…`)."),
  name: z.string().describe("The connector's name, unique in the team."),
  uid: z.string().describe("The team-unique handle functions ask for the connector's tokens by."),
  type: z.string().describe("The kind of connector (`slack`, `github`, `api-key`, ...)."),
  service: z.string().describe("The service the connector connects to."),
  connectionMethod: z
    .string()
    .optional()
    .describe("The preset of the service the connector was made from, if any."),
  target: z.string().optional().describe("What the connector's preset connects to, if it has one."),
  icon: z.string().optional().describe("The SHA-1 digest of the connector's icon image."),
  backgroundColor: z.string().optional().describe("The background color of the connector's icon, `#rrggbb`."),
  accentColor: z.string().optional().describe("The connector's accent color, `#rrggbb`."),
  triggers: z
    .boolean()
    .describe(
      "Whether the connector forwards the service's incoming webhooks to its projects' trigger destinations.",
    ),
  events: z.array(z.string()).optional().describe("The service's events the connector subscribes to."),
  ...ConnectorComputed,
});

const resultOf = (connector: Parameters<typeof connectorOutputs>[0]) => ({
  id: connector.id,
  ...connectorOutputs(connector),
});

export const getConnectorFunction = defineFunction({
  name: "getConnector",
  subject: "Connector",
  description:
    "A connector by id (`scl_…`) or UID: its type, service, branding, triggers and what it issues tokens for. " +
    "Its configuration and credentials are never answered.",
  labelArg: "id",
  args: z.strictObject({
    id: z.string().min(1, "must not be empty").describe("The connector's id (`scl_…`) or its UID."),
  }),
  result: ConnectorResult,
  secretResults: [],
  call: async (ctx, args) => resultOf(await ctx.client.connect.connector(args.id)),
});

export const getConnectorsFunction = defineFunction({
  name: "getConnectors",
  subject: "Connector",
  description: "The team's connectors, every one or those of one type.",
  labelArg: "type",
  args: z.strictObject({
    type: z
      .string()
      .min(1, "must not be empty")
      .optional()
      .describe("Only connectors of this type (`slack`, `github`, ...); every connector when omitted."),
  }),
  result: z.object({
    connectors: z
      .array(ConnectorResult)
      .describe("The team's connectors, only those of `type` when it is given."),
  }),
  secretResults: [],
  async call(ctx, args) {
    const all = await ctx.client.connect.connectors();
    return { connectors: all.filter((c) => args.type === undefined || c.type === args.type).map(resultOf) };
  },
});
