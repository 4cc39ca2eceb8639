// The admin API under /_emulator/ (not part of the platform): tests and users reset the emulator,
// seed resources, create users, teams and tokens (admin-identities.ts), inject faults and read
// request counts, violations and state through it, and read and set rate limits. Admin calls need a token too, but are not
// counted, rate limited, faulted or team scoped; seeds act as the caller.
import { z } from "zod";
import { FaultSpec, RateLimitSettings, type EmulatorState } from "../schema/emulator";
import { identityAdminRoutes } from "./admin-identities";
import { catalogueCoverage } from "./coverage";
import { badRequest } from "./errors";
import type { FaultBook } from "./faults";
import { DEPLOYMENT_BOOKKEEPING_COLLECTIONS } from "./areas/deployments/store";
import { ensureDefaultIdentities, IDENTITY_COLLECTIONS, IDENTITY_OWNER } from "./areas/identity/store";
import { BOOKKEEPING_COLLECTIONS } from "./areas/integrations/store";
import { DSYNC_GROUPS } from "./areas/dsync/store";
import { QUEUE_BOOKKEEPING_COLLECTIONS } from "./areas/queue/store";
import { REGISTRAR_BOOKKEEPING_COLLECTIONS } from "./areas/registrar/store";
import { USER_EVENTS } from "./areas/user-events/store";
import { BILLING_BOOKKEEPING_COLLECTIONS } from "./areas/billing/store";
import { AI_GATEWAY_BOOKKEEPING_COLLECTIONS } from "./areas/ai-gateway/store";
import { asStored, versionOf, type Presenter } from "./present";
import type { RateLimiter } from "./rate-limit";
import type { RequestCounter, RequestRecorder } from "./request-counts";
import { created, defineRoute, noContent, ok, type ApiArea, type Route, type Seeder } from "./route";
import { resolveOwner } from "./scope";
import type { StoreState } from "./store";
import type { ViolationLog } from "./violations";

export const ADMIN_PREFIX = "/_emulator/";

export interface AdminServices {
  readonly faults: FaultBook;
  readonly counts: RequestCounter;
  readonly recorder: RequestRecorder;
  readonly rateLimiter: RateLimiter;
  readonly violations: ViolationLog;
  readonly areas: readonly ApiArea[];
}

export function adminRoutes({
  faults,
  counts,
  recorder,
  rateLimiter,
  violations,
  areas,
}: AdminServices): Route[] {
  const seeders = areas.flatMap((area) =>
    area.seed ? [{ name: area.name, seed: area.seed, present: seedPresenter(area) }] : [],
  );
  const templates = new Set(areas.flatMap((area) => area.routes.flatMap((route) => route.paths)));

  return [
    defineRoute({
      method: "POST",
      paths: "/_emulator/reset",
      // Back to a fresh start: created users, teams and tokens go too; the default user and team
      // come back as they were at start, so tokens given at start keep working.
      handle: ({ store }) => {
        store.clear();
        ensureDefaultIdentities(store);
        faults.clear();
        counts.clear();
        recorder.clear();
        rateLimiter.reset();
        violations.clear();
        return noContent();
      },
    }),

    ...identityAdminRoutes(),

    defineRoute({
      method: "GET",
      paths: "/_emulator/violations",
      handle: () => ok({ violations: violations.list() }),
    }),

    // Per catalogue group, which operations this emulator serves (its areas, extensions included).
    defineRoute({
      method: "GET",
      paths: "/_emulator/coverage",
      handle: () => ok(catalogueCoverage(areas.flatMap((area) => area.routes))),
    }),

    defineRoute({
      method: "POST",
      paths: "/_emulator/seed",
      body: seedBody(seeders),
      // All or nothing: the request is one transaction, so a failing item undoes the whole seed.
      // Items are created for the caller (a `teamId` must be one of the caller's teams) and answered
      // as the area's create endpoint would answer them.
      handle: ({ store, body, userId }) => {
        const createdByArea: Record<string, unknown[]> = {};
        for (const { name, seed, present } of seeders) {
          const items = body[name];
          if (!items) continue;
          createdByArea[name] = items.map((item) =>
            present(seed.create(store, resolveOwner({ teamId: item.teamId }, userId, store), item)),
          );
        }
        return ok(createdByArea);
      },
    }),

    defineRoute({
      method: "POST",
      paths: "/_emulator/faults",
      body: FaultSpec,
      handle: ({ body }) => {
        // A typo in a template would make a fault that never fires and a test that proves nothing.
        if (body.route !== undefined && !templates.has(body.route)) {
          throw badRequest(
            `Invalid request: "route" ${body.route} is not a route template the emulator serves`,
          );
        }
        return created(faults.add(body));
      },
    }),

    defineRoute({ method: "GET", paths: "/_emulator/faults", handle: () => ok({ faults: faults.list() }) }),

    defineRoute({
      method: "DELETE",
      paths: "/_emulator/faults",
      handle: () => {
        faults.clear();
        return noContent();
      },
    }),

    defineRoute({ method: "GET", paths: "/_emulator/rate-limits", handle: () => ok(rateLimiter.status()) }),

    defineRoute({
      method: "PATCH",
      paths: "/_emulator/rate-limits",
      body: RateLimitSettings,
      // Until the next reset, which restores the start configuration (flags, startEmulator options).
      handle: ({ body }) => {
        rateLimiter.configure(body);
        return ok(rateLimiter.status());
      },
    }),

    defineRoute({
      method: "GET",
      paths: "/_emulator/requests",
      handle: () => ok({ counts: counts.toJSON() }),
    }),

    defineRoute({
      method: "GET",
      paths: "/_emulator/requests/recorded",
      query: RecordedAfter,
      // A cursor rather than a clear: suites sharing a stack across tests keep their counts.
      handle: ({ query }) => ok({ recording: recorder.recording, requests: recorder.after(query.after) }),
    }),

    defineRoute({
      method: "DELETE",
      paths: "/_emulator/requests",
      handle: () => {
        counts.clear();
        return noContent();
      },
    }),

    defineRoute({
      method: "GET",
      paths: "/_emulator/state",
      handle: ({ store }) => ok(summarize(store.snapshot())),
    }),
  ];
}

