// A path pattern (`/blog/:slug`, `/docs/:path*`: path-to-regexp 6, as the platform's builders use)
// as a route's regular expression, and how its named parameters in a destination or header value
// become the route's positional captures (`:slug` → `$1`), as @vercel/routing-utils converts them.
// Throws when the pattern does not compile.
import { pathToRegexp, type Key } from "path-to-regexp";

export interface PathPattern {
  readonly src: string;
  readonly toDest: (template: string) => string;
}

export function pathPattern(source: string): PathPattern {
  const keys: Key[] = [];
  const pattern = pathToRegexp(source, keys, { strict: true, sensitive: true, delimiter: "/" });
  const positions = new Map(keys.map((key, index) => [String(key.name), index + 1]));
  const toDest = (template: string) =>
    template.replace(/:([A-Za-z_][A-Za-z0-9_]*)[*+?]?/g, (whole, name: string) =>
      positions.has(name) ? `$${positions.get(name)}` : whole,
    );
  return { src: pattern.source, toDest };
}
