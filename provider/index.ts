// Public exports: the resource classes and lookup functions users call in their programs,
// generated from the families' manifests (exports.generated.ts, `npm run generate`), the
// TeamFile component (named TeamConfig before TeamConfig became the team settings resource) and
// the integrations' helpers.
export * from "./exports.generated";
export type { ResourceArgs } from "./resource-class";
export * from "./dynamic/team-file";
export * from "./integrations";
