// The diff's changed paths as Pulumi's detailedDiff: one entry per path ("gitRepository.repo",
// "targets[1]"), added, deleted or updated (old outputs against new inputs), and marked as
// replacing when its top-level input replaces the object. The engine prints exactly these rows.
import { PropertyDiff } from "@pulumi/pulumi/proto/provider_pb";
import type { DiffResult } from "../reconcile/diff";
import { topLevelKey } from "../reconcile/fields";
import { valueAt } from "../reconcile/paths";
import type { Props } from "./properties";

const Kind = PropertyDiff.Kind;

export function detailedDiffOf(result: DiffResult, olds: Props, news: Props): Map<string, PropertyDiff> {
  const entries = new Map<string, PropertyDiff>();
  for (const path of result.paths) {
    const segments = parsePath(path);
    const before = valueAt(olds, segments);
    const after = valueAt(news, segments);
    const replaces = result.replaces.includes(topLevelKey(path));
    const kind =
      before === undefined
        ? replaces
          ? Kind.ADD_REPLACE
          : Kind.ADD
        : after === undefined && path !== "teamId"
          ? replaces
            ? Kind.DELETE_REPLACE
            : Kind.DELETE
          : replaces
            ? Kind.UPDATE_REPLACE
            : Kind.UPDATE;
    const diff = new PropertyDiff();
    diff.setKind(kind);
    // Old outputs against new inputs, not old inputs: the engine shows the old value from state.
    diff.setInputdiff(false);
    entries.set(path, diff);
  }
  return entries;
}

/** "a.b[0].c" -> ["a", "b", 0, "c"]: the inverse of reconcile/paths.ts propertyPath. */
export function parsePath(path: string): PropertyKey[] {
  const segments: PropertyKey[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    segments.push(match[2] !== undefined ? Number(match[2]) : (match[1] ?? ""));
  }
  return segments;
}
