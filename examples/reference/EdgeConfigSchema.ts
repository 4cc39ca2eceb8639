import * as vercel from "vercel-pulumi";

const store = new vercel.EdgeConfig("settings", { name: "acme-settings" });

const schema = new vercel.EdgeConfigSchema("settings-schema", {
  edgeConfigId: store.id,
  definition: JSON.stringify({
    type: "object",
    properties: {
      checkoutEnabled: { type: "boolean" },
      supportEmail: { type: "string", maxLength: 254 },
    },
    required: ["checkoutEnabled"],
  }),
});

export const schemaDefinition = schema.definition;
