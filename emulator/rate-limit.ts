// Rate limits as the platform applies them (api-contract §1.4): fixed windows per token and route
// group, so one endpoint being limited does not block the others. A route group is an API area and
// what the call does (`projects.create`, `domains.delete`, `env.read`); every version of an endpoint
// falls in the same group, as a client cannot dodge a limit by switching versions. The figures are
// declared once, here: the platform's where known, the emulator's own pick otherwise.
//
// Every answer of a limited route carries X-RateLimit-Limit/Remaining/Reset; a refused request gets
// 429 `rate_limited` with `Retry-After` and the `error.limit` object.
import type { RateLimitFigure, RateLimitSettings, RateLimitStatus } from "../schema/emulator";
import { badRequest, ApiError } from "./errors";
import type { Operation } from "./present";

export type { RateLimitFigure, RateLimitSettings, RateLimitStatus };

/** What a group's calls do, for rate limiting: a list is a read. */
export type RateLimitKind = "read" | "create" | "update" | "delete";

interface DeclaredFigure extends RateLimitFigure {
  /** Where the figure comes from, shown by `GET /_emulator/rate-limits`. */
  readonly source: string;
}

const MINUTE = 60_000;

/** The figure of every group of a kind unless PLATFORM_FIGURES names the group. */
export const KIND_FIGURES: Readonly<Record<RateLimitKind, DeclaredFigure>> = {
  read: {
    limit: 600,
    windowMs: MINUTE,
    source: "emulator default for reads (the platform's is not published)",
  },
  create: {
    limit: 120,
    windowMs: MINUTE,
    source: "emulator default for creates: the platform's project-create figure",
  },
  update: { limit: 120, windowMs: MINUTE, source: "emulator default for updates (not published)" },
  delete: {
    limit: 60,
    windowMs: MINUTE,
    source: "emulator default for deletes: the platform's domain-delete figure",
  },
};

/** Groups with a figure of their own: the platform's where it states one. */
export const PLATFORM_FIGURES: Readonly<Record<string, DeclaredFigure>> = {
  "projects.create": { limit: 120, windowMs: MINUTE, source: "platform: 120 project creates a minute" },
  "domains.delete": { limit: 60, windowMs: MINUTE, source: "platform: 60 domain deletions a minute" },
  // The message queue's groups (publish, receive, extend, acknowledge): a queue is built for volume,
  // and `@vercel/queue`'s README gives "10,000+ msg/sec/topic", so each call counts against that.
  ...everyKind("queue", ["create", "read", "update", "delete"], {
    limit: 10_000,
    windowMs: 1_000,
    source: "platform: 10,000+ queue messages a second (@vercel/queue README)",
  }),
  // File uploads (`POST /v2/files`): a deployment uploads each of its files, thousands at once.
  "files.create": {
    limit: 10_000,
    windowMs: MINUTE,
    source: "emulator's pick (the platform's is not published): a 2,000-file deployment uploads at once",
  },
  // The inference gateway's groups (model lists; completions): the platform description shows no figure.
  ...everyKind("ai-gateway", ["create", "read"], {
    limit: 1_000,
    windowMs: 1_000,
    source: "emulator's pick: the gateway's limits are not shown (seed 001); ample for a test suite",
  }),
};

/** The same figure for `area`'s groups of each kind. */
function everyKind(
  area: string,
  kinds: readonly RateLimitKind[],
  figure: DeclaredFigure,
): Record<string, DeclaredFigure> {
  return Object.fromEntries(kinds.map((kind) => [`${area}.${kind}`, figure]));
}

/** The group of a route of `area` doing `operation`. */
export function rateLimitGroup(area: string, operation: Operation): string {
  return `${area}.${operation === "list" ? "read" : operation}`;
}

/** The figure a group has before any configuration. */
export function declaredFigure(group: string): DeclaredFigure {
  const kind = group.slice(group.lastIndexOf(".") + 1) as RateLimitKind;
  return PLATFORM_FIGURES[group] ?? KIND_FIGURES[kind] ?? KIND_FIGURES.read;
}

export interface RateLimitDecision {
  /** The route group counted, for the 429's message. */
  readonly group?: string;
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** When the window ends, epoch ms. */
  readonly resetMs: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { startMs: number; used: number }>();
  /** Requests refused with 429 since the start or the last reset, by group: what a client hit. */
  private readonly refused = new Map<string, number>();
  private enabled: boolean;
  /** Figures configured over the declared ones, by group. */
  private overrides: Map<string, RateLimitFigure>;

