// Pagination as an async iterator. Each API area says how to fetch one page from a cursor;
// this walks the pages and refuses to loop when the server's cursor stops moving.

export type Cursor = string | number;

export interface Page<Item> {
  items: Item[];
  /** Cursor of the following page; null when this was the last. */
  next: Cursor | null;
}

export async function* paginate<Item>(
  fetchPage: (cursor: Cursor | undefined) => Promise<Page<Item>>,
): AsyncGenerator<Item, void, undefined> {
  let cursor: Cursor | undefined;
  const seen = new Set<Cursor>();
  for (;;) {
    const page = await fetchPage(cursor);
    yield* page.items;
    if (page.next === null || page.items.length === 0) return;
    if (seen.has(page.next)) {
      throw new Error(`pagination cursor stopped moving at ${String(page.next)}; refusing to loop`);
    }
    seen.add(page.next);
    cursor = page.next;
  }
}

/**
 * A list whose request takes no paging parameters and whose answer is the whole list (the project
 * and the shared environment variables, as @vercel/sdk models them): one request without `until`.
 * Should the platform answer a `pagination.next` all the same, the following pages are asked for
 * with `until` (the timestamp cursor, api-contract §1.3) rather than acting on part of the list;
 * a cursor that stops moving fails, as in paginate.
 */
export function wholeList<Item>(
  fetchPage: (until: Cursor | undefined) => Promise<Page<Item>>,
): Promise<Item[]> {
  return collect(paginate(fetchPage));
}

/** Drains an async iterator into an array. */
export async function collect<Item>(items: AsyncIterable<Item>): Promise<Item[]> {
  const out: Item[] = [];
  for await (const item of items) out.push(item);
  return out;
}
