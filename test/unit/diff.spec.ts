// The diff's per-field semantics, one table row per case: each row would show a change (or miss
// one) if its semantics were not applied.
import { expect } from "chai";
import { z } from "zod";
import { diffInputs, type DiffRules } from "../../provider/reconcile/diff";
import { UNKNOWN } from "../../provider/reconcile/unknown";

const lowercase = (value: unknown) => (typeof value === "string" ? value.toLowerCase() : value);
const withoutTrailingDot = (value: unknown) => (typeof value === "string" ? value.replace(/\.$/, "") : value);

const rules: DiffRules = {
  schema: z.object({
    name: z.string(),
    command: z.string().optional(),
    region: z.string().optional(),
    version: z.string().optional(),
    enabled: z.boolean().optional(),
    targets: z.array(z.string()).optional(),
    events: z.array(z.string()).optional(),
    tags: z.array(z.string()).optional(),
    headers: z.record(z.string(), z.string()).optional(),
    domain: z.string().optional(),
    value: z.string().optional(),
    repo: z.object({ type: z.string(), repo: z.string() }).optional(),
    protection: z.object({ mode: z.string().optional(), password: z.string().optional() }).optional(),
  }),
  fields: {
    region: { replaceOnChange: true },
    "repo.type": { replaceOnChange: true },
    version: { computed: true },
    enabled: { default: false },
    targets: { unordered: true, default: [] },
    events: { unordered: true },
    domain: { normalize: lowercase },
    value: { normalize: withoutTrailingDot },
    "protection.mode": { computed: true },
  },
  deleteBeforeReplace: true,
};

interface Row {
  case: string;
  olds: Record<string, unknown>;
  news: Record<string, unknown>;
  paths: string[];
  replaces?: string[];
}

const table: Row[] = [
  { case: "computed outputs that are not inputs", olds: { name: "a", id: "prj_1", createdAt: 5 }, news: { name: "a" }, paths: [] },
  { case: "an in-place change", olds: { name: "a" }, news: { name: "b" }, paths: ["name"] },
  { case: "a replace-on-change field", olds: { name: "a", region: "iad1" }, news: { name: "a", region: "sfo1" }, paths: ["region"], replaces: ["region"] },
  { case: "a nested replace-on-change field", olds: { name: "a", repo: { type: "github", repo: "o/r" } }, news: { name: "a", repo: { type: "gitlab", repo: "o/r" } }, paths: ["repo.type"], replaces: ["repo"] },
  { case: "a nested field that updates in place", olds: { name: "a", repo: { type: "github", repo: "o/r" } }, news: { name: "a", repo: { type: "github", repo: "o/x" } }, paths: ["repo.repo"] },
  { case: "an omitted computed input keeps the platform's value", olds: { name: "a", version: "22.x" }, news: { name: "a" }, paths: [] },
  { case: "a set computed input is compared", olds: { name: "a", version: "22.x" }, news: { name: "a", version: "20.x" }, paths: ["version"] },
  { case: "a nested omitted computed input", olds: { name: "a", protection: { mode: "all", password: "p" } }, news: { name: "a", protection: { password: "p" } }, paths: [] },
  { case: "an omitted optional input resets the platform's value", olds: { name: "a", command: "make" }, news: { name: "a" }, paths: ["command"] },
  { case: "null and empty string are 'not set'", olds: { name: "a", command: null }, news: { name: "a", command: "" }, paths: [] },
  { case: "false against an omitted input whose default is false", olds: { name: "a", enabled: false }, news: { name: "a" }, paths: [] },
  { case: "true against an omitted input whose default is false", olds: { name: "a", enabled: true }, news: { name: "a" }, paths: ["enabled"] },
  { case: "[] against an omitted input whose default is []", olds: { name: "a", targets: [] }, news: { name: "a" }, paths: [] },
  { case: "{} against an omitted input", olds: { name: "a", headers: {} }, news: { name: "a" }, paths: [] },
  { case: "a reordered set", olds: { name: "a", targets: ["production", "preview"] }, news: { name: "a", targets: ["preview", "production"] }, paths: [] },
  { case: "a reordered set of events", olds: { name: "a", events: ["b", "a", "c"] }, news: { name: "a", events: ["c", "b", "a"] }, paths: [] },
  { case: "a set that gained an element", olds: { name: "a", events: ["a"] }, news: { name: "a", events: ["a", "b"] }, paths: ["events[1]"] },
  { case: "a reordered ordered list", olds: { name: "a", tags: ["x", "y"] }, news: { name: "a", tags: ["y", "x"] }, paths: ["tags[0]", "tags[1]"] },
  { case: "a hostname in another case", olds: { name: "a", domain: "example.com" }, news: { name: "a", domain: "Example.COM" }, paths: [] },
  { case: "a DNS value with a trailing dot", olds: { name: "a", value: "mail.example.com" }, news: { name: "a", value: "mail.example.com." }, paths: [] },
  { case: "a changed record entry", olds: { name: "a", headers: { a: "1" } }, news: { name: "a", headers: { a: "2" } }, paths: ["headers.a"] },
  { case: "a nested output field the inputs cannot express", olds: { name: "a", repo: { type: "github", repo: "o/r", productionBranch: "main" } }, news: { name: "a", repo: { type: "github", repo: "o/r" } }, paths: [] },
  { case: "a value unknown at preview", olds: { name: "a" }, news: { name: UNKNOWN }, paths: ["name"] },
  { case: "an unknown replace-on-change value", olds: { name: "a", region: "x" }, news: { name: "a", region: UNKNOWN }, paths: ["region"], replaces: ["region"] },
  { case: "inputs the schema does not know (adopt, teamId)", olds: { name: "a" }, news: { name: "a", adopt: true, teamId: "t" }, paths: [] },
]; // prettier-ignore

describe("diffInputs: per-field semantics", () => {
  for (const row of table) {
    it(row.case, () => {
      const result = diffInputs(rules, row.olds, row.news);
      expect(result.paths).to.deep.equal(row.paths);
      expect(result.changes).to.equal(row.paths.length > 0);
      expect(result.replaces).to.deep.equal(row.replaces ?? []);
      expect(result.deleteBeforeReplace).to.equal((row.replaces ?? []).length > 0);
    });
  }

  it("lists the top-level keys of the changed paths", () => {
    const result = diffInputs(
      rules,
      { name: "a", repo: { type: "g", repo: "o/r" } },
      { name: "b", repo: { type: "g", repo: "o/s" } },
    );
    expect(result.keys).to.deep.equal(["name", "repo"]);
  });
});
