// The families' manifests are the one list: the generated exports are fresh, and nothing a
// resource needs is left out of a list without saying why.
import { expect } from "chai";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { generatedFiles } from "../../cli/generate-exports";
import { FAMILIES } from "../../provider/families";
import { definitions } from "../../provider/families/registry";
import { parseTeamFile } from "../../provider/team-file/parse";
import { REPO_ROOT } from "../support/engine";

const names = definitions.map((definition) => definition.name);

describe("families", () => {
  it("commits the generated exports as generated: run `npm run build && npm run generate`", () => {
    for (const [file, text] of Object.entries(generatedFiles())) {
      // The committed copy is prettier-formatted; compare the statements, not the wrapping.
      const squash = (code: string) => code.replace(/\s+/g, "").replace(/,\)/g, ")");
      expect(squash(readFileSync(join(REPO_ROOT, file), "utf8")), `${file} is stale`).to.equal(squash(text));
    }
  });

  it("keys each manifest's resources by their definitions' names, each once", () => {
    for (const family of FAMILIES)
      for (const [key, definition] of Object.entries(family.resources)) expect(key).to.equal(definition.name);
    expect(new Set(names).size).to.equal(names.length);
  });

  it("reads every resource in an inventory reader, or says why not", () => {
    const read = new Set(FAMILIES.flatMap((family) => family.inventory.flatMap((reader) => reader.types)));
    const excused = new Set(FAMILIES.flatMap((family) => Object.keys(family.notInventoried ?? {})));
    for (const name of names) expect(read.has(name) || excused.has(name), name).to.equal(true);
    for (const name of excused) expect(read.has(name), `${name} is read and excused`).to.equal(false);
  });

  it("lists in docs/import.md's table every resource the inventory reads", () => {
    const docs = readFileSync(join(REPO_ROOT, "docs/import.md"), "utf8");
    const table = docs.slice(
      docs.indexOf("## What it reads"),
      docs.indexOf("\n\n", docs.indexOf("| Family")),
    );
    for (const name of FAMILIES.flatMap((family) => family.inventory.flatMap((reader) => reader.types)))
      expect(table, name).to.include(`\`${name}\``);
  });

  it("lists in docs/import.md every resource the inventory never reads", () => {
    const docs = readFileSync(join(REPO_ROOT, "docs/import.md"), "utf8");
    const never = docs.slice(docs.indexOf("### What it never imports"));
    for (const name of FAMILIES.flatMap((family) => Object.keys(family.notInventoried ?? {})))
      expect(never, name).to.include(`\`${name}\``);
  });

  it("plans every resource from the example team file, or says why the file cannot hold it", () => {
    const example = readFileSync(join(REPO_ROOT, "examples/team-config/team.yaml"), "utf8");
    const planned = new Set(parseTeamFile(example, "team.yaml").resources.map((resource) => resource.type));
    const excused = new Set(FAMILIES.flatMap((family) => Object.keys(family.teamFile.notInFile ?? {})));
    for (const name of names) expect(planned.has(name) || excused.has(name), name).to.equal(true);
    for (const name of excused) expect(planned.has(name), `${name} is planned and excused`).to.equal(false);
  });

  it("exports every resource class from both fronts' generated files", () => {
    const files = generatedFiles();
    for (const front of ["provider/exports.generated.ts", "provider/native/classes.generated.ts"])
      for (const name of names) expect(files[front], name).to.match(new RegExp(`export const ${name} = `));
  });

  it("lets no file outside provider/families/ reach into a family but through its manifest", () => {
    const families = join(REPO_ROOT, "provider/families");
    const offenders: string[] = [];
    for (const file of sourceFiles(REPO_ROOT)) {
      if (file.startsWith(families + "/")) continue;
      for (const [, spec] of readFileSync(file, "utf8").matchAll(/from "(\.[^"]+)"/g)) {
        const target = resolve(dirname(file), spec!);
        const inFamily = relative(families, target).split("/");
        // provider/families/<family>/<file>: only manifest; kit/, index, registry and client are generic.
        if (
          inFamily.length === 2 &&
          !inFamily[0]!.startsWith("..") &&
          inFamily[0] !== "kit" &&
          inFamily[1] !== "manifest"
        )
          offenders.push(`${relative(REPO_ROOT, file)} → ${spec}`);
      }
    }
    expect(offenders).to.deep.equal([]);
  });
});

function sourceFiles(root: string): string[] {
  return ["provider", "cli"].flatMap((top) => walk(join(root, top)));
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return path.endsWith(".ts") ? [path] : [];
  });
}
