// The quickstart: what a platform team keeps in code, in one screen. A project with a variable,
// and a domain with a record; `scripts/demo.sh` deploys it, changes the project behind Pulumi's
// back, and shows the preview catching the drift and `up` repairing it.
// Settings come from stack config (`vercel:apiToken` as a secret, `vercel:team`, `vercel:apiUrl`)
// or from VERCEL_API_TOKEN / VERCEL_TEAM / VERCEL_API_URL.
import * as vercel from "vercel-pulumi";

const site = new vercel.Project("site", {
  name: "quickstart-site",
  framework: "nextjs",
  buildCommand: "npm run build",
  outputDirectory: ".next",
  nodeVersion: "22.x",
  gitRepository: { type: "github", repo: "acme/quickstart-site" },
});

// Stored as a secret in state, whatever is passed here.
new vercel.ProjectEnvironmentVariable("api-url", {
  projectId: site.id,
  key: "API_URL",
  value: "https://api.quickstart.example",
  targets: ["production", "preview"],
});

const domain = new vercel.Domain("domain", { name: "quickstart.example" });

new vercel.DnsRecord("www", {
  domain: domain.name,
  name: "www",
  type: "CNAME",
  value: "cname.vercel-dns.com",
});

export const projectId = site.id;
export const projectName = site.name;
export const accountId = site.accountId;
export const domainName = domain.name;
