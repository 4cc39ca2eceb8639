// What both fronts' resource classes share: the argument and instance types, and one generic
// CustomResource class built from a definition. The dynamic front (dynamic/resource.ts) and the
// native front (native/classes.ts) differ only in the type token and in extra properties.
import * as pulumi from "@pulumi/pulumi";
import { OWNER_OUTPUT_KEYS, type CommonInputs, type OwnerOutputs } from "./operations/common-inputs";
import { secretInputKeys } from "./operations/secrets";
import { AUTO_NAME_HINT } from "./operations/auto-name";
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
 * (`check` says "is required" when neither is given). An auto-named argument is optional too.
 */
export type AliasedArgs<
  Inputs,
  Aliases extends ArgumentAliases<Inputs>,
  AutoNamed extends string = never,
> = Omit<ResourceArgs<Inputs>, Aliases[keyof Aliases] | AutoNamed> &
  Partial<Pick<ResourceArgs<Inputs>, Aliases[keyof Aliases] | (AutoNamed & keyof Inputs)>> & {
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
  AutoNamed extends string = never,
> {
  /** The type token, as in Pulumi's generated SDKs. */
  readonly __pulumiType: string;
  new (
    name: string,
    args: AliasedArgs<Inputs, Aliases, AutoNamed> & CommonArgs,
    opts?: pulumi.CustomResourceOptions,
  ): BoundResource<Outputs & OwnerOutputs> & AliasOutputs<Outputs, Aliases>;
}

/**
 * The inputs every resource takes. `teamId` also takes an Output that may be undefined: another
 * resource's `teamId` output is (absent for the personal account), and pulumiverse's examples pass
 * it on (`teamId: example.teamId`), as its Output<string> allowed.
 */
type CommonArgs = Omit<ResourceArgs<CommonInputs>, "teamId"> & { teamId?: pulumi.Input<string | undefined> };

/** Properties every resource has of its own: an argument named so elsewhere is not an output alias. */
type ResourceOwnKey = "id" | "urn";
const RESOURCE_OWN_KEYS: ReadonlySet<string> = new Set(["id", "urn"]);

/** An argument's other name reads its output too (`project.environments` is `project.environment`). */
export type AliasOutputs<Outputs, Aliases> = {
  readonly [Alias in Exclude<keyof Aliases, ResourceOwnKey>]-?: Aliases[Alias] extends keyof Outputs
    ? pulumi.Output<Outputs[Aliases[Alias]]>
    : never;
};

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
  AutoNamed extends string = never,
>(
  definition: ResourceDefinition<Inputs, Outputs, Aliases, AutoNamed>,
  front: ResourceClassFront,
): BoundResourceClass<Inputs, Outputs, Aliases, AutoNamed> {
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
        ...autoNameHint(definition, name, args),
        ...front.extraProps,
      };
      // Whatever the user passed (a plain string, say), a secret input is stored as a secret.
      for (const key of secretInputs) {
        const value = (args as Record<string, unknown>)[key];
        if (value !== undefined) props[key] = pulumi.secret(value);
      }
      // The SDK wraps each property (a Project has 43) in four promises and gives each a stack
      // trace (`new Error().stack`, kept only for its report of leaked promises). In a preview of
      // 300 Projects that was about 0.8 s of the program's 2.2 to 3.3 s of CPU (V8 profiles,
      // BENCHMARKS.md), more than all of our provider's checks and diffs. The traces are taken
      // synchronously in this call, so they are made empty for it alone; a leak report still
      // names the resource and the property in its context.
      const stackTraceLimit = Error.stackTraceLimit;
      Error.stackTraceLimit = 0;
      try {
        super(front.type, name, props, pulumi.mergeOptions(opts, { additionalSecretOutputs }));
      } catch (error) {
        // Refused with traces off: the error gets this construction's stack, down to the program's line.
        Error.stackTraceLimit = stackTraceLimit;
        if (error instanceof Error) Error.captureStackTrace(error);
        throw error;
      } finally {
        Error.stackTraceLimit = stackTraceLimit;
      }
      // State holds null for the personal account's team, so that a preview knows it (owner.ts);
      // programs get undefined, as the type says.
      const self = this as unknown as { teamId: pulumi.Output<string | null | undefined> };
      self.teamId = self.teamId.apply((team) => team ?? undefined);
      // The output under each other name: the same Output, never a second property in state.
      for (const [alias, own] of Object.entries(definition.aliases ?? {})) {
        if (RESOURCE_OWN_KEYS.has(alias)) continue;
        Object.defineProperty(this, alias, { get: () => (this as Record<string, unknown>)[own] });
      }
    }
  }
  Object.defineProperty(Resource, "name", { value: definition.name });
  return Resource as unknown as BoundResourceClass<Inputs, Outputs, Aliases, AutoNamed>;
}

/** The resource's name, for the dynamic front's check to auto-name it (operations/auto-name.ts). */
function autoNameHint(
  definition: { autoName?: { field: string } },
  resourceName: string,
  args: Record<string, unknown>,
): Record<string, string> {
  const field = definition.autoName?.field;
  return field !== undefined && args[field] === undefined ? { [AUTO_NAME_HINT]: resourceName } : {};
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

/**
 * A definition typed with its descriptions: `ArgDocs` and `OutputDocs` (generated into
 * exports.generated.ts from the native schema) declare each argument and output once more, as an
 * optional `unknown` with the property's description as its doc comment. Intersected with the
 * inferred types they change no type, and editors show the description on hover, through every
 * mapped type the classes apply.
 */
export type Documented<Definition, ArgDocs, OutputDocs> =
  Definition extends ResourceDefinition<infer Inputs, infer Outputs, infer Aliases, infer AutoNamed>
    ? ResourceDefinition<Inputs & ArgDocs, Outputs & OutputDocs, Aliases, AutoNamed>
    : never;