  /**
   * @param groups every group the routes fall in: settings naming another are refused
   * @param startSettings the start configuration, restored by `reset()`; `false` turns limits off
   * @param now the clock windows are measured on (injectable for tests and a controllable clock)
   */
  constructor(
    private readonly groups: ReadonlySet<string>,
    private readonly startSettings: RateLimitSettings | false,
    private readonly now: () => number = Date.now,
  ) {
    this.enabled = startSettings !== false;
    this.overrides = new Map();
    if (startSettings !== false) this.configure(startSettings);
  }

  /** Count one request of `token` against `group`; undefined when limits are off. */
  take(token: string, group: string): RateLimitDecision | undefined {
    if (!this.enabled) return undefined;
    const { limit, windowMs } = this.figure(group);
    const nowMs = this.now();
    const key = `${group} ${token}`;
    let window = this.windows.get(key);
    if (!window || nowMs >= window.startMs + windowMs) {
      window = { startMs: nowMs, used: 0 };
      this.windows.set(key, window);
    }
    const allowed = window.used < limit;
    if (allowed) window.used++;
    else this.refused.set(group, (this.refused.get(group) ?? 0) + 1);
    return { group, allowed, limit, remaining: limit - window.used, resetMs: window.startMs + windowMs };
  }

  /** The 429 for a refused decision, its Retry-After measured on this limiter's clock. */
  refusal(decision: RateLimitDecision): ApiError {
    return rateLimited(decision, this.now());
  }

  /**
   * Apply settings on top of the current ones: `enabled` turns limits on or off, `all` sets every
   * group's figure, `groups` single groups (after `all`). Open windows are dropped, so a new figure
   * applies from the next request. Throws 400 naming an unknown group.
   */
  configure(settings: RateLimitSettings): void {
    const unknown = Object.keys(settings.groups ?? {}).filter((group) => !this.groups.has(group));
    if (unknown.length > 0) {
      throw badRequest(
        `Invalid request: unknown rate-limit group ${unknown.join(", ")}; GET /_emulator/rate-limits lists them`,
      );
    }
    if (settings.enabled !== undefined) this.enabled = settings.enabled;
    if (settings.all) for (const group of this.groups) this.overrides.set(group, settings.all);
    for (const [group, figure] of Object.entries(settings.groups ?? {})) this.overrides.set(group, figure);
    this.windows.clear();
  }

  /** Back to the start configuration, every window forgotten (admin reset). */
  reset(): void {
    this.overrides = new Map();
    this.enabled = this.startSettings !== false;
    if (this.startSettings !== false) this.configure(this.startSettings);
    this.windows.clear();
    this.refused.clear();
  }

  status(): RateLimitStatus {
    const groups = [...this.groups].sort().map((group) => {
      const override = this.overrides.get(group);
      const declared = declaredFigure(group);
      const refused = this.refused.get(group) ?? 0;
      return override
        ? { group, ...override, source: "configured", refused }
        : { group, limit: declared.limit, windowMs: declared.windowMs, source: declared.source, refused };
    });
    return { enabled: this.enabled, groups };
  }

  private figure(group: string): RateLimitFigure {
    return this.overrides.get(group) ?? declaredFigure(group);
  }
}

export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(decision.limit),
    "X-RateLimit-Remaining": String(decision.remaining),
    "X-RateLimit-Reset": String(Math.ceil(decision.resetMs / 1000)),
  };
}

/** The 429 for a refused request; also used by faults that inject a 429. */
export function rateLimited(decision: RateLimitDecision, nowMs = Date.now(), message?: string): ApiError {
  const retryAfter = Math.max(1, Math.ceil((decision.resetMs - nowMs) / 1000));
  return new ApiError(
    429,
    "rate_limited",
    message ??
      `Rate limit exceeded${decision.group ? ` for ${decision.group}` : ""}: ${decision.limit} requests ` +
        `allowed per window; try again in ${retryAfter} seconds`,
    {
      limit: {
        remaining: decision.remaining,
        reset: Math.ceil(decision.resetMs / 1000),
        resetMs: decision.resetMs,
        total: decision.limit,
      },
    },
    { "Retry-After": String(retryAfter) },
  );
}
