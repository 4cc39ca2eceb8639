// The resource half of the ResourceProvider service: Check, Diff, Create, Read, Update and Delete
// of every definition in the registry, as `vercel:index:<Name>`. Each handler translates the wire
// (Structs, secrets, previews, import ids) and calls provider/operations/lifecycle.ts, which owns
// the behaviour shared with the dynamic front; nothing here talks to the API or a definition's
// calls directly.
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import {
  CreateResponse,
  DiffResponse,
  ReadResponse,
  UpdateResponse,
  CheckRequest,
  type CheckResponse,
  type CreateRequest,
  type DeleteRequest,
  type DiffRequest,
  type ReadRequest,
  type UpdateRequest,
} from "@pulumi/pulumi/proto/provider_pb";
import { OWNER_OUTPUT_KEYS } from "../operations/common-inputs";
import * as operations from "../operations/lifecycle";
import type { NamingContext } from "../operations/auto-name";
import { secretInputKeys } from "../operations/secrets";
import { topLevelKey } from "../reconcile/fields";
import { UNKNOWN } from "../reconcile/unknown";
import { computedOutputKeys } from "../families/kit/definition";
import { parseImportId } from "../families/kit/import-id";
import { definitionByName } from "../families/registry";
import { checkResponse } from "./check-response";
import { PACKAGE } from "./config";
import { detailedDiffOf } from "./detailed-diff";
import { initFailed, invalidArgument } from "./grpc-errors";
import { fromStruct, toStruct, type Props } from "./properties";
import { memberOf } from "./type-token";

type Definition = operations.Definition;

/** The definition a request's type token names (the URN's type when the request has none). */
export function definitionOf(request: { getType(): string; getUrn(): string }): Definition {
  const token = request.getType() || (request.getUrn().split("::")[2] ?? "");
  const name = memberOf(token);
  const definition = name === undefined ? undefined : definitionByName(name);
  if (!definition) throw invalidArgument(`the ${PACKAGE} provider has no resource type "${token}"`);
  return definition as unknown as Definition;
}

/** Top-level keys a definition keeps secret: secret inputs (at any depth) and secret outputs. */
export function declaredSecretKeys(definition: Definition): string[] {
  return [...new Set([...secretInputKeys(definition.fields), ...definition.secretOutputs.map(topLevelKey)])];
}

/** What must be secret in an answer: what the definition declares, and what the caller sent as secret. */
function secretsFor(definition: Definition, ...sentSecret: string[][]): string[] {
  return [...declaredSecretKeys(definition), ...sentSecret.flat()];
}

/** Keys a front or the SDK may add (`__defaults`); never inputs of a definition. */
function withoutInternal(props: Props): Props {
  return Object.fromEntries(Object.entries(props).filter(([key]) => !key.startsWith("__")));
}

/** What the engine tells check about naming: the resource's name, its state, seed and autonaming config. */
function namingOf(request: CheckRequest): NamingContext {
  const autonaming = request.getAutonaming();
  const olds = request.getOlds();
  return {
    resourceName: request.getName() || request.getUrn().split("::").pop()!,
    olds: olds ? withoutInternal(fromStruct(olds).values) : {},
    randomSeed: request.getRandomseed_asU8(),
    ...(autonaming
      ? {
          engine: {
            proposedName: autonaming.getProposedName() || undefined,
            disabled: autonaming.getMode() === CheckRequest.AutonamingOptions.Mode.DISABLE,
          },
        }
      : {}),
  };
}

export async function check(request: CheckRequest): Promise<CheckResponse> {
  const definition = definitionOf(request);
  const news = fromStruct(request.getNews());
  const result = operations.check(definition, withoutInternal(news.values), namingOf(request));
  return checkResponse(toStruct(result.inputs, secretsFor(definition, news.secretKeys)), result.failures);
}

export async function diff(request: DiffRequest): Promise<DiffResponse> {
  const definition = definitionOf(request);
  const olds = fromStruct(request.getOlds()).values;
  const news = withoutInternal(fromStruct(request.getNews()).values);
  const result = await operations.diff(definition, olds, news);
  const response = new DiffResponse();
  // The engine replaces only when changes are SOME, so a replace always counts as a change.
  const changes = result.changes || result.replaces.length > 0;
  response.setChanges(changes ? DiffResponse.DiffChanges.DIFF_SOME : DiffResponse.DiffChanges.DIFF_NONE);
  response.setReplacesList(result.replaces);
  response.setDeletebeforereplace(result.deleteBeforeReplace);
  response.setDiffsList(result.keys);
  const detailed = response.getDetaileddiffMap();
  for (const [path, entry] of detailedDiffOf(result, olds, news)) detailed.set(path, entry);
  response.setHasdetaileddiff(true);
  return response;
}

