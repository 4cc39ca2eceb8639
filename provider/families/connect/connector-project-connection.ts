// ConnectorProjectConnection: a project connected to a connector, in some of its environments
// (built-in names or the project's custom environment ids), with the trigger destinations of that
// project: where the connector forwards incoming triggers (a branch, a custom environment or the
// default deployment; at most 3 per connector). The platform writes a connector's destinations
// only whole, so each connection rewrites its own project's share of the set, one at a time per
// connector. `environments` and `triggerDestinations` change in place; another connector or project
// replaces the connection. Disconnecting drops the project's destinations (the platform does).
// Adopted by connector and project; import `[team/]<connectorId>/<projectId>`.
import { z } from "zod";
import type { Connector, TriggerDestinationInput } from "../../../schema/connect";
import { AlreadyExistsError, defineResource, type ResourceContext } from "../kit/definition";
import { oneAtATime } from "../kit/per-key-queue";
import { undefinedIfNotFound } from "../../client/errors";
import { TriggerDestination } from "./rules";

/** The platform's limit on a connector's trigger destinations (connectconnector `triggerDestinations`). */
const MAX_DESTINATIONS = 3;
const ALL_ENVIRONMENTS = ["development", "preview", "production"];

const ConnectionShape = {
  connectorId: z
    .string()
    .min(1, "must not be empty")
    .describe("The connector, by id (`scl_…`) or UID. Changing it replaces the connection."),
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe("The project, by id or name. Changing it replaces the connection."),
  environments: z
    .array(z.string().min(1, "must not be empty"))
    .min(1, "must name at least one environment")
    .optional()
    .describe(
      "The environments whose deployments may use the connector: `development`, `preview`, `production` or custom environment ids, in any order; the three built-in ones when omitted.",
    ),
  triggerDestinations: z
    .array(TriggerDestination)
    .max(
      MAX_DESTINATIONS,
      `must hold at most ${MAX_DESTINATIONS} destinations (the platform's limit per connector)`,
    )
    .optional()
    .describe(
      "The deployments of this project the connector forwards incoming triggers to: a branch's, a custom environment's, or the default one when neither is named. A connector with `triggers` on takes at most 3 across its projects; none when omitted.",
    ),
};

const ConnectionInputs = z.strictObject(ConnectionShape).superRefine((inputs, ctx) => {
  const seen = new Set<string>();
  for (const [index, destination] of (inputs.triggerDestinations ?? []).entries()) {
    const key = JSON.stringify([destination.branch, destination.customEnvironmentId, destination.path]);
    if (seen.has(key)) {
      ctx.addIssue({
        code: "custom",
        path: ["triggerDestinations", index],
        message: "repeats a destination",
      });
    }
    seen.add(key);
  }
});
type ConnectionInputs = z.infer<typeof ConnectionInputs>;

const ConnectionOutputs = z.object(ConnectionShape).extend({
  connectorId: z
    .string()
    .describe("The connector's id (`scl_…`), whether the program named it by id or UID."),
  projectId: z.string().describe("The project's id, whether the program named it by id or name."),
  environments: z.array(z.string()),
  triggerDestinations: z.array(TriggerDestination),
  projectName: z.string().describe("The connected project's name."),
});
type ConnectionOutputs = z.infer<typeof ConnectionOutputs>;

const idOf = (connectorId: string, projectId: string) => `${connectorId}/${projectId}`;

function idParts(id: string): [string, string] {
  const [connectorId, projectId, ...rest] = id.split("/");
  if (!connectorId || !projectId || rest.length > 0) {
    throw new Error(`ConnectorProjectConnection id "${id}" must look like connectorId/projectId`);
  }
  return [connectorId, projectId];
}

/** This project's share of the connector's destinations, without the project id. */
const destinationsOf = (connector: Connector, projectId: string) =>
  (connector.triggerDestinations ?? [])
    .filter((d) => d.projectId === projectId)
    .map((d) => ({
      ...(d.branch !== undefined ? { branch: d.branch } : {}),
      ...(d.customEnvironmentId !== undefined ? { customEnvironmentId: d.customEnvironmentId } : {}),
      ...(d.path !== undefined ? { path: d.path } : {}),
    }));

