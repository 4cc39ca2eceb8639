// What both fronts' resource classes share: the argument and instance types, and one generic
// CustomResource class built from a definition. The dynamic front (dynamic/resource.ts) and the
// native front (native/classes.ts) differ only in the type token and in extra properties.
import * as pulumi from "@pulumi/pulumi";
import { OWNER_OUTPUT_KEYS, type CommonInputs, type OwnerOutputs } from "./operations/common-inputs";
import { secretInputKeys } from "./operations/secrets";
import { topLevelKey } from "./reconcile/fields";
import { computedOutputKeys, type ArgumentAliases, type ResourceDefinition } from "./families/kit/definition";
import { warnIfTokenIsPlaintext } from "./dynamic/token-warning";

/**
 * An enum-typed argument's type: its values (for editor completion) or any value of their base
 * type, as @pulumiverse/vercel's `string` arguments are. A rule list built in a variable widens
 * `"path"` to `string`; it compiles, and `check` refuses a value outside the enum at preview,
 * naming the resource, the field and the allowed values. `true`-only flags accept any boolean.
 */
export type Loose<T> = T extends string
  ? string extends T
    ? T
    : T | (string & {})
  : T extends number
    ? number extends T
      ? T
      : T | (number & {})
    : T extends boolean
      ? boolean
      : T;

/**
 * A value, a promise or an Output at every depth, as @pulumiverse/vercel's argument types are:
 * `gitRepository: { type: "github", repo: someOutput }` compiles; enum values are `Loose`.
 */
export type DeepInput<T> = undefined extends T
  ? DefinedDeepInput<Exclude<T, undefined>> | undefined
  : DefinedDeepInput<T>;

/**
 * DeepInput of a value that is not undefined. Kept apart so that an optional argument is
 * `Input<X> | undefined`, not `Input<X> | Input<undefined>`: against the latter TypeScript infers a
 * promise's `then` callback to return `X | undefined` and refuses `files: dir.then((d) => d.files)`.
 */
type DefinedDeepInput<T> =
  T extends pulumi.Output<unknown>
    ? T
    : T extends readonly (infer Element)[]
      ? pulumi.Input<DeepInput<Element>[]>
      : T extends object
        ? pulumi.Input<{ [K in keyof T]: DeepInput<T[K]> }>
        : pulumi.Input<Loose<T>>;

/** `Loose` at every depth, for plain (not Output) arguments: a lookup function's direct form. */
export type DeepLoose<T> = T extends readonly (infer Element)[]
  ? DeepLoose<Element>[]
  : T extends object
    ? { [K in keyof T]: DeepLoose<T[K]> }
    : Loose<T>;

/** The arguments of a resource class: every input, at every depth, may be a value, a promise or an Output. */
export type ResourceArgs<Inputs> = { [K in keyof Inputs]: DeepInput<Inputs[K]> };

/**
 * The arguments with their aliases: an argument that has another name is optional under both
 * (`check` says "is required" when neither is given).
 */
export type AliasedArgs<Inputs, Aliases extends ArgumentAliases<Inputs>> = Omit<
  ResourceArgs<Inputs>,
  Aliases[keyof Aliases]
> &
  Partial<Pick<ResourceArgs<Inputs>, Aliases[keyof Aliases]>> & {
    [Alias in keyof Aliases]?: DeepInput<Inputs[Aliases[Alias]]>;
  };

/** An instance: each output as a pulumi.Output. */
export type BoundResource<Outputs> = pulumi.CustomResource & {
  readonly [K in keyof Outputs]-?: pulumi.Output<Outputs[K]>;
};

export interface BoundResourceClass<
  Inputs,
  Outputs,
  Aliases extends ArgumentAliases<Inputs> = Record<never, never>,
> {
  /** The type token, as in Pulumi's generated SDKs. */
  readonly __pulumiType: string;
  new (
    name: string,
    args: AliasedArgs<Inputs, Aliases> & ResourceArgs<CommonInputs>,
    opts?: pulumi.CustomResourceOptions,
  ): BoundResource<Outputs & OwnerOutputs>;
}

export interface ResourceClassFront {
  /** The resource's type token, e.g. `vercel:index:Project`. */
  type: string;
  /** Properties the front adds to every resource's inputs (the dynamic front's `__provider`). */
  extraProps?: pulumi.Inputs;
}

export function resourceClass<
  Inputs extends object,
  Outputs extends object,
  Aliases extends ArgumentAliases<Inputs> = Record<never, never>,
>(
  definition: ResourceDefinition<Inputs, Outputs, Aliases>,
  front: ResourceClassFront,
): BoundResourceClass<Inputs, Outputs, Aliases> {
  // Outputs must be named in props, or the SDK does not expose them: those that are not inputs,
  // and optional inputs the program left out which the platform fills (a generated secret).
  const outputOnly = [
    ...new Set([
      ...Object.keys(definition.outputs.shape),
      ...computedOutputKeys(definition),
      ...OWNER_OUTPUT_KEYS,
    ]),
  ];
  const secretInputs = secretInputKeys(definition.fields);
  // Outputs echo the inputs: a secret input is a secret output of the same name too. Pulumi marks
  // whole top-level properties secret (a dynamic provider cannot return secret values), so a
  // nested secret (a deploy hook's url) makes its top-level property secret.
  const additionalSecretOutputs = [
    ...new Set([...definition.secretOutputs.map(topLevelKey), ...secretInputs]),
  ];

  class Resource extends pulumi.CustomResource {
    static readonly __pulumiType = front.type;

    constructor(name: string, given: Record<string, unknown>, opts?: pulumi.CustomResourceOptions) {
      warnIfTokenIsPlaintext();
      const args = underOwnNames(definition, name, given);
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
  return Resource as unknown as BoundResourceClass<Inputs, Outputs, Aliases>;
}

/** The arguments with each alias replaced by the argument's own name. */
function underOwnNames(
  definition: { name: string; aliases?: ArgumentAliases<never> },
  resourceName: string,
  args: Record<string, unknown>,
): Record<string, unknown> {
  const renamed = { ...args };
  for (const [alias, own] of Object.entries(definition.aliases ?? {})) {
    if (renamed[alias] === undefined) continue;
    if (renamed[own] !== undefined) {
      throw new Error(
        `${definition.name} ${resourceName}: give ${own} or ${alias} (its other name), not both`,
      );
    }
    renamed[own] = renamed[alias];
    delete renamed[alias];
  }
  return renamed;
}
