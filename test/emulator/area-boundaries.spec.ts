// The emulator's layout rule (emulator/README.md): an area reaches another area only through that
// area's store.ts, and no file of emulator/ imports itself back through a chain of imports. The
// rule is checked on the import statements of the TypeScript sources, so it holds before anything runs.
import { expect } from "chai";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const repo = join(__dirname, "..", "..", "..");
const EMULATOR = join(repo, "emulator");

/** File (relative to the repo, with `/`) → the files of the same tree it imports. */
type ImportGraph = ReadonlyMap<string, readonly string[]>;

const IMPORT = /(?:^|\n)\s*(?:import|export)\s(?:[^"';]*?\sfrom\s)?["'](\.{1,2}\/[^"']+)["']/g;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return name.endsWith(".ts") && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, join(base, "index.ts")].find((candidate) => existsSync(candidate));
}

function importGraph(root: string): ImportGraph {
  const name = (path: string) => relative(repo, path).split("\\").join("/");
  const graph = new Map<string, string[]>();
  for (const file of sourcesUnder(root)) {
    const targets = [...readFileSync(file, "utf8").matchAll(IMPORT)]
      .map((match) => resolveImport(file, match[1] ?? ""))
      .filter((target): target is string => target !== undefined && target.startsWith(root))
      .map(name);
    graph.set(name(file), targets);
  }
  return graph;
}

/** `emulator/areas/<area>/…` → its area; undefined for a file outside every area (core, areas/index.ts). */
function areaOf(file: string): string | undefined {
  return /^emulator\/areas\/([^/]+)\//.exec(file)?.[1];
}

/** Imports of another area's files other than its store.ts (its routes, presenter, helpers). */
function crossAreaViolations(graph: ImportGraph): string[] {
  return [...graph].flatMap(([file, targets]) =>
    targets
      .filter((target) => {
        const [from, to] = [areaOf(file), areaOf(target)];
        return (
          from !== undefined && to !== undefined && from !== to && target !== `emulator/areas/${to}/store.ts`
        );
      })
      .map((target) => `${file} imports ${target}`),
  );
}

/** Every import cycle, each as the chain of files that closes on itself. */
function cycles(graph: ImportGraph): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (file: string, path: string[]): void => {
    const at = path.indexOf(file);
    if (at >= 0) {
      found.push([...path.slice(at), file].join(" -> "));
      return;
    }
    if (done.has(file)) return;
    for (const target of graph.get(file) ?? []) visit(target, [...path, file]);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, []);
  return found;
}

describe("emulator area boundaries", () => {
  it("finds an import of another area's routes or presenter, and lets imports of its store.ts through", () => {
    const graph: ImportGraph = new Map([
      [
        "emulator/areas/dns/routes.ts",
        ["emulator/areas/domains/store.ts", "emulator/areas/domains/presenter.ts"],
      ],
      ["emulator/areas/flags/store.ts", ["emulator/areas/projects/routes.ts", "emulator/store.ts"]],
      ["emulator/areas/index.ts", ["emulator/areas/dns/routes.ts"]],
    ]);
    expect(crossAreaViolations(graph)).to.deep.equal([
      "emulator/areas/dns/routes.ts imports emulator/areas/domains/presenter.ts",
      "emulator/areas/flags/store.ts imports emulator/areas/projects/routes.ts",
    ]);
  });

  it("finds an import cycle", () => {
    const graph: ImportGraph = new Map([
      ["emulator/a.ts", ["emulator/b.ts"]],
      ["emulator/b.ts", ["emulator/c.ts"]],
      ["emulator/c.ts", ["emulator/a.ts"]],
      ["emulator/d.ts", ["emulator/a.ts"]],
    ]);
    expect(cycles(graph)).to.deep.equal(["emulator/a.ts -> emulator/b.ts -> emulator/c.ts -> emulator/a.ts"]);
  });

  it("reads the imports of emulator/'s sources", () => {
    const graph = importGraph(EMULATOR);
    expect(graph.get("emulator/index.ts")).to.include("emulator/server.ts");
    expect(graph.get("emulator/areas/index.ts")).to.include("emulator/areas/projects/routes/index.ts");
  });

  it("no area imports another area's files but its store.ts", () => {
    expect(crossAreaViolations(importGraph(EMULATOR))).to.deep.equal([]);
  });

  it("no file of emulator/ imports itself back", () => {
    expect(cycles(importGraph(EMULATOR))).to.deep.equal([]);
  });
});
