// The emulator's catalogue coverage: the catalogue as the platform description counts it, what an operation being
// served means, and docs/emulator.md's table kept true (regenerate with `npm run generate`).
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  COVERAGE_DOC,
  coverageTableText,
  documentedCoverageTable,
  emulatorCoverage,
} from "../../cli/coverage-text";
import { CATALOGUE } from "../../emulator/catalogue";
import { catalogueCoverage, samplePath } from "../../emulator/coverage";
import { defineRoute, ok } from "../../emulator/route";

const PAGE = join(__dirname, "..", "..", "..", COVERAGE_DOC);

describe("emulator coverage of the catalogue", () => {
  it("counts the platform description's 299 operations, each once", () => {
    const operations = CATALOGUE.flatMap(({ operations }) => operations.map(([m, p]) => `${m} ${p}`));
    expect(operations).to.have.length(299);
    expect(new Set(operations).size).to.equal(299);
  });

  it("calls an operation served when a route answers its method and path", () => {
    const route = defineRoute({ method: "GET", paths: "/v8/artifacts/:hash", handle: () => ok({}) });
    const artifacts = catalogueCoverage([route]).groups.find((group) => group.group === "artifacts");
    const served = artifacts?.operations.filter((op) => op.served).map((op) => `${op.method} ${op.path}`);
    // `/v8/artifacts/status` is answered by that route too (as `hash` "status"): served, not unserved.
    expect(served).to.deep.equal(["GET /v8/artifacts/status", "GET /v8/artifacts/{hash}"]);
    expect(samplePath("/v8/artifacts/{hash}")).to.equal("/v8/artifacts/sample-hash");
  });

  it("serves the whole artifacts group", () => {
    const artifacts = emulatorCoverage().groups.find((group) => group.group === "artifacts");
    expect(artifacts && [artifacts.served, artifacts.total]).to.deep.equal([7, 7]);
  });

  it("counts the registry protocol, which answers its own paths beside the platform router", () => {
    const registry = catalogueCoverage([]).groups.find((group) => group.group === "vcr-registry");
    expect(registry && [registry.served, registry.total]).to.deep.equal([14, 14]);
  });

  it(`shows in ${COVERAGE_DOC} the table the emulator reports`, async () => {
    const documented = documentedCoverageTable(readFileSync(PAGE, "utf8"));
    expect(documented, `${COVERAGE_DOC}'s coverage markers`).to.be.a("string");
    expect(
      documented,
      `${COVERAGE_DOC}'s coverage table is stale: run \`npm run build && npm run generate\``,
    ).to.equal(await coverageTableText());
  });
});
