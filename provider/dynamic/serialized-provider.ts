// The part of each resource that Pulumi stores in state, twice per resource (inputs and
// outputs): the `__provider` module text the dynamic-provider host loads (it require()s the text
// from a string and calls its `handler`). Ours is one line that require()s the implementation by
// package name at call time, so it is under 100 bytes, captures nothing and holds no secret,
// whatever the provider grows into. Pulumi's own closure serialization of a provider object
// costs about 200 bytes per method, and every byte is rewritten at every checkpoint.

/** The package subpath the host loads (package.json `exports`): a self-reference would not resolve. */
export const HOST_MODULE = "vercel-pulumi/dynamic-host";

/** The `__provider` text of a resource type. */
export function providerModuleFor(type: string): string {
  return `exports.handler = () => require(${JSON.stringify(HOST_MODULE)}).provider(${JSON.stringify(type)});\n`;
}
