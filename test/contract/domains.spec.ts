// The domains area through @vercel/sdk.
import { expect } from "chai";
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

  // A domain the personal account holds, which the team takes over with a TXT record.
  const held = async () => {
    await contract.setup("POST", "/v7/domains", { method: "add", name }, "personal");
  };

  it("getDomainVerificationRecord: the TXT record to publish at _vercel.<domain>", async () => {
    await held();
    const body = (await contract.check("getDomainVerificationRecord", (sdk) =>
      sdk.domains.getDomainVerificationRecord({ teamId: teamId(), domain: name }),
    )) as { txtRecord: string; verificationDomain: string };
    expect(body.verificationDomain).to.equal(`_vercel.${name}`);
    expect(body.txtRecord).to.match(/^vc-domain-verify=example\.com,/);
  });

  it("claimDomainOwnership: refused until the record is in the zone, then the domain moves", async () => {
    await held();
    const { txtRecord } = await contract.sdk.domains.getDomainVerificationRecord({
      teamId: teamId(),
      domain: name,
    });
    await contract
      .setup("POST", `/v9/domains/${name}/claim`)
      .then(() => expect.fail("claimed without the record"))
      .catch((error: Error) => expect(error.message).to.match(/400.*verification_failed/));
    await contract.setup(
      "POST",
      `/v2/domains/${name}/records`,
      { name: "_vercel", type: "TXT", value: txtRecord },
      "personal",
    );
    const body = (await contract.check("claimDomainOwnership", (sdk) =>
      sdk.domains.claimDomainOwnership({ teamId: teamId(), domain: name }),
    )) as { domain: { name: string; teamId: string | null; verified: boolean } };
    expect(body.domain).to.include({ name, teamId: teamId(), verified: true });
    const personal = await contract.setup<{ domains: unknown[] }>(
      "GET",
      "/v5/domains",
      undefined,
      "personal",
    );
    expect(personal.domains).to.deep.equal([]);
  });
});
