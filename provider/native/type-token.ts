// The plugin's package name and module: every resource and every lookup function it serves is
// `vercel:index:<Name>`. Kept apart so the program-side modules (classes, invokes) share it
// without loading the plugin's server code.
export const NATIVE_TYPE_PREFIX = "vercel:index:";
