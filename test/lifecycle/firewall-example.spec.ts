// examples/firewall through the plain CLI, as a user runs it: up, a preview with no change, a rule
// edited out of band caught by a refresh preview and put back, destroy to an empty emulator.
import { expect } from "chai";
import { useEmulator } from "../support/emulator";
import { useExampleProject } from "../support/example-project";

describe("firewall example through the pulumi CLI", function () {
  this.timeout(300_000);
  const emulator = useEmulator();
  const example = useExampleProject(emulator, "examples/firewall/Pulumi.yaml", "examples/firewall");

  it("deploys the firewall, previews no change, repairs drift and destroys", async () => {
    await example().pulumi("stack", "init");
    await example().pulumi("up", "--yes", "--skip-preview");
    const { projectId } = JSON.parse(await example().pulumi("stack", "output", "--json")) as {
      projectId: string;
    };
    await example().pulumi("preview", "--expect-no-changes");

    const config = `/v1/security/firewall/config?projectId=${projectId}&teamId=${emulator.teamId}`;
    const active = await emulator.admin.api<{ rules: Array<{ id: string; name: string }> }>(
      "GET",
      `/v1/security/firewall/config/active?projectId=${projectId}&teamId=${emulator.teamId}`,
    );
    expect(active.body.rules.map((rule) => rule.name)).to.deep.equal([
      "Block WordPress probes",
      "Rate limit the API",
      "Old docs moved",
    ]);
    const removed = await emulator.admin.api("PATCH", config, {
      action: "rules.remove",
      id: active.body.rules[1]?.id,
    });
    expect(removed.status).to.equal(200);
    await example().pulumi("up", "--yes", "--skip-preview", "--refresh");
    await example().pulumi("preview", "--refresh", "--expect-no-changes");

    await example().pulumi("destroy", "--yes", "--skip-preview");
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
    await example().pulumi("stack", "rm", "--yes");
  });
});
