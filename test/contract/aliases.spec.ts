// The aliases area (a hostname pointed at a deployment) through @vercel/sdk.
import { useContract } from "./support/contract";

describe("contract: aliases", () => {
  const contract = useContract("aliases");
  const teamId = () => contract.teamId;
  const seed = async () => {
    await contract.setup("POST", "/v11/projects", { name: "site" });
    const deployment = await contract.setup<{ id: string }>("POST", "/v13/deployments", {
      name: "site",
      files: [{ file: "index.html", data: "<h1>hi</h1>" }],
    });
    return deployment.id;
  };
  const seedAlias = async () => {
    const id = await seed();
    await contract.setup("POST", `/v2/deployments/${id}/aliases`, { alias: "my-site.vercel.app" });
    return id;
  };

  it("assignAlias", async () => {
    const id = await seed();
    await contract.check("assignAlias", (sdk) =>
      sdk.aliases.assignAlias({ teamId: teamId(), id, requestBody: { alias: "my-site.vercel.app" } }),
    );
  });

  it("listDeploymentAliases", async () => {
    const id = await seedAlias();
    await contract.check("listDeploymentAliases", (sdk) =>
      sdk.aliases.listDeploymentAliases({ teamId: teamId(), id }),
    );
  });

  it("listAliases", async () => {
    await seedAlias();
    await contract.check("listAliases", (sdk) => sdk.aliases.listAliases({ teamId: teamId() }));
  });

  it("getAlias", async () => {
    await seedAlias();
    await contract.check("getAlias", (sdk) =>
      sdk.aliases.getAlias({ teamId: teamId(), idOrAlias: "my-site.vercel.app" }),
    );
  });

  it("deleteAlias", async () => {
    await seedAlias();
    const { uid } = await contract.setup<{ uid: string }>("GET", "/v4/aliases/my-site.vercel.app");
    await contract.check("deleteAlias", (sdk) => sdk.aliases.deleteAlias({ teamId: teamId(), aliasId: uid }));
  });
});
