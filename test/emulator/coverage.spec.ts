// Coverage over real HTTP: `GET /_emulator/coverage` reports the catalogue as the emulator serves it,
// and every operation it calls served really is: one request to each (sample path, empty JSON body)
// leaves no `unserved-route` violation. What each answers (400, 404, 200) is the other suites'
// business. The test that ALL 299 are served belongs with the issue that serves the last of them:
// it would fail today.
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
  });

  it("answers every operation it calls served without emulator_unserved_route", async function () {
    this.timeout(60_000);
    emulator.expectViolations(); // bad sample requests may meet other rules; unserved ones are the point
    const { body } = await emulator.admin.api<CatalogueCoverage>("GET", "/_emulator/coverage");
    const served = body.groups.flatMap((group) => group.operations.filter((op) => op.served));
    expect(served.length).to.equal(body.served);
    for (const op of served) {
      const separator = op.path.includes("?") ? "&" : "?";
      await fetch(`${emulator.url}${samplePath(op.path)}${separator}teamId=${emulator.teamId}`, {
        method: op.method,
        headers: { Authorization: `Bearer ${emulator.token}`, "Content-Type": "application/json" },
        ...(op.method === "GET" || op.method === "HEAD" ? {} : { body: "{}" }),
      }).then((response) => response.arrayBuffer());
    }
    const unserved = (await emulator.admin.violations()).filter((v) => v.kind === "unserved-route");
    expect(unserved.map((v) => `${v.method} ${v.path}`)).to.deep.equal([]);
  });

  it("prints the table with `vercel-pulumi emulator --coverage`", async () => {
    const cli = run(["emulator", "--coverage"]);
    expect(await cli.exit).to.equal(0);
    expect(cli.stdout()).to.match(/\| `artifacts` +\| remote build cache +\| 7 \/ 7 +\| all +\|/);
    expect(cli.stdout()).to.match(/\*\*\d+ \/ 299\*\*/);
  });
});
