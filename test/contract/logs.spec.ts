// The logs group through @vercel/sdk: a deployment's runtime logs after its site answered one
// request (the SDK reads one `application/stream+json` line as its one object).
import { useContract } from "./support/contract";

describe("contract: logs", () => {
  const contract = useContract("logs");

  it("getRuntimeLogs", async () => {
    const project = await contract.setup<{ id: string }>("POST", "/v11/projects", { name: "site" });
    const deployment = await contract.setup<{ id: string; url: string }>("POST", "/v13/deployments", {
      name: "site",
      files: [{ file: "index.html", data: "<h1>hi</h1>" }],
    });
    await contract.emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 60_000 });
    await fetch(`${contract.emulator.url}/_sites/${deployment.url}/`);
    await contract.check("getRuntimeLogs", (sdk) =>
      sdk.logs.getRuntimeLogs({
        teamId: contract.teamId,
        projectId: project.id,
        deploymentId: deployment.id,
      }),
    );
  });
});
