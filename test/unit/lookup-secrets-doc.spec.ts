// docs/provider.md's table of lookup functions' secret fields says what the definitions declare: every
// function with a secret field has its row, listing exactly those fields.
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { declaredSecretResults } from "../../provider/families/kit/function-definition";
import { functionDefinitions } from "../../provider/families/registry";
import { REPO_ROOT } from "../support/engine";

/** The table's rows: each function named in the first cell, with the fields of the second. */
function documentedSecretFields(): Map<string, string[]> {
  const readme = readFileSync(join(REPO_ROOT, "docs/provider.md"), "utf8");
  const section = readme.slice(readme.indexOf("**What is secret, and why.**"));
  const table = section.slice(0, section.indexOf("\n\n", section.indexOf("| Function")));
  const rows = new Map<string, string[]>();
  for (const line of table.split("\n").filter((l) => l.startsWith("| `"))) {
    const [functions = "", fields = ""] = line.split("|").slice(1);
    const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => String(match[1]));
    for (const name of names(functions)) rows.set(name, names(fields).sort());
  }
  return rows;
}

describe("docs/provider.md: lookup functions' secret fields", () => {
  it("lists every function with secret fields, and exactly its fields", () => {
    const documented = documentedSecretFields();
    const declared = new Map(
      functionDefinitions
        .map((definition) => [definition.name, declaredSecretResults(definition).sort()] as const)
        .filter(([, fields]) => fields.length > 0),
    );
    expect(Object.fromEntries(documented)).to.deep.equal(Object.fromEntries(declared));
  });
});
