// The team file's `edgeConfigs`: stores with their items, schema and read tokens.
import { z } from "zod";
import { EdgeConfigTokenLabel, JsonSchemaDefinition } from "../../../schema/edge-config";
import { fieldsOf } from "../../team-file/entries";
import { topSection } from "../../team-file/sections";
import { edgeConfigDefinition } from "./edge-config";
import { edgeConfigItemsDefinition } from "./edge-config-items";

export const EdgeConfigEntry = fieldsOf(edgeConfigDefinition).extend({
  /** The store's items, created as one EdgeConfigItems resource. */
  items: fieldsOf(edgeConfigItemsDefinition).shape.items.optional().describe("The store's items"),
  /** The JSON Schema the items must match, as an object (an EdgeConfigSchema). */
  schema: JsonSchemaDefinition.optional().describe("The JSON Schema the store's items must match"),
  /** Read tokens (EdgeConfigToken), by label; their values are secret outputs of the component. */
  tokens: z.array(z.strictObject({ label: EdgeConfigTokenLabel })).optional(),
});

export const edgeConfigsSection = topSection({
  key: "edgeConfigs",
  schema: () => z.array(EdgeConfigEntry).optional(),
  plan(stores: z.infer<typeof EdgeConfigEntry>[], planner) {
    stores.forEach((store, s) => {
      const at = ["edgeConfigs", s];
      const { items, schema, tokens } = store;
      const ref = planner.add({ type: "EdgeConfig", id: store.name, at, args: { name: store.name } }, [
        ...at,
        "name",
      ]);
      if (!ref) return;
      const schemaRef =
        schema &&
        planner.add({
          type: "EdgeConfigSchema",
          id: store.name,
          at,
          rename: { definition: "schema" },
          args: { edgeConfigId: ref, definition: JSON.stringify(schema) },
        });
      if (items) {
        planner.add({
          type: "EdgeConfigItems",
          id: store.name,
          at,
          args: { edgeConfigId: ref, items },
          // The platform refuses item writes that break the store's schema: set the schema first.
          dependsOn: schemaRef ? [schemaRef.key] : [],
        });
      }
      tokens?.forEach((token, t) =>
        planner.add({
          type: "EdgeConfigToken",
          id: `${store.name}/${token.label}`,
          at: [...at, "tokens", t],
          args: { edgeConfigId: ref, label: token.label },
        }),
      );
    });
  },
});
