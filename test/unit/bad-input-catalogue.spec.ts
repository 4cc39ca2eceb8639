// The bad-input catalogue (the families' `badInput` cases) covers every resource and
// lookup the provider has, and each of its mistakes is what check reports today. The reliability
// spec proves the same cases on the real engine with zero API calls; this one fails fast, at the
// unit tier, when a new resource joins without a case or a rule's wording drifts.
import { expect } from "chai";
import {
  definitionByName,
  definitions,
  functionByName,
  functionDefinitions,
} from "../../provider/families/registry";
import { check, type Definition } from "../../provider/operations/lifecycle";
import { checkInputs } from "../../provider/reconcile/check";
import { BAD_LOOKUPS, BAD_RESOURCES } from "../support/family-cases";
import type { Mistake } from "../support/family-cases/bad-input";

/** The mistakes that check does not report as the catalogue says (field and rule fragment). */
function unreported(failures: readonly { property: string; reason: string }[], mistakes: readonly Mistake[]) {
  return mistakes.filter(
    ({ field, rule }) =>
      !failures.some(
        // A secret argument's failure names the argument in the rule (lifecycle.ts's check).
        (f) =>
          (f.property === field || (f.property === "" && f.reason.startsWith(`${field} `))) &&
          f.reason.includes(rule),
      ),
  );
}

describe("the bad-input catalogue", () => {
  it("has a case for every resource and every lookup", () => {
    const resources = new Set(BAD_RESOURCES.map((bad) => bad.type));
    const lookups = new Set(BAD_LOOKUPS.map((bad) => bad.fn));
    expect(definitions.map((d) => d.name).filter((name) => !resources.has(name))).to.deep.equal([]);
    expect(functionDefinitions.map((f) => f.name).filter((name) => !lookups.has(name))).to.deep.equal([]);
  });

  it("holds at least 60 cases, none with an empty rule", () => {
    const mistakes = [...BAD_RESOURCES, ...BAD_LOOKUPS].flatMap((bad) => bad.mistakes);
    expect(mistakes.length).to.be.at.least(60);
    expect(mistakes.filter((mistake) => mistake.rule.trim() === "")).to.deep.equal([]);
  });

  it("names, for each resource case, the field and rule that check reports", () => {
    const wrong = BAD_RESOURCES.flatMap((bad) => {
      const definition = definitionByName(bad.type) as Definition | undefined;
      if (!definition) return [`${bad.type}: no such resource`];
      return unreported(check(definition, bad.args).failures, bad.mistakes).map(
        (m) =>
          `${bad.type} ${m.field}: ${m.rule} — got ${JSON.stringify(check(definition, bad.args).failures)}`,
      );
    });
    expect(wrong).to.deep.equal([]);
  });

  it("names, for each lookup case, the argument and rule that the function's check reports", () => {
    const wrong = BAD_LOOKUPS.flatMap((bad) => {
      const fn = functionByName(bad.fn);
      if (!fn) return [`${bad.fn}: no such function`];
      const { failures } = checkInputs(fn.args, bad.args);
      return unreported(failures, bad.mistakes).map(
        (m) => `${bad.fn} ${m.field}: ${m.rule} — got ${JSON.stringify(failures)}`,
      );
    });
    expect(wrong).to.deep.equal([]);
  });
});
