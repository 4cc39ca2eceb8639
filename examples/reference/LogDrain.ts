import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

const logs = new vercel.LogDrain("web-logs", {
  name: "acme-web-logs",
  endpoint: "https://logs.example.com/vercel",
  deliveryFormat: "ndjson",
  environments: ["production"],
  sources: ["lambda", "edge", "firewall"],
  projectIds: [web.id],
  headers: { Authorization: pulumi.interpolate`Bearer ${config.requireSecret("logIngestToken")}` },
  samplingRate: 0.5,
});

export const drainStatus = logs.status;
