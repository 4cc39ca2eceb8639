// The generated reference and the front door: every resource and lookup function has a page that
// is current, every property of the native schema is described, every example names something that
// exists, and the README stays a front door whose program compiles as a user's would.
import { expect } from "chai";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { REFERENCE_DIR, referenceFiles } from "../../cli/reference/generate";
import { undescribedProperties } from "../../cli/reference/undescribed";
import { definitions, functionDefinitions } from "../../provider/families/registry";
import { REPO_ROOT } from "../support/engine";
import { typeErrors } from "../support/typecheck";

const names = [...definitions.map((d) => d.name), ...functionDefinitions.map((d) => d.name)];

describe("reference pages", function () {
  this.timeout(60_000);

  it("commits every page as generated: run `npm run build && npm run generate`", async () => {
    const files = await referenceFiles(REPO_ROOT);
    for (const name of names) expect(files, name).to.have.property(`${REFERENCE_DIR}/${name}.md`);
    for (const [file, text] of Object.entries(files)) {
      const path = join(REPO_ROOT, file);
      expect(existsSync(path), `${file} is missing`).to.equal(true);
      expect(readFileSync(path, "utf8"), `${file} is stale`).to.equal(text);
    }
    const committed = readdirSync(join(REPO_ROOT, REFERENCE_DIR)).map((file) => `${REFERENCE_DIR}/${file}`);
    expect(
      committed.filter((file) => !(file in files)),
      "pages of nothing",
    ).to.deep.equal([]);
  });

  it("describes every property of every resource, function and type, and every resource", () => {
    expect(undescribedProperties()).to.deep.equal([]);
  });

  it("has an example for every resource and function, and of nothing else", () => {
    const examples = readdirSync(join(REPO_ROOT, "examples/reference")).map((file) => basename(file, ".ts"));
    expect(
      names.filter((name) => !examples.includes(name)),
      "without an example",
    ).to.deep.equal([]);
    expect(
      examples.filter((name) => !names.includes(name)),
      "examples of nothing",
    ).to.deep.equal([]);
  });
});

describe("README", function () {
  this.timeout(120_000);
  const readme = readFileSync(join(REPO_ROOT, "README.md"), "utf8");

  it("is a front door of at most 8 KB", () => {
    expect(Buffer.byteLength(readme)).to.be.at.most(8192);
  });

  it("shows a program that compiles against the built package", () => {
    const program = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(program, "README's TypeScript program").to.be.a("string");
    const errors = typeErrors({ readme: program! });
    expect(errors.get("readme")).to.deep.equal([]);
  });
});
