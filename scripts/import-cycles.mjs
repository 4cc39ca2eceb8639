// Lint step: fails when the TypeScript sources import each other in a circle (type-only imports
// included: a circle of types is still a layer that knows the one above it). Reads each file's
// imports with the TypeScript scanner (no type checking), resolves the relative ones, and prints
// every strongly connected group of files with one circle through it.
// Usage: node scripts/import-cycles.mjs [dir...]   (default: every source folder)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dirs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["provider", "schema", "emulator", "cli", "test", "bench", "examples"];

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (name.endsWith(".ts") && !name.endsWith(".d.ts")) yield path;
  }
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, join(base, "index.ts")].find((candidate) => existsSync(candidate));
}

const graph = new Map();
for (const dir of dirs) {
  for (const file of sources(join(root, dir))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    graph.set(file, [...new Set(importedFiles.map((i) => resolveImport(file, i.fileName)).filter(Boolean))]);
  }
}

// Tarjan's strongly connected components, iterative (the graph is deep).
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const groups = [];
for (const start of graph.keys()) {
  if (index.has(start)) continue;
  const work = [[start, 0]];
  index.set(start, counter);
  low.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (work.length) {
    const frame = work[work.length - 1];
    const [node, next] = frame;
    const edges = graph.get(node) ?? [];
    if (next < edges.length) {
      frame[1]++;
      const target = edges[next];
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        index.set(target, counter);
        low.set(target, counter++);
        stack.push(target);
        onStack.add(target);
        work.push([target, 0]);
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
      continue;
    }
    work.pop();
    if (work.length) {
      const parent = work[work.length - 1][0];
      low.set(parent, Math.min(low.get(parent), low.get(node)));
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group);
    }
  }
}

/** One circle inside a group, by breadth-first search back to its first file. */
function circleIn(group) {
  const members = new Set(group);
  const first = group[0];
  const previous = new Map([[first, undefined]]);
  const queue = [first];
  while (queue.length) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (target === first) {
        const path = [node];
        for (let at = previous.get(node); at !== undefined; at = previous.get(at)) path.unshift(at);
        return [...path, first];
      }
      if (members.has(target) && !previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return group;
}

for (const group of groups) {
  console.error(
    `import cycle through ${group.length} files, e.g.:\n  ${circleIn(group)
      .map((f) => relative(root, f))
      .join("\n  -> ")}`,
  );
}
if (groups.length) {
  console.error(`${groups.length} import cycle group(s): move the shared part below both sides`);
  process.exitCode = 1;
}
