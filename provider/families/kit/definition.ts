// A resource is data: what it accepts and returns, how each field compares, how it is keyed,
// adopted and imported, and its four API calls. Nothing here knows about Pulumi; the fronts
// (provider/dynamic/, later a native plugin) serve the same definitions through
// provider/operations/, which owns the plumbing every resource shares: owner pinning, "gone"
// handling, secret redaction and error wording.
import type { z } from "zod";
import type { Owner } from "../../client";
import type { VercelClient } from "./vercel-client";
import type { FieldMap } from "../../reconcile/fields";

/** What every API call of a definition receives. */
export interface ResourceContext {
  /** Scoped to the object's owner, and redacting the object's secret inputs from logs and errors. */
  client: VercelClient;
  /** The team (or personal account) that owns the object, pinned in state. */
  owner: Owner;
}

/** A created or found object: its id and its outputs (which echo every input field). */
export interface Created<Outputs> {
  id: string;
  outputs: Outputs;
}

/** What changed between the stored object and the program, as the diff computed it. */
export interface Changes {
  /** Every changed path, e.g. "gitRepository.repo", "targets[1]". */
  readonly paths: readonly string[];
  /** The top-level inputs those paths belong to. */
  readonly keys: readonly string[];
  /** True when the top-level input `key` changed anywhere inside. */
  has(key: string): boolean;
}

/**
 * An argument the program may leave out and the provider names, as Pulumi's providers auto-name:
 * `<resource name>-<7 hex>`, kept from the state once made (operations/auto-name.ts).
 */
export interface AutoName<Field extends string> {
  readonly field: Field;
  /** The platform's longest name: the resource name is cut so the suffix always fits. */
  readonly maxLength?: number;
  /** The platform takes lowercase names only: `WebApp` is named `webapp-1a2b3c4`. */
  readonly lowercase?: boolean;
}

/** Other names of arguments, each mapped to the argument's own name (`{ includes: "include" }`). */
export type ArgumentAliases<Inputs> = Readonly<Record<string, keyof Inputs & string>>;

export interface ResourceDefinition<
  Inputs extends object = object,
  Outputs extends object = object,
  Aliases extends ArgumentAliases<Inputs> = Record<never, never>,
  AutoNamed extends string = never,
