// The part of each resource that Pulumi serializes into state, twice per resource (inputs and
// outputs): an object literal whose methods all go through one loader that require()s the
// implementation by package name at call time. It captures one string (the resource's type) and
// nothing else, so it stays under a kilobyte and holds no secret. Keep it that way: anything
// referenced here is serialized by value into every resource.
import type * as pulumi from "@pulumi/pulumi";

const providers = new Map<string, pulumi.dynamic.ResourceProvider>();

/** One provider object per type: @pulumi/pulumi caches serialization by object identity. */
export function serializedProviderFor(type: string): pulumi.dynamic.ResourceProvider {
  let provider = providers.get(type);
  if (!provider) {
    const c = (m: string, a: unknown[]) => require("vercel-pulumi/dynamic-host").call(type, m, a);
    provider = {
      configure: (r) => c("configure", [r.config]),
      check: (o, n) => c("check", [o, n]),
      diff: (i, o, n) => c("diff", [i, o, n]),
      create: (n) => c("create", [n]),
      read: (i, p) => c("read", [i, p]),
      update: (i, o, n) => c("update", [i, o, n]),
      delete: (i, p) => c("delete", [i, p]),
    };
    providers.set(type, provider);
  }
  return provider;
}
