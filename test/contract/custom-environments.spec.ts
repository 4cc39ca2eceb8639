// The custom-environments area through @vercel/sdk.
import { useContract } from "./support/contract";

describe("contract: custom-environments", () => {
  const contract = useContract("custom-environments");
  const teamId = () => contract.teamId;
  const seed = async (withEnvironment = true) => {
    await contract.setup("POST", "/v11/projects", { name: "web" });
    if (withEnvironment) await contract.setup("POST", "/v9/projects/web/custom-environments", { slug: "qa" });
  };

  it("createCustomEnvironment", async () => {
    await seed(false);
    await contract.check("createCustomEnvironment", (sdk) =>
      sdk.environment.createCustomEnvironment({
        teamId: teamId(),
        idOrName: "web",
        requestBody: { slug: "qa", description: "QA" },
      }),
    );
  });

  it("getProjectsByIdOrNameCustomEnvironments", async () => {
    await seed();
    await contract.check("getProjectsByIdOrNameCustomEnvironments", (sdk) =>
      sdk.environment.getProjectsByIdOrNameCustomEnvironments({ teamId: teamId(), idOrName: "web" }),
    );
  });

  it("getCustomEnvironment", async () => {
    await seed();
    await contract.check("getCustomEnvironment", (sdk) =>
      sdk.environment.getCustomEnvironment({ teamId: teamId(), idOrName: "web", environmentSlugOrId: "qa" }),
    );
  });

  it("updateCustomEnvironment", async () => {
    await seed();
    await contract.check("updateCustomEnvironment", (sdk) =>
      sdk.environment.updateCustomEnvironment({
        teamId: teamId(),
        idOrName: "web",
        environmentSlugOrId: "qa",
        requestBody: { description: "Quality" },
      }),
    );
  });

  it("removeCustomEnvironment", async () => {
    await seed();
    await contract.check("removeCustomEnvironment", (sdk) =>
      sdk.environment.removeCustomEnvironment({
        teamId: teamId(),
        idOrName: "web",
        environmentSlugOrId: "qa",
      }),
    );
  });
});
