// Mocha helper: one emulator per describe block, reset before each test, driven over real HTTP.
//
//   const emulator = useEmulator();
//   it("...", async () => {
//     await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "web" }]);
//     const { status, body } = await emulator.admin.api("GET", `/v9/projects/web?teamId=${emulator.teamId}`);
//   });
//
// The emulator checks every answer against its route's response schema, and after each test the
// helper fails the suite if the emulator recorded a violation (an unserved route, an invalid answer)
// that the test did not declare with `emulator.expectViolations()`. It also records the requests,
// and fails the test when one the provider's client sent does not fit the official SDK's request
// model of its operation (sdk-requests/).
import { randomBytes } from "node:crypto";
import type { TeamRole } from "../../schema/access-roles";
import type { Project } from "../../schema/projects";
import {
  DEFAULT_TEAM,
  startEmulator,
  type CreateUserResponse,
  type EmulatorOptions,
  type EmulatorState,
  type EmulatorTeam,
  type Fault,
  type FaultSpecInput,
  type RecordedRequests,
  type RequestCounts,
  type RunningEmulator,
  type SeedRequest,
  type Violation,
  type ViolationList,
} from "../../emulator";
import { checkProviderRequests, describeMismatches } from "./sdk-requests/provider-requests";

export interface ApiResponse<T = unknown> {
  status: number;
  /** Parsed JSON, or null for an empty body (204). */
  body: T;
  headers: Headers;
}

export interface EmulatorAdmin {
  /** Drop every resource, created identity, fault, request count, violation and rate-limit window. */
  reset(): Promise<void>;
  /** Register a fault; resolves with its id. */
  addFault(fault: FaultSpecInput): Promise<string>;
  clearFaults(): Promise<void>;
  /** Platform calls since the last reset, keyed "METHOD /template". */
  requestCounts(): Promise<RequestCounts>;
  /** Start counting platform calls from zero, keeping everything else. */
  clearRequestCounts(): Promise<void>;
  /** Platform requests recorded after `seq` (the emulator records when started with `recordRequests`). */
  recordedRequests(after?: number): Promise<RecordedRequests>;
  /** Every stored resource by area and owner; `total` is 0 when the emulator is empty. */
  state(): Promise<EmulatorState>;
  /** Create projects as the API would (`teamId` picks the team; the personal account otherwise). */
  seedProjects(projects: NonNullable<SeedRequest["projects"]>): Promise<Project[]>;
  /**
   * A user of its own, with a fresh token for it; `northstar` makes it an account of today's kind,
   * created with a Hobby team of its own that calls naming no team act for.
   */
  createUser(
    username: string,
    options?: { northstar?: boolean; id?: string | undefined },
  ): Promise<CreateUserResponse>;
  /** `roles`: team roles by user id; a member left out is an OWNER. */
  createTeam(
    slug: string,
    memberIds: readonly string[],
    roles?: Record<string, TeamRole>,
  ): Promise<EmulatorTeam>;
  /** Replace a team's members (by team id or slug), with their roles (OWNER where left out). */
  setMembers(
    teamId: string,
    memberIds: readonly string[],
    roles?: Record<string, TeamRole>,
  ): Promise<EmulatorTeam>;
  /** Unserved routes and invalid answers since the last reset. */
  violations(): Promise<Violation[]>;
  /** A raw authorized call to the platform (or admin) API, e.g. for out-of-band changes. */
  api<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>>;
}

export interface EmulatorHandle {
  /** Base URL; filled once the emulator has started (in the describe's `before` hook). */
  url: string;
  /** The message queue's base URL (region by `Vqs-Region` or a region host); filled with `url`. */
  queueUrl: string;
  /** The AI gateway's base URL (its own listener), filled with `url`. */
  gatewayUrl: string;
  /** The Blob data plane's base URL (@vercel/blob's `VERCEL_BLOB_API_URL`), filled with `url`. */
  blobUrl: string;
  token: string;
  teamId: string;
  teamSlug: string;
  /** Every line the emulator logged since it started (tokens already redacted). */
  logs: string[];
  admin: EmulatorAdmin;
  /** The same admin client, authenticated with another token (e.g. a created user's). */
  as(token: string): EmulatorAdmin;
  /** The current test provokes violations on purpose: skip the after-test check for it alone. */
  expectViolations(): void;
}

/**
 * Registers hooks in the calling describe: `before` starts an emulator on a free port with a random
 * token and response checks on, `beforeEach` resets it, `afterEach` fails on unexpected violations,
 * `after` stops it. `options` tune it (e.g. small `rateLimits`, test-only areas in `extend`).
 *
 * Rate limits are ON with the platform's figures (docs/emulator.md), as for users: the provider
 * paces itself from the X-RateLimit-* headers and retries 429s after Retry-After, and the suites stay
 * far below the figures within one window (a reset between tests clears the windows). Pass
 * `rateLimits: false` only where a test must send more than the platform allows.
 */
export interface UseEmulatorOptions extends Partial<Omit<EmulatorOptions, "tokens">> {
  /**
   * Reset before each test (the default). Suites that share a Pulumi stack across tests turn it
   * off: the objects in the stack's state must stay on the emulator from one test to the next.
   */
  resetBetweenTests?: boolean;
  /** The bearer token; random by default. Some clients restrict its characters (the vercel CLI refuses "-"). */
  token?: string;
}

