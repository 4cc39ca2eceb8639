// The index of @vercel/sdk's operations, read from the SDK package itself so it cannot rot: each
// generated function (esm/funcs/<group><Operation>.js) names its method, its path template, its
// operation id and the zod model its success answer is parsed with. A new SDK version brings its
// own index; nothing here lists operations by hand.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { ZodTypeAny } from "zod/v3";

export interface SdkOperation {
  /** The generated function's file name without `.js`, e.g. `projectsGetProjectEnv`. */
  readonly func: string;
  readonly operationId: string;
  readonly method: string;
  /** The SDK's path template, e.g. `/v1/projects/{idOrName}/env/{id}`. */
  readonly path: string;
  /** The status the SDK parses a JSON success answer for, when it parses one. */
  readonly jsonStatus?: number;
  /** The success model's source text in the generated function, e.g. `z.array(X$inboundSchema)`. */
  readonly responseSource?: string;
}

export const sdkRoot = dirname(require.resolve("@vercel/sdk/package.json"));
const funcsDir = join(sdkRoot, "esm", "funcs");

let cached: readonly SdkOperation[] | undefined;

/** Every operation of the installed SDK. */
export function sdkOperations(): readonly SdkOperation[] {
  cached ??= readdirSync(funcsDir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => parseFunc(file.slice(0, -3), readFileSync(join(funcsDir, file), "utf8")))
    .filter((op): op is SdkOperation => op !== undefined);
  return cached;
}

export function sdkOperation(operationId: string): SdkOperation {
  const op = sdkOperations().find((candidate) => candidate.operationId === operationId);
  if (!op) throw new Error(`@vercel/sdk has no operation ${operationId}`);
  return op;
}

function parseFunc(func: string, source: string): SdkOperation | undefined {
  const path = /pathToFunc\("([^"]+)"\)/.exec(source)?.[1];
  const method = /\bmethod: "([A-Z]+)"/.exec(source)?.[1];
  const operationId = /operationID: "([^"]+)"/.exec(source)?.[1];
  if (!path || !method || !operationId) return undefined;
  const json = jsonMatcher(source);
  return { func, operationId, method, path, ...json };
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
  const source = readFileSync(join(funcsDir, `${op.func}.js`), "utf8");
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
  return loadModule(from.startsWith("../") ? join(sdkRoot, "esm", from.slice(3)) : from);
}

/** The model's source for a reader, e.g. `models/getprojectenvop.js GetProjectEnvResponseBody`. */
export function responseModelName(op: SdkOperation): string {
  return op.responseSource?.replace(/\$inboundSchema/g, "") ?? "(no JSON model)";
}
