// The firewall family's test cases: every suite collects them through test/support/family-cases.
import { FirewallConfig, AttackChallengeMode, FirewallBypass } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { CATALOGUE_PROJECT } from "../../../test/support/family-cases/bad-input";
import { seedProject, teamApi } from "../../../test/resources/env-support";

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "FirewallConfig",
        args: {
          projectId: CATALOGUE_PROJECT,
          ipRules: { rules: [{ action: "allow-ish", hostname: "example.com", ip: "300.1.1.1/33" }] },
          rules: { rules: [{ name: "r", conditionGroups: [], action: { action: "deny" } }] },
        },
        mistakes: [
          { field: "ipRules.rules[0].action", rule: "must be one of" },
          { field: "ipRules.rules[0].ip", rule: "must be an IPv4 or IPv6 address or CIDR range" },
          { field: "rules.rules[0].conditionGroups", rule: "at least one condition group" },
        ],
      },
      {
        type: "AttackChallengeMode",
        args: { projectId: CATALOGUE_PROJECT, enabled: "yes", attackModeActiveUntil: 1_900_000_000 },
        mistakes: [
          { field: "enabled", rule: "boolean" },
          { field: "attackModeActiveUntil", rule: "this looks like seconds" },
        ],
      },
      {
        type: "FirewallBypass",
        args: {
          projectId: CATALOGUE_PROJECT,
          domain: "not a host",
          sourceIp: "5.6.7.300",
          note: "n".repeat(501),
        },
        mistakes: [
          { field: "domain", rule: 'must be a hostname, or "*" for all domains' },
          { field: "sourceIp", rule: "must be an IPv4 or IPv6 address or CIDR range" },
          { field: "note", rule: "at most 500 characters" },
        ],
      },
    ],
    lookups: [
      {
        fn: "getAttackChallengeMode",
        args: { projectId: "" },
        mistakes: [{ field: "projectId", rule: "must not be empty" }],
      },
    ],
  },
  notSecret: [
    [
      "FirewallConfig.rules.rules[].conditionGroups[].conditions[].key",
      "a header, cookie or query name to match",
    ],
    [
      "FirewallConfig.rules.rules[].conditionGroups[].conditions[].value",
      "a request pattern to match, not a credential",
    ],
  ],
  stack: {
    unit({ tag, opts, project }) {
      new FirewallConfig(`${tag}-firewall`, {
        projectId: project.id,
        rules: {
          rules: [
            {
              name: "Block probes",
              conditionGroups: [{ conditions: [{ type: "path", op: "pre", value: "/wp-admin" }] }],
              action: { action: "deny" },
            },
          ],
        },
        ...opts,
      });
      new AttackChallengeMode(`${tag}-attack-mode`, {
        projectId: project.id,
        enabled: true,
        attackModeActiveUntil: Date.UTC(2031, 0, 1),
        ...opts,
      });
      new FirewallBypass(`${tag}-monitors`, {
        projectId: project.id,
        domain: "*",
        sourceIp: "198.51.100.0/24",
        ...opts,
      });
    },
  },
  driftEdits: [
    {
      resource: "firewall",
      edit: (c, { projectId }) => c.firewall.patch(projectId, { action: "firewallEnabled", value: false }),
      expect: { changed: "enabled" },
    },
    {
      resource: "attackMode",
      edit: (c, { projectId }) => c.security.setAttackMode(projectId, false).then(() => {}),
      expect: { changed: "enabled" },
    },
    {
      resource: "monitorsBypass",
      edit: (c, { projectId }) =>
        c.security
          .addBypass(projectId, { domain: "*", sourceIp: "198.51.100.0/24" }, "edited outside")
          .then(() => {}),
      expect: { changed: "note" },
    },
  ],
  lookupFixtures: {
    async getAttackChallengeMode(emulator) {
      const projectId = await seedProject(emulator, "attacked");
      const until = Date.now() + 3_600_000;
      await teamApi(emulator, "POST", "/v1/security/attack-mode", {
        projectId,
        attackModeEnabled: true,
        attackModeActiveUntil: until,
      });
      return {
        args: { projectId },
        expected: { id: projectId, projectId, enabled: true, attackModeActiveUntil: until },
        secret: [],
      };
    },
  },
  seedSteps: [
    {
      name: "firewall",
      type: "FirewallConfig",
      inputs: (ids) => ({
        projectId: ids.web,
        rules: {
          rules: [
            {
              name: "Block probes",
              conditionGroups: [{ conditions: [{ type: "path", op: "pre", value: "/wp-admin" }] }],
              action: { action: "deny" },
            },
          ],
        },
      }),
    },
    {
      name: "attackMode",
      type: "AttackChallengeMode",
      inputs: (ids) => ({ projectId: ids.web, enabled: true, attackModeActiveUntil: Date.UTC(2031, 0, 1) }),
    },
    {
      name: "monitorsBypass",
      type: "FirewallBypass",
      inputs: (ids) => ({ projectId: ids.web, domain: "*", sourceIp: "198.51.100.0/24", note: "monitors" }),
    },
  ],
});
