// Connector: a team's connection to an outside service (Slack, GitHub, Linear, an API key, ...),
// which its projects' functions get tokens from. Argument names are @vercel/sdk's
// (connectcreateconnectorrequest); the type's configuration is `data`, its secrets `credentials`
// (and an api-key connector's keys `apiKeys`): both are secret inputs, kept in state only
// encrypted, and write-only, since the platform never answers a connector's `data` at all. So an
// out-of-band change of them cannot be seen as drift; only a change in the program sends them.
// `name`, `uid`, branding, `triggers` and `events` change in place; another type, service, preset
// (`connectionMethod`, `params`, `target`) or `apiKeys` replaces the connector (the platform
// answers no key ids to rotate them by). Checks: the type's required fields, its credentials kept
// out of `data`, triggers only on types that take them, the name, UID, color and icon rules.
// Adopted by name (unique in the team); import `[team/]<connectorId>`.
import { z } from "zod";
import type { Connector, ConnectorUpdateRequest } from "../../../schema/connect";
import { defineResource } from "../kit/definition";
import {
  ApiKey,
  checkTypeRules,
  Color,
  ConnectorData,
  ConnectorName,
  ConnectorTypeArgument,
  ConnectorUid,
  Icon,
} from "./rules";

const ConnectorShape = {
  name: ConnectorName.describe(
    "The connector's name, unique in the team, at most 256 characters and no control characters; the resource name with a random suffix when omitted.",
  ),
  uid: ConnectorUid.optional().describe(
    "The team-unique handle functions ask for the connector's tokens by, with no whitespace, `%` or `#` and not starting with `vercel`; the platform makes `<type>/<name>` when omitted.",
  ),
  type: ConnectorTypeArgument.optional().describe(
    "The kind of connector (`slack`, `github`, `linear`, `api-key`, `oauth`, `custom`, ...), which decides the fields `data` and `credentials` need; may be omitted when `service` and `connectionMethod` name a preset. Changing it replaces the connector.",
  ),
  service: z
    .string()
    .min(1, "must not be empty")
    .optional()
    .describe(
      "The service the connector connects to; its type when omitted. Changing it replaces the connector.",
    ),
  connectionMethod: z
    .string()
    .min(1, "must not be empty")
    .optional()
    .describe(
      "A preset of `service` that fills in the type's configuration, in place of `type`. Changing it replaces the connector.",
    ),
  params: z
    .record(z.string(), z.string())
    .optional()
    .describe(
      "Parameters of the preset named by `connectionMethod`, by name; never read back. Changing them replaces the connector.",
    ),
  target: z
    .string()
    .min(1, "must not be empty")
    .optional()
    .describe("What the preset named by `connectionMethod` connects to. Changing it replaces the connector."),
  data: ConnectorData.optional().describe(
    "The type's configuration without its secrets, by field name (e.g. Slack's `appId`, `appName` and `clientId`); never read back, so a change made outside the program is not seen.",
  ),
  credentials: ConnectorData.optional().describe(
    "The type's secret fields, by name (e.g. Slack's `clientSecret`, GitHub's `privateKeyPem`); never read back, so a change made outside the program is not seen. Secret.",
  ),
  apiKeys: z
    .array(ApiKey)
    .optional()
    .describe(
      "The keys an `api-key` connector hands out as its tokens; only for that type, never read back, and changing them replaces the connector. Secret.",
    ),
  icon: Icon.optional().describe(
    "The connector's icon, as the 40-character SHA-1 digest of an image uploaded before; left as it is when omitted.",
  ),
  backgroundColor: Color.optional().describe(
    "The background color of the connector's icon, a 6-digit hex color such as `#000000`; left as it is when omitted.",
  ),
  accentColor: Color.optional().describe(
    "The connector's accent color, a 6-digit hex color such as `#000000`; left as it is when omitted.",
  ),
  triggers: z
    .boolean()
    .optional()
    .describe(
      "Whether the connector takes the service's incoming webhooks and forwards them to its projects' trigger destinations; Slack connectors only, false when omitted.",
    ),
  events: z
    .array(z.string().min(1, "must not be empty"))
    .optional()
    .describe(
      "The service's events the connector subscribes to, in any order; left as they are when omitted.",
    ),
};

