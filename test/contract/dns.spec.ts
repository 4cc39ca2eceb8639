// The dns area (records of a domain) through @vercel/sdk.
import { expect } from "chai";
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
  // `vercel dns import`: the zone file is the body (text/dns), which the SDK models without one.
  const ZONE = [
    "$ORIGIN example.com.",
    "$TTL 300",
    "@       IN SOA ns1.example.net. admin.example.com. ( 1 7200 3600 1209600 300 )",
    "@       IN NS  ns1.example.net.",
    "@          A     192.0.2.10",
    "www   600  IN CNAME example.com.",
    "mail       MX    10 mx.example.net. ; the mail host",
    '@          TXT   "v=spf1 " "-all"',
    "_sip._tcp  SRV   10 5 5060 sip.example.net.",
  ].join("\n");

  it("replaceDomainsByDomainRecords: imports a zone file, skips the platform's own records, twice changes nothing", async () => {
    await contract.setup("POST", "/v7/domains", { method: "add", name: domain }, "personal");
    const headers = { Authorization: `Bearer ${contract.emulator.token}` };
    const imported = (await contract.check(
      "replaceDomainsByDomainRecords",
      (sdk) => sdk.replaceDomainsByDomainRecords({ domain }, { fetchOptions: { headers } }),
      { body: ZONE, contentType: "text/dns" },
    )) as { recordIds: string[] };
    expect(imported.recordIds).to.have.length(5);
    const listed = await contract.setup<{
      records: { id: string; name: string; type: string; value: string; ttl: number }[];
    }>("GET", `/v4/domains/${domain}/records`, undefined, "personal");
    const rows = listed.records.map(({ name, type, value, ttl }) => `${name} ${type} ${value} ${ttl}`).sort();
    expect(rows).to.include.members([
      "www CNAME example.com 600",
      " A 192.0.2.10 300",
      " TXT v=spf1 -all 300",
    ]);
    expect(listed.records.map((r) => r.id).sort()).to.deep.equal([...imported.recordIds].sort());
    const again = (await contract.check(
      "replaceDomainsByDomainRecords",
      (sdk) => sdk.replaceDomainsByDomainRecords({ domain }, { fetchOptions: { headers } }),
      { body: ZONE, contentType: "text/dns" },
    )) as { recordIds: string[] };
    expect(again.recordIds).to.deep.equal(imported.recordIds);
  });

  it("refuses a zone file for another domain, or with a bad line, importing nothing", async () => {
    await contract.setup("POST", "/v7/domains", { method: "add", name: domain });
    const put = (zone: string) =>
      fetch(`${contract.emulator.url}/v3/domains/${domain}/records?teamId=${teamId()}`, {
        method: "PUT",
        headers: { Authorization: `Bearer ${contract.emulator.token}`, "Content-Type": "text/dns" },
        body: zone,
      }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { error: { code: string; message: string } },
      }));
    const other = await put("$ORIGIN example.org.\n@ A 192.0.2.1");
    expect([other.status, other.body.error.code]).to.deep.equal([400, "invalid_domain"]);
    const bad = await put("ok A 192.0.2.1\nbroken MX ten mx.example.net.");
    expect(bad.status).to.equal(400);
    expect(bad.body.error.message).to.match(/line 2/);
    const listed = await contract.setup<{ records: unknown[] }>("GET", `/v4/domains/${domain}/records`);
    expect(listed.records).to.deep.equal([]);
    const missing = await fetch(
      `${contract.emulator.url}/v3/domains/nowhere.example/records?teamId=${teamId()}`,
      {
        method: "PUT",
        headers: { Authorization: `Bearer ${contract.emulator.token}`, "Content-Type": "text/dns" },
        body: "",
      },
    );
    expect(missing.status).to.equal(404);
  });
});
