// A request's method and path → the SDK operation it calls, or the same route at another version.
import type { SdkOperation } from "../sdk-operations";

export type OperationMatch =
  | { kind: "exact"; operation: SdkOperation; params: Record<string, string> }
  /** The same route (method and path apart from the version) exists, at other versions only. */
  | { kind: "other-version"; sent: string; sdkTemplates: string[] }
  | { kind: "none" };

export function matchOperation(
  operations: readonly SdkOperation[],
  method: string,
  path: string,
): OperationMatch {
  const segments = splitPath(path);
  const exact = bestMatch(operations, method, segments);
  if (exact) return { kind: "exact", ...exact };
  const unversioned = withoutVersion(segments);
  if (unversioned.length === segments.length) return { kind: "none" };
  const others = operations.filter((operation) => {
    const template = splitPath(operation.template);
    const rest = withoutVersion(template);
    return (
      operation.method === method &&
      rest.length < template.length &&
      paramsOf(rest, unversioned) !== undefined
    );
  });
  if (others.length === 0) return { kind: "none" };
  return { kind: "other-version", sent: segments[0]!, sdkTemplates: others.map((o) => o.template) };
}

/** The operation whose template fits, preferring literal segments over parameters. */
function bestMatch(
  operations: readonly SdkOperation[],
  method: string,
  segments: readonly string[],
): { operation: SdkOperation; params: Record<string, string> } | undefined {
  let best: { operation: SdkOperation; params: Record<string, string>; literals: number } | undefined;
  for (const operation of operations) {
    if (operation.method !== method) continue;
    const template = splitPath(operation.template);
    const params = paramsOf(template, segments);
    if (!params) continue;
    const literals = template.filter((segment) => !isParam(segment)).length;
    if (!best || literals > best.literals) best = { operation, params, literals };
  }
  return best && { operation: best.operation, params: best.params };
}

/** Whether a path fits a template such as `/v1/edge-config/{id}/schema`. */
export function fitsTemplate(template: string, path: string): boolean {
  return paramsOf(splitPath(template), splitPath(path)) !== undefined;
}

function paramsOf(
  template: readonly string[],
  segments: readonly string[],
): Record<string, string> | undefined {
  if (template.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of template.entries()) {
    const segment = segments[index]!;
    if (isParam(part)) {
      if (segment === "") return undefined;
      params[part.slice(1, -1)] = decodeURIComponent(segment);
    } else if (part !== segment) {
      return undefined;
    }
  }
  return params;
}

const VERSION = /^v\d+$/;

function withoutVersion(segments: readonly string[]): readonly string[] {
  return VERSION.test(segments[0] ?? "") ? segments.slice(1) : segments;
}

function splitPath(path: string): string[] {
  return path.replace(/^\/+/, "").split("/");
}

function isParam(segment: string): boolean {
  return segment.startsWith("{") && segment.endsWith("}");
}
