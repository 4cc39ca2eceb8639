// The Pulumi dynamic-provider side of the operations: what runs inside Pulumi's dynamic-provider
// host process. The `__provider` module text in state (serialized-provider.ts) loads this module
// by package name and asks it for `provider(type)`, so nothing heavy and nothing secret is ever
// captured into state. Only what is
// specific to Pulumi's dynamic host lives here: the `__provider` property, the partial-create
// error shape and the plaintext-token warning.
import type * as pulumi from "@pulumi/pulumi";
import * as operations from "../operations/lifecycle";
import type { CheckResult } from "../reconcile/check";
import { configure as configureSession } from "../operations/session";
import { definitionByName } from "../families/registry";
import { AUTO_NAME_HINT } from "../operations/auto-name";

type Props = operations.Props;
/** The property where Pulumi keeps the serialized provider; it must survive every answer. */
const PROVIDER_KEY = "__provider";
/**
 * The output where the dynamic front keeps the names of the inputs the program set: Pulumi's
 * dynamic host hands read() the outputs alone, and a refresh must report only those inputs.
 */
const GIVEN_KEY = "__givenInputs";

/** Outputs as the dynamic front stores them: with the names of the inputs they were made from. */
function withGiven(outputs: Props, inputs: Props): Props {
  return { ...outputs, [GIVEN_KEY]: operations.givenKeys(withoutProvider(inputs)) };
}

function givenIn(props: Props): string[] | undefined {
  const given = props[GIVEN_KEY];
  return Array.isArray(given) && given.every((key) => typeof key === "string") ? given : undefined;
}

function definitionFor(type: string): operations.Definition {
  const definition = definitionByName(type);
  if (!definition) throw new Error(`vercel-pulumi has no resource named ${type}`);
  return definition as unknown as operations.Definition;
}

function withoutProvider(props: Props): Props {
  const own = { ...props };
  delete own[PROVIDER_KEY];
  delete own[GIVEN_KEY];
  return own;
}

export const host = {
  async configure(_type: string, config: pulumi.dynamic.Config): Promise<void> {
    configureSession(config);
  },

  async check(type: string, olds: Props, news: Props): Promise<CheckResult> {
    const { [AUTO_NAME_HINT]: resourceName, ...given } = withoutProvider(news);
    return operations.check(definitionFor(type), given, {
      ...(typeof resourceName === "string" ? { resourceName } : {}),
      olds,
    });
  },

  async diff(type: string, _id: string, olds: Props, news: Props): Promise<pulumi.dynamic.DiffResult> {
    const result = await operations.diff(definitionFor(type), withoutProvider(olds), withoutProvider(news));
    return {
      changes: result.changes,
      replaces: result.replaces,
      deleteBeforeReplace: result.deleteBeforeReplace,
    };
  },

  async create(type: string, inputs: Props): Promise<pulumi.dynamic.CreateResult> {
    try {
      const created = await operations.create(definitionFor(type), withoutProvider(inputs));
      return { id: created.id, outs: withGiven(created.outputs, inputs) };
    } catch (error) {
      if (!(error instanceof operations.IncompleteCreateError)) throw error;
      // The engine records the object (ErrorResourceInitFailed) instead of orphaning it. Its
      // properties must carry the provider, or refresh and destroy of it cannot load one.
      throw Object.assign(new Error(error.message), {
        id: error.id,
        properties: { ...withGiven(error.outputs, inputs), [PROVIDER_KEY]: inputs[PROVIDER_KEY] },
        reasons: [error.message],
      });
    }
  },

  async read(type: string, id: string, props: Props): Promise<pulumi.dynamic.ReadResult> {
    const given = givenIn(props);
    const current = await operations.read(definitionFor(type), id, withoutProvider(props), given);
    // A blank id tells the engine the object is gone: refresh drops it, the next up recreates it.
    if (current === undefined) return { id: "", props: {} };
    const outputs = given ? { ...current.outputs, [GIVEN_KEY]: given } : current.outputs;
    return { id, props: outputs, inputs: current.inputs };
  },

  async update(type: string, id: string, olds: Props, news: Props): Promise<pulumi.dynamic.UpdateResult> {
    const outputs = await operations.update(
      definitionFor(type),
      id,
      withoutProvider(olds),
      withoutProvider(news),
    );
    return { outs: withGiven(outputs, news) };
  },

  async delete(type: string, id: string, props: Props): Promise<void> {
    await operations.remove(definitionFor(type), id, withoutProvider(props));
  },
};

/** What the `__provider` module's handler returns: the host's methods for one resource type. */
export function provider(type: string): pulumi.dynamic.ResourceProvider {
  if (!definitionByName(type)) throw new Error(`vercel-pulumi has no resource named ${type}`);
  return {
    configure: (request) => host.configure(type, request.config),
    check: (olds, news) => host.check(type, olds, news),
    diff: (id, olds, news) => host.diff(type, id, olds, news),
    create: (inputs) => host.create(type, inputs),
    read: (id, props) => host.read(type, id, props ?? {}),
    update: (id, olds, news) => host.update(type, id, olds, news),
    delete: (id, props) => host.delete(type, id, props),
  };
}
