import { expect } from "chai";
import { z } from "zod";
import { checkInputs, propertyPath } from "../../provider/dynamic/check";
import { UNKNOWN } from "../../provider/dynamic/values";

const schema = z.strictObject({
  name: z.string().max(5, "must be at most 5 characters"),
  count: z.number().optional(),
  repo: z.strictObject({ type: z.enum(["github", "gitlab"]), repo: z.string() }).optional(),
});

describe("checkInputs", () => {
  it("returns the parsed inputs when they are valid", () => {
    expect(checkInputs(schema, { name: "abc", count: 2 })).to.deep.equal({
      inputs: { name: "abc", count: 2 },
      failures: [],
    });
  });

  it("names the field and the rule of every failure", () => {
    const { failures } = checkInputs(schema, { name: "too-long", repo: { type: "svn", repo: "x" } });
    expect(failures).to.have.length(2);
    expect(failures[0]).to.deep.equal({ property: "name", reason: "must be at most 5 characters" });
    expect(failures[1]?.property).to.equal("repo.type");
    expect(failures[1]?.reason).to.match(/github.*gitlab/);
  });

  it("rejects fields the resource does not have, by name", () => {
    const { failures } = checkInputs(schema, { name: "a", buildComand: "x" });
    expect(failures).to.have.length(1);
    expect(failures[0]?.reason).to.include("buildComand");
  });

  it("passes values unknown at preview through without failing on them", () => {
    const result = checkInputs(schema, { name: UNKNOWN, count: 1 });
    expect(result.failures).to.deep.equal([]);
    expect(result.inputs).to.deep.equal({ count: 1, name: UNKNOWN });
  });

  it("still validates the known fields next to unknown ones", () => {
    const result = checkInputs(schema, { name: UNKNOWN, count: "x" });
    expect(result.failures.map((f) => f.property)).to.deep.equal(["count"]);
  });

  it("prints array indexes the way Pulumi does", () => {
    expect(propertyPath(["rules", 2, "action"])).to.equal("rules[2].action");
  });
});
