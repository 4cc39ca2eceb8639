// Values not known yet: at preview, an input computed by another resource has no value. Each
// front maps its own marker to this one (the Node dynamic-provider host already uses it:
// @pulumi/pulumi runtime/rpc.js `unknownValue`), so check and diff treat it the same everywhere.
import { isPlainObject } from "./values";

export const UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

export function containsUnknown(value: unknown): boolean {
  if (value === UNKNOWN) return true;
  if (Array.isArray(value)) return value.some(containsUnknown);
  if (isPlainObject(value)) return Object.values(value).some(containsUnknown);
  return false;
}
