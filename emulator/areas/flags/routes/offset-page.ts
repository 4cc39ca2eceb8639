// The cursor of the feature-flag listings: an opaque string that is, here, the offset of the next
// page; null when the page was the last.
export function offsetPage<T>(
  items: readonly T[],
  query: { readonly limit: number; readonly cursor?: string | undefined },
): { items: T[]; next: string | null } {
  const start = query.cursor === undefined ? 0 : Number(query.cursor);
  const end = start + query.limit;
  return { items: items.slice(start, end), next: end < items.length ? String(end) : null };
}
