// Wire types of the emulator's admin API (`/_emulator/*`). It is not part of the platform: tests and
// users drive the emulator through it (reset, seed, users, teams and tokens, faults, request counts,
// violations, state).
import { z } from "zod";
import { DnsRecord, DnsRecordCreateRequest } from "./dns";
import { Domain, DomainAddRequest, DomainName } from "./domains";
import { Project, ProjectCreateRequest } from "./projects";
import { CustomEnvironment, CustomEnvironmentCreateRequest } from "./custom-environments";
import { Env, EnvCreateItem } from "./env";
import { SharedEnv, SharedEnvCreateRequest } from "./shared-env";
import { Plan, Team, User } from "./teams";
import { TeamRole } from "./access-roles";

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
 * either of the other two; with `latencyMaxMs` the delay is drawn in [latencyMs, latencyMaxMs].
 *
 * Chance: `probability` (default 1) is how likely a matching request is affected, drawn from the
 * fault's own generator (`seed` makes a run repeatable); a request spared does not spend a use. So
 * "10% of calls fail" is `{ status: 503, probability: 0.1, times: <large> }`. `forMs` makes the
 * fault lapse that long after it is added, used or not: a burst of 429s the way a client meets one
 * (every call for a second) is `{ status: 429, retryAfter: 1, forMs: 1000, times: <large> }`.
 *
 * Composition: a request meets every live fault that matches and whose chance comes up, in the
 * order added: it waits for the latencies of all of them, and the first that answers with an error
 * or drops the response decides the outcome (later error faults are not spent).
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
    latencyMaxMs: z.number().int().min(0).max(60_000).optional(),
    dropResponse: z.literal(true).optional(),
    probability: z.number().gt(0).max(1).optional(),
    forMs: z.number().int().min(1).max(3_600_000).optional(),
    seed: z.number().int().min(0).max(0xffffffff).optional(),
  })
  .refine((f) => !(f.path !== undefined && f.route !== undefined), {
    message: "must not set both path and route",
  })
  .refine((f) => f.status !== undefined || f.latencyMs !== undefined || f.dropResponse === true, {
    message: "must set at least one of status, latencyMs or dropResponse",
  })
  .refine(
    (f) => f.latencyMaxMs === undefined || (f.latencyMs !== undefined && f.latencyMaxMs >= f.latencyMs),
    {
      message: "latencyMaxMs needs a latencyMs no greater than it",
    },
  )
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

/** A domain to seed: the add body plus the owning team. */
export const DomainSeed = DomainAddRequest.extend({ teamId: z.string().min(1).optional() });
export type DomainSeed = z.input<typeof DomainSeed>;

/** A DNS record to seed: the create body plus its domain's name and the owning team. */
export const DnsRecordSeed = DnsRecordCreateRequest.extend({
  domain: DomainName,
  teamId: z.string().min(1).optional(),
});
export type DnsRecordSeed = z.input<typeof DnsRecordSeed>;
/** Seeds of project children name their project by id or name (`projectId`). */
const Owned = { teamId: z.string().min(1).optional() };
const ProjectChild = { ...Owned, projectId: z.string().min(1) };
export const CustomEnvironmentSeed = CustomEnvironmentCreateRequest.extend(ProjectChild);
export const EnvSeed = EnvCreateItem.extend(ProjectChild);
/** One shared variable: the create body with its key, value and comment flat. */
export const SharedEnvSeed = SharedEnvCreateRequest.omit({ evs: true }).extend({
  ...Owned,
  key: z.string(),
  value: z.string(),
  comment: z.string().optional(),
});

/** `POST /_emulator/seed`: resources created as the platform API would create them. */
export const SeedRequest = z.strictObject({
  projects: z.array(ProjectSeed).optional(),
  domains: z.array(DomainSeed).optional(),
  dnsRecords: z.array(DnsRecordSeed).optional(),
  customEnvironments: z.array(CustomEnvironmentSeed).optional(),
  env: z.array(EnvSeed).optional(),
  sharedEnv: z.array(SharedEnvSeed).optional(),
});
export type SeedRequest = z.input<typeof SeedRequest>;

/** The created resources, by area, in the order they were given. */
export const SeedResponse = z.object({
  projects: z.array(Project).optional(),
  domains: z.array(Domain).optional(),
  dnsRecords: z.array(DnsRecord).optional(),
  customEnvironments: z.array(CustomEnvironment).optional(),
  env: z.array(Env).optional(),
  sharedEnv: z.array(SharedEnv).optional(),
});
export type SeedResponse = z.infer<typeof SeedResponse>;

/** `GET /_emulator/requests`: platform calls served since the last reset, keyed "METHOD /template". */
export const RequestCounts = z.object({ counts: z.record(z.string(), z.number()) });
export type RequestCounts = z.infer<typeof RequestCounts>;

/**
 * One platform request as the emulator received it, recorded only when the emulator was started with
 * `recordRequests` (tests check what a client sends against the platform's request models). The
 * Authorization header is never recorded; the user agent is, so a test can tell whose request it was.
 */
export const RecordedRequest = z.object({
  /** Increases by one per request for the emulator's whole life (a reset does not restart it). */
  seq: z.number(),
  method: z.string(),
  path: z.string(),
  /** The emulator's route template it matched (`/v9/projects/:idOrName`); absent when unserved. */
  template: z.string().optional(),
  /** `?…` exactly as sent, or empty. */
  query: z.string(),
  /** Whether a body came, and whether it was JSON: only JSON bodies are kept (a form may hold a secret). */
  bodyKind: z.enum(["none", "json", "other"]),
  /** The parsed JSON body, when `bodyKind` is "json". */
  body: z.unknown().optional(),
  userAgent: z.string(),
});
export type RecordedRequest = z.infer<typeof RecordedRequest>;

