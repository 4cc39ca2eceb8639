// The firewall: GET /v1/security/firewall/config/active, PUT and PATCH of
// /v1/security/firewall/config, with every bound and error of the platform description's firewall update.
import { expect } from "chai";
import { useEmulator } from "../support/emulator";

type Body = Record<string, unknown>;
type Rule = Body & { id: string; name: string };
type Config = Body & {
  rules: Rule[];
  ips: Body[];
  version: number;
  firewallEnabled: boolean;
  crs: Body;
  managedRules: Body;
};
type Failure = { error: { code: string; message: string } };

const CONFIG = "/v1/security/firewall/config";

function rule(name: string, extra: Body = {}): Body {
  return {
    name,
    active: true,
    conditionGroup: [{ conditions: [{ type: "path", op: "pre", value: `/${name}` }] }],
    action: { mitigate: { action: "deny", actionDuration: "1h" } },
    ...extra,
  };
}

describe("emulator firewall", () => {
  const emulator = useEmulator();
  let projectId: string;

  beforeEach(async () => {
    const [project] = await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "fw-app" }]);
    projectId = String(project?.id);
  });

  const call = <T = Body>(method: string, path: string, body?: unknown, query = `projectId=${projectId}&`) =>
    emulator.admin.api<T>(method, `${path}?${query}teamId=${emulator.teamId}`, body);
  const patch = (body: unknown) => call<Body | Failure>("PATCH", CONFIG, body);
  const active = async () => (await call<Config>("GET", `${CONFIG}/active`)).body;
  const failure = async (body: unknown) => {
    const response = await patch(body);
    return { status: response.status, ...(response.body as Failure).error };
  };

  it("answers 404 for a project that never had a config, then {} to a PATCH that makes one", async () => {
    const none = await call<Failure>("GET", `${CONFIG}/active`);
    expect(none.status).to.equal(404);
    expect(none.body.error.code).to.equal("not_found");
    const answer = await patch({ action: "firewallEnabled", value: true });
    expect(answer).to.deep.include({ status: 200, body: {} });
    const config = await active();
    expect(config).to.include({ firewallEnabled: true, version: 1, projectKey: projectId });
    expect(config.updatedAt).to.match(/^\d{4}-\d\d-\d\dT/);
    expect(config).not.to.have.property("projectId");
  });

  it("inserts rules with ids in the platform's format, updates, moves and removes them by id", async () => {
    await patch({ action: "rules.insert", id: null, value: rule("Block admin") });
    await patch({ action: "rules.insert", value: rule("Second one") });
    let config = await active();
    const [first, second] = config.rules;
    expect(first?.id).to.match(/^rule_block_admin_[A-Za-z0-9]{6}$/);
    expect(first).to.include({ name: "Block admin", valid: true });
    expect(second?.id).to.match(/^rule_second_one_[A-Za-z0-9]{6}$/);
    expect(config.version).to.equal(2);

    await patch({ action: "rules.update", id: first?.id, value: rule("Block admin", { active: false }) });
    await patch({ action: "rules.priority", id: second?.id, value: 0 });
    config = await active();
    expect(config.rules.map((r) => [r.id, r.active])).to.deep.equal([
      [second?.id, true],
      [first?.id, false],
    ]);
    await patch({ action: "rules.remove", id: second?.id });
    expect((await active()).rules.map((r) => r.id)).to.deep.equal([first?.id]);
  });

  it("refuses the platform description's invalid values with 400 and a message naming the field", async () => {
    const cases: [Body, string][] = [
      [
        { action: "rules.insert", value: rule("x".repeat(161)) },
        '"value.name" must be at most 160 characters',
      ],
      [
        { action: "rules.insert", value: rule("ok", { description: "d".repeat(257) }) },
        '"value.description" must be at most 256 characters',
      ],
      [{ action: "rules.insert", value: { name: "only a name" } }, '"value.active" is required'],
      [
        { action: "rules.insert", value: { name: "n", active: true, action: {} } },
        '"value.conditionGroup" is required',
      ],
      [
        { action: "rules.insert", value: { name: "n", active: true, conditionGroup: [] } },
        '"value.action" is required',
      ],
      [
        { action: "rules.insert", value: { active: true, conditionGroup: [], action: {} } },
        '"value.name" is required',
      ],
      [
        { action: "rules.insert", value: rule("n", { action: { mitigate: { action: "block" } } }) },
        '"value.action.mitigate.action" must be one of "log", "deny", "challenge", "bypass", "rate_limit", "redirect"',
      ],
      [{ action: "rules.delete", id: "rule_x" }, '"action" must be one of "firewallEnabled", "rules.insert"'],
      [{ action: "rules.update", value: rule("n") }, '"id" is required'],
      [{ action: "rules.remove" }, '"id" is required'],
      [{ action: "rules.priority", id: "rule_x" }, '"value" is required'],
      [{ action: "firewallEnabled" }, '"value" is required'],
    ];
    for (const [body, message] of cases) {
      const answer = await failure(body);
      expect(answer, JSON.stringify(body)).to.include({ status: 400, code: "bad_request" });
      expect(answer.message, JSON.stringify(body)).to.contain(message);
    }
    const noProject = await call<Failure>("PATCH", CONFIG, { action: "firewallEnabled", value: true }, "");
    expect(noProject.status).to.equal(400);
    expect(noProject.body.error.message).to.contain('"projectId" is required');
    // Nothing of the refused calls was written.
    expect((await call("GET", `${CONFIG}/active`)).status).to.equal(404);
  });

  it("answers 404 for an unknown rule or project, 400 for a position past the end", async () => {
    await patch({ action: "rules.insert", value: rule("Only") });
    for (const action of ["rules.update", "rules.remove", "rules.priority"]) {
      const value = { "rules.update": rule("x"), "rules.remove": null, "rules.priority": 0 }[action];
      const answer = await failure({ action, id: "rule_missing_abcdef", value });
      expect(answer, action).to.include({ status: 404, code: "not_found" });
      expect(answer.message).to.contain("rule_missing_abcdef");
    }
    const [only] = (await active()).rules;
    const past = await failure({ action: "rules.priority", id: only?.id, value: 1 });
    expect(past).to.include({ status: 400 });
    expect(past.message).to.contain('"value" must be at most 0');
    const unknown = await call<Failure>(
      "PATCH",
      CONFIG,
      { action: "firewallEnabled", value: true },
      "projectId=prj_nope&",
    );
    expect(unknown.status).to.equal(404);
  });

  it("answers 403 without a token or for a team the caller is not in", async () => {
    const bare = await fetch(`${emulator.url}${CONFIG}?projectId=${projectId}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "firewallEnabled", value: true }),
    });
    expect(bare.status).to.equal(403);
    const { token } = await emulator.admin.createUser("outsider");
    const outside = await fetch(`${emulator.url}${CONFIG}?projectId=${projectId}&teamId=${emulator.teamId}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ action: "firewallEnabled", value: true }),
    });
    expect(outside.status).to.equal(403);
  });

  it("PUT replaces the whole document, keeping given rule ids, and answers { active }", async () => {
    await patch({ action: "crs.update", id: "xss", value: { active: true, action: "deny" } });
    const put = await call<{ active: Config }>("PUT", CONFIG, {
      firewallEnabled: true,
      rules: [rule("Kept", { id: "rule_kept_AAAAAA" }), rule("Fresh")],
      ips: [{ hostname: "example.com", ip: "10.0.0.0/8", action: "deny" }],
    });
    expect(put.status).to.equal(200);
    expect(put.body.active.rules.map((r) => r.id)[0]).to.equal("rule_kept_AAAAAA");
    expect(put.body.active.rules[1]?.id).to.match(/^rule_fresh_/);
    expect(put.body.active.ips[0]).to.include({ ip: "10.0.0.0/8", action: "deny" });
    expect(put.body.active.crs).to.deep.include({ xss: { active: false, action: "log" } });
    expect(await active()).to.deep.equal(put.body.active);
  });

  it("inserts, updates and removes IP rules, and sets OWASP and managed rules by id", async () => {
    await patch({ action: "ip.insert", value: { hostname: "example.com", ip: "10.0.0.1", action: "deny" } });
    const [ip] = (await active()).ips as { id: string }[];
    expect(ip?.id).to.be.a("string");
    await patch({
      action: "ip.update",
      id: ip?.id,
      value: { hostname: "example.com", ip: "10.0.0.2", action: "log" },
    });
    expect((await active()).ips).to.deep.equal([
      { id: ip?.id, hostname: "example.com", ip: "10.0.0.2", action: "log" },
    ]);
    await patch({ action: "ip.remove", id: ip?.id });
    expect((await active()).ips).to.deep.equal([]);
    await patch({ action: "crs.update", id: "sqli", value: { active: true, action: "deny" } });
    await patch({ action: "managedRules.update", id: "ai_bots", value: { active: true, action: "deny" } });
    const config = await active();
    expect(config.crs).to.deep.include({ sqli: { active: true, action: "deny" } });
    expect(config.managedRules).to.have.nested.property("ai_bots.action", "deny");
    const noId = await failure({ action: "managedRules.update", value: { active: true } });
    expect(noId).to.include({ status: 400 });
    expect(noId.message).to.contain('"id" must be one of "ai_bots", "bot_protection", "bot_filter"');
  });

  it("is listed in the emulator's state and goes with its project", async () => {
    await patch({ action: "firewallEnabled", value: true });
    const { areas } = await emulator.admin.state();
    expect(areas.firewall?.[emulator.teamId]).to.have.length(1);
    await emulator.admin.api("DELETE", `/v9/projects/${projectId}?teamId=${emulator.teamId}`);
    expect((await emulator.admin.state()).total).to.equal(0);
  });
});
