// ProjectCrons, ProjectDeploymentRetention, ProjectRollingRelease and ProjectAnalytics on the real
// Pulumi engine, in one shared stack: check refuses bad stages at preview naming the field; up sets
// all four (the rolling release's final 100% stage added) and the lookups read them back; out-of-band
// edits are detected and repaired (a switch the program leaves alone is not drift); settings change
// in place; destroy leaves the emulator empty.
import { expect } from "chai";
import {
  getProjectDeploymentRetentionOutput,
  getProjectRollingReleaseOutput,
  Project,
  ProjectAnalytics,
  ProjectCrons,
  ProjectDeploymentRetention,
  ProjectRollingRelease,
} from "../../provider";
import { rejection } from "../support/rejection";
import { useSharedLifecycle } from "../support/shared-lifecycle";

type Config = { rollingRelease: { advancementType: string; stages: { targetPercentage: number }[] } | null };
type Switch = { enabledAt?: number; disabledAt?: number };
type ProjectAnswer = {
  crons?: { disabledAt: number | null };
  deploymentExpiration: Record<string, number>;
  webAnalytics?: Switch;
  speedInsights?: Switch;
};
type Analytics = { webAnalytics?: boolean; speedInsights?: boolean };

describe("a project's crons, deployment retention, rolling release and analytics in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();
  const program = (settings: { crons: boolean; preview: string; stages: number[]; analytics: Analytics }) =>
    shared().setProgram(async () => {
      const site = new Project("site", { name: "settled-site", skewProtection: "12 hours" });
      new ProjectCrons("crons", { projectId: site.id, enabled: settings.crons });
      new ProjectAnalytics("analytics", { projectId: site.id, ...settings.analytics });
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
  /** On as the platform answers it: enabled and not disabled since. */
  const on = (state: Switch | undefined) => state?.enabledAt !== undefined && state.disabledAt === undefined;
  const toggle = async (which: "web/insights" | "speed-insights", value: boolean) => {
    const { id } = await site().then((project) => project as ProjectAnswer & { id: string });
    await api("POST", `/${which}/toggle?projectId=${id}`, { value });
  };

  it("refuses stages that do not increase at preview, naming the field", async () => {
    program({ crons: false, preview: "3m", stages: [50, 20], analytics: { webAnalytics: true } });
    const error = String(await rejection(shared().stack.preview()));
    expect(error).to.include("rollout").and.include("stages[1].targetPercentage");
  });

  it("sets all four, previews no change, and the lookups read them", async () => {
    program({ crons: false, preview: "3m", stages: [20, 50], analytics: { webAnalytics: true } });
    const up = await shared().stack.up();
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
    const project = await site();
    expect(project.crons?.disabledAt).to.be.a("number");
    expect(project.deploymentExpiration).to.include({ expirationDays: 90, expirationDaysProduction: 365 });
    expect(on(project.webAnalytics)).to.equal(true);
    expect(project.speedInsights, "a switch the program leaves out is never touched").to.equal(undefined);
    const config = await rollout();
    expect(config.rollingRelease?.stages.map((stage) => stage.targetPercentage)).to.deep.equal([20, 50, 100]);
    expect(up.outputs.retained?.value).to.equal("3m");
    expect(up.outputs.stages?.value).to.deep.equal([{ targetPercentage: 20 }, { targetPercentage: 50 }]);
  });

  it("detects out-of-band edits and repairs them", async () => {
    await api("PATCH", "/v1/projects/settled-site/crons", { enabled: true });
    await api("PATCH", "/v9/projects/settled-site/deployment-expiration", { expiration: "1w" });
    await api("DELETE", "/v1/projects/settled-site/rolling-release/config");
    await toggle("web/insights", false);
    await toggle("speed-insights", true); // not managed: no drift, and left on by the repair
    const drift = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(drift)).to.match(/no changes were expected/i);
    await shared().stack.up({ refresh: true });
    expect((await site()).crons?.disabledAt).to.be.a("number");
    expect((await site()).deploymentExpiration).to.include({ expirationDays: 90 });
    expect((await rollout()).rollingRelease?.advancementType).to.equal("manual-approval");
    expect(on((await site()).webAnalytics)).to.equal(true);
    expect(on((await site()).speedInsights)).to.equal(true);
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("changes the settings in place", async () => {
    // Speed Insights managed (off); Web Analytics no longer managed: left on, as it is.
    program({ crons: true, preview: "1m", stages: [10, 30, 60], analytics: { speedInsights: false } });
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ update: 4 });
    expect(on((await site()).webAnalytics)).to.equal(true);
    expect(on((await site()).speedInsights)).to.equal(false);
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
