import * as vercel from "vercel-pulumi";

const web = vercel.getProjectOutput({ name: "acme-web" });
const redirects = vercel.getBulkRedirectsOutput({ projectId: web.id });

export const productionVersionId = redirects.versionId;
export const redirectCount = redirects.redirects.apply((list) => list.length);
export const sources = redirects.redirects.apply((list) => list.map((redirect) => redirect.source));
