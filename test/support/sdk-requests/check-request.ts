// One recorded request against the SDK's model of its operation: the path's version, the query
// parameters (known, typed, required ones present, none that belong in the body), and the JSON body
// (checked strictly, see strict-walk.ts).
import type { RecordedRequest } from "../../../emulator";
import { correctedBody } from "./model-exceptions";
import { matchOperation } from "./operation-match";
import { currentPath } from "./renamed-paths";
import type { SdkOperation, WirePart } from "../sdk-operations";
import { acceptsUndefined, checkValue, wireObject, type Problem, type WireObject } from "./strict-walk";

export type MismatchKind =
  Problem["kind"] | "misplaced" | "other-version" | "old-path" | "no-sdk-operation" | "not-json";

export interface Mismatch {
  readonly kind: MismatchKind;
  /** `METHOD /template` of the SDK operation, or of the request when the SDK has none. */
  readonly operation: string;
  /** The SDK's request model, when there is one. */
  readonly model?: string;
  /** `query.x`, `body.a.b`, `path`. */
  readonly at: string;
  readonly message: string;
}

export type RequestCheck =
  | { readonly operation: SdkOperation; readonly mismatches: Mismatch[] }
  | { readonly operation?: undefined; readonly mismatches: Mismatch[] };

export function checkRequest(operations: readonly SdkOperation[], request: RecordedRequest): RequestCheck {
  const renamed = currentPath(request.path);
  const match = matchOperation(operations, request.method, renamed ?? request.path);
  if (match.kind === "none") {
    // Named by the emulator's template, so one finding covers every id.
    const served = request.template?.replace(/:(\w+)/g, "{$1}") ?? request.path;
    const operation = `${request.method} ${currentPath(served) ?? served}`;
    const message = "the SDK has no operation for this method and path";
    const mismatches: Mismatch[] = [{ kind: "no-sdk-operation", operation, at: "path", message }];
    if (renamed) mismatches.push({ ...oldPath(request.path, renamed), operation });
    return { mismatches };
  }
  if (match.kind === "other-version") {
    // Bodies differ between versions: only the path is reported.
    const operation = `${request.method} ${match.sdkTemplates[0]}`;
    const message = `sent ${match.sent}; the SDK has this route as ${match.sdkTemplates.join(", ")}`;
    return { mismatches: [{ kind: "other-version", operation, at: "path", message }] };
  }
  const { operation } = match;
  const model = operation.model && loadModel(operation.model);
  const request$ = model === undefined ? undefined : wireObject(model);
  const body = bodyModel(operation, model, request$);
  const problems: Found[] = [
    ...(renamed ? [oldPath(request.path, renamed)] : []),
    ...queryProblems(operation, request$, body, request.query),
    ...bodyProblems(operation, body, request),
  ];
  const name = `${operation.method} ${operation.template}`;
  return {
    operation,
    mismatches: problems.map((problem) => ({
      ...problem,
      operation: name,
      ...(operation.model ? { model: modelName(operation.model) } : {}),
    })),
  };
}

function oldPath(sent: string, current: string): Found {
  const prefix = (path: string) => path.split("/").slice(0, 3).join("/");
  return {
    kind: "old-path",
    at: "path",
    message: `sent under ${prefix(sent)}; the SDK has the route under ${prefix(current)} (renamed-paths.ts)`,
  };
}

/** The request model and the SDK module defining it (where its body model is found too). */
function modelName(model: NonNullable<SdkOperation["model"]>): string {
  return `${model.name} (models/${model.module.split("/").pop()})`;
}

function loadModel(model: NonNullable<SdkOperation["model"]>): unknown {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the SDK's generated ES modules, loaded by path
  const exports = require(model.module) as Record<string, unknown>;
  const schema = exports[`${model.name}$outboundSchema`];
  if (!schema) throw new Error(`${model.module} exports no ${model.name}$outboundSchema`);
  return schema;
}

interface BodyModel {
  readonly schema: unknown;
  readonly required: boolean;
}

function bodyModel(
  operation: SdkOperation,
  model: unknown,
  request$: WireObject | undefined,
): BodyModel | undefined {
  // A gap of the SDK's model recorded with its evidence (model-exceptions.ts) is filled first.
  const corrected = (schema: unknown) => correctedBody(operation.operationId, schema);
  if (operation.body === "whole") return { schema: corrected(model), required: true };
  if (typeof operation.body !== "object") return undefined;
  const field = request$?.fields.get(operation.body.field);
  if (!field) throw new Error(`${operation.model?.name} has no body field ${operation.body.field}`);
  return { schema: corrected(field.schema), required: field.required };
}

type Found = Omit<Mismatch, "operation" | "model">;

