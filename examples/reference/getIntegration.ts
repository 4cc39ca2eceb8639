import * as vercel from "vercel-pulumi";

// By slug when the integration is installed once on the account, else by its id (`icfg_…`).
const sentry = vercel.getIntegrationOutput({ slug: "sentry" });

export const configurationId = sentry.id;
export const projectSelection = sentry.projectSelection;
export const projectsReached = sentry.projects;
