// A project's firewall in code. Rules apply top to bottom, the first match decides; moving a rule
// in this list costs only priority moves on the platform, and rule ids stay stable across edits.
import * as vercel from "vercel-pulumi";

const site = new vercel.Project("site", { name: "firewalled-site", framework: "nextjs" });

const firewall = new vercel.FirewallConfig("firewall", {
  projectId: site.id,
  enabled: true,
  rules: {
    rules: [
      {
        name: "Block WordPress probes",
        description: "nothing here runs WordPress",
        conditionGroups: [{ conditions: [{ type: "path", op: "pre", value: "/wp-admin" }] }],
        action: { action: "deny", actionDuration: "1h" },
      },
      {
        name: "Rate limit the API",
        conditionGroups: [{ conditions: [{ type: "path", op: "pre", value: "/api" }] }],
        action: {
          action: "rate_limit",
          rateLimit: { action: "deny", algo: "fixed_window", keys: ["ip"], limit: 100, window: 60 },
        },
      },
      {
        name: "Old docs moved",
        conditionGroups: [{ conditions: [{ type: "path", op: "eq", value: "/docs/v1" }] }],
        action: { action: "redirect", redirect: { location: "/docs", permanent: true } },
      },
    ],
  },
  ipRules: {
    rules: [{ hostname: "firewalled-site.vercel.app", ip: "203.0.113.0/24", action: "deny", notes: "abuse" }],
  },
  managedRulesets: { owasp: { xss: { action: "deny" }, sqli: { action: "log" } } },
});

export const projectId = site.id;
export const firewallVersion = firewall.version;
