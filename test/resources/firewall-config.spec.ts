// FirewallConfig through the provider's host functions against the emulator: check, create, no
// diff after create and refresh, edits with the fewest PATCH calls (counted by the emulator), rule
// ids kept across edits and reorders, drift, adoption, import and delete.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import { firewallConfigDefinition } from "../../provider/families/firewall/firewall-config";
import { parseImportId } from "../../provider/families/kit/import-id";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";
import { checkFailures, configureProvider, seedProject, teamApi, type Props } from "./env-support";

const TYPE = "FirewallConfig";
const CONFIG = "/v1/security/firewall/config";
const PATCH = `PATCH ${CONFIG}`;

type Rule = Props & { id: string; name: string };
type Config = Props & {
  rules: Rule[];
  version: number;
  firewallEnabled: boolean;
  managedRules: Record<string, Props>;
};

function rule(name: string, path = `/${name}`): Props {
  return {
    name,
    conditionGroups: [{ conditions: [{ type: "path", op: "pre", value: path }] }],
    action: { action: "deny", actionDuration: "1h" },
  };
}
const rules = (...names: string[]) => ({ rules: names.map((name) => rule(name)) });

describe("FirewallConfig provider", () => {
  const emulator = useEmulator();
  let projectId: string;

  beforeEach(async () => {
    configureProvider(emulator);
    projectId = await seedProject(emulator, "fw-res-app");
  });

  const active = () => teamApi<Config>(emulator, "GET", `${CONFIG}/active?projectId=${projectId}`);
  const outOfBand = (body: Props) => teamApi(emulator, "PATCH", `${CONFIG}?projectId=${projectId}`, body);
  /** Firewall calls made by `run`, by "METHOD /template" (the team lookup aside). */
  async function callsOf(run: () => Promise<unknown>): Promise<Record<string, number>> {
    await emulator.admin.clearRequestCounts();
    await run();
    const { counts } = await emulator.admin.requestCounts();
    return Object.fromEntries(Object.entries(counts).filter(([call]) => call.includes(CONFIG)));
  }

  it("checks the platform description's bounds and each rule's shape before any API call", async () => {
    const failures = await checkFailures(TYPE, {
      projectId,
      rules: {
        rules: [
          { ...rule("x".repeat(161)), description: "d".repeat(257) },
          { name: "no conditions", action: { action: "block" } },
          {
            ...rule("limited"),
            action: { action: "rate_limit" },
          },
          {
            name: "conditions",
            conditionGroups: [
              {
                conditions: [
                  { type: "cookie", op: "ex", value: "x" },
                  { type: "path", op: "inc" },
                ],
              },
            ],
            action: { action: "redirect" },
          },
        ],
      },
      ipRules: { rules: [{ hostname: "", ip: "10.0.0.1", action: "block" }] },
    });
    expect(failures).to.deep.include({
      "rules.rules[0].name": "must be at most 160 characters",
      "rules.rules[0].description": "must be at most 256 characters",
      "rules.rules[1].conditionGroups": "is required",
      "rules.rules[2].action.rateLimit": 'is required when action is "rate_limit"',
      "rules.rules[3].conditionGroups[0].conditions[0].value": 'must be omitted for op "ex"',
      "rules.rules[3].conditionGroups[0].conditions[0].key": 'is required for type "cookie"',
      "rules.rules[3].conditionGroups[0].conditions[1].values": 'is required for op "inc"',
      "rules.rules[3].action.redirect": 'is required when action is "redirect"',
      "ipRules.rules[0].hostname": "must not be empty",
    });
    expect(failures["rules.rules[1].action.action"]).to.match(/^must be one of "log", "deny"/);
    expect(failures["ipRules.rules[0].action"]).to.match(/^must be one of "deny", "challenge"/);
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
  });

  it("creates with one PUT (and a PATCH per bot ruleset), rule ids in the platform's format, and no diff after create or refresh", async () => {
    const inputs = {
      projectId,
      rules: {
        rules: [
          rule("Block admin", "/wp-admin"),
          {
            name: "Rate limit API",
            description: "apply a rate limit under /api",
            conditionGroups: [
              {
                conditions: [
                  { type: "path", op: "pre", value: "/api" },
                  { type: "header", key: "x-internal", op: "nex", neg: false },
                ],
              },
              { conditions: [{ type: "method", op: "inc", values: ["POST", "PUT"] }] },
            ],
            action: {
              action: "rate_limit",
              rateLimit: { action: "deny", algo: "fixed_window", keys: ["ip"], limit: 100, window: 60 },
            },
          },
          {
            ...rule("Moved", "/old"),
            active: false,
            action: { action: "redirect", redirect: { location: "/new", permanent: true } },
          },
        ],
      },
      ipRules: {
        rules: [{ hostname: "example.com", ip: "203.0.113.0/24", action: "deny", notes: "scanner" }],
      },
      managedRulesets: { owasp: { xss: { action: "deny" } }, botProtection: { action: "challenge" } },
    };
    let outs: Props = {};
    const calls = await callsOf(async () => {
      ({ outs } = await host.create(TYPE, inputs));
    });
    // Managed rulesets other than OWASP go by PATCH: the platform refuses them in a PUT.
    expect(calls).to.deep.equal({ [`GET ${CONFIG}/active`]: 2, [`PUT ${CONFIG}`]: 1, [PATCH]: 1 });
    const created = outs as Props & { rules: { rules: Rule[] } };
    expect(created).to.include({ projectId, enabled: true, teamId: emulator.teamId });
    expect(created.rules.rules.map((r) => r.id)).to.satisfy((ids: string[]) =>
      ids.every((id, i) =>
        new RegExp(`^rule_${["block_admin", "rate_limit_api", "moved"][i]}_[A-Za-z0-9]{6}$`).test(id),
      ),
    );
    expect((await host.diff(TYPE, projectId, outs, inputs)).changes).to.equal(false);
    const read = await host.read(TYPE, projectId, outs);
    expect((await host.diff(TYPE, projectId, read.props, inputs)).changes).to.equal(false);
    const config = await active();
    expect(config.firewallEnabled).to.equal(true);
    expect(config.crs).to.deep.include({ xss: { active: true, action: "deny" } });
    expect(config.managedRules.bot_protection).to.include({ active: true, action: "challenge" });
  });

  it("edits one rule with one update call, keeping every id", async () => {
    const inputs = { projectId, rules: rules("a", "b", "c") };
    const { outs } = await host.create(TYPE, inputs);
    const before = (await active()).rules.map((r) => r.id);
    // `neg: false` is the default: writing it or not is the same rule, so c needs no update.
    const c = rule("c") as { conditionGroups: { conditions: Props[] }[] };
    c.conditionGroups[0]?.conditions.forEach((condition) => (condition.neg = false));
    const news = { projectId, rules: { rules: [rule("a"), rule("b", "/changed"), c] } };
    const diff = await host.diff(TYPE, projectId, outs, news);
    expect(diff).to.deep.include({ changes: true, replaces: [] });
    let updated: Props = {};
    const calls = await callsOf(async () => {
      ({ outs: updated } = await host.update(TYPE, projectId, outs, news));
    });
    expect(calls).to.deep.equal({ [PATCH]: 1, [`GET ${CONFIG}/active`]: 1 });
    const after = await active();
    expect(after.rules.map((r) => r.id)).to.deep.equal(before);
    expect(after.rules[1]?.conditionGroup).to.deep.equal([
      { conditions: [{ type: "path", op: "pre", value: "/changed" }] },
    ]);
    expect((await host.diff(TYPE, projectId, updated, news)).changes).to.equal(false);
  });

  it("reorders five rules with priority moves only, keeping every id", async () => {
    const { outs } = await host.create(TYPE, { projectId, rules: rules("a", "b", "c", "d", "e") });
    const idOf = new Map((await active()).rules.map((r) => [r.name, r.id]));
    const { version } = await active();
    for (const [order, moves] of [
      [["e", "a", "b", "c", "d"], 1],
      [["d", "c", "b", "a", "e"], 4],
    ] as const) {
      const state = (await host.read(TYPE, projectId, outs)).props;
      const news = { projectId, rules: rules(...order) };
      const calls = await callsOf(() => host.update(TYPE, projectId, state, news));
      // Only PATCHes, as many as the moves, and no rule was inserted, removed or rewritten.
      expect(calls, order.join()).to.deep.equal({ [PATCH]: moves, [`GET ${CONFIG}/active`]: 1 });
      const after = await active();
      expect(after.rules.map((r) => r.name)).to.deep.equal(order);
      expect(after.rules.map((r) => r.id)).to.deep.equal(order.map((name) => idOf.get(name)));
    }
    expect((await active()).version).to.equal(version + 5);
  });

  it("inserts, removes, and changes IP rules, managed rulesets and the switch with one PATCH each", async () => {
    const inputs = {
      projectId,
      rules: rules("a", "b"),
      ipRules: { rules: [{ hostname: "example.com", ip: "10.0.0.1", action: "deny" }] },
      managedRulesets: { owasp: { xss: { action: "deny" } } },
    };
    const { outs } = await host.create(TYPE, inputs);
    const news = {
      projectId,
      enabled: false,
      rules: rules("b", "x"),
      ipRules: { rules: [{ hostname: "example.com", ip: "10.0.0.2", action: "deny" }] },
      managedRulesets: { owasp: { sqli: { action: "log" } } },
    };
    let updated: Props = {};
    const calls = await callsOf(async () => {
      ({ outs: updated } = await host.update(TYPE, projectId, outs, news));
    });
    // firewallEnabled; a's rule becomes x (an update) and b moves first; one ip.update; xss off, sqli on.
    expect(calls[PATCH]).to.equal(6);
    const config = await active();
    expect(config.firewallEnabled).to.equal(false);
    expect(config.rules.map((r) => r.name)).to.deep.equal(["b", "x"]);
    expect(config.crs).to.deep.include({
      xss: { active: false, action: "log" },
      sqli: { active: true, action: "log" },
    });
    expect((await host.diff(TYPE, projectId, updated, news)).changes).to.equal(false);
  });

  it("reports drift and repairs it", async () => {
    const inputs = { projectId, rules: rules("a", "b") };
    const { outs } = await host.create(TYPE, inputs);
    const [first] = (await active()).rules;
    await outOfBand({ action: "rules.remove", id: first?.id });
    await outOfBand({ action: "firewallEnabled", value: false });
    await outOfBand({ action: "crs.update", id: "sqli", value: { active: true, action: "deny" } });
    const read = await host.read(TYPE, projectId, outs);
    expect(read.props).to.deep.include({ enabled: false });
    expect((read.props.rules as { rules: Rule[] }).rules.map((r) => r.name)).to.deep.equal(["b"]);
    expect(read.props.managedRulesets).to.deep.equal({ owasp: { sqli: { action: "deny", active: true } } });
    const diff = await host.diff(TYPE, projectId, read.props, inputs);
    expect(diff.changes).to.equal(true);
    const { outs: repaired } = await host.update(TYPE, projectId, read.props, inputs);
    const config = await active();
    expect(config.firewallEnabled).to.equal(true);
    expect(config.rules.map((r) => r.name)).to.deep.equal(["a", "b"]);
    expect(config.crs).to.deep.include({ sqli: { active: false, action: "log" } });
    expect((await host.diff(TYPE, projectId, repaired, inputs)).changes).to.equal(false);
  });

  it("refuses to create over a firewall in use without adopt, adopts it with adopt, and imports", async () => {
    await outOfBand({
      action: "rules.insert",
      value: {
        name: "by hand",
        active: true,
        conditionGroup: [{ conditions: [{ type: "path", op: "eq", value: "/x" }] }],
        action: { mitigate: { action: "log" } },
      },
    });
    const error = await rejection(host.create(TYPE, { projectId, rules: rules("mine") }));
    expect(error.message).to.match(/^creating FirewallConfig .*set adopt: true to take it over/);
    const handId = (await active()).rules[0]?.id;
    const adopted = await host.create(TYPE, {
      projectId,
      rules: { rules: [rule("by hand", "/x")] },
      adopt: true,
    });
    expect(adopted.id).to.equal(projectId);
    const config = await active();
    expect(config.firewallEnabled).to.equal(true);
    expect(config.rules.map((r) => r.id)).to.deep.equal([handId]);
    // The Terraform provider's import id, `[team/]projectId`, reads the project's config.
    const { team, id } = parseImportId(firewallConfigDefinition, `${emulator.teamId}/${projectId}`);
    expect(team).to.equal(emulator.teamId);
    const { props } = await host.read(TYPE, id, {});
    expect(props).to.deep.include({ projectId, enabled: true });
  });

  it("replaces on another project, and delete turns the firewall off and removes its rules", async () => {
    const { outs } = await host.create(TYPE, { projectId, rules: rules("a", "b") });
    expect((await host.diff(TYPE, projectId, outs, { projectId: "prj_other" })).replaces).to.deep.equal([
      "projectId",
    ]);
    const calls = await callsOf(() => host.delete(TYPE, projectId, outs));
    expect(calls).to.deep.equal({ [`PUT ${CONFIG}`]: 1 });
    const config = await active();
    expect(config).to.include({ firewallEnabled: false });
    expect(config.rules).to.deep.equal([]);
    // Creating again on the same project is not a conflict: the firewall is off and empty.
    const again = await host.create(TYPE, { projectId, enabled: false });
    expect(await callsOf(() => host.create(TYPE, { projectId, enabled: false }))).to.deep.equal({
      [`GET ${CONFIG}/active`]: 1,
      [`PUT ${CONFIG}`]: 1,
    });
    expect((await host.diff(TYPE, projectId, again.outs, { projectId, enabled: false })).changes).to.equal(
      false,
    );
    // Its project gone, the config is gone too: refresh drops it, delete counts it done.
    await teamApi(emulator, "DELETE", `/v9/projects/${projectId}`);
    expect(await host.read(TYPE, projectId, again.outs)).to.deep.equal({ id: "", props: {} });
    await host.delete(TYPE, projectId, again.outs);
  });
});
