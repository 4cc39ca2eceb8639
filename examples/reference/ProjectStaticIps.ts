import * as vercel from "vercel-pulumi";

const api = new vercel.Project("api", { name: "acme-api", framework: "nextjs" });

const staticIps = new vercel.ProjectStaticIps("api-static-ips", {
  projectId: api.id,
  regions: ["iad1", "fra1"],
  builds: false,
});

export const connectConfigurationIds = staticIps.connectConfigurationIds;
