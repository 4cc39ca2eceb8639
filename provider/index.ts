// Public exports: the resource classes and lookup functions users call in their programs, one
// file per family under exports/.
export * from "./exports/dns";
export * from "./exports/edge-config";
export * from "./exports/environment";
export * from "./exports/firewall";
export * from "./exports/projects";
export * from "./exports/drains";
export * from "./exports/flags";
export type { ResourceArgs } from "./resource-class";
export * from "./exports/team-config";
export * from "./integrations";