async function readConnection(ctx: ResourceContext, connectorIdOrUid: string, project: string) {
  const connector = await ctx.client.connect.connector(connectorIdOrUid);
  const connection = await ctx.client.connect.connection(connector.id, project);
  return {
    connectorId: connector.id,
    projectId: connection.project.id,
    environments: [...connection.enabledEnvironments],
    triggerDestinations: destinationsOf(connector, connection.project.id),
    projectName: connection.project.name,
  } satisfies ConnectionOutputs;
}

/** Rewrites this project's destinations in the connector's set, leaving other projects' as they are. */
function setDestinations(
  ctx: ResourceContext,
  connectorId: string,
  projectId: string,
  wanted: ConnectionInputs["triggerDestinations"],
) {
  return oneAtATime(`connector-destinations:${connectorId}`, async () => {
    const connector = await ctx.client.connect.connector(connectorId);
    const current = destinationsOf(connector, projectId);
    if (JSON.stringify(current) === JSON.stringify(wanted ?? [])) return;
    const others = (connector.triggerDestinations ?? []).filter((d) => d.projectId !== projectId);
    const mine: TriggerDestinationInput[] = (wanted ?? []).map((d) => ({ projectId, ...d }));
    await ctx.client.connect.replaceTriggerDestinations(connectorId, [...others, ...mine]);
  });
}

export const connectorProjectConnectionDefinition = defineResource<ConnectionInputs, ConnectionOutputs>({
  name: "ConnectorProjectConnection",
  description:
    "Connects a project to a connector in some of its environments, so the project's functions can get the connector's tokens, and sets where the connector's incoming triggers deploy for that project.",
  inputs: ConnectionInputs,
  outputs: ConnectionOutputs,
  fields: {
    connectorId: { replaceOnChange: true },
    projectId: { replaceOnChange: true },
    environments: { default: ALL_ENVIRONMENTS, unordered: true },
    triggerDestinations: { default: [] },
  },
  // One connection per connector and project.
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: {
    segments: ["connectorId", "projectId"],
    toId: ([connectorId, projectId]) => idOf(connectorId ?? "", projectId ?? ""),
    canonical: (_ctx, _id, outputs) => idOf(outputs.connectorId, outputs.projectId),
  },
  adopt: {
    key: "connector and project",
    async find(ctx, inputs) {
      const found = await undefinedIfNotFound(readConnection(ctx, inputs.connectorId, inputs.projectId));
      return found && { id: idOf(found.connectorId, found.projectId), outputs: found };
    },
  },
  async create(ctx, inputs) {
    const connector = await ctx.client.connect.connector(inputs.connectorId);
    // The platform's call is an upsert: it would take over a connection made elsewhere silently.
    const existing = await undefinedIfNotFound(ctx.client.connect.connection(connector.id, inputs.projectId));
    if (existing) {
      throw new AlreadyExistsError(
        `the project ${existing.project.name} is already connected to the connector ${connector.uid}`,
      );
    }
    const connection = await ctx.client.connect.upsertConnection(
      connector.id,
      inputs.projectId,
      inputs.environments ?? ALL_ENVIRONMENTS,
    );
    const projectId = connection.project.id;
    if (inputs.triggerDestinations?.length) {
      await setDestinations(ctx, connector.id, projectId, inputs.triggerDestinations);
    }
    return { id: idOf(connector.id, projectId), outputs: await readConnection(ctx, connector.id, projectId) };
  },
  read: (ctx, id) => readConnection(ctx, ...idParts(id)),
  async update(ctx, id, _olds, news, changes) {
    const [connectorId, projectId] = idParts(id);
    if (changes.has("environments")) {
      await ctx.client.connect.upsertConnection(
        connectorId,
        projectId,
        news.environments ?? ALL_ENVIRONMENTS,
      );
    }
    if (changes.has("triggerDestinations")) {
      await setDestinations(ctx, connectorId, projectId, news.triggerDestinations);
    }
    return readConnection(ctx, connectorId, projectId);
  },
  delete: (ctx, id) => ctx.client.connect.deleteConnection(...idParts(id)),
});
