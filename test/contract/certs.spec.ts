// The certs group through @vercel/sdk: issue (for a domain of the team), upload (a real
// certificate, its key and its authority), get, list and remove.
import { testCertificate } from "../support/tls";
import { useContract } from "./support/contract";

describe("contract: certs", () => {
  const contract = useContract("certs");
  const teamId = () => contract.teamId;
  const { cert, key, ca } = testCertificate();
  const seedCert = async () => {
    await contract.setup("POST", "/v7/domains", { name: "example.com" });
    return (await contract.setup<{ id: string }>("POST", "/v8/certs", { cns: ["www.example.com"] })).id;
  };

  it("issueCert", async () => {
    await contract.setup("POST", "/v7/domains", { name: "example.com" });
    await contract.check("issueCert", (sdk) =>
      sdk.certs.issueCert({ teamId: teamId(), requestBody: { cns: ["example.com", "www.example.com"] } }),
    );
  });

  it("uploadCert", async () => {
    await contract.check("uploadCert", (sdk) =>
      sdk.certs.uploadCert({ teamId: teamId(), requestBody: { cert, key, ca } }),
    );
  });

  it("getCertById", async () => {
    const id = await seedCert();
    await contract.check("getCertById", (sdk) => sdk.certs.getCertById({ teamId: teamId(), id }));
  });

  it("getCerts", async () => {
    await seedCert();
    await contract.check("getCerts", (sdk) => sdk.certs.getCerts({ teamId: teamId() }));
  });

  it("removeCert", async () => {
    const id = await seedCert();
    await contract.check("removeCert", (sdk) => sdk.certs.removeCert({ teamId: teamId(), id }));
  });
});
