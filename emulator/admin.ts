// The admin API under /_emulator/ (not part of the platform): tests and users reset the emulator,
// seed resources, inject faults and read request counts and state through it. Admin calls need a
// token too, but are not counted, rate limited, faulted or team scoped.
import { z } from "zod";
import { FaultSpec, type EmulatorState } from "../schema/emulator";
import { badRequest } from "./errors";
import type { FaultBook } from "./faults";
import type { RateLimiter } from "./rate-limit";
import type { RequestCounter } from "./request-counts";
import { created, defineRoute, noContent, ok, type ApiArea, type Route, type Seeder } from "./route";
import { resolveOwner } from "./scope";
import type { StoreState } from "./store";

export const ADMIN_PREFIX = "/_emulator/";

export interface AdminServices {
  readonly faults: FaultBook;
  readonly counts: RequestCounter;
  readonly rateLimiter: RateLimiter;
  readonly areas: readonly ApiArea[];
}

export function adminRoutes({ faults, counts, rateLimiter, areas }: AdminServices): Route[] {
  const seeders = areas.flatMap((area) => (area.seed ? [{ name: area.name, seed: area.seed }] : []));
  const templates = new Set(areas.flatMap((area) => area.routes.flatMap((route) => route.paths)));

  return [
    defineRoute({
      method: "POST",
      paths: "/_emulator/reset",
      // Identities stay: they are fixed and not part of the store.
      handle: ({ store }) => {
        store.clear();
        faults.clear();
        counts.clear();
        rateLimiter.clear();
        return noContent();
      },
    }),

    defineRoute({
      method: "POST",
      paths: "/_emulator/seed",
      body: seedBody(seeders),
      // All or nothing: the request is one transaction, so a failing item undoes the whole seed.
      handle: ({ store, body }) => {
        const createdByArea: Record<string, unknown[]> = {};
        for (const { name, seed } of seeders) {
          const items = body[name];
          if (!items) continue;
          createdByArea[name] = items.map((item) =>
            seed.create(store, resolveOwner({ teamId: item.teamId }), item),
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

    defineRoute({
      method: "GET",
      paths: "/_emulator/requests",
      handle: () => ok({ counts: counts.toJSON() }),
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

/** `{ <area>?: item[] }` for every area that can be seeded; unknown areas are rejected. */
function seedBody(seeders: ReadonlyArray<{ name: string; seed: Seeder }>) {
  const shape: Record<string, z.ZodOptional<z.ZodArray<Seeder["item"]>>> = {};
  for (const { name, seed } of seeders) shape[name] = z.array(seed.item).optional();
  return z.strictObject(shape) as z.ZodType<
    Record<string, Array<{ teamId?: string | undefined }> | undefined>
  >;
}

function summarize(state: StoreState): EmulatorState {
  const areas: EmulatorState["areas"] = {};
  let total = 0;
  for (const [area, byOwner] of Object.entries(state.collections)) {
    const owners = Object.entries(byOwner).filter(([, items]) => items.length > 0);
    if (owners.length === 0) continue;
    areas[area] = Object.fromEntries(owners);
    total += owners.reduce((sum, [, items]) => sum + items.length, 0);
  }
  return { total, areas };
}
