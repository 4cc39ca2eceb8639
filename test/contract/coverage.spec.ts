// Every emulator area has its contract spec (test/contract/<area>.spec.ts), so the coverage hook
// (support/coverage.ts) sees every route when the whole suite runs.
import { expect } from "chai";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { emulatorRoutes } from "./support/emulator-routes";

describe("contract: coverage", () => {
  it("has one spec file per emulator area", () => {
    const areas = [...new Set(emulatorRoutes().map((route) => route.area))];
    const missing = areas.filter((area) => !existsSync(join(__dirname, `${area}.spec.js`)));
    expect(missing, "areas without a test/contract/<area>.spec.ts").to.deep.equal([]);
  });
});
