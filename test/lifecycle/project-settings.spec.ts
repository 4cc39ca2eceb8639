// ProjectCrons, ProjectDeploymentRetention and ProjectRollingRelease on the real Pulumi engine, in
// one shared stack: check refuses bad stages at preview naming the field; up sets all three (the
// rolling release's final 100% stage added) and the lookups read them back; out-of-band edits are
// detected and repaired; settings change in place; destroy leaves the emulator empty.
import { expect } from "chai";
import {
  getProjectDeploymentRetentionOutput,
  getProjectRollingReleaseOutput,
  Project,
  ProjectCrons,
  ProjectDeploymentRetention,
  ProjectRollingRelease,
} from "../../provider";
import { rejection } from "../support/rejection";
import { useSharedLifecycle } from "../support/shared-lifecycle";

type Config = { rollingRelease: { advancementType: string; stages: { targetPercentage: number }[] } | null };
type ProjectAnswer = { crons?: { disabledAt: number | null }; deploymentExpiration: Record<string, number> };

describe("a project's crons, deployment retention and rolling release in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();
  const program = (settings: { crons: boolean; preview: string; stages: number[] }) =>
    shared().setProgram(async () => {
      const site = new Project("site", { name: "settled-site", skewProtection: "12 hours" });
      new ProjectCrons("crons", { projectId: site.id, enabled: settings.crons });
      const retention = new ProjectDeploymentRetention("retention", {
        projectId: site.id,
        expirationPreview: settings.preview,
        expirationProduction: "1y",
      });
      const rollout = new ProjectRollingRelease("rollout", {
        projectId: site.id,
        advancementType: "manual-approval",
        stages: settings.stages.map((targetPercentage) => ({ targetPercentage })),
      });
      return {
        // Through the resources' projectId, so each lookup reads after its resource is set.
        retained: getProjectDeploymentRetentionOutput({ projectId: retention.projectId }).expirationPreview,
        stages: getProjectRollingReleaseOutput({ projectId: rollout.projectId }).stages,
      };
    });
  const site = () => api<ProjectAnswer>("GET", "/v9/projects/settled-site");
  const rollout = () => api<Config>("GET", "/v1/projects/settled-site/rolling-release/config");

  it("refuses stages that do not increase at preview, naming the field", async () => {
    program({ crons: false, preview: "3m", stages: [50, 20] });
    const error = String(await rejection(shared().stack.preview()));
    expect(error).to.include("rollout").and.include("stages[1].targetPercentage");
  });

  it("sets all three, previews no change, and the lookups read them", async () => {
    program({ crons: false, preview: "3m", stages: [20, 50] });
    const up = await shared().stack.up();
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
    const project = await site();
    expect(project.crons?.disabledAt).to.be.a("number");
    expect(project.deploymentExpiration).to.include({ expirationDays: 90, expirationDaysProduction: 365 });
    const config = await rollout();
    expect(config.rollingRelease?.stages.map((stage) => stage.targetPercentage)).to.deep.equal([20, 50, 100]);
    expect(up.outputs.retained?.value).to.equal("3m");
    expect(up.outputs.stages?.value).to.deep.equal([{ targetPercentage: 20 }, { targetPercentage: 50 }]);
  });

  it("detects out-of-band edits and repairs them", async () => {
    await api("PATCH", "/v1/projects/settled-site/crons", { enabled: true });
    await api("PATCH", "/v9/projects/settled-site/deployment-expiration", { expiration: "1w" });
    await api("DELETE", "/v1/projects/settled-site/rolling-release/config");
    const drift = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(drift)).to.match(/no changes were expected/i);
    await shared().stack.up({ refresh: true });
    expect((await site()).crons?.disabledAt).to.be.a("number");
    expect((await site()).deploymentExpiration).to.include({ expirationDays: 90 });
    expect((await rollout()).rollingRelease?.advancementType).to.equal("manual-approval");
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("changes the settings in place", async () => {
    program({ crons: true, preview: "1m", stages: [10, 30, 60] });
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ update: 3 });
    expect((await site()).crons?.disabledAt).to.equal(null);
    expect((await site()).deploymentExpiration).to.include({ expirationDays: 30 });
    const stages = (await rollout()).rollingRelease?.stages.map((stage) => stage.targetPercentage);
    expect(stages).to.deep.equal([10, 30, 60, 100]);
  });

  it("destroys them, leaving the emulator empty", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
