// Check, diff and per-field semantics: pure, no Pulumi import, shared by every front.
export { checkInputs, type CheckFailure, type CheckResult } from "./check";
export { diffInputs, type DiffResult, type DiffRules } from "./diff";
export { pathsWith, topLevelKey, type FieldMap, type FieldSemantics } from "./fields";
export { propertyPath } from "./paths";
export { UNKNOWN, containsUnknown } from "./unknown";
export { projectOntoSchema, withoutUndefined } from "./values";
