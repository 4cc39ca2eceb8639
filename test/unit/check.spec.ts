import { expect } from "chai";
import { z } from "zod";
import { checkInputs } from "../../provider/reconcile/check";
import { propertyPath } from "../../provider/reconcile/paths";
import { UNKNOWN } from "../../provider/reconcile/unknown";

const MANY = [
  "container",
  "blitzjs",
  "nextjs",
  "gatsby",
  "remix",
  "astro",
  "hexo",
  "eleventy",
  "hugo",
  "vite",
] as const;

const schema = z.strictObject({
  name: z.string().max(5, "must be at most 5 characters"),
  count: z.number().optional(),
  framework: z.enum(MANY).optional(),
  buildCommand: z.string().optional(),
  repo: z
    .strictObject({
      type: z.enum(["github", "gitlab"]),
      repo: z.string().regex(/\//, 'must be "owner/name"'),
    })
    .optional(),
});

describe("checkInputs", () => {
  it("words zod's default bounds and discriminators as the provider's rules, keeping a schema's own message", () => {
    const bounded = z.strictObject({
      timeout: z.number().int().min(1).max(60),
      tags: z.array(z.string()).min(1),
      label: z.string().min(3),
      name: z.string().min(1, "must not be empty"),
      source: z.discriminatedUnion("kind", [
        z.strictObject({ kind: z.literal("webhook") }),
        z.strictObject({ kind: z.literal("integration") }),
      ]),
    });
    const { failures } = checkInputs(bounded, {
      timeout: 61,
      tags: [],
      label: "ab",
      name: "",
      source: { kind: "robot" },
    });
    expect(failures).to.deep.equal([
      { property: "timeout", reason: "must be at most 60" },
      { property: "tags", reason: "must hold at least 1 items" },
      { property: "label", reason: "must be at least 3 characters" },
      { property: "name", reason: "must not be empty" },
      { property: "source.kind", reason: 'must be one of "webhook", "integration"; got "robot"' },
    ]);
  });

  it("returns the parsed inputs when they are valid", () => {
    expect(checkInputs(schema, { name: "abc", count: 2 })).to.deep.equal({
      inputs: { name: "abc", count: 2 },
      failures: [],
    });
  });

  it("names the field and the rule of every failure, nested ones by their real path", () => {
    const { failures } = checkInputs(schema, { name: "too-long", repo: { type: "svn", repo: "x" } });
    expect(failures).to.deep.equal([
      { property: "name", reason: "must be at most 5 characters" },
      { property: "repo.type", reason: 'must be one of "github", "gitlab"; got "svn"' },
      { property: "repo.repo", reason: 'must be "owner/name"' },
    ]);
  });

  it("names an unknown argument by its path and suggests the closest one", () => {
    const { failures } = checkInputs(schema, {
      name: "a",
      buildComand: "x",
      repo: { type: "github", repo: "o/r", brnch: "m" },
    });
    expect(failures).to.have.deep.members([
      { property: "buildComand", reason: "unknown argument; did you mean buildCommand?" },
      { property: "repo.brnch", reason: "unknown argument" },
    ]);
  });

  it("summarises a long enum instead of printing every value, and suggests the closest", () => {
    const { failures } = checkInputs(schema, { name: "a", framework: "nextj" });
    expect(failures).to.have.length(1);
    expect(failures[0]?.property).to.equal("framework");
    expect(failures[0]?.reason).to.equal(
      'must be one of 10 values such as "container", "blitzjs", "nextjs"; got "nextj" (did you mean "nextjs"?)',
    );
  });

  it("says a missing required field is required", () => {
    expect(checkInputs(schema, {}).failures).to.deep.equal([{ property: "name", reason: "is required" }]);
  });

  it("passes values unknown at preview through without failing on them, at any depth", () => {
    const news = { name: UNKNOWN, count: 1, repo: { type: "github", repo: UNKNOWN } };
    const result = checkInputs(schema, news);
    expect(result.failures).to.deep.equal([]);
    expect(result.inputs).to.deep.equal(news);
  });

  it("still validates the known fields next to unknown ones", () => {
    const result = checkInputs(schema, { name: UNKNOWN, count: "x", repo: { type: "svn", repo: UNKNOWN } });
    expect(result.failures.map((f) => f.property)).to.deep.equal(["count", "repo.type"]);
  });

  it("prints array indexes the way Pulumi does", () => {
    expect(propertyPath(["rules", 2, "action"])).to.equal("rules[2].action");
  });
});
