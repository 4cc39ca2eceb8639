// The firewall area through @vercel/sdk.
import { expect } from "chai";
import { useContract } from "./support/contract";

describe("contract: firewall", () => {
  const contract = useContract("firewall");
  const teamId = () => contract.teamId;
  const project = async () =>
    (await contract.setup<{ id: string }>("POST", "/v11/projects", { name: "web" })).id;
  const rule = {
    name: "Block admin",
    active: true,
    conditionGroup: [{ conditions: [{ type: "path" as const, op: "pre" as const, value: "/admin" }] }],
    action: { mitigate: { action: "deny" as const, actionDuration: "1h" } },
  };

  it("getFirewallConfig of a project that never had a config: the 404 the SDK declares", async () => {
    // api-contract.md §9.1: "A project that never had a config may return 404 on GET. [OBS]", and
    // 404 is among the operation's declared errors; the emulator answers it, not an empty config.
    const projectId = await project();
    const failure = await contract.sdk.security
      .getFirewallConfig({ teamId: teamId(), projectId, configVersion: "active" })
      .then(
        () => undefined,
        (error: unknown) => error as { statusCode?: number },
      );
    expect(failure?.statusCode).to.equal(404);
  });

  it("getFirewallConfig", async () => {
    // A config exists once a write made it (the platform answers 404 before: see above).
    const projectId = await project();
    await contract.setup("PATCH", `/v1/security/firewall/config?projectId=${projectId}`, {
      action: "firewallEnabled",
      value: true,
    });
    await contract.check("getFirewallConfig", (sdk) =>
      sdk.security.getFirewallConfig({ teamId: teamId(), projectId, configVersion: "active" }),
    );
  });

  it("putFirewallConfig", async () => {
    const projectId = await project();
    await contract.check("putFirewallConfig", (sdk) =>
      sdk.security.putFirewallConfig({
        teamId: teamId(),
        projectId,
        requestBody: {
          firewallEnabled: true,
          rules: [rule],
          ips: [{ hostname: "example.com", ip: "10.0.0.0/8", action: "deny" }],
        },
      }),
    );
  });

  it("updateFirewallConfig", async () => {
    const projectId = await project();
    await contract.check("updateFirewallConfig", (sdk) =>
      sdk.security.updateFirewallConfig({
        teamId: teamId(),
        projectId,
        requestBody: { action: "firewallEnabled", value: true },
      }),
    );
  });

  /** A rejected SDK call's status and the platform's message. */
  const failure = (call: Promise<unknown>) =>
    call.then(
      () => ({ statusCode: 0, body: "" }),
      (error: unknown) => error as { statusCode: number; body: string },
    );

  describe("attack challenge mode", () => {
    const projectSecurity = async (projectId: string) =>
      (await contract.setup<{ security?: Record<string, unknown> }>("GET", `/v9/projects/${projectId}`))
        .security;

    it("updateAttackChallengeMode until a time: the project answers it, and it ends on the clock", async () => {
      const projectId = await project();
      const until = Date.now() + 3_600_000;
      const answer = (await contract.check("updateAttackChallengeMode", (sdk) =>
        sdk.security.updateAttackChallengeMode({
          teamId: teamId(),
          requestBody: { projectId, attackModeEnabled: true, attackModeActiveUntil: until },
        }),
      )) as { attackModeEnabled: boolean };
      expect(answer.attackModeEnabled).to.equal(true);
      expect(await projectSecurity(projectId)).to.include({
        attackModeEnabled: true,
        attackModeActiveUntil: until,
      });
      // When the time is up the platform switches it off by itself.
      await contract.emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 3_700_000 });
      expect(await projectSecurity(projectId)).to.include({
        attackModeEnabled: false,
        attackModeActiveUntil: null,
      });
    });

    it("updateAttackChallengeMode without an end, then off", async () => {
      const projectId = await project();
      await contract.check("updateAttackChallengeMode", (sdk) =>
        sdk.security.updateAttackChallengeMode({
          teamId: teamId(),
          requestBody: { projectId, attackModeEnabled: true },
        }),
      );
      expect(await projectSecurity(projectId)).to.include({
        attackModeEnabled: true,
        attackModeActiveUntil: null,
      });
      await contract.check("updateAttackChallengeMode", (sdk) =>
        sdk.security.updateAttackChallengeMode({
          teamId: teamId(),
          requestBody: { projectId, attackModeEnabled: false },
        }),
      );
      expect(await projectSecurity(projectId)).to.include({ attackModeEnabled: false });
    });

    it("refuses an end in the past and an unknown project", async () => {
      const projectId = await project();
      const past = await failure(
        contract.sdk.security.updateAttackChallengeMode({
          teamId: teamId(),
          requestBody: { projectId, attackModeEnabled: true, attackModeActiveUntil: Date.now() - 1000 },
        }),
      );
      expect(past.statusCode).to.equal(400);
      expect(past.body).to.contain("attackModeActiveUntil").and.contain("future");
      const missing = await failure(
        contract.sdk.security.updateAttackChallengeMode({
          teamId: teamId(),
          requestBody: { projectId: "prj_missing", attackModeEnabled: true },
        }),
      );
      expect(missing.statusCode).to.equal(404);
    });
  });

  describe("system bypass rules", () => {
    const withDomain = async (domain: string) => {
      const projectId = await project();
      await contract.setup("POST", `/v10/projects/${projectId}/domains`, { name: domain });
      return projectId;
    };

    it("addBypassIp for a production domain and for all domains, getBypassIp finds each", async () => {
      const projectId = await withDomain("shop.example.com");
      const added = (await contract.check("addBypassIp", (sdk) =>
        sdk.security.addBypassIp({
          teamId: teamId(),
          projectId,
          requestBody: { domain: "shop.example.com", sourceIp: "5.6.7.8", note: "office" },
        }),
      )) as { result: { Id: string; ProjectId: string; IsProjectRule: boolean }[] };
      // The platform's PascalCase keys (the SDK maps them; Terraform's client reads them so).
      expect(added.result[0]).to.include({ ProjectId: projectId, IsProjectRule: false });
      expect(added.result[0]?.Id.split("#")[0]).to.equal(projectId);
      await contract.check("addBypassIp", (sdk) =>
        sdk.security.addBypassIp({
          teamId: teamId(),
          projectId,
          requestBody: { projectScope: true, sourceIp: "52.33.44.0/24" },
        }),
      );
      const one = (await contract.check("getBypassIp", (sdk) =>
        sdk.security.getBypassIp({
          teamId: teamId(),
          projectId,
          sourceIp: "5.6.7.8",
          domain: "shop.example.com",
        }),
      )) as { result: { Ip: string; Note: string; Domain: string }[] };
      expect(one.result).to.have.length(1);
      expect(one.result[0]).to.include({ Ip: "5.6.7.8", Note: "office", Domain: "shop.example.com" });
      const all = (await contract.check("getBypassIp", (sdk) =>
        sdk.security.getBypassIp({
          teamId: teamId(),
          projectId,
          sourceIp: "52.33.44.0/24",
          projectScope: true,
        }),
      )) as { result: { IsProjectRule: boolean; Domain: string }[] };
      expect(all.result[0]).to.include({ IsProjectRule: true, Domain: "*" });
      // Adding the same rule again changes its note; it stays one rule.
      await contract.setup("POST", `/v1/security/firewall/bypass?projectId=${projectId}`, {
        domain: "shop.example.com",
        sourceIp: "5.6.7.8",
        note: "new office",
      });
      const every = (await contract.check("getBypassIp", (sdk) =>
        sdk.security.getBypassIp({ teamId: teamId(), projectId }),
      )) as { result: { Note: string }[] };
      expect(every.result.map((rule) => rule.Note)).to.deep.equal(["new office", ""]);
    });

    it("removeBypassIp: the rule is gone, and a second removal answers 404", async () => {
      const projectId = await withDomain("shop.example.com");
      await contract.setup("POST", `/v1/security/firewall/bypass?projectId=${projectId}`, {
        projectScope: true,
        sourceIp: "10.0.0.1",
      });
      await contract.check("removeBypassIp", (sdk) =>
        sdk.security.removeBypassIp({
          teamId: teamId(),
          projectId,
          requestBody: { projectScope: true, sourceIp: "10.0.0.1" },
        }),
      );
      const left = await contract.setup<{ result: unknown[] }>(
        "GET",
        `/v1/security/firewall/bypass?projectId=${projectId}`,
      );
      expect(left.result).to.deep.equal([]);
      const again = await failure(
        contract.sdk.security.removeBypassIp({
          teamId: teamId(),
          projectId,
          requestBody: { projectScope: true, sourceIp: "10.0.0.1" },
        }),
      );
      expect(again.statusCode).to.equal(404);
    });

    it("refuses a source that is no IP or CIDR, a domain not the project's, a long note", async () => {
      const projectId = await withDomain("shop.example.com");
      const add = (requestBody: { domain: string; sourceIp: string; note?: string }) =>
        failure(contract.sdk.security.addBypassIp({ teamId: teamId(), projectId, requestBody }));
      const badIp = await add({ domain: "shop.example.com", sourceIp: "5.6.7.300" });
      expect(badIp.statusCode).to.equal(400);
      expect(badIp.body).to.contain("sourceIp");
      const foreign = await add({ domain: "other.example.com", sourceIp: "5.6.7.8" });
      expect(foreign.statusCode).to.equal(400);
      expect(foreign.body).to.contain("production domain");
      const long = await add({ domain: "shop.example.com", sourceIp: "5.6.7.8", note: "n".repeat(501) });
      expect(long.statusCode).to.equal(400);
      expect(long.body).to.contain("note");
    });

    it("a rule with a ttl stops applying when it runs out; deleting the project removes its rules", async () => {
      const projectId = await withDomain("shop.example.com");
      await contract.setup("POST", `/v1/security/firewall/bypass?projectId=${projectId}`, {
        projectScope: true,
        sourceIp: "10.0.0.2",
        ttl: 60,
      });
      await contract.emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 61_000 });
      const listed = await contract.setup<{ result: unknown[] }>(
        "GET",
        `/v1/security/firewall/bypass?projectId=${projectId}`,
      );
      expect(listed.result).to.deep.equal([]);
      await contract.setup("POST", `/v1/security/firewall/bypass?projectId=${projectId}`, {
        projectScope: true,
        sourceIp: "10.0.0.3",
      });
      await contract.setup("DELETE", `/v9/projects/${projectId}`);
      const state = await contract.emulator.admin.state();
      expect(JSON.stringify(state)).not.to.contain("10.0.0.3");
    });
  });
});
