// Custom rules apply in order: the first match decides.
import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

const firewall = new vercel.FirewallConfig("web-firewall", {
  projectId: web.id,
  enabled: true,
  rules: {
    rules: [
      {
        name: "Block WordPress probes",
        conditionGroups: [{ conditions: [{ type: "path", op: "pre", value: "/wp-admin" }] }],
        action: { action: "deny", actionDuration: "1h" },
      },
      {
        name: "Rate limit the API",
        conditionGroups: [{ conditions: [{ type: "path", op: "pre", value: "/api/" }] }],
        action: {
          action: "rate_limit",
          rateLimit: { action: "deny", algo: "fixed_window", keys: ["ip"], limit: 100, window: 60 },
        },
      },
    ],
  },
  ipRules: { rules: [{ hostname: "example.com", ip: "198.51.100.0/24", action: "deny", notes: "abuse" }] },
  managedRulesets: { owasp: { xss: { action: "deny" }, sqli: { action: "deny" } } },
});

export const firewallVersion = firewall.version;
