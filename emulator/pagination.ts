// Timestamp-cursor pagination (api-contract §1.3), shared by every list endpoint: newest first, a page
// holds items created strictly before the cursor, and `next` is the cursor of the following page.
import { z } from "zod";

const PageSize = z.coerce.number().int().min(1).max(100);

/** `?limit=`: 1 to 100, default 20. */
export const PageLimit = PageSize.default(20);

/**
 * `?limit=` of a list whose SDK model takes no paging parameters (the project and the shared
 * environment variables): without it the list is answered whole, with it (as the Terraform
 * provider pages since its #549) a page of 1 to 100.
 */
export const WholeUnlessLimited = PageSize.optional();

/** `?until=` / `?from=`: epoch ms; the page holds items created strictly before it. */
export const PageCursor = z.coerce.number().int().nonnegative().optional();

export interface TimestampPagination {
  /** Items in this page. */
  count: number;
  /** The cursor of the next (older) page: the last item's `createdAt`; null when there is none. */
  next: number | null;
  /** The first item's `createdAt`; null for an empty page. */
  prev: number | null;
}

/**
 * Newest first. Items made in the same millisecond (a fast client makes several) keep a fixed order:
 * the one stored later first, as if its clock had ticked (stores keep insertion order, and the sort
 * is stable, so reversing first decides ties).
 */
export function newestFirst<T extends { createdAt: number }>(items: readonly T[]): T[] {
  return [...items].reverse().sort((a, b) => b.createdAt - a.createdAt);
}

/** A page of `limit` items created before `before`; every one of them when `limit` is undefined. */
export function pageByCreatedAt<T extends { createdAt: number }>(
  items: readonly T[],
  options: { readonly limit: number | undefined; readonly before?: number | undefined },
): { items: T[]; pagination: TimestampPagination } {
  const { limit, before } = options;
  const older = newestFirst(items.filter((item) => before === undefined || item.createdAt < before));
  const page = older.slice(0, limit ?? older.length);
  const last = page[page.length - 1];
  return {
    items: page,
    pagination: {
      count: page.length,
      next: older.length > page.length && last ? last.createdAt : null,
      prev: page[0]?.createdAt ?? null,
    },
  };
}

/** `?limit=&since=&until=`, the query of the lists that take both ends of the window. */
export const WindowQuery = z.object({ limit: PageLimit, since: PageCursor, until: PageCursor });
export type WindowQuery = z.output<typeof WindowQuery>;

/** The page a `WindowQuery` asks for: items created after `since`, then a page before `until`. */
export function pageOfWindow<T extends { createdAt: number }>(
  items: readonly T[],
  query: WindowQuery,
): { items: T[]; pagination: TimestampPagination } {
  const newer = items.filter((item) => query.since === undefined || item.createdAt > query.since);
  return pageByCreatedAt(newer, { limit: query.limit, before: query.until });
}
