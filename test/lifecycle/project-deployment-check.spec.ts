// ProjectDeploymentCheck on the real Pulumi engine, in one shared stack: check refuses a bad
// source at preview; up creates the check, which then holds a production deployment's domain until
// its run passes; an out-of-band edit is detected and repaired; a setting changes in place; destroy
// leaves the emulator empty.
import { expect } from "chai";
import { Project, ProjectDeploymentCheck, ProjectDomain } from "../../provider";
import { stateResource } from "../support/pulumi-stack";
import { rejection } from "../support/rejection";
import { useSharedLifecycle } from "../support/shared-lifecycle";

describe("a project's deployment check in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();
  const program = (timeout: number, provider = "github") =>
    shared().setProgram(async () => {
      const site = new Project("site", { name: "checked-site" });
      new ProjectDomain("shop", { projectId: site.id, domain: "shop.example.com" });
      new ProjectDeploymentCheck("e2e", {
        projectId: site.id,
        name: "e2e",
        requires: "deployment-url",
        blocks: "deployment-alias",
        timeout,
        source: { kind: "git-provider", externalCheckName: "e2e", provider: provider as "github" },
      });
    });

  it("refuses a source the platform does not have at preview, naming the field", async () => {
    program(600, "svn");
    const error = String(await rejection(shared().stack.preview()));
    expect(error).to.include("e2e").and.include("source.provider");
  });

  it("creates it, previews no change, and it holds a production deployment's domain until its run passes", async () => {
    program(600);
    await shared().stack.up();
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
    const checkId = String((await stateResource(shared().stack, "e2e"))?.id);
    const deployment = await api<{ id: string }>("POST", "/v13/deployments", {
      name: "checked-site",
      target: "production",
      files: [{ file: "index.html", data: "<h1>v1</h1>" }],
    });
    await emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 60_000 });
    const held = await api<{ aliasAssigned: boolean }>("GET", `/v13/deployments/${deployment.id}`);
    expect(held.aliasAssigned).to.equal(false);
    // Creating the deployment queued the check's run on it; the check's source reports on it.
    const { runs } = await api<{ runs: Array<{ id: string; checkId: string; status: string }> }>(
      "GET",
      `/v2/deployments/${deployment.id}/check-runs`,
    );
    const run = runs.find((r) => r.checkId === checkId);
    expect(run?.status).to.equal("queued");
    if (!run) return;
    await api("PATCH", `/v2/deployments/${deployment.id}/check-runs/${run.id}`, { conclusion: "succeeded" });
    const promoted = await api<{ aliasAssigned: boolean; alias: string[] }>(
      "GET",
      `/v13/deployments/${deployment.id}`,
    );
    expect(promoted.aliasAssigned).to.equal(true);
    expect(promoted.alias).to.include("shop.example.com");
  });

  it("detects an out-of-band edit, repairs it, and changes a setting in place", async () => {
    const checkId = String((await stateResource(shared().stack, "e2e"))?.id);
    await api("PATCH", `/v2/projects/checked-site/checks/${checkId}`, { blocks: "none" });
    const drift = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(drift)).to.match(/no changes were expected/i);
    await shared().stack.up({ refresh: true });
    const repaired = await api<{ blocks: string }>("GET", `/v2/projects/checked-site/checks/${checkId}`);
    expect(repaired.blocks).to.equal("deployment-alias");

    program(120);
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ update: 1 });
    const updated = await api<{ id: string; timeout: number }>(
      "GET",
      `/v2/projects/checked-site/checks/${checkId}`,
    );
    expect(updated).to.deep.include({ id: checkId, timeout: 120 });
  });

  it("destroys it, leaving the emulator empty", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
