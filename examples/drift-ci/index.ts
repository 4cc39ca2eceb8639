// The stack the drift workflow watches: one of each family a team usually keeps in code, so that
// a change made by hand in the dashboard shows up in the report. Settings come from stack config
// (`vercel:apiToken` as a secret, `vercel:team`, `vercel:apiUrl`) or from VERCEL_API_TOKEN /
// VERCEL_TEAM / VERCEL_API_URL; the API key from the secret config `apiKey`.
import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();

const site = new vercel.Project("site", {
  name: config.require("siteName"),
  framework: "nextjs",
  buildCommand: "npm run build",
});

// A sensitive variable: the platform never gives its value back, so a change made outside the
// program is still seen (by its write time), and the report says "changed" without a value.
new vercel.ProjectEnvironmentVariable("api-key", {
  projectId: site.id,
  key: "API_KEY",
  value: config.requireSecret("apiKey"),
  targets: ["production"],
  sensitive: true,
});

new vercel.ProjectEnvironmentVariable("log-level", {
  projectId: site.id,
  key: "LOG_LEVEL",
  value: "warn",
  targets: ["production", "preview"],
});

const zone = new vercel.Domain("zone", { name: config.require("domain") });

new vercel.DnsRecord("www", {
  domain: zone.name,
  type: "CNAME",
  name: "www",
  value: "cname.vercel-dns.com.",
});

const flags = new vercel.EdgeConfig("flags", { name: "drift-ci-flags" });

new vercel.EdgeConfigItem("maintenance", {
  edgeConfigId: flags.id,
  key: "maintenance",
  valueJson: false,
});

// The platform returns the webhook's signing secret once, on create: the stack keeps it as a secret.
const deploys = new vercel.Webhook("deploys", {
  events: ["deployment.created", "deployment.succeeded"],
  endpoint: "https://hooks.example.com/deploys",
});

export const projectId = site.id;
export const domain = zone.name;
export const edgeConfigId = flags.id;
export const webhookId = deploys.id;
