// examples/flags through the plain CLI, as a user runs it: up (flag settings, a flag with targeting
// rules, a segment and an SDK key), previews with no change, the SDK key kept secret, destroy to an empty
// emulator.
import { expect } from "chai";
import { readFile } from "node:fs/promises";
import { useEmulator } from "../support/emulator";
import { useExampleProject } from "../support/example-project";
import { filesUnder } from "../support/pulumi-stack";

describe("flags example through the pulumi CLI", function () {
  this.timeout(300_000);
  const emulator = useEmulator();
  const example = useExampleProject(emulator, "examples/flags/Pulumi.yaml", "examples/flags");

  it("deploys flags with targeting rules, previews no change, keeps the SDK key secret and destroys", async () => {
    await example().pulumi("stack", "init");
    await example().pulumi("up", "--yes", "--skip-preview");
    await example().pulumi("preview", "--expect-no-changes");
    await example().pulumi("preview", "--refresh", "--expect-no-changes");

    const outputs = JSON.parse(await example().pulumi("stack", "output", "--json", "--show-secrets")) as {
      flagKey: string;
      flagsEnabled: boolean;
      connectionString: string;
    };
    expect(outputs.flagKey).to.equal("new-checkout");
    expect(outputs.flagsEnabled).to.equal(true);
    expect(outputs.connectionString).to.be.a("string").and.have.length.greaterThan(10);
    for (const file of await filesUnder(example().backendDir)) {
      expect(await readFile(file, "utf8"), file).not.to.include(outputs.connectionString);
    }

    await example().pulumi("destroy", "--yes", "--skip-preview");
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
    await example().pulumi("stack", "rm", "--yes");
  });
});
