// Coverage over real HTTP: `GET /_emulator/coverage` reports the whole catalogue served, and one
// request to EVERY catalogue operation (sample path, empty JSON body) leaves no `unserved-route`
// violation: none answers `emulator_unserved_route`. What each answers (400, 404, 200) is the other
// suites' business.
import { expect } from "chai";
import { samplePath, type CatalogueCoverage } from "../../emulator/coverage";
import { emulatorCoverage } from "../../cli/coverage-text";
import { run } from "../support/cli-process";
import { useEmulator } from "../support/emulator";

describe("emulator: catalogue coverage", () => {
  const emulator = useEmulator({ rateLimits: false });

  it("reports per group what the emulator serves, at GET /_emulator/coverage", async () => {
    const { status, body } = await emulator.admin.api<CatalogueCoverage>("GET", "/_emulator/coverage");
    expect(status).to.equal(200);
    expect(body).to.deep.equal(JSON.parse(JSON.stringify(emulatorCoverage())));
    expect(body.total).to.equal(299);
    expect(body.served, "catalogue operations the emulator does not serve").to.equal(299);
  });

  it("answers every catalogue operation without emulator_unserved_route", async function () {
    this.timeout(60_000);
    emulator.expectViolations(); // bad sample requests may meet other rules; unserved ones are the point
    const { body } = await emulator.admin.api<CatalogueCoverage>("GET", "/_emulator/coverage");
    const operations = body.groups.flatMap((group) => group.operations);
    expect(operations).to.have.length(299);
    for (const op of operations) {
      const separator = op.path.includes("?") ? "&" : "?";
      await fetch(`${emulator.url}${samplePath(op.path)}${separator}teamId=${emulator.teamId}`, {
        method: op.method,
        headers: { Authorization: `Bearer ${emulator.token}`, "Content-Type": "application/json" },
        ...(op.method === "GET" || op.method === "HEAD" ? {} : { body: "{}" }),
      }).then((response) => response.arrayBuffer());
    }
    const unserved = (await emulator.admin.violations()).filter((v) => v.kind === "unserved-route");
    expect(unserved.map((v) => `${v.method} ${v.path}`)).to.deep.equal([]);
    // The check can fail: an operation off the catalogue is answered emulator_unserved_route.
    const off = await fetch(`${emulator.url}/v1/billing/nowhere?teamId=${emulator.teamId}`, {
      headers: { Authorization: `Bearer ${emulator.token}` },
    });
    expect(((await off.json()) as { error: { code: string } }).error.code).to.equal(
      "emulator_unserved_route",
    );
  });

  it("prints the table with `vercel-pulumi emulator --coverage`", async () => {
    const cli = run(["emulator", "--coverage"]);
    expect(await cli.exit).to.equal(0);
    expect(cli.stdout()).to.match(/\| `artifacts` +\| remote build cache +\| 7 \/ 7 +\| all +\|/);
    expect(cli.stdout()).to.match(/\*\*299 \/ 299\*\*/);
  });
});
