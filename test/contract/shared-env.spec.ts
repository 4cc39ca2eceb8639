// The shared-env area (team-wide environment variables) through @vercel/sdk.
import { useContract } from "./support/contract";

describe("contract: shared-env", () => {
  const contract = useContract("shared-env");
  const teamId = () => contract.teamId;
  const seed = async () => {
    const project = await contract.setup<{ id: string }>("POST", "/v11/projects", { name: "web" });
    const answer = await contract.setup<{ created: { id: string }[] }>("POST", "/v1/env", {
      evs: [{ key: "API_URL", value: "https://api.example" }],
      type: "encrypted",
      target: ["production"],
      projectId: [project.id],
    });
    return { id: answer.created[0]?.id ?? "", projectId: project.id };
  };

  it("createSharedEnvVariable", async () => {
    await contract.check("createSharedEnvVariable", (sdk) =>
      sdk.environment.createSharedEnvVariable({
        teamId: teamId(),
        requestBody: {
          evs: [{ key: "API_URL", value: "https://api.example" }],
          type: "encrypted",
          target: ["production"],
        },
      }),
    );
  });

  it("updateSharedEnvVariable", async () => {
    const { id } = await seed();
    await contract.check("updateSharedEnvVariable", (sdk) =>
      sdk.environment.updateSharedEnvVariable({
        teamId: teamId(),
        requestBody: { updates: { [id]: { value: "https://v2.example" } } },
      }),
    );
  });

  it("deleteSharedEnvVariable", async () => {
    const { id } = await seed();
    await contract.check("deleteSharedEnvVariable", (sdk) =>
      sdk.environment.deleteSharedEnvVariable({ teamId: teamId(), requestBody: { ids: [id] } }),
    );
  });

  it("listSharedEnvVariable", async () => {
    await seed();
    await contract.check("listSharedEnvVariable", (sdk) =>
      sdk.environment.listSharedEnvVariable({ teamId: teamId() }),
    );
  });

  it("getSharedEnvVar", async () => {
    const { id } = await seed();
    await contract.check("getSharedEnvVar", (sdk) =>
      sdk.environment.getSharedEnvVar({ teamId: teamId(), id }),
    );
  });

  it("unlinkSharedEnvVariable", async () => {
    const { id, projectId } = await seed();
    await contract.check("unlinkSharedEnvVariable", (sdk) =>
      sdk.environment.unlinkSharedEnvVariable({ teamId: teamId(), id, projectId }),
    );
  });
});
