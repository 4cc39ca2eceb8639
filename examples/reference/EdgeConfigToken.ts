// `connectionString` is what an app's EDGE_CONFIG environment variable holds.
import * as vercel from "vercel-pulumi";

const store = new vercel.EdgeConfig("settings", { name: "acme-settings" });

const token = new vercel.EdgeConfigToken("web-read", {
  edgeConfigId: store.id,
  label: "acme-web production",
});

export const connectionString = token.connectionString;
