// What `npm pack` ships: every page the README links and every doc a command's help or message
// points to (they are dead links once installed otherwise), and none of the families' test cases.
import { expect } from "chai";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../support/engine";

/** The repository-relative paths `npm pack` would put in the tarball. */
function packedFiles(): Set<string> {
  const out = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
    cwd: REPO_ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const [pack] = JSON.parse(out) as { files: { path: string }[] }[];
  return new Set(pack!.files.map((file) => file.path));
}

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (path.endsWith(".ts")) yield path;
  }
}

describe("the package's contents", function () {
  this.timeout(60_000);
  let packed: Set<string>;
  before(() => {
    packed = packedFiles();
  });

  it("ships every page the README links to", () => {
    const readme = readFileSync(join(REPO_ROOT, "README.md"), "utf8");
    const links = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^[a-z]+:/.test(target));
    expect(links.length).to.be.greaterThan(5);
    expect(links.filter((target) => !packed.has(target.replace(/^\.\//, "")))).to.deep.equal([]);
  });

  it("ships every doc the CLI's help and messages name", () => {
    const named = new Set<string>();
    for (const file of sources(join(REPO_ROOT, "cli"))) {
      for (const match of readFileSync(file, "utf8").matchAll(/\bdocs\/[\w./-]+\.md\b/g)) named.add(match[0]);
    }
    expect([...named]).to.include("docs/drift.md");
    expect([...named].filter((doc) => !packed.has(doc))).to.deep.equal([]);
  });

  it("leaves the families' test cases out", () => {
    const tests = [...packed].filter((path) => /\/(cases|allowed-routes)\.(js|d\.ts|js\.map)$/.test(path));
    expect(tests).to.deep.equal([]);
    expect([...packed].filter((path) => path.startsWith("dist/test/"))).to.deep.equal([]);
    expect(packed.has("dist/provider/index.js"), "the provider itself").to.equal(true);
  });
});
