import { expect } from "chai";
import { z } from "zod";
import { diffInputs, type DiffRules } from "../../provider/dynamic/diff";
import { UNKNOWN } from "../../provider/dynamic/values";

const rules: DiffRules = {
  schema: z.object({
    name: z.string(),
    command: z.string().optional(),
    region: z.string().optional(),
    version: z.string().optional(),
    repo: z.object({ type: z.string(), repo: z.string() }).optional(),
    adopt: z.boolean().optional(),
  }),
  replaceOnChanges: ["region"],
  computedInputs: ["version"],
  createOnlyInputs: ["adopt"],
  deleteBeforeReplace: true,
};

describe("diffInputs", () => {
  it("ignores computed outputs that are not inputs", () => {
    const result = diffInputs(
      rules,
      { name: "a", id: "prj_1", createdAt: 5, accountId: "team_x" },
      { name: "a" },
    );
    expect(result).to.deep.equal({ changes: false, changed: [], replaces: [], deleteBeforeReplace: false });
  });

  it("reports an in-place change without a replacement", () => {
    const result = diffInputs(rules, { name: "a" }, { name: "b" });
    expect(result.changes).to.equal(true);
    expect(result.changed).to.deep.equal(["name"]);
    expect(result.replaces).to.deep.equal([]);
    expect(result.deleteBeforeReplace).to.equal(false);
  });

  it("reports a replacement, delete-first, and changes: true with it", () => {
    const result = diffInputs(rules, { name: "a", region: "iad1" }, { name: "a", region: "sfo1" });
    expect(result).to.deep.equal({
      changes: true,
      changed: ["region"],
      replaces: ["region"],
      deleteBeforeReplace: true,
    });
  });

  it("treats an omitted computed input as 'keep the platform's value'", () => {
    expect(diffInputs(rules, { name: "a", version: "22.x" }, { name: "a" }).changes).to.equal(false);
    expect(
      diffInputs(rules, { name: "a", version: "22.x" }, { name: "a", version: "20.x" }).changed,
    ).to.deep.equal(["version"]);
  });

  it("treats an omitted optional input as a reset when the platform has a value", () => {
    expect(diffInputs(rules, { name: "a", command: "make" }, { name: "a" }).changed).to.deep.equal([
      "command",
    ]);
  });

  it("treats undefined, null and empty string as the same 'not set'", () => {
    expect(diffInputs(rules, { name: "a", command: null }, { name: "a" }).changes).to.equal(false);
    expect(diffInputs(rules, { name: "a" }, { name: "a", command: "" }).changes).to.equal(false);
  });

  it("compares nested objects only on the fields the inputs can express", () => {
    const olds = { name: "a", repo: { type: "github", repo: "o/r", productionBranch: "main" } };
    expect(diffInputs(rules, olds, { name: "a", repo: { type: "github", repo: "o/r" } }).changes).to.equal(
      false,
    );
    expect(
      diffInputs(rules, olds, { name: "a", repo: { type: "github", repo: "o/x" } }).changed,
    ).to.deep.equal(["repo"]);
  });

  it("counts a value unknown at preview as a change", () => {
    expect(diffInputs(rules, { name: "a" }, { name: UNKNOWN }).changed).to.deep.equal(["name"]);
    expect(
      diffInputs(rules, { name: "a", region: "x" }, { name: "a", region: UNKNOWN }).replaces,
    ).to.deep.equal(["region"]);
  });

  it("never reports create-only inputs such as adopt", () => {
    expect(diffInputs(rules, { name: "a" }, { name: "a", adopt: true }).changes).to.equal(false);
  });
});
