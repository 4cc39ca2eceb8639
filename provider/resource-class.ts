// What both fronts' resource classes share: the argument and instance types, and one generic
// CustomResource class built from a definition. The dynamic front (dynamic/resource.ts) and the
// native front (native/classes.ts) differ only in the type token and in extra properties.
import * as pulumi from "@pulumi/pulumi";
import { OWNER_OUTPUT_KEYS, type CommonInputs, type OwnerOutputs } from "./operations/common-inputs";
import { secretInputKeys } from "./operations/secrets";
import { topLevelKey } from "./reconcile/fields";
import { computedOutputKeys, type ResourceDefinition } from "./families/kit/definition";
import { warnIfTokenIsPlaintext } from "./dynamic/token-warning";

/**
 * A value, a promise or an Output at every depth, as @pulumiverse/vercel's argument types are:
 * `gitRepository: { type: "github", repo: someOutput }` compiles.
 */
export type DeepInput<T> =
  T extends pulumi.Output<unknown>
    ? T
    : T extends readonly (infer Element)[]
      ? pulumi.Input<DeepInput<Element>[]>
      : T extends object
        ? pulumi.Input<{ [K in keyof T]: DeepInput<T[K]> }>
        : pulumi.Input<T>;

/** The arguments of a resource class: every input, at every depth, may be a value, a promise or an Output. */
export type ResourceArgs<Inputs> = { [K in keyof Inputs]: DeepInput<Inputs[K]> };

/** An instance: each output as a pulumi.Output. */
export type BoundResource<Outputs> = pulumi.CustomResource & {
  readonly [K in keyof Outputs]-?: pulumi.Output<Outputs[K]>;
};

export interface BoundResourceClass<Inputs, Outputs> {
  /** The type token, as in Pulumi's generated SDKs. */
  readonly __pulumiType: string;
  new (
    name: string,
    args: ResourceArgs<Inputs & CommonInputs>,
    opts?: pulumi.CustomResourceOptions,
  ): BoundResource<Outputs & OwnerOutputs>;
}

export interface ResourceClassFront {
  /** The resource's type token, e.g. `vercel:index:Project`. */
  type: string;
  /** Properties the front adds to every resource's inputs (the dynamic front's `__provider`). */
  extraProps?: pulumi.Inputs;
}

export function resourceClass<Inputs extends object, Outputs extends object>(
  definition: ResourceDefinition<Inputs, Outputs>,
  front: ResourceClassFront,
): BoundResourceClass<Inputs, Outputs> {
  // Outputs that are not inputs must be named in props, or the SDK does not expose them.
  const outputOnly = [...computedOutputKeys(definition), ...OWNER_OUTPUT_KEYS];
  const secretInputs = secretInputKeys(definition.fields);
  // Outputs echo the inputs: a secret input is a secret output of the same name too. Pulumi marks
  // whole top-level properties secret (a dynamic provider cannot return secret values), so a
  // nested secret (a deploy hook's url) makes its top-level property secret.
  const additionalSecretOutputs = [
    ...new Set([...definition.secretOutputs.map(topLevelKey), ...secretInputs]),
  ];

  class Resource extends pulumi.CustomResource {
    static readonly __pulumiType = front.type;

    constructor(
      name: string,
      args: ResourceArgs<Inputs & CommonInputs>,
      opts?: pulumi.CustomResourceOptions,
    ) {
      warnIfTokenIsPlaintext();
      const props: pulumi.Inputs = {
        ...Object.fromEntries(outputOnly.map((key) => [key, undefined])),
        ...args,
        ...front.extraProps,
      };
      // Whatever the user passed (a plain string, say), a secret input is stored as a secret.
      for (const key of secretInputs) {
        const value = (args as Record<string, unknown>)[key];
        if (value !== undefined) props[key] = pulumi.secret(value);
      }
      super(front.type, name, props, pulumi.mergeOptions(opts, { additionalSecretOutputs }));
    }
  }
  Object.defineProperty(Resource, "name", { value: definition.name });
  return Resource as unknown as BoundResourceClass<Inputs, Outputs>;
}
