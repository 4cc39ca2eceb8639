// Auto-naming (provider/operations/auto-name.ts): where @pulumiverse/vercel leaves a resource's name
// optional, a program that leaves it out gets `<resource name>-<7 hex>`, kept from the state on every
// later check; a name the program gives wins; the platform's rules (length, lowercase) still hold.
// The engine's side (the name reaching check through each front) is the lifecycle suites'.
import { expect } from "chai";
import * as operations from "../../provider/operations/lifecycle";
import { definitionByName } from "../../provider/families/registry";

const definition = (name: string) => definitionByName(name) as unknown as operations.Definition;

describe("auto-naming", () => {
  it("names a project left unnamed after its resource, lowercased, with a 7-hex suffix", () => {
    const result = operations.check(definition("Project"), {}, { resourceName: "WebApp" });
    expect(result.failures).to.deep.equal([]);
    expect(result.inputs.name).to.match(/^webapp-[0-9a-f]{7}$/);
  });

  it("keeps the name the state holds, and the program's own name wins", () => {
    const kept = operations.check(
      definition("Project"),
      {},
      { resourceName: "web", olds: { name: "web-1234abc" } },
    );
    expect(kept.inputs.name).to.equal("web-1234abc");
    const given = operations.check(
      definition("Project"),
      { name: "mine" },
      { resourceName: "web", olds: { name: "web-1234abc" } },
    );
    expect(given.inputs.name).to.equal("mine");
  });

  it("proposes the same name for the same engine seed (preview and update agree) and another for another", () => {
    const named = (seed: number[]) =>
      operations.check(
        definition("AccessGroup"),
        {},
        { resourceName: "admins", randomSeed: Uint8Array.from(seed) },
      ).inputs.name;
    expect(named([1, 2, 3])).to.equal(named([1, 2, 3]));
    expect(named([1, 2, 3])).to.not.equal(named([3, 2, 1]));
  });

  it("cuts a long resource name so the suffix fits the platform's limit", () => {
    const result = operations.check(
      definition("CustomEnvironment"),
      { projectId: "prj_1" },
      { resourceName: "a".repeat(60) },
    );
    expect(result.failures).to.deep.equal([]);
    expect(result.inputs.name).to.have.length(32);
    expect(result.inputs.name).to.match(/^a{24}-[0-9a-f]{7}$/);
  });

  it("uses the engine's proposed name, and none when the engine disables auto-naming", () => {
    const proposed = operations.check(
      definition("EdgeConfig"),
      {},
      {
        resourceName: "config",
        engine: { proposedName: "config-from-engine", disabled: false },
      },
    );
    expect(proposed.inputs.name).to.equal("config-from-engine");
    const disabled = operations.check(
      definition("EdgeConfig"),
      {},
      {
        resourceName: "config",
        engine: { disabled: true },
      },
    );
    expect(disabled.failures).to.deep.include({ property: "name", reason: "is required" });
  });

  it("leaves a name pulumiverse requires to the program: a domain without one is refused", () => {
    const result = operations.check(definition("Domain"), {}, { resourceName: "site" });
    expect(result.failures).to.deep.include({ property: "name", reason: "is required" });
  });
});
