// The checks-v2 group's rule through @vercel/sdk over loopback: a check that blocks a production
// deployment's promotion holds its production aliases (the project's domain keeps serving the
// deployment before it) until its run on the deployment passes; a run that has not passed, or one
// that failed, holds it; deleting the check releases it; a completed run no longer changes. Creating a
// deployment queues a run of each of its project's checks for its target.
import { Vercel } from "@vercel/sdk";
import { expect } from "chai";
import { useEmulator } from "../support/emulator";

describe("emulator checks", () => {
  const emulator = useEmulator();
  let sdk: Vercel;
  const teamId = () => emulator.teamId;
  const api = <T>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`, body);
  const site = async () => (await fetch(`${emulator.url}/_sites/shop.example.com/`)).text();

  before(() => {
    sdk = new Vercel({ bearerToken: emulator.token, serverURL: emulator.url });
  });

  /** A production deployment of one page, built (the clock moved past its build). */
  async function deploy(page: string): Promise<string> {
    const { body } = await api<{ id: string }>("POST", "/v13/deployments", {
      name: "site",
      target: "production",
      files: [{ file: "index.html", data: page }],
    });
    await emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 60_000 });
    return body.id;
  }
  const deployment = (id: string) => sdk.deployments.getDeployment({ teamId: teamId(), idOrUrl: id });
  const blocking = (name: string) =>
    sdk.checksV2.createProjectCheck({
      teamId: teamId(),
      projectIdOrName: "site",
      requestBody: {
        name,
        blocks: "deployment-promotion",
        targets: ["production"],
        source: { kind: "webhook" },
      },
    });
  /** The run the deployment's creation queued for the check named `name` (the SDK's run has no checkId). */
  const runOf = async (deploymentId: string, name: string) => {
    const { runs } = await sdk.checksV2.listDeploymentCheckRuns({ teamId: teamId(), deploymentId });
    const run = runs.find((r) => r.name === name);
    if (!run) throw new Error(`no run of ${name} on ${deploymentId}`);
    return run;
  };

  it("holds a production deployment's aliases until every blocking check's run on it has passed", async () => {
    await api("POST", "/v11/projects", { name: "site" });
    await api("POST", "/v10/projects/site/domains", { name: "shop.example.com" });
    await deploy("<h1>v1</h1>");
    expect(await site()).to.equal("<h1>v1</h1>");

    await blocking("e2e");
    const lint = await blocking("lint");
    // A check of previews only, and one that blocks nothing, hold nothing here.
    await sdk.checksV2.createProjectCheck({
      teamId: teamId(),
      projectIdOrName: "site",
      requestBody: {
        name: "preview-only",
        blocks: "deployment-promotion",
        targets: ["preview"],
        source: { kind: "webhook" },
      },
    });
    await sdk.checksV2.createProjectCheck({
      teamId: teamId(),
      projectIdOrName: "site",
      requestBody: { name: "informational", blocks: "none", source: { kind: "webhook" } },
    });

    const v2 = await deploy("<h1>v2</h1>");
    // Creating it queued a run of every check for production: not of the preview-only one.
    const { runs } = await sdk.checksV2.listDeploymentCheckRuns({ teamId: teamId(), deploymentId: v2 });
    expect(runs.map((r) => [r.name, r.status, r.blocks])).to.have.deep.members([
      ["e2e", "queued", "deployment-promotion"],
      ["lint", "queued", "deployment-promotion"],
      ["informational", "queued", "none"],
    ]);
    const held = await deployment(v2);
    expect(held).to.deep.include({ readyState: "READY", readySubstate: "STAGED", aliasAssigned: false });
    expect(await site(), "the domain still serves v1").to.equal("<h1>v1</h1>");

    const e2eRun = await runOf(v2, "e2e");
    await sdk.checksV2.updateDeploymentCheckRun({
      teamId: teamId(),
      deploymentId: v2,
      checkRunId: e2eRun.id,
      requestBody: { status: "running" },
    });
    expect((await deployment(v2)).aliasAssigned, "running is not passed").to.equal(false);
    await sdk.checksV2.updateDeploymentCheckRun({
      teamId: teamId(),
      deploymentId: v2,
      checkRunId: e2eRun.id,
      requestBody: { conclusion: "succeeded" },
    });
    expect((await deployment(v2)).aliasAssigned, "lint has not run").to.equal(false);

    const lintRun = await runOf(v2, "lint");
    const failed = await sdk.checksV2.updateDeploymentCheckRun({
      teamId: teamId(),
      deploymentId: v2,
      checkRunId: lintRun.id,
      requestBody: { status: "completed", conclusion: "failed", conclusionText: "3 problems" },
    });
    expect(failed).to.deep.include({ status: "completed", conclusion: "failed" });
    expect((await deployment(v2)).aliasAssigned, "a failed run holds").to.equal(false);
    expect(await site()).to.equal("<h1>v1</h1>");

    // A completed run no longer changes.
    const again = await api<{ error: { code: string } }>(
      "PATCH",
      `/v2/deployments/${v2}/check-runs/${lintRun.id}`,
      { conclusion: "succeeded" },
    );
    expect(again.status).to.equal(400);
    expect(again.body.error.code).to.equal("check_run_completed");

    // Without the failing check, nothing holds v2: it takes the domain.
    await sdk.checksV2.deleteProjectCheck({ teamId: teamId(), projectIdOrName: "site", checkId: lint.id });
    const promoted = await deployment(v2);
    expect(promoted).to.deep.include({ readySubstate: "PROMOTED", aliasAssigned: true });
    expect(promoted.alias).to.include("shop.example.com");
    expect(await site()).to.equal("<h1>v2</h1>");
  });

  it("passes a deployment whose blocking checks passed before its build ended, and refuses a second run of a check", async () => {
    await api("POST", "/v11/projects", { name: "site" });
    await api("POST", "/v10/projects/site/domains", { name: "shop.example.com" });
    const check = await blocking("e2e");
    const { body } = await api<{ id: string }>("POST", "/v13/deployments", {
      name: "site",
      target: "production",
      files: [{ file: "index.html", data: "<h1>checked</h1>" }],
    });
    const run = await runOf(body.id, "e2e");
    await sdk.checksV2.updateDeploymentCheckRun({
      teamId: teamId(),
      deploymentId: body.id,
      checkRunId: run.id,
      requestBody: { conclusion: "neutral" },
    });
    const second = await api("POST", `/v2/deployments/${body.id}/check-runs`, { checkId: check.id });
    expect(second.status).to.equal(409);
    await emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 60_000 });
    expect(await deployment(body.id)).to.deep.include({ aliasAssigned: true, readySubstate: "PROMOTED" });
    expect(await site()).to.equal("<h1>checked</h1>");
    const runs = await sdk.checksV2.listCheckRuns({
      teamId: teamId(),
      projectIdOrName: "site",
      checkId: check.id,
    });
    expect(runs.runs.map((r) => r.id)).to.deep.equal([run.id]);
  });

  it("defaults a check as the SDK documents (it blocks aliasing, production, 300 s), and refuses one without a source or with a taken name", async () => {
    await api("POST", "/v11/projects", { name: "site" });
    const check = await sdk.checksV2.createProjectCheck({
      teamId: teamId(),
      projectIdOrName: "site",
      requestBody: { name: "smoke", source: { kind: "webhook" } },
    });
    expect(check).to.deep.include({
      targets: ["production"],
      timeout: 300,
      blocks: "deployment-alias",
      requires: "deployment-url",
      sourceKind: "webhook",
    });
    const unsourced = await api<{ error: { message: string } }>("POST", "/v2/projects/site/checks", {
      name: "x",
    });
    expect(unsourced.status).to.equal(400);
    expect(unsourced.body.error.message).to.include("source");
    const taken = await api("POST", "/v2/projects/site/checks", {
      name: "smoke",
      source: { kind: "webhook" },
    });
    expect(taken.status).to.equal(409);
    // Deleting the project deletes its checks.
    await api("DELETE", "/v9/projects/site");
    expect((await emulator.admin.state()).total).to.equal(0);
  });
});

describe("emulator checks: a check added after a deployment", () => {
  const emulator = useEmulator();
  const api = <T>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`, body);

  it("has no run on a deployment made before it until its source creates one", async () => {
    const sdk = new Vercel({ bearerToken: emulator.token, serverURL: emulator.url });
    const teamId = emulator.teamId;
    await api("POST", "/v11/projects", { name: "late" });
    const { body } = await api<{ id: string }>("POST", "/v13/deployments", {
      name: "late",
      target: "production",
      files: [{ file: "index.html", data: "<h1>late</h1>" }],
    });
    const check = await sdk.checksV2.createProjectCheck({
      teamId,
      projectIdOrName: "late",
      requestBody: {
        name: "late",
        blocks: "deployment-promotion",
        targets: ["production"],
        source: { kind: "webhook" },
      },
    });
    expect(
      (await sdk.checksV2.listDeploymentCheckRuns({ teamId, deploymentId: body.id })).runs,
    ).to.deep.equal([]);
    const run = await sdk.checksV2.createDeploymentCheckRun({
      teamId,
      deploymentId: body.id,
      requestBody: { checkId: check.id },
    });
    expect(run).to.deep.include({ checkId: check.id, status: "queued" });
  });
});