/** `GET /_emulator/requests/recorded?after=<seq>`: recorded requests after `seq`, oldest first. */
export const RecordedRequests = z.object({ recording: z.boolean(), requests: z.array(RecordedRequest) });
export type RecordedRequests = z.infer<typeof RecordedRequests>;

/**
 * `GET /_emulator/state`: every stored resource, by area then owner (team or user id). Empty owners
 * and areas are left out, so an empty emulator answers `{ total: 0, areas: {} }`.
 */
export const EmulatorState = z.object({
  total: z.number(),
  areas: z.record(z.string(), z.record(z.string(), z.array(z.unknown()))),
});
export type EmulatorState = z.infer<typeof EmulatorState>;

/**
 * What went wrong that a test should hear about: a call to a path the emulator does not serve, or an
 * answer that does not match its route's response schema (checked with `checkResponses`).
 */
export const VIOLATION_KINDS = ["unserved-route", "invalid-response"] as const;
export const Violation = z.object({
  kind: z.enum(VIOLATION_KINDS),
  method: z.string(),
  path: z.string(),
  detail: z.string(),
});
export type Violation = z.infer<typeof Violation>;

/** `GET /_emulator/violations`: every violation since the last reset, oldest first. */
export const ViolationList = z.object({ violations: z.array(Violation) });
export type ViolationList = z.infer<typeof ViolationList>;

/** A username or team slug: what the platform accepts in URLs. */
const Handle = z
  .string()
  .min(1)
  .max(48)
  .regex(
    /^[a-z0-9][a-z0-9-]*$/,
    "may contain only lowercase letters, digits and '-', and must not start with '-'",
  );

/** `POST /_emulator/users`: a user of its own, with a fresh token. */
export const CreateUserRequest = z.strictObject({
  username: Handle,
  /** Defaults to `<username>@example.com`. */
  email: z.email().optional(),
  name: z.string().min(1).optional(),
  /**
   * A fixed id, for fixtures that name a user by id before it exists (documented examples with a
   * placeholder id); a fresh `user_…` id when left out.
   */
  id: z
    .string()
    .regex(/^[A-Za-z0-9_]{8,64}$/, "must be 8 to 64 letters, digits or '_'")
    .optional(),
  /**
   * "northstar": an account of today's kind, created with a Hobby team of its own (slug
   * `<username>s-projects`) as its `defaultTeamId`, which a call naming no team acts for. Left
   * out: an older account with a personal scope of its own (as the default user).
   */
  version: z.literal("northstar").optional(),
});
export type CreateUserRequest = z.input<typeof CreateUserRequest>;

export const CreateUserResponse = z.object({ user: User, token: z.string() });
export type CreateUserResponse = z.infer<typeof CreateUserResponse>;

/** `POST /_emulator/tokens`: one more token for an existing user. */
export const CreateTokenRequest = z.strictObject({ userId: z.string().min(1) });
export type CreateTokenRequest = z.input<typeof CreateTokenRequest>;

export const CreateTokenResponse = z.object({ token: z.string() });
export type CreateTokenResponse = z.infer<typeof CreateTokenResponse>;

/** User ids; a team may have none (nobody can use it, which is what a 403 test needs). */
const MemberIds = z.array(z.string().min(1));

/** `POST /_emulator/teams`. */
export const CreateTeamRequest = z.strictObject({
  slug: Handle,
  /** Defaults to the slug. */
  name: z.string().min(1).optional(),
  members: MemberIds,
  /** The team's billing plan; defaults to Pro. */
  plan: Plan.optional(),
  /** Members' team roles by user id; a member left out is an OWNER. */
  roles: z.record(z.string(), TeamRole).optional(),
});
export type CreateTeamRequest = z.input<typeof CreateTeamRequest>;

/** `PUT /_emulator/teams/:teamId/members`: the complete new member list. */
export const SetMembersRequest = z.strictObject({
  members: MemberIds,
  /** Members' team roles by user id; a member left out is an OWNER. */
  roles: z.record(z.string(), TeamRole).optional(),
});
export type SetMembersRequest = z.input<typeof SetMembersRequest>;

/** A team as the admin API answers it: the platform's Team plus its member ids. */
export const EmulatorTeam = Team.extend({
  members: z.array(z.string()),
  roles: z.record(z.string(), TeamRole).optional(),
});
export type EmulatorTeam = z.infer<typeof EmulatorTeam>;

/** One route group's rate limit: `limit` requests per token in a fixed window of `windowMs`. */
export const RateLimitFigure = z.strictObject({
  limit: z.number().int().positive(),
  windowMs: z.number().int().positive(),
});
export type RateLimitFigure = z.infer<typeof RateLimitFigure>;

/**
 * `PATCH /_emulator/rate-limits` and `startEmulator({ rateLimits })`: `enabled` turns limits on or
 * off, `all` sets every group's figure, `groups` single groups by name (applied after `all`).
 */
export const RateLimitSettings = z.strictObject({
  enabled: z.boolean().optional(),
  all: RateLimitFigure.optional(),
  groups: z.record(z.string(), RateLimitFigure).optional(),
});
export type RateLimitSettings = z.input<typeof RateLimitSettings>;

/**
 * `GET /_emulator/rate-limits`: whether limits apply, and every group's figure with the requests it
 * refused (429) since the emulator started or was reset.
 */
export const RateLimitStatus = z.object({
  enabled: z.boolean(),
  groups: z.array(
    RateLimitFigure.extend({ group: z.string(), source: z.string(), refused: z.number().int().min(0) }),
  ),
});
export type RateLimitStatus = z.infer<typeof RateLimitStatus>;
