// How an API area declares its endpoints. A route is data: method, path templates, zod schemas for
// body, query and response, a presenter, and a synchronous handler. The server does everything else
// once for all routes: auth, team scoping, rate limits, faults, validation, the error envelope,
// transactions, persistence, response shaping and response checks.
import type { IncomingHttpHeaders } from "node:http";
import type { z } from "zod";
import type { HttpMethod } from "../schema/emulator";
import { asStored, operationFor, type Operation, type Presenter } from "./present";
import { rateLimitGroup } from "./rate-limit";
import type { PathParams } from "./router";
import type { Store } from "./store";

export type { HttpMethod };

/** JSON (the default), application/x-www-form-urlencoded (OAuth), or bytes left to the handler (uploads). */
export type BodyFormat = "json" | "form" | "bytes";

/** Lays out a reply's body around its stored objects, each passed through `present`. */
export type Layout = (present: (stored: unknown) => unknown) => unknown;

/** What a handler answers; errors are thrown as `ApiError`, never returned. */
export interface Reply {
  readonly status: number;
  /** A body that is already what the wire shows (admin answers); absent for 204. */
  readonly body?: unknown;
  /** A body made of stored objects, which the server shapes with the route's presenter. */
  readonly layout?: Layout;
  /** Send the body (an array) as JSON lines, one item a line, instead of one JSON document. */
  readonly lines?: boolean;
  /** Gzip the JSON lines when the request's Accept-Encoding takes it (the billing charges). */
  readonly gzipWhenAccepted?: boolean;
  /** A binary body (a build artifact), sent as `application/octet-stream` instead of JSON. */
  readonly bytes?: Buffer;
  /** Headers the answer carries besides the pipeline's (an artifact's `x-artifact-*`). */
  readonly headers?: Readonly<Record<string, string>>;
  /** An answer held open while something runs (a build's log with `follow=1`): follow.ts sends it. */
  readonly follow?: Follow;
}

/** What a held-open answer has to say at one moment. */
export interface FollowStep {
  /** The items new since the last step, already in their wire shape. */
  readonly items: readonly unknown[];
  /** The answer is complete: it ends after these items. */
  readonly done: boolean;
  /** When, on the emulator's clock, to ask again though nothing was written (a build's next stage). */
  readonly dueAt?: number | undefined;
}

export interface Follow {
  /** JSON lines (`application/stream+json`), or one JSON array written item by item and closed at the end. */
  readonly format: "lines" | "array";
  /**
   * Asked inside a store transaction at once, after every write (the emulator's clock moving is
   * one) and at `dueAt`, until it says `done` or the client goes away.
   */
  next(store: Store): FollowStep;
}

/** An answer held open until `follow` says it is done. */
export const followed = (follow: Follow): Reply => ({ status: 200, follow });

/** Literal bodies, not shaped: for answers that are not stored objects. */
export const ok = (body: unknown): Reply => ({ status: 200, body });
export const created = (body: unknown): Reply => ({ status: 201, body });
export const noContent = (): Reply => ({ status: 204 });
/** Bytes as they were stored, with headers of their own; HEAD answers the headers alone. */
export const binary = (bytes: Buffer, headers: Readonly<Record<string, string>> = {}): Reply => ({
  status: 200,
  bytes,
  headers,
});

/** One stored object as the whole body. */
export const item = (stored: unknown, status = 200): Reply => ({
  status,
  layout: (present) => present(stored),
});

/** One stored object under `key`, e.g. `{ user }`. */
export const wrapped = (key: string, stored: unknown): Reply => ({
  status: 200,
  layout: (present) => ({ [key]: present(stored) }),
});

/** Stored objects under `key`, plus literal fields (`pagination`), e.g. `{ projects, pagination }`. */
export const list = (key: string, stored: readonly unknown[], rest: Record<string, unknown> = {}): Reply => ({
  status: 200,
  layout: (present) => ({ [key]: stored.map(present), ...rest }),
});

/** The body a reply answers once its stored objects are shaped by `present`. */
export function replyBody(reply: Reply, present: (stored: unknown) => unknown = (s) => s): unknown {
  return reply.layout ? reply.layout(present) : reply.body;
}

