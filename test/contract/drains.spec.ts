// The drains area (log and trace drains) through @vercel/sdk.
import { useContract } from "./support/contract";

describe("contract: drains", () => {
  const contract = useContract("drains");
  const teamId = () => contract.teamId;
  const drainBody = (projectId: string) => ({
    name: "logs",
    projects: "some" as const,
    projectIds: [projectId],
    schemas: { log: { version: "v1" } },
    delivery: {
      type: "http" as const,
      endpoint: "https://collector.example/logs",
      encoding: "ndjson" as const,
      headers: {},
    },
  });
  const project = async () =>
    (await contract.setup<{ id: string }>("POST", "/v11/projects", { name: "web" })).id;
  const seed = async () =>
    (await contract.setup<{ id: string }>("POST", "/v1/drains", drainBody(await project()))).id;

  it("createDrain", async () => {
    const projectId = await project();
    await contract.check("createDrain", (sdk) =>
      sdk.drains.createDrain({ teamId: teamId(), requestBody: drainBody(projectId) }),
    );
  });

  it("getDrains", async () => {
    await seed();
    await contract.check("getDrains", (sdk) => sdk.drains.getDrains({ teamId: teamId() }));
  });

  it("getDrain", async () => {
    const id = await seed();
    await contract.check("getDrain", (sdk) => sdk.drains.getDrain({ teamId: teamId(), id }));
  });

  it("updateDrain", async () => {
    const id = await seed();
    await contract.check("updateDrain", (sdk) =>
      sdk.drains.updateDrain({ teamId: teamId(), id, requestBody: { name: "renamed" } }),
    );
  });

  it("deleteDrain", async () => {
    const id = await seed();
    await contract.check("deleteDrain", (sdk) => sdk.drains.deleteDrain({ teamId: teamId(), id }));
  });

  it("testDrain", async () => {
    await contract.check("testDrain", (sdk) =>
      sdk.drains.testDrain({
        teamId: teamId(),
        requestBody: {
          schemas: { log: { version: "v1" } },
          delivery: {
            type: "http",
            endpoint: "https://collector.example/logs",
            encoding: "ndjson",
            headers: {},
          },
        },
      }),
    );
  });
});
