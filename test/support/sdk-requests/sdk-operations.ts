// The operation index of the official SDK (@vercel/sdk, generated from the platform's OpenAPI
// description): method + path template → where each request part goes and which model describes it.
// Read from the package's own generated code (esm/funcs/*.js), one file per operation, e.g.
//   const path = pathToFunc("/v9/projects/{idOrName}")(pathParams);
//   const query = encodeFormQuery({ "slug": payload.slug, "teamId": payload.teamId });
//   const body = encodeJSON("body", payload.RequestBody, { explode: true });
// `payload` is the request model's output (its wire form), so the names on the left are wire names
// and `payload.X` names the model field that holds the part.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

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
  };
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
