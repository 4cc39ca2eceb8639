// The registry's management lists page with an opaque `cursor` and answer `nextCursor` (the SDK's
// Vcr*List models). Here the cursor is the position of the next item in the list's order.

export function cursorPage<T>(
  items: readonly T[],
  limit: number,
  cursor: string | undefined,
): { items: T[]; nextCursor?: string } {
  const start = cursor === undefined ? 0 : Number.parseInt(cursor, 10) || 0;
  const end = start + limit;
  return { items: items.slice(start, end), ...(end < items.length ? { nextCursor: String(end) } : {}) };
}
