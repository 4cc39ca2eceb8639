// The team file's `connectors`: each connector with its `projectConnections`, which name the
// file's projects. A connector's secrets (`credentials`, `apiKeys`' values) are stack secrets in
// the file, never text: `{ secret: slackClientSecret }`.
import { z } from "zod";
import { fieldsOf, projectChildEntry, SecretRef, without } from "../../team-file/entries";
import { planProjectChildren } from "../../team-file/project-children";
import { topSection } from "../../team-file/sections";
import { connectorDefinition } from "./connector";
import { connectorProjectConnectionDefinition } from "./connector-project-connection";
import { ApiKey } from "./rules";

const ProjectConnectionEntry = projectChildEntry(connectorProjectConnectionDefinition, "connectorId");

export const ConnectorEntry = fieldsOf(connectorDefinition)
  .omit(without("credentials", "apiKeys"))
  .extend({
    credentials: z
      .record(z.string(), SecretRef)
      .optional()
      .describe("The type's secrets (Slack's clientSecret, ...), each a stack secret"),
    apiKeys: z
      .array(ApiKey.extend({ value: SecretRef }))
      .optional()
      .describe("An api-key connector's keys, each value a stack secret"),
    projectConnections: z
      .array(ProjectConnectionEntry)
      .optional()
      .describe("The file's projects connected to it, in which environments"),
  });

export const connectorsSection = topSection({
  key: "connectors",
  needs: ["project"],
  schema: () => z.array(ConnectorEntry).optional(),
  plan(connectors: z.infer<typeof ConnectorEntry>[], planner) {
    connectors.forEach(({ projectConnections, ...connector }, c) => {
      const at = ["connectors", c];
      const ref = planner.add({ type: "Connector", id: connector.name, at, args: connector }, [
        ...at,
        "name",
      ]);
      if (!ref) return;
      planProjectChildren(planner, {
        type: "ConnectorProjectConnection",
        key: "projectConnections",
        children: projectConnections,
        parent: { name: connector.name, at, id: ref },
        parentArg: "connectorId",
      });
    });
  },
});
