// Migration from @pulumiverse/vercel: its own documented TypeScript examples, for every resource and
// lookup function this package has, compile against this package after the import is changed
// (`tsc --strict`, against the built package's declarations). Upstream mistakes are corrected only
// where @pulumiverse/vercel's own types refuse the example too, and each correction is proved needed.
import { expect } from "chai";
import {
  FOREIGN_MODULES,
  PULUMIVERSE_PACKAGE,
  UPSTREAM_DEFECTS,
  examplesForThisPackage,
  ourNames,
  pulumiverseExamples,
} from "../support/pulumiverse-examples";
import { looseModule, typeErrors } from "../support/typecheck";

/** A file name for an example id ("getProject#2" -> "getProject-2"). */
const fileName = (id: string) => id.replace("#", "-");

describe("pulumiverse's documented examples against this package", function () {
  this.timeout(180_000);
  const all = pulumiverseExamples();
  const ours = examplesForThisPackage(all);

  it("finds the 112 examples of @pulumiverse/vercel 5.4.1, and one or more for every name both packages have", () => {
    expect(all).to.have.length(112);
    const documented = new Set(all.map((example) => example.owner));
    const shared = [...ourNames()].filter((name) => documented.has(name));
    expect(new Set(ours.map((example) => example.owner))).to.deep.equal(new Set(shared));
  });

  it("compiles every one of them with the import changed to vercel-pulumi", () => {
    const errors = typeErrors(
      Object.fromEntries(ours.map((example) => [fileName(example.id), example.code])),
      FOREIGN_MODULES.map(looseModule).join(""),
    );
    const failing = [...errors].filter(([, messages]) => messages.length > 0);
    const resources = ours.filter((example) => example.kind === "resource").length;
    console.log(
      `      pulumiverse examples: ${all.length} found, ${ours.length} for this package's resources and ` +
        `functions (${resources} resource, ${ours.length - resources} function), ` +
        `${ours.length - failing.length} compiled, ${UPSTREAM_DEFECTS.length} corrected upstream mistakes`,
    );
    expect(Object.fromEntries(failing)).to.deep.equal({});
  });

  it("corrects an example only where @pulumiverse/vercel's own types refuse it too", () => {
    const byId = new Map(all.map((example) => [example.id, example]));
    const documented = UPSTREAM_DEFECTS.map((defect) => {
      const example = byId.get(defect.example);
      if (!example) throw new Error(`no example ${defect.example}`);
      return [fileName(defect.example), example.code] as const;
    });
    const errors = typeErrors(Object.fromEntries(documented));
    for (const defect of UPSTREAM_DEFECTS) {
      expect(
        errors.get(fileName(defect.example))!.join("\n"),
        `${defect.example} against ${PULUMIVERSE_PACKAGE}`,
      ).to.include(defect.pulumiverseError);
    }
  });
});
