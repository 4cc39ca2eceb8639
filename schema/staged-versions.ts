// What bulk redirects and project routes share: a project's set lives in versions, at most one
// staging version takes the edits and a promote makes it production (the live one). Seed 000 lists
// the routes; the shapes are @vercel/sdk 1.28.35's (GetVersionsResponseBody, UpdateVersionRequestBody
// and their project-routes twins).
import { z } from "zod";
import { EpochMs } from "./common";

/** The fields of a version both areas answer (each adds its key and its count). */
export const VersionFields = {
  id: z.string(),
  lastModified: EpochMs,
  createdBy: z.string(),
  alias: z.string().optional(),
  isLive: z.boolean(),
  isStaging: z.boolean(),
};

export const VERSION_ACTIONS = ["promote", "restore", "discard"] as const;
export type VersionAction = (typeof VERSION_ACTIONS)[number];

/**
 * POST .../versions: `promote` a staging version to production, `restore` a previous production
 * version to production, `discard` the staging version.
 */
export const VersionActionRequest = z.object({
  id: z.string().min(1, "must not be empty"),
  action: z.enum(VERSION_ACTIONS),
  name: z.string().max(256, "must be at most 256 characters").optional(),
});
export type VersionActionRequest = z.infer<typeof VersionActionRequest>;

/** `?diff=true` or `?diff=only`: the staging version's entries that differ from production. */
export const DiffQuery = z.enum(["true", "false", "only"]).optional();
