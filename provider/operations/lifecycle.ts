// The generic lifecycle of every resource, shared by every front: check, diff, create (or
// adopt), read, update and delete of a definition, with the plumbing no definition repeats:
//   - the owner is resolved once at create, pinned in state and used for everything after;
//   - only the platform's "not found" envelope means gone (read) or done (delete);
//   - secret inputs are redacted from every error, with the operation and object named;
//   - write-only values (the API never returns them) are kept from the inputs or the state.
import type { z } from "zod";
import { ConflictError, isGone, type Owner } from "../client";
import { checkInputs, type CheckResult } from "../reconcile/check";
import { withAutoName, type NamingContext } from "./auto-name";
import { diffInputs, type DiffResult, type DiffRules } from "../reconcile/diff";
import { pathsWith } from "../reconcile/fields";
import { containsUnknown, UNKNOWN } from "../reconcile/unknown";
import { projectOntoSchema } from "../reconcile/values";
import {
  AlreadyExistsError,
  PartiallyCreatedError,
  type Changes,
  type Created,
  type ResourceContext,
  type ResourceDefinition,
} from "../families/kit/definition";
import { COMMON_INPUT_KEYS, inputsWithCommon } from "./common-inputs";
import { describeFailure, type Action } from "./errors";
import { isSameOwner, ownerOutputs, requestedTeam, resolveOwner, storedOwner } from "./owner";
import { secretInputKeys, secretValues } from "./secrets";
import { apiClient, configuredTeam, knownToken, settings } from "./session";
import { teamRequirement } from "./team-only";

export type Props = Record<string, unknown>;
export type Definition = ResourceDefinition<Props, Props>;

/** Thrown when the object exists but its setup did not finish: the front records it in state. */
export class IncompleteCreateError extends Error {
  constructor(
    message: string,
    readonly id: string,
    readonly outputs: Props,
  ) {
    super(message);
    this.name = "IncompleteCreateError";
  }
}

/** Check the program's inputs; `naming` lets an auto-named argument be filled in (auto-name.ts). */
export function check(definition: Definition, given: Props, naming: NamingContext = {}): CheckResult {
  // A null team is another resource's `teamId` output for the personal account (owner.ts): unset.
  const { teamId, ...rest } = given;
  const news = withAutoName(definition, teamId === null ? rest : given, naming);
  const result = prepared(definition, checkInputs(inputsWithCommon(definition.inputs), news));
  const secret = new Set(secretInputKeys(definition.fields));
  // The engine prints a failing top-level property's value beside the rule, secret or not
  // (`property privateKey value {...} has a problem`): a secret argument's failure names the
  // argument in the rule instead, so the engine has no property to print.
  const failures = result.failures.map((failure) =>
    secret.has(failure.property) && typeof news[failure.property] === "string"
      ? { property: "", reason: `${failure.property} ${failure.reason}` }
      : failure,
  );
  const team = teamRequirement(definition, news.teamId, configuredTeam());
  return { ...result, failures: team ? [...failures, team] : failures };
}

/** The definition's `prepare` over inputs that validated and are all known. */
function prepared(definition: Definition, result: CheckResult): CheckResult {
  if (!definition.prepare || result.failures.length > 0 || containsUnknown(result.inputs)) return result;
  const { inputs, failures = [] } = definition.prepare(result.inputs);
  return { inputs, failures: [...failures] };
}

export async function diff(definition: Definition, olds: Props, news: Props): Promise<DiffResult> {
  const result = diffInputs(rules(definition), olds, news);
  if (news.teamId !== UNKNOWN) {
    const same = await failing(definition, "diffing", olds, news, () =>
      isSameOwner(olds, requestedTeam(news)),
    );
    if (same) return result;
  }
  // Another owner: objects do not move between teams, so the object is made anew in the new one.
  return {
    changes: true,
    paths: [...result.paths, "teamId"],
    keys: [...result.keys, "teamId"],
    replaces: [...result.replaces, "teamId"],
    deleteBeforeReplace: definition.deleteBeforeReplace,
  };
}

