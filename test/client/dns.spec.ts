// The DNS records area of the client: pagination over the emulator's cursor, matching a record
// by its name, type and data the way the platform stores them, and a create whose answer was lost.
import { expect } from "chai";
import { type VercelClient } from "../../provider/families/client";
import { collect } from "../../provider/client/paginate";
import type { DnsRecordCreateRequest } from "../../schema/dns";
import { emulatorClient } from "../support/client";
import { useEmulator } from "../support/emulator";

describe("client DNS records area", () => {
  const emulator = useEmulator();
  let client: VercelClient;

  beforeEach(async () => {
    client = emulatorClient(emulator);
    await client.domains.create({ name: "example.com" });
  });

  it("lists every record of a domain across pages of 100", async () => {
    const names = Array.from({ length: 130 }, (_, i) => `r${String(i).padStart(3, "0")}`);
    const { status } = await emulator.admin.api("POST", "/_emulator/seed", {
      dnsRecords: names.map((name) => ({
        domain: "example.com",
        teamId: emulator.teamId,
        type: "TXT",
        name,
        value: name,
      })),
    });
    expect(status).to.equal(200);
    const listed = await collect(client.dns.list("example.com"));
    expect(listed.map((record) => record.name)).to.deep.equal([...names].reverse());
    expect((await emulator.admin.requestCounts()).counts["GET /v5/domains/:domain/records"]).to.equal(2);
  });

  it("matches records whatever the case and trailing dots, and not when the data differs", async () => {
    const records: DnsRecordCreateRequest[] = [
      { type: "MX", name: "", value: "mail.example.com", mxPriority: 10 },
      {
        type: "SRV",
        name: "_sip._tcp",
        srv: { priority: 1, weight: 2, port: 5060, target: "sip.example.com" },
      },
      { type: "HTTPS", name: "svc", https: { priority: 1, target: "cdn.example.net" } },
      { type: "TXT", name: "case", value: "Keep Case" },
    ];
    for (const record of records) await client.dns.create("example.com", record);

    const found = async (wanted: DnsRecordCreateRequest) =>
      (await client.dns.findMatching("example.com", wanted))?.type;
    expect(await found({ type: "MX", name: "", value: "MAIL.example.com.", mxPriority: 10 })).to.equal("MX");
    expect(await found({ type: "MX", name: "", value: "mail.example.com", mxPriority: 20 })).to.equal(
      undefined,
    );
    expect(
      await found({
        type: "SRV",
        name: "_SIP._tcp",
        srv: { priority: 1, weight: 2, port: 5060, target: "SIP.example.com." },
      }),
    ).to.equal("SRV");
    expect(
      await found({
        type: "SRV",
        name: "_sip._tcp",
        srv: { priority: 1, weight: 2, port: 5061, target: "sip.example.com" },
      }),
    ).to.equal(undefined);
    expect(
      await found({ type: "HTTPS", name: "svc", https: { priority: 1, target: "cdn.example.net." } }),
    ).to.equal("HTTPS");
    // TXT data is not a hostname: its case is part of it.
    expect(await found({ type: "TXT", name: "case", value: "Keep Case" })).to.equal("TXT");
    expect(await found({ type: "TXT", name: "case", value: "keep case" })).to.equal(undefined);
  });

  it("finds the record instead of creating it twice when the create's answer is lost", async () => {
    await emulator.admin.addFault({
      method: "POST",
      route: "/v2/domains/:domain/records",
      dropResponse: true,
    });
    const { uid } = await client.dns.create("example.com", { type: "A", name: "app", value: "1.2.3.4" });
    expect(uid).to.match(/^rec_/);
    const listed = await collect(client.dns.list("example.com"));
    expect(listed.map((record) => record.id)).to.deep.equal([uid]);
    expect((await emulator.admin.requestCounts()).counts["POST /v2/domains/:domain/records"]).to.equal(1);
  });
});
