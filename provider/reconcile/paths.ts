// Property paths the way Pulumi prints them: `a.b[0].c`.

export function propertyPath(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) =>
      typeof segment === "number" ? `[${segment}]` : `${index === 0 ? "" : "."}${String(segment)}`,
    )
    .join("");
}

/** The segments of a path `propertyPath` printed: "a.b[0].c" -> ["a", "b", 0, "c"]. */
export function parsePropertyPath(path: string): PropertyKey[] {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) =>
    index === undefined ? (key as string) : Number(index),
  );
}

/** The value at a path, or undefined when the path leaves the value. */
export function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const segment of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}