export async function create(definition: Definition, inputs: Props): Promise<Created<Props>> {
  const own = ownInputs(inputs);
  const action: Action = inputs.adopt === true ? "adopting" : "creating";
  return failing(definition, action, own, own, async () => {
    const owner = await resolveOwner(requestedTeam(inputs));
    const ctx = contextFor(definition, owner, own);
    const finish = (created: Created<Props>): Created<Props> => ({
      id: created.id,
      outputs: stored(definition, created.outputs, owner, own),
    });
    if (inputs.adopt === true) {
      const found = await definition.adopt.find(ctx, own);
      if (found) {
        // Take the object over, then make it match the program (skipping a no-op update).
        const current = finish(found);
        const changes = diffInputs(rules(definition), current.outputs, own);
        if (!changes.changes) return current;
        return finish({
          id: found.id,
          outputs: await definition.update(ctx, found.id, current.outputs, own, changesOf(changes)),
        });
      }
    }
    try {
      return finish(await definition.create(ctx, own));
    } catch (error) {
      if (error instanceof ConflictError) throw conflictHint(definition, own, error);
      if (error instanceof AlreadyExistsError) {
        throw new Error(`${error.message}: set adopt: true to take it over, or remove it from the program`);
      }
      if (error instanceof PartiallyCreatedError) {
        const created = finish(error.created as Created<Props>);
        throw new IncompleteCreateError(error.message, created.id, created.outputs);
      }
      throw error;
    }
  });
}

/**
 * The object as it is now (outputs, and inputs for later diffs), or undefined when it is gone.
 * `given` names the inputs the program set (givenKeys of its last inputs): a refresh reports those
 * and the ones an update would reset, so a preview after it shows what drifted and not every
 * setting the platform defaulted as a removal. Without it (an import, state from before the keys
 * were kept) it reports all.
 */
export async function read(
  definition: Definition,
  id: string,
  state: Props,
  given?: readonly string[],
): Promise<{ outputs: Props; inputs: Props } | undefined> {
  return failing(definition, "reading", state, state, async () => {
    const owner = await storedOwner(state);
    let current: Props;
    try {
      current = await definition.read(contextFor(definition, owner, state), id, state);
    } catch (error) {
      if (isGone(error)) return undefined;
      throw error;
    }
    const outputs = stored(definition, current, owner, state);
    const inputs = inputsOf(definition, outputs);
    if (!given) return { outputs, inputs };
    // Beside the inputs the program set, those the next update would reset (a setting the program
    // leaves unset, changed on the platform): the diff then shows them going, as up will do.
    const reset = diffInputs(rules(definition), outputs, pick(inputs, given)).keys;
    return { outputs, inputs: pick(inputs, [...given, ...reset]) };
  });
}

/**
 * read() of an object named by an import id (`state` holds the owner at most): its outputs and
 * inputs, and the id create would have stored for it, which is what the import records.
 */
export async function readImported(
  definition: Definition,
  id: string,
  state: Props,
): Promise<{ id: string; outputs: Props; inputs: Props } | undefined> {
  const current = await read(definition, id, state);
  const canonical = definition.importId.canonical;
  if (current === undefined || canonical === undefined) return current && { id, ...current };
  const canonicalId = await failing(definition, "reading", state, state, async () => {
    const owner = await storedOwner(state);
    return canonical(contextFor(definition, owner, state), id, current.outputs);
  });
  return { id: canonicalId, ...current };
}

export async function update(definition: Definition, id: string, olds: Props, news: Props): Promise<Props> {
  const own = ownInputs(news);
  return failing(definition, "updating", olds, own, async () => {
    const owner = await storedOwner(olds);
    const changes = changesOf(diffInputs(rules(definition), olds, own));
    const outputs = await definition.update(contextFor(definition, owner, own), id, olds, own, changes);
    return stored(definition, outputs, owner, own);
  });
}

export async function remove(definition: Definition, id: string, state: Props): Promise<void> {
  await failing(definition, "deleting", state, state, async () => {
    const owner = await storedOwner(state);
    try {
      await definition.delete(contextFor(definition, owner, state), id, state);
    } catch (error) {
      // Already gone is done; any other 404 (a wrong URL, a proxy) is an error, never success.
      if (!isGone(error)) throw error;
    }
  });
}

/** The inputs a program set, by name, for read's `given`: its own and the team, not `adopt`. */
export function givenKeys(inputs: Props): string[] {
  return Object.keys(inputs).filter(
    (key) => !key.startsWith("__") && key !== "adopt" && inputs[key] !== undefined,
  );
}

