import * as vercel from "vercel-pulumi";

const web = vercel.getProjectOutput({ name: "acme-web" });
const routes = vercel.getProjectRoutesOutput({ projectId: web.id });

// In the order they are matched.
export const ruleNames = routes.rules.apply((rules) => rules.map((rule) => rule.name));
export const routesVersionId = routes.versionId;