export async function create(request: CreateRequest): Promise<CreateResponse> {
  const definition = definitionOf(request);
  const inputs = fromStruct(request.getProperties());
  const secrets = secretsFor(definition, inputs.secretKeys);
  const response = new CreateResponse();
  if (request.getPreview()) {
    // What the platform computes is not known before the object exists.
    response.setProperties(toStruct({ ...computedUnknowns(definition), ...inputs.values }, secrets));
    return response;
  }
  try {
    const created = await operations.create(definition, withoutInternal(inputs.values));
    response.setId(created.id);
    response.setProperties(toStruct(created.outputs, secrets));
    return response;
  } catch (error) {
    if (!(error instanceof operations.IncompleteCreateError)) throw error;
    throw initFailed(
      error.message,
      error.id,
      toStruct(error.outputs, secrets),
      toStruct(inputs.values, secrets),
    );
  }
}

export async function read(request: ReadRequest): Promise<ReadResponse> {
  const definition = definitionOf(request);
  const state = fromStruct(request.getProperties());
  const inputs = fromStruct(request.getInputs());
  const importing = Object.keys(state.values).length === 0 && Object.keys(inputs.values).length === 0;
  // `pulumi import` sends the id alone, in the Terraform provider's form `[team/]segment/...`; the
  // engine records the id the answer carries, which is the one create would have stored.
  let current: { id: string; outputs: Props; inputs: Props } | undefined;
  if (importing) {
    const target = importTarget(definition, request.getId());
    current = await operations.readImported(definition, target.id, target.state);
  } else {
    // A refresh reports the inputs the program set, not every setting the platform defaulted.
    const given = operations.givenKeys(inputs.values);
    const found = await operations.read(
      definition,
      request.getId(),
      state.values,
      given.length > 0 ? given : undefined,
    );
    current = found && { id: request.getId(), ...found };
  }
  const response = new ReadResponse();
  // A blank id tells the engine the object is gone: refresh drops it, the next up recreates it.
  if (current === undefined) return response;
  const secrets = secretsFor(definition, state.secretKeys, inputs.secretKeys);
  response.setId(current.id);
  response.setProperties(toStruct(current.outputs, secrets));
  response.setInputs(toStruct(current.inputs, secrets));
  return response;
}

export async function update(request: UpdateRequest): Promise<UpdateResponse> {
  const definition = definitionOf(request);
  const olds = fromStruct(request.getOlds());
  const news = fromStruct(request.getNews());
  const secrets = secretsFor(definition, olds.secretKeys, news.secretKeys);
  const response = new UpdateResponse();
  if (request.getPreview()) {
    response.setProperties(toStruct({ ...olds.values, ...news.values }, secrets));
    return response;
  }
  const outputs = await operations.update(
    definition,
    request.getId(),
    olds.values,
    withoutInternal(news.values),
  );
  response.setProperties(toStruct(outputs, secrets));
  return response;
}

export async function remove(request: DeleteRequest): Promise<Empty> {
  const definition = definitionOf(request);
  await operations.remove(definition, request.getId(), fromStruct(request.getProperties()).values);
  return new Empty();
}

/** The id read() takes and the owner to read it as, from an import id. */
function importTarget(definition: Definition, importId: string): { id: string; state: Props } {
  let parsed: ReturnType<typeof parseImportId>;
  try {
    parsed = parseImportId(definition, importId);
  } catch (error) {
    throw invalidArgument((error as Error).message);
  }
  return { id: parsed.id, state: parsed.team === undefined ? {} : { teamId: parsed.team } };
}

/** Outputs the platform computes (ids, timestamps, the owner), unknown until the create. */
function computedUnknowns(definition: Definition): Props {
  const keys = [...computedOutputKeys(definition), ...OWNER_OUTPUT_KEYS];
  return Object.fromEntries(keys.map((key) => [key, UNKNOWN]));
}