const ConnectorInputs = z.strictObject(ConnectorShape).superRefine(checkTypeRules);
export type ConnectorInputs = z.infer<typeof ConnectorInputs>;

/** What the platform computes about a connector (also what getConnector answers). */
export const ConnectorComputed = {
  connectorId: z.string().describe("The platform's id of the connector (`scl_…`)."),
  typeName: z.string().describe("The display name of the connector's type, e.g. `Slack`."),
  supportedSubjectTypes: z
    .array(z.string())
    .describe(
      "Whose tokens the connector issues: `app` (its installation or its own credentials) and `user` (a user who authorized it).",
    ),
  supportsInstallation: z
    .boolean()
    .describe("Whether the connector's app must be installed before it issues app tokens."),
  supportsRevocation: z.boolean().describe("Whether the connector's type lets issued access be revoked."),
  supportsTriggers: z
    .boolean()
    .describe("Whether the connector's type can take incoming webhooks as triggers (only Slack does)."),
  defaultInstallationId: z
    .string()
    .optional()
    .describe(
      "The installation of the connector's app that app tokens come from, once the app is installed.",
    ),
  createdAt: z.number().describe("When the connector was created, in milliseconds since the Unix epoch."),
  updatedAt: z
    .number()
    .describe("When the connector was last changed, in milliseconds since the Unix epoch."),
};

export const ConnectorOutputs = z.object(ConnectorShape).extend({
  name: z.string(),
  uid: z.string(),
  type: z.string(),
  service: z.string(),
  triggers: z.boolean(),
  ...ConnectorComputed,
});
export type ConnectorOutputs = z.infer<typeof ConnectorOutputs>;

/** The connector as the platform answers it (no `data`, no credentials: it never answers them). */
export const connectorOutputs = (connector: Connector): ConnectorOutputs => ({
  name: connector.name,
  uid: connector.uid,
  type: connector.type,
  service: connector.service,
  ...(connector.connectionMethod !== undefined ? { connectionMethod: connector.connectionMethod } : {}),
  ...(connector.target !== undefined ? { target: connector.target } : {}),
  ...(connector.icon !== undefined ? { icon: connector.icon } : {}),
  ...(connector.backgroundColor !== undefined ? { backgroundColor: connector.backgroundColor } : {}),
  ...(connector.accentColor !== undefined ? { accentColor: connector.accentColor } : {}),
  triggers: connector.triggers?.enabled ?? false,
  ...(connector.events !== undefined ? { events: [...connector.events] } : {}),
  connectorId: connector.id,
  typeName: connector.typeName,
  supportedSubjectTypes: [...connector.supportedSubjectTypes],
  supportsInstallation: connector.supportsInstallation,
  supportsRevocation: connector.supportsRevocation,
  supportsTriggers: connector.supportsTriggers,
  ...(connector.defaultInstallationId !== undefined
    ? { defaultInstallationId: connector.defaultInstallationId }
    : {}),
  createdAt: connector.createdAt,
  updatedAt: connector.updatedAt,
});

/** `data` and `credentials` as the one `data` object the platform takes; api keys as its `values`. */
const wireData = (inputs: ConnectorInputs): Record<string, unknown> => ({
  ...inputs.data,
  ...inputs.credentials,
  ...(inputs.apiKeys !== undefined ? { values: inputs.apiKeys } : {}),
});

/** The fields of `data` that differ; a field the program dropped is sent as null. */
function dataPatch(olds: Record<string, unknown>, news: Record<string, unknown>) {
  const patch: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(olds), ...Object.keys(news)])) {
    if (JSON.stringify(olds[key]) !== JSON.stringify(news[key])) patch[key] = news[key] ?? null;
  }
  return Object.keys(patch).length > 0 ? patch : undefined;
}

export const connectorDefinition = defineResource<
  ConnectorInputs,
  ConnectorOutputs,
  Record<never, never>,
  "name"
