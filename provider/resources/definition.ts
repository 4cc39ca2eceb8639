// A resource is data: what it accepts, how it is keyed and replaced, which outputs are secret,
// and its four API calls. Nothing here knows about Pulumi; provider/dynamic/ turns a definition
// into a resource class, and a native provider plugin could be built on the same definitions.
import type { z } from "zod";
import type { VercelClient } from "../client";

/** What every API call of a definition receives. */
export interface ResourceContext {
  /** Already scoped to the resource's team (its `teamId` input, else the provider's team). */
  client: VercelClient;
}

/** A created or found object: its id and its outputs (which echo every input field). */
export interface Created<Outputs> {
  id: string;
  outputs: Outputs;
}

export interface ResourceDefinition<Inputs extends object = object, Outputs extends object = object> {
  /** The class name users see, e.g. "Project"; also the dynamic type token's type. */
  readonly name: string;
  /** The inputs of this resource. `teamId` and `adopt` are added by the binding for all resources. */
  readonly inputs: z.ZodObject<z.ZodRawShape> & z.ZodType<Inputs>;
  /** Inputs (top-level keys) whose change replaces the object instead of updating it. */
  readonly replaceOnChanges: readonly string[];
  /**
   * Delete the old object before creating its replacement. True for objects with a natural
   * key (a project name, a domain, an env var key+target): create-first would collide.
   */
  readonly deleteBeforeReplace: boolean;
  /**
   * Optional inputs the platform fills in when omitted (dotted paths for nested fields):
   * leaving one out later keeps the platform's value instead of showing a change.
   */
  readonly computedInputs: readonly string[];
  /** Outputs that are not inputs (ids, timestamps): the resource class exposes them too. */
  readonly computedOutputs: readonly string[];
  /** Output keys stored as Pulumi secrets. */
  readonly secretOutputs: readonly string[];
  /** How `adopt: true` finds an existing object by its natural key. */
  readonly adopt: {
    /** The natural key, for messages: e.g. "name". */
    readonly key: string;
    find(ctx: ResourceContext, inputs: Inputs): Promise<Created<Outputs> | undefined>;
  };
  create(ctx: ResourceContext, inputs: Inputs): Promise<Created<Outputs>>;
  /** The object as it is now, or undefined when it is gone (refresh then drops it). */
  read(ctx: ResourceContext, id: string, state: Outputs): Promise<Outputs | undefined>;
  /** `changed` lists the top-level inputs that differ (computed by the binding's diff). */
  update(
    ctx: ResourceContext,
    id: string,
    olds: Outputs,
    news: Inputs,
    changed: readonly string[],
  ): Promise<Outputs>;
  /** Must treat "already gone" as done. */
  delete(ctx: ResourceContext, id: string, state: Outputs): Promise<void>;
}

/**
 * Thrown when an object was created but a follow-up call failed: the binding records the
 * object in state (so it is not orphaned) and the next `up` finishes the job.
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

/** Identity helper that keeps a definition's literal types while checking it against the interface. */
export function defineResource<Inputs extends object, Outputs extends object>(
  definition: ResourceDefinition<Inputs, Outputs>,
): ResourceDefinition<Inputs, Outputs> {
  return definition;
}

/** A definition whose input and output types are erased: what the registry and the host hold. */
export type AnyResourceDefinition = ResourceDefinition<object, object>;
