// `connectionString` is what the server's FLAGS environment variable holds.
import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

const serverKey = new vercel.FeatureFlagSdkKey("web-server", {
  projectId: web.id,
  environment: "production",
  type: "server",
  label: "acme-web server",
});

export const connectionString = serverKey.connectionString;