>({
  name: "Connector",
  description:
    "A team's connection to an outside service (Slack, GitHub, Linear, an API key, ...) that its projects' functions get tokens from. Its configuration and credentials are secret and write-only: the platform never returns them, so only a change in the program updates them.",
  autoName: { field: "name", maxLength: 256 },
  inputs: ConnectorInputs,
  outputs: ConnectorOutputs,
  fields: {
    name: { normalize: (value) => (typeof value === "string" ? value.trim() : value) },
    // The platform makes one (`<type>/<name>`) when the program does not.
    uid: { computed: true, reported: true },
    type: { computed: true, reported: true, replaceOnChange: true },
    service: { computed: true, reported: true, replaceOnChange: true },
    connectionMethod: { replaceOnChange: true },
    params: { replaceOnChange: true, writeOnly: true },
    target: { replaceOnChange: true },
    // Never answered, so an import cannot know them: the program's value is no change to an
    // imported connector (see FieldSemantics.unreadable).
    data: { writeOnly: true, unreadable: true },
    credentials: { secret: true, writeOnly: true, unreadable: true },
    apiKeys: { secret: true, writeOnly: true, replaceOnChange: true, unreadable: true },
    "apiKeys[].value": { secret: true },
    // Left out, the platform keeps what it has (an update cannot clear them).
    icon: { computed: true },
    backgroundColor: { computed: true },
    accentColor: { computed: true },
    triggers: { default: false },
    events: { computed: true, unordered: true },
  },
  // Its name and UID are unique in the team: a replacement made first would collide.
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: { segments: ["connectorId"], toId: ([id]) => id ?? "" },
  adopt: {
    key: "name",
    async find(ctx, inputs) {
      const name = inputs.name.trim();
      const found = (await ctx.client.connect.connectors(name)).find((c) => c.name === name);
      return found && { id: found.id, outputs: connectorOutputs(found) };
    },
  },
  async create(ctx, inputs) {
    const created = await ctx.client.connect.createConnector({
      name: inputs.name.trim(),
      ...(inputs.type !== undefined ? { type: inputs.type } : {}),
      ...(inputs.service !== undefined ? { service: inputs.service } : {}),
      ...(inputs.connectionMethod !== undefined ? { connectionMethod: inputs.connectionMethod } : {}),
      ...(inputs.params !== undefined ? { params: inputs.params } : {}),
      ...(inputs.target !== undefined ? { target: inputs.target } : {}),
      ...(inputs.uid !== undefined ? { uid: inputs.uid } : {}),
      data: wireData(inputs),
      ...(inputs.icon !== undefined ? { icon: inputs.icon } : {}),
      ...(inputs.backgroundColor !== undefined ? { backgroundColor: inputs.backgroundColor } : {}),
      ...(inputs.accentColor !== undefined ? { accentColor: inputs.accentColor } : {}),
      ...(inputs.triggers !== undefined ? { triggers: inputs.triggers } : {}),
      ...(inputs.events !== undefined ? { events: inputs.events } : {}),
    });
    return { id: created.id, outputs: connectorOutputs(created) };
  },
  read: async (ctx, id) => connectorOutputs(await ctx.client.connect.connector(id)),
  async update(ctx, id, olds, news) {
    const name = news.name.trim();
    const data = dataPatch({ ...olds.data, ...olds.credentials }, { ...news.data, ...news.credentials });
    const body: ConnectorUpdateRequest = {
      ...(name !== olds.name ? { name } : {}),
      ...(news.uid !== undefined && news.uid !== olds.uid ? { uid: news.uid } : {}),
      ...(data !== undefined ? { data } : {}),
      ...(news.icon !== undefined ? { icon: news.icon } : {}),
      ...(news.backgroundColor !== undefined ? { backgroundColor: news.backgroundColor } : {}),
      ...(news.accentColor !== undefined ? { accentColor: news.accentColor } : {}),
      triggers: news.triggers ?? false,
      ...(news.events !== undefined ? { events: news.events } : {}),
    };
    return connectorOutputs(await ctx.client.connect.updateConnector(id, body));
  },
  delete: (ctx, id) => ctx.client.connect.deleteConnector(id),
});
