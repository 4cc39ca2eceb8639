import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

const redirects = new vercel.BulkRedirects("web-redirects", {
  projectId: web.id,
  redirects: [
    { source: "/pricing-old", destination: "/pricing" },
    { source: "/blog/launch", destination: "/blog/2026/launch", statusCode: 301 },
    { source: "/docs", destination: "https://docs.example.com", statusCode: 307, preserveQueryParams: true },
  ],
});

export const productionVersion = redirects.versionId;
