// The env area (a project's environment variables) through @vercel/sdk.
import { useContract } from "./support/contract";

describe("contract: env", () => {
  const contract = useContract("env");
  const teamId = () => contract.teamId;
  const variable = {
    key: "API_URL",
    value: "https://api.example",
    type: "encrypted",
    target: ["production"],
  };
  const seed = async () => {
    await contract.setup("POST", "/v11/projects", { name: "web" });
    const answer = await contract.setup<{ created: { id: string } }>(
      "POST",
      "/v10/projects/web/env",
      variable,
    );
    return answer.created.id;
  };

  it("createProjectEnv", async () => {
    await contract.setup("POST", "/v11/projects", { name: "web" });
    await contract.check("createProjectEnv", (sdk) =>
      sdk.projects.createProjectEnv({
        teamId: teamId(),
        idOrName: "web",
        requestBody: {
          key: "API_URL",
          value: "https://api.example",
          type: "encrypted",
          target: ["production"],
        },
      }),
    );
  });

  it("filterProjectEnvs", async () => {
    await seed();
    await contract.check("filterProjectEnvs", (sdk) =>
      sdk.projects.filterProjectEnvs({ teamId: teamId(), idOrName: "web" }),
    );
  });

  it("getProjectEnv", async () => {
    const id = await seed();
    await contract.check("getProjectEnv", (sdk) =>
      sdk.projects.getProjectEnv({ teamId: teamId(), idOrName: "web", id }),
    );
  });

  it("editProjectEnv", async () => {
    const id = await seed();
    await contract.check("editProjectEnv", (sdk) =>
      sdk.projects.editProjectEnv({
        teamId: teamId(),
        idOrName: "web",
        id,
        requestBody: { value: "https://v2.example" },
      }),
    );
  });

  it("removeProjectEnv", async () => {
    const id = await seed();
    await contract.check("removeProjectEnv", (sdk) =>
      sdk.projects.removeProjectEnv({ teamId: teamId(), idOrName: "web", id }),
    );
  });

  it("batchRemoveProjectEnv", async () => {
    const id = await seed();
    await contract.check("batchRemoveProjectEnv", (sdk) =>
      sdk.projects.batchRemoveProjectEnv({ teamId: teamId(), idOrName: "web", requestBody: { ids: [id] } }),
    );
  });
});