const RecordedAfter = z.object({ after: z.coerce.number().int().min(0).default(0) });

/** `{ <area>?: item[] }` for every area that can be seeded; unknown areas are rejected. */
function seedBody(seeders: ReadonlyArray<{ name: string; seed: Seeder }>) {
  const shape: Record<string, z.ZodOptional<z.ZodArray<Seeder["item"]>>> = {};
  for (const { name, seed } of seeders) shape[name] = z.array(seed.item).optional();
  return z.strictObject(shape) as z.ZodType<
    Record<string, Array<{ teamId?: string | undefined }> | undefined>
  >;
}

/** Shapes seeded objects as the area's newest create endpoint answers them. */
function seedPresenter(area: ApiArea): (stored: unknown) => unknown {
  const present: Presenter = area.present ?? asStored;
  const version = Math.max(0, ...area.routes.flatMap((route) => route.paths.map(versionOf)));
  return (stored) => present(stored, { version, operation: "create" });
}

/**
 * Collections that hold no platform resource: identities (and the default ones are always there)
 * and the areas' bookkeeping (the emulator's settings, leases, soft-deleted objects).
 */
const NOT_RESOURCES: ReadonlySet<string> = new Set([
  ...IDENTITY_COLLECTIONS,
  ...BOOKKEEPING_COLLECTIONS,
  ...QUEUE_BOOKKEEPING_COLLECTIONS,
  ...AI_GATEWAY_BOOKKEEPING_COLLECTIONS,
  ...DEPLOYMENT_BOOKKEEPING_COLLECTIONS,
  ...REGISTRAR_BOOKKEEPING_COLLECTIONS,
  // What billing counted and what was bought: the team's history, no resource.
  ...BILLING_BOOKKEEPING_COLLECTIONS,
  // The activity log records what happened to resources; it is none itself.
  USER_EVENTS,
  // Directory groups are the identity provider's, like users: no program makes or deletes them.
  DSYNC_GROUPS,
]);

/** Platform resources only. */
function summarize(state: StoreState): EmulatorState {
  const areas: EmulatorState["areas"] = {};
  let total = 0;
  for (const [area, byOwner] of Object.entries(state.collections)) {
    if (NOT_RESOURCES.has(area)) continue;
    const owners = Object.entries(byOwner).filter(([, items]) => items.length > 0);
    if (owners.length === 0) continue;
    areas[area] = Object.fromEntries(owners);
    total += owners.reduce((sum, [, items]) => sum + items.length, 0);
  }
  // Tokens are identities, but those made through the API (`POST /v3/user/tokens`, which gives
  // them a `tokenId`) are what a program manages: counted as their own area.
  const issued = (state.collections["tokens"]?.[IDENTITY_OWNER] ?? []).filter(
    (token) => (token as { tokenId?: unknown }).tokenId !== undefined,
  );
  if (issued.length > 0) {
    areas["userTokens"] = { [IDENTITY_OWNER]: issued };
    total += issued.length;
  }
  return { total, areas };
}
