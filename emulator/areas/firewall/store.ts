// A project's firewall configuration as stored (one per project): the firewall area's public surface.
import {
  type CrsId,
  type CrsRule,
  type FirewallIpRule,
  type FirewallRule,
  type ManagedRule,
  type ManagedRuleId,
} from "../../../schema/firewall";
import type { Store } from "../../store";

export interface StoredFirewallConfig {
  id: string;
  /** The project it belongs to: its parent in relations.ts. */
  projectId: string;
  ownerId: string;
  version: number;
  updatedAt: string;
  firewallEnabled: boolean;
  rules: FirewallRule[];
  ips: FirewallIpRule[];
  crs: Partial<Record<CrsId, CrsRule>>;
  managedRules: Partial<Record<ManagedRuleId, ManagedRule>>;
}

/** The collection name, also the area's name and its key in relations.ts. */
export const COLLECTION = "firewall";

export function configsOf(store: Store) {
  return store.collection<StoredFirewallConfig>(COLLECTION);
}
