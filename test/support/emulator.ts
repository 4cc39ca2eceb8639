// Mocha helper: one emulator per describe block, reset before each test, driven over real HTTP.
//
//   const emulator = useEmulator();
//   it("...", async () => {
//     await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "web" }]);
//     const { status, body } = await emulator.admin.api("GET", `/v9/projects/web?teamId=${emulator.teamId}`);
//   });
import { randomBytes } from "node:crypto";
import type { Project } from "../../schema/projects";
import {
  DEFAULT_TEAM,
  startEmulator,
  type EmulatorOptions,
  type EmulatorState,
  type Fault,
  type FaultSpecInput,
  type RequestCounts,
  type RunningEmulator,
  type SeedRequest,
} from "../../emulator";

export interface ApiResponse<T = unknown> {
  status: number;
  /** Parsed JSON, or null for an empty body (204). */
  body: T;
  headers: Headers;
}

export interface EmulatorAdmin {
  /** Drop every resource, fault, request count and rate-limit window. */
  reset(): Promise<void>;
  /** Register a fault; resolves with its id. */
  addFault(fault: FaultSpecInput): Promise<string>;
  clearFaults(): Promise<void>;
  /** Platform calls since the last reset, keyed "METHOD /template". */
  requestCounts(): Promise<RequestCounts>;
  /** Every stored resource by area and owner; `total` is 0 when the emulator is empty. */
  state(): Promise<EmulatorState>;
  /** Create projects as the API would (`teamId` picks the team; the personal account otherwise). */
  seedProjects(projects: NonNullable<SeedRequest["projects"]>): Promise<Project[]>;
  /** A raw authorized call to the platform (or admin) API, e.g. for out-of-band changes. */
  api<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>>;
}

export interface EmulatorHandle {
  /** Base URL; filled once the emulator has started (in the describe's `before` hook). */
  url: string;
  token: string;
  teamId: string;
  teamSlug: string;
  /** Every line the emulator logged since it started (tokens already redacted). */
  logs: string[];
  admin: EmulatorAdmin;
}

/**
 * Registers hooks in the calling describe: `before` starts an emulator on a free port with a random
 * token, `beforeEach` resets it, `after` stops it. `options` tune it (e.g. a low `rateLimit`).
 */
export function useEmulator(options: Partial<Omit<EmulatorOptions, "tokens">> = {}): EmulatorHandle {
  let running: RunningEmulator | undefined;
  const handle: EmulatorHandle = {
    url: "",
    token: `test-token-${randomBytes(12).toString("hex")}`,
    teamId: DEFAULT_TEAM.id,
    teamSlug: DEFAULT_TEAM.slug,
    logs: [],
    admin: emulatorAdmin(() => ({ url: handle.url, token: handle.token })),
  };

  before(async () => {
    running = await startEmulator({
      ...options,
      port: options.port ?? 0,
      tokens: [handle.token],
      log: (line) => {
        handle.logs.push(line);
        options.log?.(line);
      },
    });
    handle.url = running.url;
  });

  beforeEach(async () => {
    await handle.admin.reset();
  });

  after(async () => {
    await running?.close();
    running = undefined;
  });

  return handle;
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
    state: () => admin<EmulatorState>("GET", "/_emulator/state"),
    seedProjects: async (projects) =>
      (await admin<{ projects: Project[] }>("POST", "/_emulator/seed", { projects })).projects,
  };
}
