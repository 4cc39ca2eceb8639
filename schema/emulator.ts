// Wire types of the emulator's admin API (`/_emulator/*`). It is not part of the platform: tests and
// users drive the emulator through it (reset, seed, faults, request counts, state).
import { z } from "zod";
import { Project, ProjectCreateRequest } from "./projects";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export const HttpMethod = z.enum(HTTP_METHODS);
export type HttpMethod = z.infer<typeof HttpMethod>;

/**
 * `POST /_emulator/faults`: disturb the next `times` platform requests that match.
 *
 * Matching: `method` (any when absent) and either `path` (a prefix of the request path, query
 * excluded) or `route` (the exact route template, e.g. `/v9/projects/:idOrName`); a fault with
 * neither matches every platform request.
 *
 * Actions: `latencyMs` delays the request; `status` answers with that error status instead of
 * running the handler (`code`, `message` and `retryAfter` shape the answer); `dropResponse` runs the
 * handler, commits its write, then destroys the socket without answering. `latencyMs` combines with
 * either of the other two.
 */
export const FaultSpec = z
  .strictObject({
    method: HttpMethod.optional(),
    path: z.string().startsWith("/").optional(),
    route: z.string().startsWith("/").optional(),
    times: z.number().int().min(1).default(1),
    status: z.number().int().min(400).max(599).optional(),
    code: z.string().min(1).optional(),
    message: z.string().min(1).optional(),
    retryAfter: z.number().int().min(0).optional(),
    latencyMs: z.number().int().min(0).max(60_000).optional(),
    dropResponse: z.literal(true).optional(),
  })
  .refine((f) => !(f.path !== undefined && f.route !== undefined), {
    message: "must not set both path and route",
  })
  .refine((f) => f.status !== undefined || f.latencyMs !== undefined || f.dropResponse === true, {
    message: "must set at least one of status, latencyMs or dropResponse",
  })
  .refine((f) => !(f.status !== undefined && f.dropResponse === true), {
    message: "must not set both status and dropResponse",
  })
  .refine(
    (f) =>
      f.status !== undefined ||
      (f.code === undefined && f.message === undefined && f.retryAfter === undefined),
    { message: "code, message and retryAfter need a status" },
  );
/** What a caller sends (`times` defaults to 1). */
export type FaultSpecInput = z.input<typeof FaultSpec>;
export type FaultSpec = z.output<typeof FaultSpec>;

/** A registered fault: its spec, its id and how many matching requests it will still affect. */
export type Fault = FaultSpec & { id: string; remaining: number };

export const FaultList = z.object({
  faults: z.array(z.looseObject({ id: z.string(), remaining: z.number() })),
});

/** A project to seed: the create body plus the team that owns it (the personal account when absent). */
export const ProjectSeed = ProjectCreateRequest.extend({ teamId: z.string().min(1).optional() });
export type ProjectSeed = z.input<typeof ProjectSeed>;

/** `POST /_emulator/seed`: resources created as the platform API would create them. */
export const SeedRequest = z.strictObject({
  projects: z.array(ProjectSeed).optional(),
});
export type SeedRequest = z.input<typeof SeedRequest>;

/** The created resources, by area, in the order they were given. */
export const SeedResponse = z.object({
  projects: z.array(Project).optional(),
});
export type SeedResponse = z.infer<typeof SeedResponse>;

/** `GET /_emulator/requests`: platform calls served since the last reset, keyed "METHOD /template". */
export const RequestCounts = z.object({ counts: z.record(z.string(), z.number()) });
export type RequestCounts = z.infer<typeof RequestCounts>;

/**
 * `GET /_emulator/state`: every stored resource, by area then owner (team or user id). Empty owners
 * and areas are left out, so an empty emulator answers `{ total: 0, areas: {} }`.
 */
export const EmulatorState = z.object({
  total: z.number(),
  areas: z.record(z.string(), z.record(z.string(), z.array(z.unknown()))),
});
export type EmulatorState = z.infer<typeof EmulatorState>;
