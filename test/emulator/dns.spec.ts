// The DNS records area: create per type, the single-record text form of MX/SRV/HTTPS values,
// the type rules, conflicts, PATCH, delete and pagination of the list.
import { expect } from "chai";
import type { DnsRecord, DnsRecordListItem } from "../../schema/dns";
import { useEmulator } from "../support/emulator";

type List = { records: DnsRecordListItem[]; pagination: { count: number; next: number | null } };

describe("emulator DNS records", () => {
  const emulator = useEmulator();
  const api = <T>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`, body);

  beforeEach(async () => {
    const { status } = await api("POST", "/v7/domains", { name: "example.com" });
    expect(status).to.equal(200);
  });

  async function create(body: Record<string, unknown>): Promise<string> {
    const { status, body: answer } = await api<{ uid: string; updated: number }>(
      "POST",
      "/v2/domains/example.com/records",
      body,
    );
    expect(status, JSON.stringify(answer)).to.equal(200);
    expect(answer.updated).to.be.a("number");
    return answer.uid;
  }

  async function get(id: string): Promise<DnsRecord> {
    const { status, body } = await api<DnsRecord>("GET", `/domains/records/${id}`);
    expect(status, JSON.stringify(body)).to.equal(200);
    return body;
  }

  describe("create and read", () => {
    it("answers { uid } and reads an MX record back with its priority in the value", async () => {
      const id = await create({ name: "", type: "MX", value: "Mail.Example.com", mxPriority: 10, ttl: 120 });
      expect(id).to.match(/^rec_[A-Za-z0-9]{24}$/);
      const record = await get(id);
      expect(record).to.deep.equal({
        id,
        name: "",
        domain: "example.com",
        recordType: "MX",
        type: "MX",
        value: "10 mail.example.com.",
        ttl: 120,
        creator: record.creator,
        createdAt: record.createdAt,
        comment: "",
      });
    });

    it("writes SRV and HTTPS data as text, and gives hostnames the root's dot", async () => {
      const srv = await create({
        name: "_sip._tcp",
        type: "SRV",
        srv: { priority: 10, weight: 5, port: 5060, target: "SIP.example.com" },
      });
      expect((await get(srv)).value).to.equal("10 5 5060 sip.example.com.");
      const https = await create({
        name: "svc",
        type: "HTTPS",
        https: { priority: 1, target: "cdn.example.net", params: 'alpn="h2,h3"' },
      });
      expect((await get(https)).value).to.equal('1 cdn.example.net. alpn="h2,h3"');
      const cname = await create({ name: "www", type: "CNAME", value: "cname.vercel-dns.com." });
      expect(await get(cname)).to.include({ value: "cname.vercel-dns.com.", ttl: 60 });
    });

    it("applies each type's rules, naming the fields", async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ name: "", type: "MX", value: "mail.example.com" }, '"mxPriority" is required for an MX record'],
        [
          {
            name: "_s",
            type: "SRV",
            value: "x",
            srv: { priority: 1, weight: 1, port: 1, target: "t.example.com" },
          },
          '"value" must not be set for an SRV record (use srv)',
        ],
        [{ name: "", type: "HTTPS" }, '"https" is required for an HTTPS record'],
        [{ name: "", type: "A", value: "not-an-ip" }, '"value" must be an IPv4 address for an A record'],
        [{ name: "", type: "NS", value: "ns1.example.net" }, '"name" must name a subdomain'],
        [{ name: "x", type: "TXT", value: "v", mxPriority: 1 }, '"mxPriority" is only for MX records'],
        [{ name: "x", type: "TXT", value: "v", ttl: 30 }, '"ttl" must be at least 60'],
      ];
      for (const [body, message] of cases) {
        const { status, body: answer } = await api<{ error: { code: string; message: string } }>(
          "POST",
          "/v2/domains/example.com/records",
          body,
        );
        expect(status, JSON.stringify(body)).to.equal(400);
        expect(answer.error.code).to.equal("bad_request");
        expect(answer.error.message).to.include(message);
      }
    });

    it("answers 404 for a domain the account does not have", async () => {
      const { status, body } = await api("POST", "/v2/domains/other.com/records", {
        name: "",
        type: "A",
        value: "1.2.3.4",
      });
      expect(status).to.equal(404);
      expect(body).to.deep.equal({ error: { code: "not_found", message: "Domain not found: other.com" } });
      expect((await api("GET", "/domains/records/rec_missing")).status).to.equal(404);
    });
  });

  describe("conflicts", () => {
    it("answers 409 record_conflicts for an identical record and for a CNAME sharing a name", async () => {
      const a = await create({ name: "app", type: "A", value: "1.2.3.4" });
      await create({ name: "app", type: "A", value: "1.2.3.5" });
      const identical = await api<{ error: Record<string, unknown> }>(
        "POST",
        "/v2/domains/example.com/records",
        {
          name: "APP",
          type: "A",
          value: "1.2.3.4",
        },
      );
      expect(identical.status).to.equal(409);
      expect(identical.body.error).to.include({ code: "record_conflicts", oldId: a });
      const cname = await api<{ error: Record<string, unknown> }>("POST", "/v2/domains/example.com/records", {
        name: "app",
        type: "CNAME",
        value: "cname.vercel-dns.com",
      });
      expect(cname.status).to.equal(409);
      expect(String(cname.body.error.message)).to.match(
        /^Existing record \("rec_\w+"\) conflicts with attempted "app" CNAME "cname.vercel-dns.com." creation/,
      );
    });
  });

  describe("update", () => {
    it("sets present fields and answers the record with type 'record'", async () => {
      const id = await create({ name: "", type: "MX", value: "mail.example.com", mxPriority: 10 });
      const { status, body } = await api<DnsRecord>("PATCH", `/v1/domains/records/${id}`, {
        mxPriority: 20,
        ttl: 300,
        comment: "primary",
        value: null,
      });
      expect(status).to.equal(200);
      expect(body).to.include({ recordType: "MX", type: "record", value: "20 mail.example.com.", ttl: 300 });
      expect(body.comment).to.equal("primary");
      expect(await get(id)).to.include({ type: "MX", value: "20 mail.example.com." });
    });

    it("checks the merged record against its type's rules and conflicts", async () => {
      const id = await create({ name: "a", type: "A", value: "1.2.3.4" });
      await create({ name: "b", type: "A", value: "1.2.3.4" });
      expect((await api("PATCH", `/v1/domains/records/${id}`, { value: "nope" })).status).to.equal(400);
      expect((await api("PATCH", `/v1/domains/records/${id}`, { name: "b" })).status).to.equal(409);
    });
  });

  describe("delete", () => {
    it("answers {} and then 404, also for a record of another domain", async () => {
      const id = await create({ name: "", type: "TXT", value: "v=spf1 -all" });
      await api("POST", "/v7/domains", { name: "second.com" });
      expect((await api("DELETE", `/v2/domains/second.com/records/${id}`)).status).to.equal(404);
      const { status, body } = await api("DELETE", `/v2/domains/example.com/records/${id}`);
      expect(status).to.equal(200);
      expect(body).to.deep.equal({});
      expect((await api("GET", `/domains/records/${id}`)).status).to.equal(404);
      expect((await api("DELETE", `/v2/domains/example.com/records/${id}`)).status).to.equal(404);
    });
  });

  describe("list", () => {
    it("pages 20 by default, newest first, with until=pagination.next; priorities in their fields", async () => {
      const seeded = Array.from({ length: 24 }, (_, i) => ({
        domain: "example.com",
        teamId: emulator.teamId,
        type: "TXT" as const,
        name: `r${i}`,
        value: `v${i}`,
      }));
      const { status } = await emulator.admin.api("POST", "/_emulator/seed", {
        dnsRecords: [
          ...seeded,
          {
            domain: "example.com",
            teamId: emulator.teamId,
            type: "MX",
            name: "",
            value: "mx.example.com",
            mxPriority: 5,
          },
        ],
      });
      expect(status).to.equal(200);
      const first = await api<List>("GET", "/v5/domains/example.com/records");
      expect(first.body.pagination.count).to.equal(20);
      expect(first.body.records[0]).to.include({
        type: "MX",
        value: "mx.example.com",
        mxPriority: 5,
        priority: 5,
      });
      const second = await api<List>(
        "GET",
        `/v4/domains/example.com/records?until=${first.body.pagination.next}`,
      );
      expect(second.body.records.map((r) => r.name)).to.deep.equal(["r4", "r3", "r2", "r1", "r0"]);
      expect(second.body.pagination.next).to.equal(null);
    });
  });

  describe("the versions the vercel CLI calls", () => {
    it("lists with v3, reads one with v5 and deletes with v3, as with the other versions", async () => {
      const id = await create({ name: "cli", type: "A", value: "192.0.2.1" });
      const v3 = await api<List>("GET", "/v3/domains/example.com/records?limit=20");
      expect(v3.status).to.equal(200);
      expect(v3.body).to.deep.equal(
        (await api<List>("GET", "/v5/domains/example.com/records?limit=20")).body,
      );
      const v5 = await api<DnsRecord>("GET", `/v5/domains/records/${id}`);
      expect(v5.body).to.deep.equal(await get(id));
      expect(v5.body).to.include({ id, domain: "example.com", name: "cli", type: "A" });
      expect((await api("DELETE", `/v3/domains/example.com/records/${id}`)).body).to.deep.equal({});
      expect((await api("GET", `/v5/domains/records/${id}`)).status).to.equal(404);
    });
  });
});
