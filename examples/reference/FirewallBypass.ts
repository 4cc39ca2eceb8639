// Lets the uptime monitor's addresses past the platform's mitigations on the production domain.
import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

const domain = new vercel.ProjectDomain("web-domain", { projectId: web.id, domain: "example.com" });

const monitor = new vercel.FirewallBypass("uptime-monitor", {
  projectId: web.id,
  domain: domain.domain,
  sourceIp: "203.0.113.0/28",
  note: "Uptime monitor",
});

export const bypassId = monitor.id;
