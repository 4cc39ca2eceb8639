// The operation index of the official SDK (@vercel/sdk, generated from the platform's OpenAPI
// description), read from the package itself so it cannot rot: method + path template → where each
// request part goes and which model describes it (the request checks, sdk-requests/), and the
// model its success answer is parsed with (the contract specs, test/contract/). Read from the
// package's own generated code (esm/funcs/*.js), one file per operation, e.g.
//   const path = pathToFunc("/v9/projects/{idOrName}")(pathParams);
//   const query = encodeFormQuery({ "slug": payload.slug, "teamId": payload.teamId });
//   const body = encodeJSON("body", payload.RequestBody, { explode: true });
// `payload` is the request model's output (its wire form), so the names on the left are wire names
// and `payload.X` names the model field that holds the part.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { ZodTypeAny } from "zod/v3";

/** Where a request part is read from in the request model's output. */
export interface WirePart {
  /** The name on the wire (query key, path parameter). */
  readonly wire: string;
  /** The request model's output field holding it. */
  readonly field: string;
}

export interface SdkOperation {
  /** The SDK's function name, e.g. projectsUpdateProject. */
  readonly name: string;
  /** The OpenAPI operationId, e.g. updateProject. */
  readonly operationId: string;
  readonly method: string;
  /** e.g. /v9/projects/{idOrName} */
  readonly template: string;
  /**
   * The request model, e.g. UpdateProjectRequest (exported as `<name>$outboundSchema`), and the
   * models/*.js module exporting it; absent for operations without parameters (GET /v2/user).
   */
  readonly model?: { readonly name: string; readonly module: string };
  readonly pathParams: readonly WirePart[];
  readonly query: readonly WirePart[];
  /**
   * The JSON body: the model field holding it, "whole" when the request model is the body itself,
   * "none" when the operation sends no body, "opaque" for bodies that are not JSON (uploads).
   */
  readonly body: { readonly field: string } | "whole" | "none" | "opaque";
  /** The status the SDK parses a JSON success answer for, when it parses one. */
  readonly jsonStatus?: number;
  /** The success model's source text in the generated function, e.g. `z.array(X$inboundSchema)`. */
  readonly responseSource?: string;
}

/** The SDK package's directory (resolved through node's resolution, as the tests run). */
export function sdkPackageDir(): string {
  return dirname(require.resolve("@vercel/sdk/package.json"));
}

export function sdkVersion(): string {
  return (JSON.parse(readFileSync(join(sdkPackageDir(), "package.json"), "utf8")) as { version: string })
    .version;
}

let cached: readonly SdkOperation[] | undefined;

/** Every operation of the installed SDK, read once per process. */
export function sdkOperations(): readonly SdkOperation[] {
  if (cached) return cached;
  const funcs = join(sdkPackageDir(), "esm", "funcs");
  cached = readdirSync(funcs)
    .filter((file) => file.endsWith(".js"))
    .map((file) => parseOperation(file.slice(0, -3), readFileSync(join(funcs, file), "utf8"), funcs))
    .filter((operation): operation is SdkOperation => operation !== undefined);
  return cached;
}

/** Reads one generated function; undefined for a file that is not one HTTP operation. */
export function parseOperation(name: string, source: string, funcsDir: string): SdkOperation | undefined {
  const template = /pathToFunc\("([^"]+)"\)/.exec(source)?.[1];
  const method = /\bmethod: "([A-Z]+)"/.exec(source)?.[1];
  const operationId = /operationID: "([^"]+)"/.exec(source)?.[1];
  const requestModel = /safeParse\(request, \(value\) => (\w+)\$outboundSchema/.exec(source)?.[1];
  if (!template || !method || !operationId) return undefined;
  return {
    name,
    operationId,
    method,
    template,
    ...(requestModel
      ? { model: { name: requestModel, module: moduleOf(name, requestModel, source, funcsDir) } }
      : {}),
    pathParams: parts(/(\w+): encodeSimple\("([^"]+)", payload(?:\.(\w+)|\["([^"]+)"\])/g, source, 2),
    query: parts(/"([^"]+)": payload(?:\.(\w+)|\["([^"]+)"\])/g, blockOf(source, "encodeFormQuery({"), 1),
    body: bodyOf(source),
    ...jsonMatcher(source),
  };
}

