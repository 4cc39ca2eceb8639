// The projects area through @vercel/sdk.
import { useContract } from "./support/contract";

describe("contract: projects", () => {
  const contract = useContract("projects");
  const teamId = () => contract.teamId;
  const seedWeb = () => contract.setup("POST", "/v11/projects", { name: "web", framework: "nextjs" });

  it("createProject", async () => {
    await contract.check("createProject", (sdk) =>
      sdk.projects.createProject({ teamId: teamId(), requestBody: { name: "web", framework: "nextjs" } }),
    );
  });

  it("getProject", async () => {
    await seedWeb();
    await contract.check("getProject", (sdk) =>
      sdk.projects.getProject({ teamId: teamId(), idOrName: "web" }),
    );
  });

  it("updateProject", async () => {
    await seedWeb();
    await contract.check("updateProject", (sdk) =>
      sdk.projects.updateProject({
        teamId: teamId(),
        idOrName: "web",
        requestBody: { buildCommand: "npm run build" },
      }),
    );
  });

  it("deleteProject", async () => {
    await seedWeb();
    await contract.check("deleteProject", (sdk) =>
      sdk.projects.deleteProject({ teamId: teamId(), idOrName: "web" }),
    );
  });

  it("getProjects", async () => {
    await seedWeb();
    await contract.check("getProjects", (sdk) => sdk.projects.getProjects({ teamId: teamId(), limit: "20" }));
  });
});
