// The deployments area (uploads, deployments, build events, files) through @vercel/sdk.
import { expect } from "chai";
import { createHash } from "node:crypto";
import { eventually } from "../support/integrations";
import { useContract } from "./support/contract";

describe("contract: deployments", () => {
  const contract = useContract("deployments");
  const teamId = () => contract.teamId;
  const page = Buffer.from("<h1>hello</h1>\n");
  const sha = createHash("sha1").update(page).digest("hex");

  const upload = () =>
    contract.sdk.deployments.uploadFile({
      teamId: teamId(),
      xVercelDigest: sha,
      requestBody: new Uint8Array(page),
    });
  const seed = async (options: { build?: boolean } = {}) => {
    await contract.setup("POST", "/v11/projects", { name: "site" });
    await upload();
    const deployment = await contract.setup<{ id: string; url: string }>("POST", "/v13/deployments", {
      name: "site",
      files: [{ file: "index.html", sha, size: page.length }],
    });
    if (options.build) await contract.emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 60_000 });
    return deployment;
  };

  it("createDeployment", async () => {
    await contract.setup("POST", "/v11/projects", { name: "site" });
    await upload();
    await contract.check("createDeployment", (sdk) =>
      sdk.deployments.createDeployment({
        teamId: teamId(),
        requestBody: {
          name: "site",
          target: "production",
          meta: { commit: "abc" },
          files: [{ file: "index.html", sha, size: page.length }],
        },
      }),
    );
  });

  it("createDeployment of a name no project has: the project is made, as on the platform", async () => {
    await upload();
    await contract.check("createDeployment", (sdk) =>
      sdk.deployments.createDeployment({
        teamId: teamId(),
        requestBody: { name: "first-deploy", files: [{ file: "index.html", sha, size: page.length }] },
      }),
    );
    const project = (await contract.check("getProject", (sdk) =>
      sdk.projects.getProject({ teamId: teamId(), idOrName: "first-deploy" }),
    )) as { name: string };
    expect(project.name).to.equal("first-deploy");
  });

  it("getDeployment", async () => {
    const { id } = await seed({ build: true });
    await contract.check("getDeployment", (sdk) =>
      sdk.deployments.getDeployment({ teamId: teamId(), idOrUrl: id }),
    );
  });

  it("getDeployments", async () => {
    await seed({ build: true });
    await contract.check("getDeployments", (sdk) =>
      sdk.deployments.getDeployments({ teamId: teamId(), app: "site", limit: 10 }),
    );
  });

  it("cancelDeployment", async () => {
    const { id } = await seed();
    await contract.emulator.admin.api("PUT", "/_emulator/deployments/build-timing", {
      queuedMs: 60_000,
      buildMs: 60_000,
    });
    const queued = await contract.setup<{ id: string }>("POST", "/v13/deployments", {
      name: "site",
      deploymentId: id,
    });
    await contract.check("cancelDeployment", (sdk) =>
      sdk.deployments.cancelDeployment({ teamId: teamId(), id: queued.id }),
    );
  });

  it("deleteDeployment", async () => {
    const { id } = await seed();
    await contract.check("deleteDeployment", (sdk) =>
      sdk.deployments.deleteDeployment({ teamId: teamId(), id }),
    );
  });

  it("getDeploymentEvents", async () => {
    const { id } = await seed({ build: true });
    await contract.check("getDeploymentEvents", (sdk) =>
      sdk.deployments.getDeploymentEvents({ teamId: teamId(), idOrUrl: id, limit: -1 }),
    );
  });

  it("getDeploymentEvents with follow=1: the answer stays open while the build runs, ends when it is READY", async () => {
    // Stages the real clock never reaches: only the test moves the build along.
    const stage = 3_600_000;
    await contract.emulator.admin.api("PUT", "/_emulator/deployments/build-timing", {
      queuedMs: stage,
      buildMs: stage,
    });
    const { id } = await seed();
    const followed = contract.check("getDeploymentEvents", (sdk) =>
      sdk.deployments.getDeploymentEvents({ teamId: teamId(), idOrUrl: id, follow: 1 }),
    );
    // Asked while the deployment is queued, with no event yet; every event below came later.
    await eventually(
      () => contract.emulator.admin.requestCounts(),
      (c) => c.counts["GET /v3/deployments/:idOrUrl/events"] === 1,
      "the followed request",
    );
    await contract.emulator.admin.api("POST", "/_emulator/clock", { advanceMs: stage });
    await contract.emulator.admin.api("POST", "/_emulator/clock", { advanceMs: stage });
    const events = (await followed) as Array<{ type: string; text?: string; deploymentId: string }>;
    expect(events.map((e) => e.text ?? e.type)).to.deep.equal([
      "Running build in Washington, D.C., USA (East) – iad1",
      "Downloading 1 deployment files...",
      "Build Completed in /vercel/output",
      "Deploying outputs...",
      "Deployment completed",
      "alias-assigned",
    ]);
    expect(events.at(-1)).to.include({ type: "alias-assigned", deploymentId: id });
  });

  it("getProject and getProjects list the project's newest deployments (latestDeployments), as they stand", async () => {
    const oldest = await seed();
    const newer: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { id } = await contract.setup<{ id: string }>("POST", "/v13/deployments", {
        name: "site",
        ...(i === 4 ? { target: "production" } : {}),
        files: [{ file: "index.html", sha, size: page.length }],
      });
      newer.unshift(id);
    }
    type Latest = { latestDeployments: Array<{ id: string; readyState: string; target?: string | null }> };
    const queued = (await contract.check("getProject", (sdk) =>
      sdk.projects.getProject({ teamId: teamId(), idOrName: "site" }),
    )) as Latest;
    expect(queued.latestDeployments.map((d) => d.id)).to.deep.equal(newer);
    expect(queued.latestDeployments.map((d) => d.id)).to.not.include(oldest.id);
    expect(queued.latestDeployments.map((d) => d.readyState)).to.deep.equal(Array(5).fill("QUEUED"));
    // The clock moves the builds on: the project, read next, shows them READY.
    await contract.emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 60_000 });
    const listed = (await contract.check("getProjects", (sdk) =>
      sdk.projects.getProjects({ teamId: teamId() }),
    )) as { projects: Latest[] };
    const [latest] = listed.projects;
    expect(latest?.latestDeployments.map((d) => [d.id, d.readyState])).to.deep.equal(
      newer.map((id) => [id, "READY"]),
    );
    expect(latest?.latestDeployments[0]?.target).to.equal("production");
  });

  it("listDeploymentFiles", async () => {
    const { id } = await seed();
    await contract.check("listDeploymentFiles", (sdk) =>
      sdk.deployments.listDeploymentFiles({ teamId: teamId(), id }),
    );
  });

  it("getDeploymentFileContents", async () => {
    const { id } = await seed();
    await contract.check("getDeploymentFileContents", (sdk) =>
      sdk.deployments.getDeploymentFileContents({ teamId: teamId(), id, fileId: sha }),
    );
  });
});
