// The DnsRecord definition through the provider's host functions (what the Pulumi engine calls),
// against the emulator over loopback HTTP.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import { startNewRun } from "../../provider/operations/session";
import type { DnsRecord } from "../../schema/dns";
import { useEmulator } from "../support/emulator";
import { expectRefreshTogether, type Created } from "../support/refresh-together";
import { rejection } from "../support/rejection";

type Props = Record<string, unknown>;

describe("DnsRecord provider", () => {
  const emulator = useEmulator();
  const api = <T>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}?teamId=${emulator.teamId}`, body);

  /** What the engine does when a run starts: configure the provider (a new client). */
  function startRun(): void {
    const config: Props = {
      "vercel:apiToken": emulator.token,
      "vercel:apiUrl": emulator.url,
      "vercel:team": emulator.teamId,
    };
    startNewRun();
    host.configure("DnsRecord", {
      get: (key: string) => config[key] as string | undefined,
      require: (key: string) => String(config[key]),
    });
  }

  beforeEach(async () => {
    startRun();
    expect((await api("POST", "/v7/domains", { name: "example.com" })).status).to.equal(200);
  });

  /** What the engine does: check the program's inputs, then hand the checked ones on. */
  async function checked(news: Props): Promise<Props> {
    const { inputs, failures } = await host.check("DnsRecord", {}, news);
    expect(failures).to.deep.equal([]);
    return inputs;
  }

  async function create(news: Props) {
    return host.create("DnsRecord", await checked(news));
  }

  async function diff(id: string, olds: Props, news: Props) {
    return host.diff("DnsRecord", id, olds, await checked(news));
  }

  async function apiRecord(id: string): Promise<DnsRecord> {
    const { status, body } = await api<DnsRecord>("GET", `/domains/records/${id}`);
    expect(status).to.equal(200);
    return body;
  }

  describe("check", () => {
    it("applies each type's rules with the field's path, before any API call", async () => {
      await emulator.admin.clearRequestCounts();
      const failuresOf = async (news: Props) =>
        Object.fromEntries(
          (await host.check("DnsRecord", {}, news)).failures.map((f) => [f.property, f.reason]),
        );
      expect(
        await failuresOf({ domain: "example.com", type: "MX", name: "", value: "mail.example.com" }),
      ).to.deep.equal({
        mxPriority: "is required for an MX record",
      });
      expect(
        await failuresOf({
          domain: "example.com",
          type: "SRV",
          name: "_sip._tcp",
          value: "x",
          srv: { weight: 1, port: 5060, priority: 1, target: "sip.example.com" },
        }),
      ).to.deep.equal({ value: "must not be set for an SRV record (use srv)" });
      expect(await failuresOf({ domain: "example.com", type: "HTTPS", name: "" })).to.deep.equal({
        https: "is required for an HTTPS record",
      });
      expect(
        await failuresOf({ domain: "example..com", type: "A", name: "", value: "1.2.3.4" }),
      ).to.have.property("domain");
      expect(await failuresOf({ domain: "example.com", type: "A", name: "", value: "1.2.3" })).to.deep.equal({
        value: "must be an IPv4 address for an A record",
      });
      expect(
        await failuresOf({ domain: "example.com", type: "SPF", name: "", value: "x", ttl: 10 }),
      ).to.have.keys("type", "ttl");
      expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
    });

    it("writes hostname values the way the platform keeps them", async () => {
      const inputs = await checked({
        domain: "Example.com",
        type: "CNAME",
        name: "www",
        value: "CName.Vercel-DNS.com.",
      });
      expect(inputs).to.include({ value: "cname.vercel-dns.com", domain: "Example.com" });
      const txt = await checked({ domain: "example.com", type: "TXT", name: "", value: "Keep Case." });
      expect(txt.value).to.equal("Keep Case.");
    });
  });

  describe("create and read", () => {
    it("creates A, MX, SRV and TXT records, echoing the inputs, with no diff afterwards", async () => {
      const programs: Props[] = [
        { domain: "example.com", type: "A", name: "", value: "76.76.21.21" },
        {
          domain: "EXAMPLE.com.",
          type: "MX",
          name: "",
          value: "Mail.Example.com.",
          mxPriority: 10,
          ttl: 3600,
        },
        {
          domain: "example.com",
          type: "SRV",
          name: "_SIP._tcp",
          srv: { weight: 5, port: 5060, priority: 10, target: "SIP.example.com." },
        },
        { domain: "example.com", type: "TXT", name: "_dmarc", value: "v=DMARC1; p=none", comment: "reports" },
      ];
      for (const program of programs) {
        const { id, outs } = await create(program);
        expect(id).to.match(/^rec_/);
        expect(outs).to.include({ domain: "example.com", type: program.type, teamId: emulator.teamId });
        const { changes } = await diff(id, outs, program);
        expect(changes, JSON.stringify(program)).to.equal(false);
        const read = await host.read("DnsRecord", id, outs);
        expect((await diff(id, read.props ?? {}, program)).changes, "after refresh").to.equal(false);
      }
      const mx = (await emulator.admin.state()).areas.dnsRecords?.[emulator.teamId]?.find(
        (r) => (r as Props).type === "MX",
      ) as Props;
      expect(mx).to.include({ value: "mail.example.com", mxPriority: 10, ttl: 3600 });
    });

    it("splits MX and SRV data out of the single-record value", async () => {
      const { outs } = await create({
        domain: "example.com",
        type: "MX",
        name: "",
        value: "mail.example.com",
        mxPriority: 10,
      });
      expect(outs).to.include({ value: "mail.example.com", mxPriority: 10, ttl: 60, comment: "" });
      const srv = await create({
        domain: "example.com",
        type: "SRV",
        name: "_sip._tcp",
        srv: { weight: 5, port: 5060, priority: 10, target: "sip.example.com" },
      });
      expect(srv.outs.srv).to.deep.equal({ weight: 5, port: 5060, priority: 10, target: "sip.example.com" });
      expect(srv.outs).not.to.have.property("value");
    });

    it("imports by record id alone: the read finds its domain", async () => {
      const { id } = await create({ domain: "example.com", type: "TXT", name: "imp", value: "hello" });
      const read = await host.read("DnsRecord", id, {});
      expect(read.props).to.include({ domain: "example.com", name: "imp", value: "hello", type: "TXT" });
      expect(read.inputs).to.include({ domain: "example.com", name: "imp", value: "hello" });
    });

    it("explains a conflict and points at adopt; adopt takes the record over", async () => {
      const program = { domain: "example.com", type: "A", name: "app", value: "1.2.3.4" };
      const { id: existing } = await create(program);
      const error = await rejection<Error>(create(program));
      expect(error.message).to.match(
        /^creating DnsRecord "app": name "app" already exists.*adopt: true.*record_conflicts/,
      );

      await emulator.admin.clearRequestCounts();
      const adopted = await create({ ...program, adopt: true, ttl: 120 });
      expect(adopted.id).to.equal(existing);
      expect(adopted.outs).to.include({ ttl: 120 });
      const { counts } = await emulator.admin.requestCounts();
      expect(counts["POST /v2/domains/:domain/records"]).to.equal(undefined);
      expect(counts["PATCH /v1/domains/records/:recordId"]).to.equal(1);
    });

    it("sees a change made outside the program, and a blank id once the record is gone", async () => {
      const program = { domain: "example.com", type: "A", name: "drift", value: "1.2.3.4" };
      const { id, outs } = await create(program);
      await api("PATCH", `/v1/domains/records/${id}`, { value: "5.6.7.8", ttl: 300 });
      const read = await host.read("DnsRecord", id, outs);
      expect(read.props).to.include({ value: "5.6.7.8", ttl: 300 });
      const drift = await diff(id, read.props ?? {}, program);
      expect(drift).to.include({ changes: true });
      expect(drift.replaces).to.deep.equal([]);

      await api("DELETE", `/v2/domains/example.com/records/${id}`);
      expect(await host.read("DnsRecord", id, outs)).to.deep.equal({ id: "", props: {} });
    });
  });

  describe("diff and update", () => {
    it("updates value, ttl, name and comment in place, and goes back to the defaults when they are dropped", async () => {
      const { id, outs } = await create({
        domain: "example.com",
        type: "CNAME",
        name: "www",
        value: "a.example.net",
      });
      const news = {
        domain: "example.com",
        type: "CNAME",
        name: "web",
        value: "b.example.net",
        ttl: 600,
        comment: "moved",
      };
      const result = await diff(id, outs, news);
      expect(result).to.include({ changes: true, deleteBeforeReplace: false });
      expect(result.replaces).to.deep.equal([]);
      const { outs: updated } = await host.update("DnsRecord", id, outs, await checked(news));
      expect(updated).to.include({ name: "web", value: "b.example.net", ttl: 600, comment: "moved" });
      expect(await apiRecord(id)).to.include({ name: "web", value: "b.example.net.", ttl: 600 });

      const back = { domain: "example.com", type: "CNAME", name: "web", value: "b.example.net" };
      const { outs: reset } = await host.update("DnsRecord", id, updated, await checked(back));
      expect(reset).to.include({ ttl: 60, comment: "" });
      expect((await diff(id, reset, back)).changes).to.equal(false);
    });

    it("replaces, deleting first, when the type or the domain changes", async () => {
      const program = { domain: "example.com", type: "A", name: "x", value: "1.2.3.4" };
      const { id, outs } = await create(program);
      expect(await diff(id, outs, { ...program, type: "AAAA", value: "2001:db8::1" })).to.deep.include({
        changes: true,
        replaces: ["type"],
        deleteBeforeReplace: true,
      });
      expect((await diff(id, outs, { ...program, domain: "other.com" })).replaces).to.deep.equal(["domain"]);
    });
  });

  describe("delete", () => {
    it("deletes, and counts a record already gone (with its domain) as deleted", async () => {
      const { id, outs } = await create({ domain: "example.com", type: "TXT", name: "bye", value: "x" });
      await host.delete("DnsRecord", id, outs);
      expect((await api("GET", `/domains/records/${id}`)).status).to.equal(404);
      await host.delete("DnsRecord", id, outs);

      const second = await create({ domain: "example.com", type: "TXT", name: "bye2", value: "y" });
      await api("DELETE", "/v6/domains/example.com");
      await host.delete("DnsRecord", second.id, second.outs);
      expect(await emulator.admin.state()).to.deep.equal({ total: 0, areas: {} });
    });
  });

  describe("a refresh of many records", () => {
    it("reads a domain's records together in one list, as each alone reads, and an edit made outside in the next run", async () => {
      const kinds: Props[] = [
        { type: "MX", name: "", value: "mail.example.com", mxPriority: 10 },
        { type: "CNAME", name: "www", value: "cname.example.net." },
        { type: "TXT", name: "txt", value: "v=spf1 -all", comment: "spf" },
        {
          type: "SRV",
          name: "_sip._tcp",
          srv: { priority: 1, weight: 2, port: 5060, target: "sip.example.com" },
        },
        { type: "AAAA", name: "v6", value: "2001:db8::1", ttl: 120 },
      ];
      const addresses = Array.from({ length: 25 }, (_, i) => ({
        type: "A",
        name: `h${i}`,
        value: `192.0.2.${i}`,
      }));
      const created: Created[] = [];
      for (const record of [...kinds, ...addresses]) {
        const { id, outs = {} } = await create({ domain: "example.com", ...record });
        created.push({ id, outs });
      }

      await expectRefreshTogether({
        emulator,
        type: "DnsRecord",
        created,
        newRun: startRun,
        listCalls: { "GET /v5/domains/:domain/records": 1 },
        edit: {
          index: kinds.length + 3,
          apply: ({ id }) =>
            api("PATCH", `/v1/domains/records/${id}`, { value: "203.0.113.9" }).then(() => {}),
          changes: { value: "203.0.113.9" },
        },
      });
    });
  });
});