/**
 * The team scope, taken by every operation whether or not the SDK's model of it lists the two
 * parameters (the model of `GET /domains/records/{recordId}` lists neither). Seed 000,
 * "Authentication" 2.: "A request may act for a team: query parameter `teamId` (string, optional,
 * the team identifier) or `slug` (string, optional, the team slug)."
 */
const TEAM_SCOPE_PARAMETERS: ReadonlySet<string> = new Set(["teamId", "slug"]);

function queryProblems(
  operation: SdkOperation,
  request$: WireObject | undefined,
  body: BodyModel | undefined,
  rawQuery: string,
): Found[] {
  const sent = new URLSearchParams(rawQuery);
  const problems: Found[] = [];
  const byWire = new Map<string, WirePart>(operation.query.map((part) => [part.wire, part]));
  for (const key of new Set(sent.keys())) {
    const part = byWire.get(key);
    const field = part && request$?.fields.get(part.field);
    if (field) {
      problems.push(...queryValueProblems(field.schema, sent.getAll(key), `query.${key}`));
    } else if (TEAM_SCOPE_PARAMETERS.has(key)) {
      if (sent.getAll(key).length > 1)
        problems.push({ kind: "wrong-type", at: `query.${key}`, message: "sent more than once; one team" });
    } else if (body && wireObject(body.schema)?.fields.has(key)) {
      problems.push({
        kind: "misplaced",
        at: `query.${key}`,
        message: "sent in the query; the model has it in the body",
      });
    } else {
      problems.push({
        kind: "unknown-field",
        at: `query.${key}`,
        message: "not a query parameter of the operation",
      });
    }
  }
  for (const part of operation.query) {
    const field = request$?.fields.get(part.field);
    if (field?.required && !sent.has(part.wire)) {
      problems.push({
        kind: "missing-required",
        at: `query.${part.wire}`,
        message: "required by the model, not sent",
      });
    }
  }
  return problems;
}

/** Query values are strings: a number must read as one, a boolean be true/false, an enum a member. */
function queryValueProblems(schema: unknown, values: readonly string[], at: string): Found[] {
  const leaf = innermost(schema);
  const typeName = (leaf as { _def: { typeName: string } })._def.typeName;
  if (typeName === "ZodArray") {
    const item = (leaf as { _def: { type: unknown } })._def.type;
    return values.flatMap((value) => queryValueProblems(item, value.split(","), at));
  }
  if (values.length > 1)
    return [{ kind: "wrong-type", at, message: "sent more than once; the model takes one value" }];
  const value = values[0]!;
  if (typeName === "ZodNumber") {
    return value.trim() !== "" && Number.isFinite(Number(value))
      ? []
      : [{ kind: "wrong-type", at, message: "expected a number" }];
  }
  if (typeName === "ZodBoolean") {
    return value === "true" || value === "false"
      ? []
      : [{ kind: "wrong-type", at, message: "expected true or false" }];
  }
  if (typeName === "ZodString") return [];
  return checkValue(leaf, value, at);
}

function innermost(schema: unknown): unknown {
  let current = schema as { _def: { typeName: string; innerType?: unknown; getter?: () => unknown } };
  for (;;) {
    const { typeName, innerType, getter } = current._def;
    if (
      (typeName === "ZodOptional" || typeName === "ZodNullable" || typeName === "ZodDefault") &&
      innerType
    ) {
      current = innerType as typeof current;
    } else if (typeName === "ZodLazy" && getter) {
      current = getter() as typeof current;
    } else return current;
  }
}

function bodyProblems(
  operation: SdkOperation,
  body: BodyModel | undefined,
  request: RecordedRequest,
): Found[] {
  if (operation.body === "opaque") return [];
  if (!body) {
    return request.bodyKind === "none"
      ? []
      : [{ kind: "unknown-field", at: "body", message: "the operation takes no body; one was sent" }];
  }
  if (request.bodyKind === "other")
    return [{ kind: "not-json", at: "body", message: "the body is not JSON" }];
  if (request.bodyKind === "none") {
    const required =
      body.required && !acceptsUndefined(body.schema as Parameters<typeof acceptsUndefined>[0]);
    return required
      ? [{ kind: "missing-required", at: "body", message: "required by the model, not sent" }]
      : [];
  }
  const queryKeys = new Set(operation.query.map((part) => part.wire));
  return checkValue(body.schema, request.body, "body").map((problem) => {
    const key = problem.at.slice("body.".length);
    return problem.kind === "unknown-field" && queryKeys.has(key)
      ? {
          kind: "misplaced",
          at: problem.at,
          message: "sent in the body; the model has it as a query parameter",
        }
      : problem;
  });
}
