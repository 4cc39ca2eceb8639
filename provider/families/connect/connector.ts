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
  /** Unique in the team, at most 256 characters. Auto-named when omitted. */
  name: ConnectorName,
  /** The team-scoped handle tokens are asked for by; the platform makes `<type>/<name>` when omitted. */
  uid: ConnectorUid.optional(),
  /** The connector type (slack, github, linear, api-key, ...); omitted with a preset, the service's. */
  type: ConnectorTypeArgument.optional(),
  /** The service it connects to; defaults to the type. */
  service: z.string().min(1, "must not be empty").optional(),
  /** A preset of the service (with `service`), which fills the type's configuration. */
  connectionMethod: z.string().min(1, "must not be empty").optional(),
  /** The preset's parameters. */
  params: z.record(z.string(), z.string()).optional(),
  /** What the preset connects to. */
  target: z.string().min(1, "must not be empty").optional(),
  /** The type's configuration without its secrets (connectconnectorcreatedata), e.g. Slack's appId. */
  data: ConnectorData.optional(),
  /** The type's secrets (Slack's clientSecret, GitHub's privateKeyPem, ...): secret and write-only. */
  credentials: ConnectorData.optional(),
  /** An api-key connector's keys: secret and write-only; a change replaces the connector. */
  apiKeys: z.array(ApiKey).optional(),
  /** SHA-1 digest of an uploaded icon. */
  icon: Icon.optional(),
  /** `#rrggbb`. */
  backgroundColor: Color.optional(),
  /** `#rrggbb`. */
  accentColor: Color.optional(),
  /** Takes incoming triggers (webhooks) and forwards them to its projects' destinations. Slack only. */
  triggers: z.boolean().optional(),
  /** The service's events it subscribes to. */
  events: z.array(z.string().min(1, "must not be empty")).optional(),
};

const ConnectorInputs = z.strictObject(ConnectorShape).superRefine(checkTypeRules);
export type ConnectorInputs = z.infer<typeof ConnectorInputs>;

/** What the platform computes about a connector (also what getConnector answers). */
export const ConnectorComputed = {
  /** `scl_…`, also the resource's id. */
  connectorId: z.string(),
  typeName: z.string(),
  /** `app`, `user`: whose tokens it issues. */
  supportedSubjectTypes: z.array(z.string()),
  supportsInstallation: z.boolean(),
  supportsRevocation: z.boolean(),
  supportsTriggers: z.boolean(),
  /** The installation app tokens are issued on, once the app is installed. */
  defaultInstallationId: z.string().optional(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  updatedAt: z.number(),
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
