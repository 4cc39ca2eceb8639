// The project-domains area through @vercel/sdk.
import { expect } from "chai";
import { useContract } from "./support/contract";

describe("contract: project-domains", () => {
  const contract = useContract("project-domains");
  const teamId = () => contract.teamId;
  const domain = "www.example.com";
  const seed = async (withDomain = true) => {
    await contract.setup("POST", "/v11/projects", { name: "web" });
    if (withDomain) await contract.setup("POST", "/v10/projects/web/domains", { name: domain });
  };

  it("addProjectDomain", async () => {
    await seed(false);
    await contract.check("addProjectDomain", (sdk) =>
      sdk.projects.addProjectDomain({ teamId: teamId(), idOrName: "web", requestBody: { name: domain } }),
    );
  });

  it("getProjectDomain", async () => {
    await seed();
    await contract.check("getProjectDomain", (sdk) =>
      sdk.projects.getProjectDomain({ teamId: teamId(), idOrName: "web", domain }),
    );
  });

  it("updateProjectDomain", async () => {
    await seed();
    await contract.check("updateProjectDomain", (sdk) =>
      sdk.projects.updateProjectDomain({
        teamId: teamId(),
        idOrName: "web",
        domain,
        requestBody: { gitBranch: "main" },
      }),
    );
  });

  it("removeProjectDomain", async () => {
    await seed();
    await contract.check("removeProjectDomain", (sdk) =>
      sdk.projects.removeProjectDomain({ teamId: teamId(), idOrName: "web", domain }),
    );
  });

  it("verifyProjectDomain", async () => {
    await seed();
    await contract.check("verifyProjectDomain", (sdk) =>
      sdk.projects.verifyProjectDomain({ teamId: teamId(), idOrName: "web", domain }),
    );
  });

  it("getProjectDomains", async () => {
    await seed();
    await contract.check("getProjectDomains", (sdk) =>
      sdk.projects.getProjectDomains({ teamId: teamId(), idOrName: "web" }),
    );
  });

  it("getDomainProjectDomains", async () => {
    await seed();
    const body = await contract.check("getDomainProjectDomains", (sdk) =>
      sdk.domains.getDomainProjectDomains({ teamId: teamId(), domain: "example.com", limit: 100 }),
    );
    expect(body).to.have.nested.property("projectDomains[0].name", domain);
  });
});
