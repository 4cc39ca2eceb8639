// A family owns its test cases (provider/families/<family>/cases.ts): each entry names a resource or
// function of its own family, so a resource's cases live in its room and the shared suites only
// collect them. Coverage (every resource and function has its cases) is held where the cases run:
// the bad-input catalogue's spec, the native lookups' spec and the YAML team's lifecycle spec.
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { FAMILIES } from "../../provider/families";
import { REPO_ROOT } from "../support/engine";
import { FAMILY_CASES } from "../support/family-cases/all.generated";

/** examples/yaml-team's resources: name to resource type (`Project`). */
function yamlTeamTypes(): Map<string, string> {
  const program = parse(readFileSync(join(REPO_ROOT, "examples/yaml-team/Pulumi.yaml"), "utf8")) as {
    resources: Record<string, { type: string }>;
  };
  return new Map(
    Object.entries(program.resources).map(([name, { type }]) => [name, type.replace(/^vercel:index:/, "")]),
  );
}

describe("family cases", () => {
  it("collects the cases of every family, by the manifests' names", () => {
    expect(Object.keys(FAMILY_CASES)).to.deep.equal(FAMILIES.map((family) => family.name));
  });

  for (const family of FAMILIES) {
    it(`keeps the ${family.name} family's cases to its own resources and functions`, () => {
      const cases = FAMILY_CASES[family.name]!;
      const resources = new Set(Object.keys(family.resources));
      const functions = new Set(Object.keys(family.functions));
      const types = yamlTeamTypes();
      const strangers = [
        ...(cases.badInput?.resources ?? []).map((bad) => bad.type).filter((type) => !resources.has(type)),
        ...(cases.badInput?.lookups ?? []).map((bad) => bad.fn).filter((fn) => !functions.has(fn)),
        ...(cases.notSecret ?? [])
          .map(([path]) => path.split(".")[0]!)
          .filter((type) => !resources.has(type)),
        ...Object.keys(cases.lookupFixtures ?? {}).filter((fn) => !functions.has(fn)),
        ...(cases.driftEdits ?? [])
          .map((edit) => types.get(edit.resource) ?? `${edit.resource} (not in examples/yaml-team)`)
          .filter((type) => !resources.has(type)),
      ];
      expect(strangers, "cases naming another family's resources or functions").to.deep.equal([]);
    });
  }
});
