// The one generic binding: a resource definition becomes a pulumi.dynamic.Resource class.
import * as pulumi from "@pulumi/pulumi";
import { OWNER_OUTPUT_KEYS, type CommonInputs, type OwnerOutputs } from "../operations/common-inputs";
import { secretInputKeys } from "../operations/secrets";
import { topLevelKey } from "../reconcile/fields";
import { computedOutputKeys, type ResourceDefinition } from "../resources/definition";
import { providerModuleFor } from "./serialized-provider";
import { warnIfTokenIsPlaintext } from "./token-warning";

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
  new (
    name: string,
    args: ResourceArgs<Inputs & CommonInputs>,
    opts?: pulumi.CustomResourceOptions,
  ): BoundResource<Outputs & OwnerOutputs>;
}

/**
 * Dynamic resources' type tokens: the engine starts Pulumi's Node.js dynamic-provider host for
 * the `pulumi-nodejs` package, which loads each resource's `__provider` module text.
 */
const TYPE_PREFIX = "pulumi-nodejs:dynamic/vercel:";
const PROVIDER_KEY = "__provider";

export function bindResource<Inputs extends object, Outputs extends object>(
  definition: ResourceDefinition<Inputs, Outputs>,
): BoundResourceClass<Inputs, Outputs> {
  // What pulumi.dynamic.Resource would do, with our own one-line provider module instead of a
  // serialized closure (see serialized-provider.ts for why).
  const providerModule = providerModuleFor(definition.name);
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
    constructor(
      name: string,
      args: ResourceArgs<Inputs & CommonInputs>,
      opts?: pulumi.CustomResourceOptions,
    ) {
      warnIfTokenIsPlaintext();
      const props: pulumi.Inputs = {
        ...Object.fromEntries(outputOnly.map((key) => [key, undefined])),
        ...args,
        [PROVIDER_KEY]: providerModule,
      };
      // Whatever the user passed (a plain string, say), a secret input is stored as a secret.
      for (const key of secretInputs) {
        const value = (args as Record<string, unknown>)[key];
        if (value !== undefined) props[key] = pulumi.secret(value);
      }
      super(
        TYPE_PREFIX + definition.name,
        name,
        props,
        pulumi.mergeOptions(opts, { additionalSecretOutputs }),
      );
    }
  }
  Object.defineProperty(Resource, "name", { value: definition.name });
  return Resource as unknown as BoundResourceClass<Inputs, Outputs>;
}