export interface HandlerContext<Params, Body, Query> {
  readonly params: Params;
  /** The body, validated by the route's `body` schema (undefined when the route has none). */
  readonly body: Body;
  /** The query, validated by the route's `query` schema (undefined when the route has none). */
  readonly query: Query;
  /** The team id or user id the call acts for; read and write only this owner's resources. */
  readonly ownerId: string;
  /** The authenticated user. */
  readonly userId: string;
  /**
   * The bearer token of the call, for the routes that name "the current token" (hash it to find
   * it); never store, log or answer it.
   */
  readonly callerToken: string;
  readonly store: Store;
  /** The installation whose access token made the call; undefined for a user's own token. */
  readonly integrationConfigurationId?: string | undefined;
  /** The request's headers (an upload's digest and size travel in them). */
  readonly headers: IncomingHttpHeaders;
  /** The body byte for byte; what a `bytes` route reads. */
  readonly bytes: Buffer;
  /** The query as sent, for a parameter that repeats (`by=day&by=country`); `query` keeps the last. */
  readonly searchParams: URLSearchParams;
}

export interface RouteSpec<P extends string, Body, Query> {
  readonly method: HttpMethod;
  /** One or more templates served by this handler, e.g. `versions("/projects/:idOrName", 8, 10)`. */
  readonly paths: P | readonly P[];
  readonly body?: z.ZodType<Body>;
  /** How the body is encoded: JSON (the default) or application/x-www-form-urlencoded (OAuth). */
  readonly bodyFormat?: BodyFormat;
  readonly query?: z.ZodType<Query>;
  /** The wire type of a 2xx body, checked on every answer when the emulator runs with `checkResponses`. */
  readonly response?: z.ZodType;
  /** Shapes this route's stored objects; the area's presenter when absent. */
  readonly present?: Presenter;
  /** What presenters are told the call does; derived from the method when absent. */
  readonly operation?: Operation;
  /**
   * Synchronous on purpose: a handler runs start to finish inside one store transaction, so
   * concurrent requests never see each other's half-done writes.
   */
  handle(context: HandlerContext<PathParams<P>, Body, Query>): Reply;
}

/** A route with its types erased, as the server stores it. */
export interface Route {
  readonly method: HttpMethod;
  readonly paths: readonly string[];
  readonly body?: z.ZodType | undefined;
  readonly bodyFormat?: BodyFormat | undefined;
  readonly query?: z.ZodType | undefined;
  readonly response?: z.ZodType | undefined;
  readonly present?: Presenter | undefined;
  readonly operation?: Operation | undefined;
  /** The rate-limit group it counts against (`projects.create`); set by `platformRoutes`. */
  readonly rateLimitGroup?: string | undefined;
  handle(context: HandlerContext<Record<string, string>, unknown, unknown>): Reply;
}

export function defineRoute<P extends string, Body = undefined, Query = undefined>(
  spec: RouteSpec<P, Body, Query>,
): Route {
  const paths: readonly string[] = typeof spec.paths === "string" ? [spec.paths] : spec.paths;
  // The server validates body and query with the very schemas that typed the handler, and fills
  // params from the templates the types came from, so erasing the generics here is sound.
  return { ...spec, paths } as unknown as Route;
}

/** How `POST /_emulator/seed` creates an area's resources: exactly as its create endpoint would. */
export interface Seeder {
  /** One item of the platform description list: the create body plus an optional `teamId`. */
  readonly item: z.ZodType<{ teamId?: string | undefined }>;
  create(store: Store, ownerId: string, item: unknown): unknown;
}

export function defineSeeder<S extends z.ZodType<{ teamId?: string | undefined }>>(seeder: {
  readonly item: S;
  create(store: Store, ownerId: string, item: z.output<S>): unknown;
}): Seeder {
  return seeder as unknown as Seeder;
}

/**
 * One API area (projects, dns, env, ...): its routes, and optionally how to seed it. Its `name` is
 * its key in seed bodies and, by convention, the store collection holding its main resource (the
 * key under which `/_emulator/state` lists them).
 */
export interface ApiArea {
  readonly name: string;
  readonly routes: readonly Route[];
  readonly seed?: Seeder;
  /** Shapes the area's stored objects for every route that has no presenter of its own. */
  readonly present?: Presenter;
}

/** The routes of `areas`, each with the presenter that applies to it and its rate-limit group. */
export function platformRoutes(areas: readonly ApiArea[]): Route[] {
  return areas.flatMap((area) =>
    area.routes.map((route) => ({
      ...route,
      present: route.present ?? area.present ?? asStored,
      rateLimitGroup: rateLimitGroup(area.name, route.operation ?? operationFor(route.method)),
    })),
  );
}

/** The rate-limit group a platform route counts against; `platform.<kind>` for one outside any area. */
export function routeRateLimitGroup(route: Route): string {
  return route.rateLimitGroup ?? rateLimitGroup("platform", route.operation ?? operationFor(route.method));
}
