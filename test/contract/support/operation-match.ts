// Which SDK operation a request or an emulator route is: the SDK's path templates matched segment
// by segment (`{param}` matches any one segment).
import type { EmulatorRoute } from "./emulator-routes";
import { sdkOperations, type SdkOperation } from "../../support/sdk-operations";

const isParam = (segment: string) => /^\{\w+\}$/.test(segment);
const segments = (path: string) => path.split("/").filter(Boolean);

/** Does the SDK template match `path` (a concrete path, or a template whose params match params)? */
function templateMatches(template: string, path: string): boolean {
  const want = segments(template);
  const got = segments(path);
  return want.length === got.length && want.every((segment, i) => isParam(segment) || segment === got[i]);
}

/** The operation the SDK ran for a request; a literal segment beats a parameter (`/env/all`). */
export function operationForRequest(method: string, pathname: string): SdkOperation | undefined {
  const params = (op: SdkOperation) => segments(op.template).filter(isParam).length;
  return sdkOperations()
    .filter((op) => op.method === method && templateMatches(op.template, decodeURI(pathname)))
    .sort((a, b) => params(a) - params(b))[0];
}

/** The SDK operations that call one emulator route (any of its versioned templates). */
export function sdkOperationsFor(route: EmulatorRoute): SdkOperation[] {
  return sdkOperations().filter(
    (op) => op.method === route.method && route.paths.some((path) => templateMatches(op.template, path)),
  );
}
