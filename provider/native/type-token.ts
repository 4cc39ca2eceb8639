// The plugin's package name and module: every resource and every lookup function it serves is
// `vercel:index:<Name>`. Kept apart so the program-side modules (classes, invokes) share it
// without loading the plugin's server code.
export const NATIVE_TYPE_PREFIX = "vercel:index:";

/** "Project" for `vercel:index:Project`; undefined for a token of another package or module. */
export function memberOf(token: string): string | undefined {
  return token.startsWith(NATIVE_TYPE_PREFIX) ? token.slice(NATIVE_TYPE_PREFIX.length) : undefined;
}
