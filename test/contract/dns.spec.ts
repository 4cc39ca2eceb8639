// The dns area (records of a domain) through @vercel/sdk.
import { useContract } from "./support/contract";

describe("contract: dns", () => {
  const contract = useContract("dns");
  const teamId = () => contract.teamId;
  const domain = "example.com";
  const record = { name: "www", type: "A", value: "192.0.2.1", ttl: 60 };
  const seedRecord = async (scope?: "personal") => {
    await contract.setup("POST", "/v7/domains", { method: "add", name: domain }, scope);
    return (await contract.setup<{ uid: string }>("POST", `/v2/domains/${domain}/records`, record, scope))
      .uid;
  };

  it("getRecords", async () => {
    await seedRecord();
    await contract.check("getRecords", (sdk) =>
      sdk.dns.getRecords({ teamId: teamId(), domain, limit: "20" }),
    );
  });

  it("createRecord", async () => {
    await contract.setup("POST", "/v7/domains", { method: "add", name: domain });
    await contract.check("createRecord", (sdk) =>
      sdk.dns.createRecord({
        teamId: teamId(),
        domain,
        requestBody: { name: "www", type: "A", value: "192.0.2.1", ttl: 60 },
      }),
    );
  });

  // The SDK's operation takes no teamId (the record is the caller's own) and declares no security
  // (esm/funcs/getDomainsRecordsByRecordId.js: `resolvedSecurity: null`), so it would send no
  // token and the platform answers 403: the test passes the bearer token itself.
  it("getDomainsRecordsByRecordId", async () => {
    const recordId = await seedRecord("personal");
    const headers = { Authorization: `Bearer ${contract.emulator.token}` };
    await contract.check("getDomainsRecordsByRecordId", (sdk) =>
      sdk.getDomainsRecordsByRecordId({ recordId }, { fetchOptions: { headers } }),
    );
  });

  it("updateRecord", async () => {
    const recordId = await seedRecord();
    await contract.check("updateRecord", (sdk) =>
      sdk.dns.updateRecord({ teamId: teamId(), recordId, requestBody: { value: "192.0.2.2", ttl: 120 } }),
    );
  });

  it("removeRecord", async () => {
    const recordId = await seedRecord();
    await contract.check("removeRecord", (sdk) =>
      sdk.dns.removeRecord({ teamId: teamId(), domain, recordId }),
    );
  });
});
