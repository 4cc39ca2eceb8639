// The provider implementation that runs inside Pulumi's dynamic-provider host process. The
// serialized provider (serialized-provider.ts) only forwards each call here by package name,
// so nothing heavy and nothing secret is ever captured into state. Settings are read when the
// first API call needs them: check and diff work even without a token.
import { ConflictError, createClient, type VercelClient } from "../client";
import { resolveSettings, type ConfigSource, type ProviderSettings } from "../config";
import { redactErrorInPlace } from "../client/redact";
import { PartiallyCreatedError, type ResourceDefinition } from "../resources/definition";
import { definitionByName } from "../resources/registry";
import { checkInputs, type CheckResult } from "./check";
import {
  CommonInputs,
  COMMON_COMPUTED_INPUTS,
  COMMON_REPLACE_ON_CHANGES,
  CREATE_ONLY_INPUTS,
} from "./common-inputs";
import { diffInputs, type DiffResult } from "./diff";

type Props = Record<string, unknown>;
const PROVIDER_KEY = "__provider";

let configSource: ConfigSource | undefined;
let cachedSettings: ProviderSettings | undefined;
let cachedClient: VercelClient | undefined;

export function configure(config: ConfigSource): void {
  configSource = config;
  cachedSettings = undefined;
  cachedClient = undefined;
}

function settings(): ProviderSettings {
  cachedSettings ??= resolveSettings(configSource);
  return cachedSettings;
}

function clientFor(team: unknown): VercelClient {
  const current = settings();
  cachedClient ??= createClient({
    baseUrl: current.apiUrl,
    token: current.apiToken,
    team: current.team,
    userAgent: "vercel-pulumi",
    ...(process.env.VERCEL_PULUMI_DEBUG ? { log: (line: string) => console.error(line) } : {}),
  });
  return cachedClient.forTeam(typeof team === "string" ? team : undefined);
}

function definitionFor(type: string): ResourceDefinition<Props, Props> {
  const definition = definitionByName(type);
  if (!definition) throw new Error(`vercel-pulumi has no resource named ${type}`);
  return definition as unknown as ResourceDefinition<Props, Props>;
}

function inputSchema(definition: ResourceDefinition<Props, Props>) {
  return definition.inputs.extend(CommonInputs.shape);
}

/** The definition's own inputs: without the binding's common inputs and Pulumi's `__provider`. */
function ownInputs(props: Props): Props {
  const own = { ...props };
  for (const key of [PROVIDER_KEY, ...Object.keys(CommonInputs.shape)]) delete own[key];
  return own;
}

/** Outputs as stored: the definition's, plus the team the object lives in. */
function storedOutputs(outputs: Props, team: unknown): Props {
  const teamId = typeof team === "string" ? team : settings().team;
  return teamId === undefined ? outputs : { ...outputs, teamId };
}

function diffRules(definition: ResourceDefinition<Props, Props>) {
  return {
    schema: inputSchema(definition),
    replaceOnChanges: [...definition.replaceOnChanges, ...COMMON_REPLACE_ON_CHANGES],
    computedInputs: [...definition.computedInputs, ...COMMON_COMPUTED_INPUTS],
    createOnlyInputs: CREATE_ONLY_INPUTS,
    deleteBeforeReplace: definition.deleteBeforeReplace,
  };
}

/** Errors leave the provider with the token redacted, whatever produced them. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const token = cachedSettings?.apiToken;
    throw token ? redactErrorInPlace(error, [token]) : error;
  }
}

export async function check(type: string, _olds: Props, news: Props): Promise<CheckResult> {
  const inputs = { ...news };
  delete inputs[PROVIDER_KEY];
  return checkInputs(inputSchema(definitionFor(type)), inputs);
}

export async function diff(type: string, _id: string, olds: Props, news: Props): Promise<DiffResult> {
  return diffInputs(diffRules(definitionFor(type)), olds, news);
}

export async function create(type: string, inputs: Props): Promise<{ id: string; outs: Props }> {
  return guarded(async () => {
    const definition = definitionFor(type);
    const ctx = { client: clientFor(inputs.teamId) };
    const own = ownInputs(inputs);
    try {
      if (inputs.adopt === true) {
        const found = await definition.adopt.find(ctx, own);
        if (found) {
          // Take the object over, then make it match the program (skipping a no-op update).
          const current = storedOutputs(found.outputs, inputs.teamId);
          const { changed } = diffInputs(diffRules(definition), current, inputs);
          if (changed.length === 0) return { id: found.id, outs: current };
          const outputs = await definition.update(ctx, found.id, current, own, changed);
          return { id: found.id, outs: storedOutputs(outputs, inputs.teamId) };
        }
      }
      const created = await definition.create(ctx, own);
      return { id: created.id, outs: storedOutputs(created.outputs, inputs.teamId) };
    } catch (error) {
      if (error instanceof ConflictError) throw conflictHint(definition, own, error);
      if (error instanceof PartiallyCreatedError) {
        // The engine records the object (ErrorResourceInitFailed) instead of orphaning it.
        throw Object.assign(new Error(error.message), {
          id: error.created.id,
          properties: storedOutputs(error.created.outputs as Props, inputs.teamId),
          reasons: [error.message],
        });
      }
      throw error;
    }
  });
}

/** A conflict on create names the natural key and the way out, instead of a bare 409. */
function conflictHint(
  definition: ResourceDefinition<Props, Props>,
  inputs: Props,
  error: ConflictError,
): Error {
  const key = definition.adopt.key;
  return new Error(
    `${definition.name} ${key} "${String(inputs[key])}" already exists: set adopt: true to take it over, ` +
      `or choose another ${key} (${error.message})`,
  );
}

export async function read(type: string, id: string, props: Props): Promise<{ id: string; props: Props }> {
  return guarded(async () => {
    const definition = definitionFor(type);
    const current = await definition.read({ client: clientFor(props.teamId) }, id, props);
    // A blank id tells the engine the object is gone: refresh drops it, the next up recreates it.
    if (current === undefined) return { id: "", props: {} };
    return { id, props: storedOutputs(current, props.teamId) };
  });
}

export async function update(type: string, id: string, olds: Props, news: Props): Promise<{ outs: Props }> {
  return guarded(async () => {
    const definition = definitionFor(type);
    const { changed } = diffInputs(diffRules(definition), olds, news);
    const team = news.teamId ?? olds.teamId;
    const outputs = await definition.update({ client: clientFor(team) }, id, olds, ownInputs(news), changed);
    return { outs: storedOutputs(outputs, team) };
  });
}

export async function remove(type: string, id: string, props: Props): Promise<void> {
  return guarded(() => definitionFor(type).delete({ client: clientFor(props.teamId) }, id, props));
}
