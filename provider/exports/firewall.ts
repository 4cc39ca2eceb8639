// The firewall: FirewallConfig (pulumiverse has no lookup function for it).
import { bindResource } from "../dynamic/resource";
import {
  firewallConfigDefinition,
  type FirewallConfigInputs,
  type FirewallConfigOutputs,
} from "../families/firewall/firewall-config";

export const FirewallConfig = bindResource<FirewallConfigInputs, FirewallConfigOutputs>(
  firewallConfigDefinition,
);
export type FirewallConfig = InstanceType<typeof FirewallConfig>;
/** What `new FirewallConfig(name, args)` takes. */
export type FirewallConfigArgs = ConstructorParameters<typeof FirewallConfig>[1];
