// The firewall family: FirewallConfig (pulumiverse has no lookup function for it), and the
// platform's other security settings of a project: AttackChallengeMode (and its lookup) and
// FirewallBypass rules.
import { defineFamily } from "../kit/manifest";
import { attackChallengeModeDefinition } from "./attack-challenge-mode";
import { FirewallApi } from "./firewall-api";
import { firewallBypassDefinition } from "./firewall-bypass";
import { firewallConfigDefinition } from "./firewall-config";
import { attackChallengeModes, firewall, firewallBypasses } from "./inventory";
import { getAttackChallengeModeFunction } from "./lookups";
import { SecurityApi } from "./security-api";
import { firewallSection } from "./team-file";

export const firewallFamily = defineFamily({
  name: "firewall",
  resources: {
    FirewallConfig: firewallConfigDefinition,
    AttackChallengeMode: attackChallengeModeDefinition,
    FirewallBypass: firewallBypassDefinition,
  },
  functions: { getAttackChallengeMode: getAttackChallengeModeFunction },
  client: { firewall: (http) => new FirewallApi(http), security: (http) => new SecurityApi(http) },
  inventory: [firewall, attackChallengeModes, firewallBypasses],
  teamFile: {
    nested: [firewallSection],
    notInFile: {
      AttackChallengeMode:
        "it is switched on during an attack and ends at a time: a response to an incident, not lasting configuration",
      FirewallBypass:
        "a rule names a source address and a production domain that a program derives from other resources; a team file would pin them by hand",
    },
  },
});
