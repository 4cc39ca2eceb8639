// The program `vercel-pulumi new` starts a user with: a project with a variable, and a domain
// with a record, the same four resources the README's short program declares.

export function starterProgram(name: string): string {
  return `// A project with a variable, and a domain with a record. Each argument is described in the
// package's reference (node_modules/vercel-pulumi/docs/reference/index.md) and in your editor.
import * as vercel from "vercel-pulumi";

const site = new vercel.Project("site", {
  name: ${JSON.stringify(name)},
  framework: "nextjs",
  buildCommand: "npm run build",
});

new vercel.ProjectEnvironmentVariable("api-url", {
  projectId: site.id,
  key: "API_URL",
  value: "https://api.example.dev",
  targets: ["production", "preview"],
});

const domain = new vercel.Domain("domain", { name: ${JSON.stringify(`${name}.example.dev`)} });

new vercel.DnsRecord("www", {
  domain: domain.name,
  name: "www",
  type: "CNAME",
  value: "cname.vercel-dns.com",
});

export const projectId = site.id;
`;
}