> {
  /** The class name users see, e.g. "Project"; also the type token's type. */
  readonly name: string;
  /**
   * What the resource is on the platform, for users: one or two sentences (Markdown), shown by the
   * native schema, editors and the reference page.
   */
  readonly description?: string;
  /**
   * The argument the provider names when the program does not (`name`), where @pulumiverse/vercel
   * leaves it optional: its programs may omit it, and ours must compile and run the same.
   */
  readonly autoName?: AutoName<AutoNamed>;
  /**
   * Other names the resource classes take an argument by: @pulumiverse/vercel's where they differ
   * from this package's (`includes` for `include`), or the Terraform provider's where pulumiverse
   * lost the argument (`id` for EdgeConfigSchema's `edgeConfigId`). The class stores the argument
   * under its own name, so state, diffs and messages know one name.
   */
  readonly aliases?: Aliases;
  /** The inputs of this resource. `teamId` and `adopt` are added by the operations for all resources. */
  readonly inputs: z.ZodObject<z.ZodRawShape> & z.ZodType<Inputs>;
  /** Every output, typed: the echoed inputs plus what the platform computes (ids, timestamps). */
  readonly outputs: z.ZodObject<z.ZodRawShape> & z.ZodType<Outputs>;
  /** Per-field diff semantics (default, unordered, normalize, computed, replaceOnChange, secret, writeOnly). */
  readonly fields: FieldMap;
  /**
   * Delete the old object before creating its replacement. True for objects with a natural
   * key (a project name, a domain, an env var key+target): create-first would collide.
   */
  readonly deleteBeforeReplace: boolean;
  /** Outputs that are not inputs and hold credentials (a token the platform returns once). */
  readonly secretOutputs: readonly string[];
  /**
   * The object exists only in a team (the platform has no personal ones, e.g. shared environment
   * variables): check refuses it before any API call when the program names no team.
   */
  readonly teamOnly?: boolean;
  /** How `adopt: true` finds an existing object by its natural key. */
  readonly adopt: {
    /** The natural key, for messages: e.g. "name". */
    readonly key: string;
    find(ctx: ResourceContext, inputs: Inputs): Promise<Created<Outputs> | undefined>;
  };
  /** How an import id in the Terraform provider's form (`[team/]segment/...`) becomes a read. */
  readonly importId: {
    /** The segments after the optional team, e.g. ["projectIdOrName"] or ["projectId", "domain"]. */
    readonly segments: readonly string[];
    /** The id read() takes, from those segments. */
    toId(segments: readonly string[]): string;
    /**
     * The segments of the text after the optional team, where they are not `/`-separated (a
     * firewall bypass's `prj#domain#ip`, whose CIDR holds a `/`); undefined when the text is not
     * of the form. Without it, the segments are the `/`-separated parts.
     */
    split?(text: string): readonly string[] | undefined;
    /**
     * The id create stores for the object, where an import id may name it otherwise (a project by
     * its name, an environment variable as `projectId/envId`, a flag segment by its slug). An import
     * answers it, so an imported resource's id, and every `${x.id}` reference to it, is the one a
     * created resource has. Omitted when the import id's form is already that id.
     */
    canonical?(ctx: ResourceContext, id: string, outputs: Outputs): string | Promise<string>;
  };
  /**
   * Fills inputs that come from the machine running the program, in check (preview), once the
   * inputs validate and are all known: a folder's file digests, so a changed file shows as a
   * change. Synchronous and without API calls, like the rest of check.
   */
  prepare?(inputs: Inputs): { inputs: Inputs; failures?: readonly { property: string; reason: string }[] };
  create(ctx: ResourceContext, inputs: Inputs): Promise<Created<Outputs>>;
  /** The object as it is now. A missing object surfaces as the client's "not found" error: the operations map it. */
  read(ctx: ResourceContext, id: string, state: Outputs): Promise<Outputs>;
  update(ctx: ResourceContext, id: string, olds: Outputs, news: Inputs, changes: Changes): Promise<Outputs>;
  /** A missing object surfaces as the client's "not found" error: the operations count it as deleted. */
  delete(ctx: ResourceContext, id: string, state: Outputs): Promise<void>;
}

/**
 * Thrown when an object was created but a follow-up call failed: the front records the object
 * in state (so it is not orphaned) and the next `up` finishes the job.
 */
export class PartiallyCreatedError<Outputs> extends Error {
  constructor(
    readonly created: Created<Outputs>,
    override readonly cause: unknown,
  ) {
    super(
      `created ${created.id} but could not finish setting it up: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = "PartiallyCreatedError";
  }
}

/**
 * The object a create would make exists already, found before writing (where the platform would
 * overwrite instead of refusing). The operations word it as they word a 409: pointing at adopt.
 * `message` says what exists, e.g. `variables A (production) already exist in project prj_1`.
 */
export class AlreadyExistsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AlreadyExistsError";
  }
}

/** Identity helper that keeps a definition's literal types while checking it against the interface. */
export function defineResource<
  Inputs extends object,
  Outputs extends object,
  Aliases extends ArgumentAliases<Inputs> = Record<never, never>,
  AutoNamed extends string & keyof Inputs = never,
>(
  definition: ResourceDefinition<Inputs, Outputs, Aliases, AutoNamed>,
): ResourceDefinition<Inputs, Outputs, Aliases, AutoNamed> {
  return definition;
}

/** A definition whose input and output types are erased: what the registry and the fronts hold. */
export type AnyResourceDefinition = ResourceDefinition<object, object, Record<never, never>, string>;

/** Output keys that are not inputs: the resource classes expose them too. */
export function computedOutputKeys(definition: AnyResourceDefinition): string[] {
  const inputs = new Set(Object.keys(definition.inputs.shape));
  return Object.keys(definition.outputs.shape).filter((key) => !inputs.has(key));
}
