// The checks-v2 group through @vercel/sdk: a project's checks (list, create, get, update, delete,
// runs of a check) and a deployment's check runs (create, list, get, update).
import { useContract } from "./support/contract";

describe("contract: checks", () => {
  const contract = useContract("checks");
  const teamId = () => contract.teamId;
  const project = "site";

  const seedCheck = async () => {
    await contract.setup("POST", "/v11/projects", { name: project });
    return (
      await contract.setup<{ id: string }>("POST", `/v2/projects/${project}/checks`, {
        name: "e2e",
        blocks: "deployment-promotion",
        targets: ["production"],
        source: { kind: "webhook" },
      })
    ).id;
  };
  /** A run created for a check added after its deployment (creation queues runs of the checks before). */
  const seedRun = async () => {
    await contract.setup("POST", "/v11/projects", { name: project });
    const deployment = await contract.setup<{ id: string }>("POST", "/v13/deployments", {
      name: project,
      target: "production",
      files: [{ file: "index.html", data: "<h1>hi</h1>" }],
    });
    const checkId = (
      await contract.setup<{ id: string }>("POST", `/v2/projects/${project}/checks`, {
        name: "e2e",
        blocks: "deployment-promotion",
        targets: ["production"],
        source: { kind: "webhook" },
      })
    ).id;
    const run = await contract.setup<{ id: string }>("POST", `/v2/deployments/${deployment.id}/check-runs`, {
      checkId,
    });
    return { checkId, deploymentId: deployment.id, runId: run.id };
  };

  it("createProjectCheck", async () => {
    await contract.setup("POST", "/v11/projects", { name: project });
    await contract.check("createProjectCheck", (sdk) =>
      sdk.checksV2.createProjectCheck({
        teamId: teamId(),
        projectIdOrName: project,
        requestBody: {
          name: "lint",
          blocks: "deployment-alias",
          targets: ["production"],
          timeout: 300,
          source: { kind: "git-provider", externalCheckName: "lint", provider: "github" },
        },
      }),
    );
  });

  it("listProjectChecks", async () => {
    await seedCheck();
    await contract.check("listProjectChecks", (sdk) =>
      sdk.checksV2.listProjectChecks({
        teamId: teamId(),
        projectIdOrName: project,
        blocks: "deployment-promotion",
      }),
    );
  });

  it("getProjectCheck", async () => {
    const checkId = await seedCheck();
    await contract.check("getProjectCheck", (sdk) =>
      sdk.checksV2.getProjectCheck({ teamId: teamId(), projectIdOrName: project, checkId }),
    );
  });

  it("updateProjectCheck", async () => {
    const checkId = await seedCheck();
    await contract.check("updateProjectCheck", (sdk) =>
      sdk.checksV2.updateProjectCheck({
        teamId: teamId(),
        projectIdOrName: project,
        checkId,
        requestBody: { blocks: "none", timeout: 120 },
      }),
    );
  });

  it("deleteProjectCheck", async () => {
    const checkId = await seedCheck();
    await contract.check("deleteProjectCheck", (sdk) =>
      sdk.checksV2.deleteProjectCheck({ teamId: teamId(), projectIdOrName: project, checkId }),
    );
  });

  it("listCheckRuns", async () => {
    const { checkId } = await seedRun();
    await contract.check("listCheckRuns", (sdk) =>
      sdk.checksV2.listCheckRuns({ teamId: teamId(), projectIdOrName: project, checkId }),
    );
  });

  it("createDeploymentCheckRun", async () => {
    const checkId = await seedCheck();
    const deployment = await contract.setup<{ id: string }>("POST", "/v13/deployments", {
      name: project,
      files: [{ file: "index.html", data: "<h1>hi</h1>" }],
    });
    await contract.check("createDeploymentCheckRun", (sdk) =>
      sdk.checksV2.createDeploymentCheckRun({
        teamId: teamId(),
        deploymentId: deployment.id,
        requestBody: { checkId },
      }),
    );
  });

  it("listDeploymentCheckRuns", async () => {
    const { deploymentId } = await seedRun();
    await contract.check("listDeploymentCheckRuns", (sdk) =>
      sdk.checksV2.listDeploymentCheckRuns({ teamId: teamId(), deploymentId }),
    );
  });

  it("getDeploymentCheckRun", async () => {
    const { deploymentId, runId } = await seedRun();
    await contract.check("getDeploymentCheckRun", (sdk) =>
      sdk.checksV2.getDeploymentCheckRun({ teamId: teamId(), deploymentId, checkRunId: runId }),
    );
  });

  it("updateDeploymentCheckRun", async () => {
    const { deploymentId, runId } = await seedRun();
    await contract.check("updateDeploymentCheckRun", (sdk) =>
      sdk.checksV2.updateDeploymentCheckRun({
        teamId: teamId(),
        deploymentId,
        checkRunId: runId,
        requestBody: {
          status: "completed",
          conclusion: "succeeded",
          externalUrl: "https://ci.example.com/1",
        },
      }),
    );
  });
});
