// Wire types of observability's project configuration (seed 000's `observability` group: GET
// /v1/observability/manage/configuration/projects lists the projects whose extended tier is off,
// PUT .../projects/{projectIdOrName} turns it off or on). Shapes are @vercel/sdk 1.28.35's
// (GetObservabilityConfigurationProjectsResponseBody, UpdateObservabilityConfigurationProject*).
import { z } from "zod";
import { EpochMs } from "./common";

export const DisabledProject = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  disabledAt: EpochMs,
});
export type DisabledProject = z.infer<typeof DisabledProject>;

export const DisabledProjectsResponse = z.looseObject({ disabledProjects: z.array(DisabledProject) });

export const ObservabilityProjectRequest = z.object({ disabled: z.boolean() });
export type ObservabilityProjectRequest = z.infer<typeof ObservabilityProjectRequest>;

/** `disabledAt` only while the extended tier is off. */
export const ObservabilityProjectResponse = z.looseObject({ id: z.string(), disabledAt: EpochMs.optional() });
export type ObservabilityProjectResponse = z.infer<typeof ObservabilityProjectResponse>;