/** The operation of an operationId; throws for one the installed SDK does not have. */
export function sdkOperation(operationId: string): SdkOperation {
  const op = sdkOperations().find((candidate) => candidate.operationId === operationId);
  if (!op) throw new Error(`@vercel/sdk has no operation ${operationId}`);
  return op;
}

function moduleOf(name: string, model: string, source: string, funcsDir: string): string {
  const importLine = new RegExp(`import \\{[^}]*\\b${model}\\$outboundSchema\\b[^}]*\\} from "([^"]+)"`);
  const modelPath = importLine.exec(source)?.[1];
  if (!modelPath) throw new Error(`${name}: cannot find the module of ${model}`);
  return join(funcsDir, modelPath);
}

function parts(pattern: RegExp, text: string, wireGroup: number): WirePart[] {
  return [...text.matchAll(pattern)].map((match) => ({
    wire: match[wireGroup]!,
    field: (match[wireGroup + 1] ?? match[wireGroup + 2])!,
  }));
}

/** The text of a `call({ … })` argument, or "" when the call is absent. */
function blockOf(source: string, opening: string): string {
  const start = source.indexOf(opening);
  if (start < 0) return "";
  return source.slice(start, source.indexOf("})", start));
}

function bodyOf(source: string): SdkOperation["body"] {
  const line = /const body = ([^;]*)/.exec(source)?.[1] ?? "null";
  if (line.trim() === "null") return "none";
  const json = /^encodeJSON\("body", payload(?:\.(\w+)|\["([^"]+)"\])?,/.exec(line.trim());
  if (!json) return "opaque";
  const field = json[1] ?? json[2];
  return field === undefined ? "whole" : { field };
}

/**
 * The first `M.json(status, schema[, options])` matcher: the model the SDK checks a success answer
 * with (its second argument; a streamed answer adds options such as `{ ctype }` after it).
 */
function jsonMatcher(source: string): { jsonStatus: number; responseSource: string } | undefined {
  const start = /M\.json\((\d+), /.exec(source);
  if (!start) return undefined;
  let depth = 0;
  let end = start.index + start[0].length;
  for (; end < source.length; end++) {
    const char = source[end] ?? "";
    if ("([{".includes(char)) depth++;
    else if (")]}".includes(char)) {
      if (depth === 0) break;
      depth--;
    } else if (char === "," && depth === 0) break;
  }
  return { jsonStatus: Number(start[1]), responseSource: source.slice(start.index + start[0].length, end) };
}

/**
 * The zod model (zod/v3, as the SDK builds it) of an operation's success answer: its source text is
 * evaluated with the names the generated function imports, from the SDK's own modules.
 */
export function responseModel(op: SdkOperation): ZodTypeAny | undefined {
  if (!op.responseSource) return undefined;
  const source = readFileSync(join(sdkPackageDir(), "esm", "funcs", `${op.name}.js`), "utf8");
  const scope: Record<string, unknown> = {};
  for (const match of source.matchAll(/import (\* as (\w+[$]?)|\{([^}]*)\}) from "([^"]+)";/g)) {
    const [, , namespace, names, from] = match;
    const module = loadSdkModule(from ?? "");
    if (namespace) scope[namespace] = module;
    for (const name of (names ?? "").split(",").map((n) => n.trim())) {
      if (name) scope[name] = (module as Record<string, unknown>)[name];
    }
  }
  const names = Object.keys(scope).filter((name) => op.responseSource?.includes(name));
  // The source is the SDK's own generated expression (e.g. `z.array(Item$inboundSchema)`).
  const build = new Function(...names, `return (${op.responseSource});`) as (
    ...args: unknown[]
  ) => ZodTypeAny;
  return build(...names.map((name) => scope[name]));
}

/** Loads the SDK's ESM modules (Node 22 requires ESM synchronously) as one instance with the SDK's own. */
export const loadModule = createRequire(__filename);

function loadSdkModule(from: string): unknown {
  return loadModule(from.startsWith("../") ? join(sdkPackageDir(), "esm", from.slice(3)) : from);
}

/** The model's source for a reader, e.g. `models/getprojectenvop.js GetProjectEnvResponseBody`. */
export function responseModelName(op: SdkOperation): string {
  return op.responseSource?.replace(/\$inboundSchema/g, "") ?? "(no JSON model)";
}
