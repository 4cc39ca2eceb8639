// The one generic binding: a resource definition becomes a pulumi.dynamic.Resource class.
import * as pulumi from "@pulumi/pulumi";
import type { ResourceDefinition } from "../resources/definition";
import type { CommonInputs } from "./common-inputs";
import { serializedProviderFor } from "./serialized-provider";

/** The arguments of a resource class: every input may be a value, a promise or an Output. */
export type ResourceArgs<Inputs> = { [K in keyof Inputs]: pulumi.Input<Inputs[K]> };

/** An instance: each output as a pulumi.Output. */
export type BoundResource<Outputs> = pulumi.dynamic.Resource & {
  readonly [K in keyof Outputs]-?: pulumi.Output<Outputs[K]>;
};

export interface BoundResourceClass<Inputs, Outputs> {
  new (
    name: string,
    args: ResourceArgs<Inputs & CommonInputs>,
    opts?: pulumi.CustomResourceOptions,
  ): BoundResource<Outputs & { teamId?: string }>;
}

/** Dynamic type tokens read `pulumi-nodejs:dynamic/vercel:<Name>`. */
const MODULE = "vercel";

export function bindResource<Inputs extends object, Outputs extends object>(
  definition: ResourceDefinition<Inputs, Outputs>,
): BoundResourceClass<Inputs, Outputs> {
  const provider = serializedProviderFor(definition.name);
  // Outputs that are not inputs must be named in props, or the SDK does not expose them.
  const outputOnly = [...definition.computedOutputs, "teamId"];

  class Resource extends pulumi.dynamic.Resource {
    constructor(
      name: string,
      args: ResourceArgs<Inputs & CommonInputs>,
      opts?: pulumi.CustomResourceOptions,
    ) {
      const props: pulumi.Inputs = {
        ...Object.fromEntries(outputOnly.map((key) => [key, undefined])),
        ...args,
      };
      const secrets = { additionalSecretOutputs: [...definition.secretOutputs] };
      super(provider, name, props, pulumi.mergeOptions(opts, secrets), MODULE, definition.name);
    }
  }
  Object.defineProperty(Resource, "name", { value: definition.name });
  return Resource as unknown as BoundResourceClass<Inputs, Outputs>;
}
