// The Domain definition through the provider's host functions, and the getDomainConfig lookup
// function through runFunction, against the emulator over loopback HTTP.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import { startNewRun } from "../../provider/operations/session";
import { functionDefinitions } from "../../provider/families/registry";
import { runFunction } from "../../provider/functions/run";
import type { Domain } from "../../schema/domains";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";

type Props = Record<string, unknown>;

describe("Domain provider", () => {
  const emulator = useEmulator();
  const api = <T>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}?teamId=${emulator.teamId}`, body);
  const settings = (): Props => ({
    "vercel:apiToken": emulator.token,
    "vercel:apiUrl": emulator.url,
    "vercel:team": emulator.teamId,
  });

  beforeEach(() => {
    const config = settings();
    startNewRun();
    host.configure("Domain", {
      get: (key: string) => config[key] as string | undefined,
      require: (key: string) => String(config[key]),
    });
  });

  async function apiDomain(name: string): Promise<Domain | undefined> {
    const { status, body } = await api<{ domain: Domain }>("GET", `/v5/domains/${name}`);
    return status === 200 ? body.domain : undefined;
  }

  it("checks the name and the arguments before any API call", async () => {
    const { failures } = await host.check(
      "Domain",
      {},
      { name: "not a domain", echMode: "sometimes", zones: true },
    );
    const byProperty = Object.fromEntries(failures.map((f) => [f.property, f.reason]));
    expect(byProperty.name).to.match(/must be a domain name/);
    expect(byProperty.echMode).to.equal('must be one of "auto", "disabled", "enabled"; got "sometimes"');
    expect(byProperty.zones).to.equal("unknown argument; did you mean zone?");
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
  });

  it("adds the domain under its lowercase name, sets echMode after the add, and shows no diff after", async () => {
    const program = { name: "Example.COM", echMode: "enabled" };
    const { id, outs } = await host.create("Domain", program);
    expect(id).to.equal("example.com");
    expect(outs).to.include({
      name: "example.com",
      echMode: "enabled",
      zone: true,
      verified: true,
      serviceType: "external",
      teamId: emulator.teamId,
    });
    expect(outs.intendedNameservers).to.deep.equal(["ns1.vercel-dns.com", "ns2.vercel-dns.com"]);
    expect(await apiDomain("example.com")).to.include({ echMode: "enabled" });
    expect((await host.diff("Domain", id, outs, { name: "example.com." })).changes).to.equal(false);
    expect((await host.diff("Domain", id, outs, program)).changes).to.equal(false);
  });

  it("explains a conflict and points at adopt; adopt takes the domain over", async () => {
    await api("POST", "/v7/domains", { name: "taken.example" });
    const error = await rejection<Error>(host.create("Domain", { name: "taken.example" }));
    expect(error.message).to.match(
      /^creating Domain "taken.example": name "taken.example" already exists: set adopt: true.*domain_already_exists/,
    );
    const { id, outs } = await host.create("Domain", { name: "taken.example", zone: false, adopt: true });
    expect(id).to.equal("taken.example");
    expect(outs).to.include({ zone: false });
    expect(await apiDomain("taken.example")).to.include({ zone: false });
  });

  it("reads changes made outside the program, and a blank id once the domain is gone", async () => {
    const { id, outs } = await host.create("Domain", { name: "drift.example" });
    await api("PATCH", "/v3/domains/drift.example", { op: "update", zone: false });
    const read = await host.read("Domain", id, outs);
    expect(read.props).to.include({ zone: false });
    // An import has no state: the id (the name) is enough.
    expect((await host.read("Domain", id, {})).props).to.include({ name: "drift.example" });
    await api("DELETE", "/v6/domains/drift.example");
    expect(await host.read("Domain", id, outs)).to.deep.equal({ id: "", props: {} });
  });

  it("updates zone and echMode in place, keeps them when omitted, and replaces (deleting first) on a new name", async () => {
    const { id, outs } = await host.create("Domain", { name: "update.example" });
    const news = { name: "update.example", zone: false, echMode: "disabled" };
    expect(await host.diff("Domain", id, outs, news)).to.deep.include({ changes: true, replaces: [] });
    const { outs: updated } = await host.update("Domain", id, outs, news);
    expect(updated).to.include({ zone: false, echMode: "disabled" });
    expect(await apiDomain("update.example")).to.include({ zone: false, echMode: "disabled" });
    expect((await host.diff("Domain", id, updated, { name: "update.example" })).changes).to.equal(false);
    expect(await host.diff("Domain", id, updated, { name: "renamed.example" })).to.deep.include({
      changes: true,
      replaces: ["name"],
      deleteBeforeReplace: true,
    });
  });

  it("deletes the domain with its records, and treats one already gone as deleted", async () => {
    const { id, outs } = await host.create("Domain", { name: "doomed.example" });
    await api("POST", "/v2/domains/doomed.example/records", { type: "TXT", name: "x", value: "y" });
    await host.delete("Domain", id, outs);
    await host.delete("Domain", id, outs);
    expect(await emulator.admin.state()).to.deep.equal({ total: 0, areas: {} });
  });

  describe("getDomainConfig", () => {
    const getDomainConfig = functionDefinitions.find((f) => f.name === "getDomainConfig");
    const run = (args: Props) => {
      if (!getDomainConfig) throw new Error("getDomainConfig is not registered");
      const config = settings();
      return runFunction(getDomainConfig, args, { get: (key) => config[key] as string | undefined });
    };

    it("returns the recommendations and whether the domain reaches the platform", async () => {
      await api("POST", "/v7/domains", { name: "site.example" });
      const before = await run({ domain: "Site.Example" });
      expect(before).to.deep.equal({
        id: "site.example",
        domain: "site.example",
        recommendedCname: "cname.vercel-dns.com.",
        recommendedIpv4s: ["76.76.21.21"],
        misconfigured: true,
        acceptedChallenges: ["dns-01"],
        teamId: emulator.teamId,
      });
      await api("POST", "/v2/domains/site.example/records", { type: "A", name: "", value: "76.76.21.21" });
      expect(await run({ domain: "site.example" })).to.include({ misconfigured: false, configuredBy: "A" });
    });

    it("names the function and the rule of bad arguments, and the project it cannot find", async () => {
      const bad = await rejection<Error>(run({ domain: "nope", projectIdOrNam: "x" }));
      expect(bad.message)
        .to.include("getDomainConfig:")
        .and.include("domain: must be a domain name")
        .and.include("projectIdOrNam: unknown argument; did you mean projectIdOrName?");
      expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
      const missing = await rejection<Error>(run({ domain: "site.example", projectIdOrName: "ghost" }));
      expect(missing.message).to.match(
        /^looking up domain configuration "site.example": 404 not_found: Project not found/,
      );
    });
  });
});
