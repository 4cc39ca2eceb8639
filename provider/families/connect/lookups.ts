// getConnector: a connector by its id or UID, without its configuration and secrets (the platform
// never answers them). getConnectors: the team's connectors, optionally of one type.
import { z } from "zod";
import { defineFunction } from "../kit/function-definition";
import { ConnectorComputed, connectorOutputs } from "./connector";

const ConnectorResult = z.object({
  id: z.string(),
  name: z.string(),
  uid: z.string(),
  type: z.string(),
  service: z.string(),
  connectionMethod: z.string().optional(),
  target: z.string().optional(),
  icon: z.string().optional(),
  backgroundColor: z.string().optional(),
  accentColor: z.string().optional(),
  triggers: z.boolean(),
  events: z.array(z.string()).optional(),
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
      .describe("Only connectors of this type (`slack`, ...)."),
  }),
  result: z.object({ connectors: z.array(ConnectorResult) }),
  secretResults: [],
  async call(ctx, args) {
    const all = await ctx.client.connect.connectors();
    return { connectors: all.filter((c) => args.type === undefined || c.type === args.type).map(resultOf) };
  },
});