function pick(values: Props, keys: readonly string[]): Props {
  return Object.fromEntries(keys.filter((key) => key in values).map((key) => [key, values[key]]));
}

/** The definition's own inputs: without the common inputs and anything a front adds. */
export function ownInputs(props: Props): Props {
  const shape = Object.keys(props).filter((key) => !COMMON_INPUT_KEYS.includes(key) && !key.startsWith("__"));
  return Object.fromEntries(shape.map((key) => [key, props[key]]));
}

/** How the diff compares a definition's objects; the drift report diffs with the same rules. */
export function rules(definition: Definition): DiffRules {
  return {
    schema: definition.inputs,
    fields: definition.fields,
    deleteBeforeReplace: definition.deleteBeforeReplace,
  };
}

function changesOf(result: DiffResult): Changes {
  return { paths: result.paths, keys: result.keys, has: (key) => result.keys.includes(key) };
}

function contextFor(definition: Definition, owner: Owner, values: Props): ResourceContext {
  const client = apiClient().forOwner(owner).withSecrets(secretValues(definition.fields, values));
  return { client, owner };
}

/**
 * Outputs as stored: the definition's, the owner, and write-only values the API never returns,
 * taken from `source` (the inputs just applied, or the state on a refresh).
 */
function stored(definition: Definition, outputs: Props, owner: Owner, source: Props): Props {
  const result: Props = { ...outputs, ...ownerOutputs(owner) };
  for (const path of pathsWith(definition.fields, "writeOnly")) copyPath(source, result, path.split("."));
  return result;
}

/**
 * What a refresh reports as the inputs: the outputs the inputs can express, minus computed fields
 * (unless `reported`).
 * The inventory (vercel-pulumi import, drift) reads objects the same way.
 */
export function inputsOf(definition: Definition, outputs: Props): Props {
  const computed = new Set(
    pathsWith(definition.fields, "computed").filter((path) => !definition.fields[path]?.reported),
  );
  const inputs: Props = {};
  for (const [key, schema] of Object.entries(definition.inputs.shape)) {
    if (computed.has(key) || outputs[key] === undefined) continue;
    inputs[key] = projectOntoSchema(outputs[key], schema as z.ZodType);
  }
  if (typeof outputs.teamId === "string") inputs.teamId = outputs.teamId;
  return inputs;
}

function copyPath(from: Props, to: Props, segments: readonly string[]): void {
  const [head, ...rest] = segments;
  if (head === undefined) return;
  const value = from[head];
  if (value === undefined) return;
  if (rest.length === 0) {
    to[head] = value;
    return;
  }
  // Only into an object the platform still reports: a setting turned off stays off.
  const target = to[head];
  if (typeof value === "object" && value !== null && typeof target === "object" && target !== null) {
    copyPath(value as Props, target as Props, rest);
  }
}

/** A conflict on create names the natural key and the way out, instead of a bare 409. */
function conflictHint(definition: Definition, inputs: Props, error: ConflictError): Error {
  const key = definition.adopt.key;
  return new Error(
    `${key} "${String(inputs[key])}" already exists: set adopt: true to take it over, ` +
      `or choose another ${key} (${error.code}: ${error.message})`,
  );
}

/** Runs one operation; any failure leaves it named, with every secret of the object redacted. */
async function failing<T>(
  definition: Definition,
  action: Action,
  labelSource: Props,
  secretSource: Props,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const token = knownToken();
    const secrets = [
      ...(token ? [token] : []),
      ...secretValues(definition.fields, secretSource),
      ...secretValues(definition.fields, labelSource),
    ];
    const label = labelSource[definition.adopt.key];
    const described = describeFailure(
      {
        action,
        type: definition.name,
        label: typeof label === "string" ? label : undefined,
        secrets,
        apiUrl: safeApiUrl(),
      },
      error,
    );
    // A half-made object keeps its id and outputs, so the front can record it in state.
    if (error instanceof IncompleteCreateError)
      throw new IncompleteCreateError(described.message, error.id, error.outputs);
    throw described;
  }
}

function safeApiUrl(): string | undefined {
  try {
    return settings().apiUrl;
  } catch {
    return undefined;
  }
}