export function useEmulator(useOptions: UseEmulatorOptions = {}): EmulatorHandle {
  const { resetBetweenTests = true, token, ...options } = useOptions;
  let running: RunningEmulator | undefined;
  let violationsExpected = false;
  /** The last recorded request already checked: suites sharing a stack do not reset in between. */
  let checkedUpTo = 0;
  const target = (token: string) => () => ({ url: handle.url, token });
  const handle: EmulatorHandle = {
    url: "",
    queueUrl: "",
    gatewayUrl: "",
    blobUrl: "",
    token: token ?? `test-token-${randomBytes(12).toString("hex")}`,
    teamId: DEFAULT_TEAM.id,
    teamSlug: DEFAULT_TEAM.slug,
    logs: [],
    admin: emulatorAdmin(() => ({ url: handle.url, token: handle.token })),
    as: (token) => emulatorAdmin(target(token)),
    expectViolations: () => {
      violationsExpected = true;
    },
  };

  before(async () => {
    running = await startEmulator({
      checkResponses: true,
      recordRequests: true,
      ...options,
      port: options.port ?? 0,
      tokens: [handle.token],
      log: (line) => {
        handle.logs.push(line);
        options.log?.(line);
      },
    });
    handle.url = running.url;
    handle.queueUrl = running.queueUrl;
    handle.gatewayUrl = running.gatewayUrl;
    handle.blobUrl = running.blobUrl;
  });

  beforeEach(async () => {
    if (resetBetweenTests) await handle.admin.reset();
  });

  afterEach(async () => {
    const expected = violationsExpected;
    violationsExpected = false;
    if (!expected) await assertNoViolations(handle.admin);
    await assertProviderRequestsFitSdk();
  });

  after(async () => {
    await running?.close();
    running = undefined;
  });

  /** The provider's requests since the last check, against the SDK's request models. */
  const assertProviderRequestsFitSdk = async () => {
    const { requests } = await handle.admin.recordedRequests(checkedUpTo);
    checkedUpTo = requests.at(-1)?.seq ?? checkedUpTo;
    const { unexpected } = checkProviderRequests(requests);
    if (unexpected.length > 0) throw new Error(describeMismatches(unexpected));
  };

  return handle;
}

/** Throws an Error naming every violation the emulator recorded since its last reset. */
export async function assertNoViolations(admin: EmulatorAdmin): Promise<void> {
  const violations = await admin.violations();
  if (violations.length === 0) return;
  const lines = violations.map((v) => `  ${v.kind}: ${v.detail}`);
  throw new Error(
    `The emulator recorded ${violations.length} violation(s); fix them or call expectViolations() in the test:\n${lines.join("\n")}`,
  );
}

/** An admin client for an emulator started some other way (e.g. by the CLI). */
export function emulatorAdmin(target: () => { url: string; token: string }): EmulatorAdmin {
  const api = async <T = unknown>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>> => {
    const { url, token } = target();
    if (!url) throw new Error("The emulator has not started yet: use the handle inside hooks and tests");
    const response = await fetch(url + path, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text === "" ? null : JSON.parse(text)) as T,
      headers: response.headers,
    };
  };

  /** Admin calls must succeed; a failure is a broken test setup, so say what the emulator answered. */
  const admin = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await api<T>(method, path, body);
    if (response.status >= 300) {
      throw new Error(`${method} ${path} failed with ${response.status}: ${JSON.stringify(response.body)}`);
    }
    return response.body;
  };

  return {
    api,
    reset: async () => {
      await admin("POST", "/_emulator/reset");
    },
    addFault: async (fault) => (await admin<Fault>("POST", "/_emulator/faults", fault)).id,
    clearFaults: async () => {
      await admin("DELETE", "/_emulator/faults");
    },
    requestCounts: () => admin<RequestCounts>("GET", "/_emulator/requests"),
    clearRequestCounts: async () => {
      await admin("DELETE", "/_emulator/requests");
    },
    recordedRequests: (after = 0) =>
      admin<RecordedRequests>("GET", `/_emulator/requests/recorded?after=${after}`),
    state: () => admin<EmulatorState>("GET", "/_emulator/state"),
    seedProjects: async (projects) =>
      (await admin<{ projects: Project[] }>("POST", "/_emulator/seed", { projects })).projects,
    createUser: (username, options) =>
      admin<CreateUserResponse>("POST", "/_emulator/users", {
        username,
        ...(options?.northstar ? { version: "northstar" } : {}),
        ...(options?.id ? { id: options.id } : {}),
      }),
    createTeam: (slug, members, roles) =>
      admin<EmulatorTeam>("POST", "/_emulator/teams", { slug, members, ...(roles ? { roles } : {}) }),
    setMembers: (teamId, members, roles) =>
      admin<EmulatorTeam>("PUT", `/_emulator/teams/${encodeURIComponent(teamId)}/members`, {
        members,
        ...(roles ? { roles } : {}),
      }),
    violations: async () => (await admin<ViolationList>("GET", "/_emulator/violations")).violations,
  };
}
