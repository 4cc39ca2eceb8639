// The domains area: payload shapes, add/read/list/update/remove, conflicts, the cascade to DNS
// records and the configuration check.
import { expect } from "chai";
import type { Domain, DomainConfig } from "../../schema/domains";
import type { SeedRequest } from "../../schema/emulator";
import { useEmulator } from "../support/emulator";

describe("emulator domains", () => {
  const emulator = useEmulator();
  const api = <T>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`, body);

  async function seed(request: SeedRequest): Promise<void> {
    const { status, body } = await emulator.admin.api("POST", "/_emulator/seed", request);
    expect(status, JSON.stringify(body)).to.equal(200);
  }

  async function add(name: string): Promise<Domain> {
    const { status, body } = await api<{ domain: Domain }>("POST", "/v7/domains", { name });
    expect(status, JSON.stringify(body)).to.equal(200);
    return body.domain;
  }

  describe("add", () => {
    it("answers 200 { domain } with the platform's fields, the name lowercased", async () => {
      const domain = await add("Example.COM");
      expect(domain).to.deep.equal({
        id: domain.id,
        name: "example.com",
        verified: true,
        serviceType: "external",
        nameservers: [],
        intendedNameservers: ["ns1.vercel-dns.com", "ns2.vercel-dns.com"],
        customNameservers: [],
        creator: { id: domain.creator.id, username: domain.creator.username, email: domain.creator.email },
        teamId: emulator.teamId,
        userId: domain.creator.id,
        createdAt: domain.createdAt,
        boughtAt: null,
        expiresAt: null,
        transferredAt: null,
        renew: false,
        echMode: "auto",
        zone: true,
        cdnEnabled: true,
      });
    });

    it("answers 409 domain_already_exists for a domain the account has", async () => {
      const first = await add("taken.dev");
      const { status, body } = await api("POST", "/v7/domains", { name: "TAKEN.dev." });
      expect(status).to.equal(409);
      expect(body).to.deep.equal({
        error: {
          code: "domain_already_exists",
          message: 'The domain "taken.dev" already exists in this account',
          domain: { id: first.id, name: "taken.dev" },
        },
      });
    });

    it("refuses a name that is not a domain", async () => {
      const { status, body } = await api<{ error: { message: string } }>("POST", "/v7/domains", {
        name: "not a domain",
      });
      expect(status).to.equal(400);
      expect(body.error.message).to.match(/^Invalid request: "name" must be a domain name/);
    });
  });

  describe("read and list", () => {
    it("finds a domain by name in any case, with suffix on reads, and 404 not_found otherwise", async () => {
      const added = await add("read.example");
      const { status, body } = await api<{ domain: Domain }>("GET", "/v5/domains/READ.example");
      expect(status).to.equal(200);
      expect(body.domain).to.deep.equal({ ...added, suffix: false });
      const missing = await api("GET", "/v5/domains/missing.example");
      expect(missing.status).to.equal(404);
      expect(missing.body).to.deep.equal({
        error: { code: "not_found", message: "Domain not found: missing.example" },
      });
    });

    it("pages newest first with until=pagination.next", async () => {
      await seed({
        domains: ["a.test", "b.test", "c.test"].map((name) => ({ name, teamId: emulator.teamId })),
      });
      const first = await api<{ domains: Domain[]; pagination: { next: number | null } }>(
        "GET",
        "/v5/domains?limit=2",
      );
      expect(first.body.domains.map((d) => d.name)).to.deep.equal(["c.test", "b.test"]);
      const second = await api<{ domains: Domain[]; pagination: { next: number | null } }>(
        "GET",
        `/v5/domains?limit=2&until=${first.body.pagination.next}`,
      );
      expect(second.body.domains.map((d) => d.name)).to.deep.equal(["a.test"]);
      expect(second.body.pagination.next).to.equal(null);
    });
  });

  describe("update", () => {
    it("sets the zone and ECH mode, answering what changed", async () => {
      await add("patch.example");
      const { status, body } = await api("PATCH", "/v3/domains/patch.example", {
        op: "update",
        zone: false,
        echMode: "disabled",
      });
      expect(status).to.equal(200);
      expect(body).to.deep.equal({ moved: false, zone: false, echMode: "disabled" });
      const read = await api<{ domain: Domain }>("GET", "/v5/domains/patch.example");
      expect(read.body.domain).to.include({ zone: false, echMode: "disabled" });
    });

    it("refuses an unknown ECH mode", async () => {
      await add("ech.example");
      const { status } = await api("PATCH", "/v3/domains/ech.example", { echMode: "sometimes" });
      expect(status).to.equal(400);
    });
  });

  describe("remove", () => {
    it("answers { uid } and takes the domain's DNS records with it", async () => {
      const domain = await add("gone.example");
      await seed({
        dnsRecords: [
          { domain: "gone.example", teamId: emulator.teamId, type: "A", name: "", value: "76.76.21.21" },
          { domain: "gone.example", teamId: emulator.teamId, type: "TXT", name: "_x", value: "hello" },
        ],
      });
      expect((await emulator.admin.state()).areas.dnsRecords?.[emulator.teamId]).to.have.length(2);
      const { status, body } = await api("DELETE", "/v6/domains/gone.example");
      expect(status).to.equal(200);
      expect(body).to.deep.equal({ uid: domain.id });
      expect(await emulator.admin.state()).to.deep.equal({ total: 0, areas: {} });
      expect((await api("DELETE", "/v6/domains/gone.example")).status).to.equal(404);
    });
  });

  describe("config", () => {
    async function config(hostname: string, query = ""): Promise<DomainConfig> {
      const { status, body } = await api<DomainConfig>("GET", `/v6/domains/${hostname}/config${query}`);
      expect(status, JSON.stringify(body)).to.equal(200);
      return body;
    }

    it("calls a domain without records pointing at the platform misconfigured", async () => {
      expect(await config("nowhere.example")).to.deep.equal({
        configuredBy: null,
        acceptedChallenges: ["dns-01"],
        recommendedIPv4: [{ rank: 1, value: ["76.76.21.21"] }],
        recommendedCNAME: [{ rank: 1, value: "cname.vercel-dns.com." }],
        misconfigured: true,
      });
    });

    it("sees an apex A record and a subdomain CNAME to the recommended targets", async () => {
      await add("site.example");
      await seed({
        dnsRecords: [
          { domain: "site.example", teamId: emulator.teamId, type: "A", name: "", value: "76.76.21.21" },
          {
            domain: "site.example",
            teamId: emulator.teamId,
            type: "CNAME",
            name: "www",
            value: "CNAME.vercel-dns.com.",
          },
        ],
      });
      expect(await config("site.example")).to.include({ configuredBy: "A", misconfigured: false });
      const www = await config("WWW.site.example");
      expect(www).to.include({ configuredBy: "CNAME", misconfigured: false });
      expect(www.acceptedChallenges).to.deep.equal(["dns-01", "http-01"]);
      expect(await config("other.site.example")).to.include({ misconfigured: true });
    });

    it("answers 404 for a project that does not exist", async () => {
      const { status, body } = await api("GET", "/v6/domains/x.example/config?projectIdOrName=nope");
      expect(status).to.equal(404);
      expect(body).to.deep.equal({ error: { code: "not_found", message: "Project not found" } });
      await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "web" }]);
      await config("x.example", "?projectIdOrName=web");
    });
  });

  it("is scoped to the owner: another account does not see the team's domain", async () => {
    await add("private.example");
    const { status } = await emulator.admin.api("GET", "/v5/domains/private.example");
    // Without teamId the call acts for the personal account.
    expect(status).to.equal(404);
  });

  describe("registrar price", () => {
    type Price = { years: number; purchasePrice: number; renewalPrice: number; transferPrice: number };
    type Failure = { error: { code: string; message: string } };

    it("answers the price of a registrable name for the years asked (1 by default)", async () => {
      const one = await api<Price>("GET", "/v1/registrar/domains/example.com/price");
      expect(one.status).to.equal(200);
      expect(one.body.years).to.equal(1);
      expect(one.body.purchasePrice).to.be.a("number").above(0);
      expect(one.body).to.include({
        renewalPrice: one.body.purchasePrice,
        transferPrice: one.body.purchasePrice,
      });
      const three = await api<Price>("GET", "/v1/registrar/domains/Example.COM/price?years=3");
      expect(three.body).to.include({ years: 3, purchasePrice: one.body.purchasePrice * 3 });
    });

    it("answers 400 tld_not_supported for a TLD the price list lacks", async () => {
      const { status, body } = await api<Failure>("GET", "/v1/registrar/domains/example.zzz/price");
      expect(status).to.equal(400);
      expect(body.error).to.deep.equal({
        code: "tld_not_supported",
        message: 'The TLD ".zzz" is not supported',
      });
    });

    it("answers 400 bad_request for a subdomain, a malformed name, or years out of 1 to 10", async () => {
      for (const path of ["www.example.com/price", "not_a_domain/price", "example.com/price?years=11"]) {
        const { status, body } = await api<Failure>("GET", `/v1/registrar/domains/${path}`);
        expect(status, path).to.equal(400);
        expect(body.error.code, path).to.equal("bad_request");
      }
    });
  });
});
