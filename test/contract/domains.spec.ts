// The domains area through @vercel/sdk.
import { useContract } from "./support/contract";

describe("contract: domains", () => {
  const contract = useContract("domains");
  const teamId = () => contract.teamId;
  const name = "example.com";
  const seed = () => contract.setup("POST", "/v7/domains", { method: "add", name });

  it("createOrTransferDomain", async () => {
    await contract.check("createOrTransferDomain", (sdk) =>
      sdk.domains.createOrTransferDomain({ teamId: teamId(), requestBody: { method: "add", name } }),
    );
  });

  it("getDomain", async () => {
    await seed();
    await contract.check("getDomain", (sdk) => sdk.domains.getDomain({ teamId: teamId(), domain: name }));
  });

  it("getDomains", async () => {
    await seed();
    await contract.check("getDomains", (sdk) => sdk.domains.getDomains({ teamId: teamId(), limit: 20 }));
  });

  it("patchDomain", async () => {
    await seed();
    await contract.check("patchDomain", (sdk) =>
      sdk.domains.patchDomain({
        teamId: teamId(),
        domain: name,
        requestBody: { op: "update", renew: false },
      }),
    );
  });

  it("deleteDomain", async () => {
    await seed();
    await contract.check("deleteDomain", (sdk) =>
      sdk.domains.deleteDomain({ teamId: teamId(), domain: name }),
    );
  });

  it("getDomainConfig", async () => {
    await seed();
    await contract.check("getDomainConfig", (sdk) =>
      sdk.domains.getDomainConfig({ teamId: teamId(), domain: name }),
    );
  });
});
