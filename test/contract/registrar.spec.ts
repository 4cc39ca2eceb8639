// The registrar through @vercel/sdk: what it sells, availability, orders that complete on the
// emulator's clock and put the name in the team's domains, and what the holder may then do.
// Every registrar operation of the SDK declares no security (esm/funcs/domainsRegistrar*.js:
// `resolvedSecurity: null`) and sends no token; the emulator, like every platform route, wants one,
// so each call passes the bearer token itself (docs/findings/sdk-contract.md).
import { expect } from "chai";
import type { Vercel } from "@vercel/sdk";
import { DEFAULT_USER_ID } from "../../emulator/areas/identity/store";
import { useContract } from "./support/contract";

const DAY_MS = 24 * 60 * 60 * 1000;

const contact = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+14155550100",
  address1: "1 Analytical Way",
  city: "San Francisco",
  state: "CA",
  zip: "94107",
  country: "US",
};

describe("contract: registrar", () => {
  const contract = useContract("registrar");
  const teamId = () => contract.teamId;
  const auth = () => ({ fetchOptions: { headers: { Authorization: `Bearer ${contract.emulator.token}` } } });
  const advance = (advanceMs: number) =>
    contract.emulator.admin.api("POST", "/_emulator/clock", { advanceMs });

  /** Buys `domain` for a year at its price and lets the order complete. */
  async function bought(domain: string): Promise<string> {
    const placed = await contract.setup<{ orderId: string }>("POST", `/v1/registrar/domains/${domain}/buy`, {
      autoRenew: true,
      years: 1,
      expectedPrice: 10,
      contactInformation: contact,
    });
    await advance(60_000);
    return placed.orderId;
  }

  const run = (operationId: string, call: (sdk: Vercel) => Promise<unknown>) =>
    contract.check(operationId, call);

  it("getSupportedTlds", async () => {
    const body = await run("getSupportedTlds", (sdk) =>
      sdk.domainsRegistrar.getSupportedTlds({ teamId: teamId() }, auth()),
    );
    expect(body).to.include.members(["com", "dev", "us"]);
  });

  it("getTld", async () => {
    const body = await run("getTld", (sdk) =>
      sdk.domainsRegistrar.getTld({ teamId: teamId(), tld: "com" }, auth()),
    );
    expect(body).to.have.nested.property("supportedLanguageCodes.de");
    const unknown = await contract.emulator.admin.api("GET", `/v1/registrar/tlds/zzz?teamId=${teamId()}`);
    expect(unknown.status).to.equal(400);
    expect(unknown.body).to.have.nested.property("error.code", "tld_not_supported");
  });

  it("getTldPrice: deterministic per TLD and years", async () => {
    const body = await run("getTldPrice", (sdk) =>
      sdk.domainsRegistrar.getTldPrice({ teamId: teamId(), tld: "io", years: "3" }, auth()),
    );
    expect(body).to.deep.equal({ years: 3, purchasePrice: 120, renewalPrice: 120, transferPrice: 120 });
  });

  it("getDomainPrice", async () => {
    const body = await run("getDomainPrice", (sdk) =>
      sdk.domainsRegistrar.getDomainPrice({ teamId: teamId(), domain: "example.com", years: "2" }, auth()),
    );
    expect(body).to.include({ years: 2, purchasePrice: 20 });
  });

  it("getDomainAvailability: a name in the team's domains is taken", async () => {
    await contract.setup("POST", "/v7/domains", { method: "add", name: "added.com" });
    const free = await run("getDomainAvailability", (sdk) =>
      sdk.domainsRegistrar.getDomainAvailability({ teamId: teamId(), domain: "free.com" }, auth()),
    );
    expect(free).to.deep.equal({ available: true });
    const added = await contract.setup("GET", "/v1/registrar/domains/added.com/availability");
    expect(added).to.deep.equal({ available: false });
  });

  it("getBulkAvailability: a name bought on the emulator is taken", async () => {
    await bought("taken.com");
    const body = await run("getBulkAvailability", (sdk) =>
      sdk.domainsRegistrar.getBulkAvailability(
        { teamId: teamId(), requestBody: { domains: ["taken.com", "open.dev"] } },
        auth(),
      ),
    );
    expect(body).to.deep.equal({
      results: [
        { domain: "taken.com", available: false },
        { domain: "open.dev", available: true },
      ],
    });
  });

  it("buySingleDomain: the order completes on the clock and adds the domain with the platform's nameservers", async () => {
    const placed = (await run("buySingleDomain", (sdk) =>
      sdk.domainsRegistrar.buySingleDomain(
        {
          teamId: teamId(),
          domain: "bought.dev",
          requestBody: { autoRenew: false, years: 2, expectedPrice: 30, contactInformation: contact },
        },
        auth(),
      ),
    )) as { orderId: string };
    const pending = await contract.setup<{ status: string }>("GET", `/v1/registrar/orders/${placed.orderId}`);
    expect(pending.status).to.equal("purchasing");
    const before = await contract.emulator.admin.api("GET", `/v5/domains/bought.dev?teamId=${teamId()}`);
    expect(before.status).to.equal(404);
    await advance(60_000);
    const { domain } = await contract.setup<{ domain: Record<string, unknown> }>(
      "GET",
      "/v5/domains/bought.dev",
    );
    expect(domain).to.include({ serviceType: "zeit.world", renew: false });
    expect(domain["nameservers"]).to.deep.equal(["ns1.vercel-dns.com", "ns2.vercel-dns.com"]);
    expect((domain["expiresAt"] as number) - (domain["boughtAt"] as number)).to.equal(2 * 365 * DAY_MS);
  });

  it("buySingleDomain refuses a price the caller did not see, and a .us name without its nexus", async () => {
    const body = { autoRenew: true, years: 1, contactInformation: contact };
    const wrong = await contract.emulator.admin.api(
      "POST",
      `/v1/registrar/domains/cheap.com/buy?teamId=${teamId()}`,
      { ...body, expectedPrice: 1 },
    );
    expect(wrong.body).to.have.nested.property("error.code", "expected_price_mismatch");
    const us = await contract.emulator.admin.api(
      "POST",
      `/v1/registrar/domains/nexus.us/buy?teamId=${teamId()}`,
      {
        ...body,
        expectedPrice: 9,
      },
    );
    expect(us.body).to.have.nested.property("error.code", "additional_contact_info_required");
    const schema = await run("getContactInfoSchema", (sdk) =>
      sdk.domainsRegistrar.getContactInfoSchema({ teamId: teamId(), domain: "nexus.us" }, auth()),
    );
    expect(schema).to.have.deep.property("required", ["usNexusCategory", "usAppPurpose"]);
  });

  it("buyDomains and getOrder", async () => {
    const placed = (await run("buyDomains", (sdk) =>
      sdk.domainsRegistrar.buyDomains(
        {
          teamId: teamId(),
          requestBody: {
            domains: [
              { domainName: "one.com", autoRenew: true, years: 1, expectedPrice: 10 },
              { domainName: "two.org", autoRenew: false, years: 3, expectedPrice: 30 },
            ],
            contactInformation: contact,
          },
        },
        auth(),
      ),
    )) as { orderId: string };
    await advance(60_000);
    const order = (await run("getOrder", (sdk) =>
      sdk.domainsRegistrar.getOrder({ teamId: teamId(), orderId: placed.orderId }, auth()),
    )) as { status: string; domains: Array<{ domainName: string; status: string; price: number }> };
    expect(order.status).to.equal("completed");
    expect(order.domains.map((d) => [d.domainName, d.status, d.price])).to.deep.equal([
      ["one.com", "completed", 10],
      ["two.org", "completed", 30],
    ]);
  });

  it("renewDomain adds the years once its order completes", async () => {
    await bought("renew.com");
    const before = await contract.setup<{ domain: { expiresAt: number } }>("GET", "/v5/domains/renew.com");
    await run("renewDomain", (sdk) =>
      sdk.domainsRegistrar.renewDomain(
        { teamId: teamId(), domain: "renew.com", requestBody: { years: 2, expectedPrice: 20 } },
        auth(),
      ),
    );
    await advance(60_000);
    const after = await contract.setup<{ domain: { expiresAt: number } }>("GET", "/v5/domains/renew.com");
    expect(after.domain.expiresAt - before.domain.expiresAt).to.equal(2 * 365 * DAY_MS);
  });

  it("updateDomainAutoRenew and updateDomainNameservers change the team's domain", async () => {
    await bought("settings.com");
    await run("updateDomainAutoRenew", (sdk) =>
      sdk.domainsRegistrar.updateDomainAutoRenew(
        { teamId: teamId(), domain: "settings.com", requestBody: { autoRenew: false } },
        auth(),
      ),
    );
    await run("updateDomainNameservers", (sdk) =>
      sdk.domainsRegistrar.updateDomainNameservers(
        { teamId: teamId(), domain: "settings.com", requestBody: { nameservers: ["ns1.example.net"] } },
        auth(),
      ),
    );
    const { domain } = await contract.setup<{ domain: { renew: boolean; nameservers: string[] } }>(
      "GET",
      "/v5/domains/settings.com",
    );
    expect(domain).to.deep.include({ renew: false, nameservers: ["ns1.example.net"] });
    const notHeld = await contract.emulator.admin.api(
      "PATCH",
      `/v1/registrar/domains/other.com/auto-renew?teamId=${teamId()}`,
      { autoRenew: true },
    );
    expect(notHeld.body).to.have.nested.property("error.code", "domain_not_registered");
  });

  it("getDomainContactVerification: too recent, then pending, then verified", async () => {
    await bought("verify.com");
    const recent = await contract.emulator.admin.api(
      "GET",
      `/v1/registrar/domains/verify.com/contact-verification?teamId=${teamId()}`,
    );
    expect(recent.body).to.have.nested.property("error.code", "bought_too_recently");
    await advance(30 * 60_000);
    const pending = await run("getDomainContactVerification", (sdk) =>
      sdk.domainsRegistrar.getDomainContactVerification({ teamId: teamId(), domain: "verify.com" }, auth()),
    );
    expect(pending).to.include({ verified: false, email: contact.email });
    await advance(DAY_MS);
    const verified = await contract.setup("GET", "/v1/registrar/domains/verify.com/contact-verification");
    expect(verified).to.deep.equal({ verified: true });
  });

  it("getDomainAuthCode (after the 60-day lock), transferInDomain to another team, getDomainTransferIn", async () => {
    await bought("moving.com");
    const locked = await contract.emulator.admin.api(
      "GET",
      `/v1/registrar/domains/moving.com/auth-code?teamId=${teamId()}`,
    );
    expect(locked.status).to.equal(409);
    await advance(61 * DAY_MS);
    const { authCode } = (await run("getDomainAuthCode", (sdk) =>
      sdk.domainsRegistrar.getDomainAuthCode({ teamId: teamId(), domain: "moving.com" }, auth()),
    )) as { authCode: string };

    // The default user is in a second team, which takes the name.
    const other = await contract.emulator.admin.api<{ id: string }>("POST", "/_emulator/teams", {
      slug: "receiver",
      members: [DEFAULT_USER_ID],
    });
    const receiver = other.body.id;
    const transfer = (body: { authCode: string }) => ({
      teamId: receiver,
      domain: "moving.com",
      requestBody: { autoRenew: true, years: 1, expectedPrice: 10, contactInformation: contact, ...body },
    });
    const wrong = await contract.emulator.admin.api<{ orderId: string }>(
      "POST",
      `/v1/registrar/domains/moving.com/transfer?teamId=${receiver}`,
      transfer({ authCode: "not-the-code" }).requestBody,
    );
    await advance(5 * DAY_MS);
    const failed = await contract.emulator.admin.api<{ domains: Array<{ error?: { code: string } }> }>(
      "GET",
      `/v1/registrar/orders/${wrong.body.orderId}?teamId=${receiver}`,
    );
    expect(failed.body.domains[0]?.error?.code).to.equal("incorrect-auth-code");

    await run("transferInDomain", (sdk) =>
      sdk.domainsRegistrar.transferInDomain(transfer({ authCode }), auth()),
    );
    const pending = await run("getDomainTransferIn", (sdk) =>
      sdk.domainsRegistrar.getDomainTransferIn({ teamId: receiver, domain: "moving.com" }, auth()),
    );
    expect(pending).to.deep.equal({ status: "pending_transfer" });
    await advance(5 * DAY_MS);
    const done = await contract.emulator.admin.api(
      "GET",
      `/v1/registrar/domains/moving.com/transfer?teamId=${receiver}`,
    );
    expect(done.body).to.deep.equal({ status: "completed" });
    const gone = await contract.emulator.admin.api("GET", `/v5/domains/moving.com?teamId=${teamId()}`);
    expect(gone.status).to.equal(404);
    const arrived = await contract.emulator.admin.api<{ domain: { serviceType: string } }>(
      "GET",
      `/v5/domains/moving.com?teamId=${receiver}`,
    );
    expect(arrived.body.domain.serviceType).to.equal("zeit.world");
  });

  it("a name from outside the emulator transfers in with the outside registrar's auth code", async () => {
    await contract.setup("POST", "/v7/domains", { method: "add", name: "outside.com" });
    const code = await contract.emulator.admin.api<{ authCode: string }>(
      "GET",
      "/_emulator/registrar/outside-auth-code/outside.com",
    );
    await contract.setup("POST", "/v1/registrar/domains/outside.com/transfer", {
      authCode: code.body.authCode,
      autoRenew: false,
      years: 1,
      expectedPrice: 10,
      contactInformation: contact,
    });
    await advance(5 * DAY_MS);
    const { domain } = await contract.setup<{ domain: Record<string, unknown> }>(
      "GET",
      "/v5/domains/outside.com",
    );
    expect(domain).to.include({ serviceType: "zeit.world", renew: false });
    expect(domain["transferredAt"]).to.be.a("number");
    const held = await contract.setup<{ available: boolean }>(
      "GET",
      "/v1/registrar/domains/outside.com/availability",
    );
    expect(held.available).to.equal(false);
  });
});
