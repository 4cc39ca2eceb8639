// The part of each resource that Pulumi serializes into state: an object literal whose methods
// require() the implementation by package name at call time. It captures one string (the
// resource's type name) and nothing else, so it stays a few hundred bytes and holds no secret.
// Keep it that way: anything referenced here is serialized by value into every resource.
import type * as pulumi from "@pulumi/pulumi";

type Host = typeof import("./host");

const providers = new Map<string, pulumi.dynamic.ResourceProvider>();

/** One provider object per type: @pulumi/pulumi caches serialization by object identity. */
export function serializedProviderFor(type: string): pulumi.dynamic.ResourceProvider {
  let provider = providers.get(type);
  if (!provider) {
    provider = {
      async configure(req) {
        (require("vercel-pulumi/dynamic-host") as Host).configure(req.config);
      },
      async check(olds, news) {
        return (require("vercel-pulumi/dynamic-host") as Host).check(type, olds, news);
      },
      async diff(id, olds, news) {
        return (require("vercel-pulumi/dynamic-host") as Host).diff(type, id, olds, news);
      },
      async create(inputs) {
        return (require("vercel-pulumi/dynamic-host") as Host).create(type, inputs);
      },
      async read(id, props) {
        return (require("vercel-pulumi/dynamic-host") as Host).read(type, id, props);
      },
      async update(id, olds, news) {
        return (require("vercel-pulumi/dynamic-host") as Host).update(type, id, olds, news);
      },
      async delete(id, props) {
        return (require("vercel-pulumi/dynamic-host") as Host).remove(type, id, props);
      },
    };
    providers.set(type, provider);
  }
  return provider;
}
