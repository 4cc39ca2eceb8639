// examples/dns-zone through the plain CLI, as a user runs it: up, a preview with no change, an
// out-of-band change caught by a refresh preview and put back, destroy to an empty emulator.
import { expect } from "chai";
import { useEmulator } from "../support/emulator";
import { useExampleProject } from "../support/example-project";

describe("dns-zone example through the pulumi CLI", function () {
  this.timeout(300_000);
  const emulator = useEmulator();
  const example = useExampleProject(emulator, "examples/dns-zone/Pulumi.yaml", "examples/dns-zone");

  it("deploys the zone, previews no change, repairs drift and destroys", async () => {
    await example().pulumi("stack", "init");
    await example().pulumi("up", "--yes", "--skip-preview");
    const outputs = JSON.parse(await example().pulumi("stack", "output", "--json")) as {
      domain: string;
      recordIds: Record<string, string>;
    };
    expect(outputs.domain).to.equal("example-zone.dev");
    expect(Object.keys(outputs.recordIds)).to.have.members(["apex", "www", "mail", "spf", "sip"]);
    await example().pulumi("preview", "--expect-no-changes");

    const changed = await emulator.admin.api(
      "PATCH",
      `/v1/domains/records/${outputs.recordIds.mail}?teamId=${emulator.teamId}`,
      {
        mxPriority: 50,
      },
    );
    expect(changed.status).to.equal(200);
    const drift = await example()
      .pulumi("preview", "--refresh", "--diff")
      .catch((error: Error) => error.message);
    expect(drift).to.match(/mxPriority/);
    await example().pulumi("up", "--yes", "--skip-preview", "--refresh");
    await example().pulumi("preview", "--refresh", "--expect-no-changes");

    await example().pulumi("destroy", "--yes", "--skip-preview");
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
    await example().pulumi("stack", "rm", "--yes");
  });
});
