// Where a path of the document is in the file: the line and column of its node in the `yaml`
// library's syntax tree (JSON files are parsed by the same library, so they have positions too).
import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from "yaml";

/** A path in the document, as zod reports it: keys and list indexes. */
export type Path = readonly (string | number)[];

export interface Position {
  /** 1-based. */
  readonly line: number;
  /** 1-based. */
  readonly column: number;
}

/** `projects[0].env[1].targets`; "(document)" for the root. */
export function formatPath(path: Path): string {
  if (path.length === 0) return "(document)";
  return path
    .map((part, i) => (typeof part === "number" ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join("");
}

/**
 * The position of `path`: of its value, or of its key when `atKey` (an unknown field). A path
 * that is not in the file (a missing field) is placed at the nearest enclosing node.
 */
export function locate(document: Document, lines: LineCounter, path: Path, atKey = false): Position {
  let node: Node | null | undefined = document.contents;
  let found: Node | null | undefined = node;
  for (const [index, part] of path.entries()) {
    const last = index === path.length - 1;
    if (isMap(node)) {
      const pair: unknown = node.items.find((item) => isScalar(item.key) && item.key.value === part);
      if (!isPair(pair)) break;
      const key = pair.key as Node;
      node = last && atKey ? key : ((pair.value as Node | null) ?? key);
    } else if (isSeq(node) && typeof part === "number") {
      node = node.items[part] as Node | undefined;
    } else {
      break;
    }
    if (!node) break;
    found = node;
  }
  const offset = found?.range?.[0] ?? 0;
  const { line, col } = lines.linePos(offset);
  return { line, column: col };
}
