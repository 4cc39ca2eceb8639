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

/** A system bypass rule (routes/bypass.ts): a source let past the platform's mitigations. */
export interface StoredBypassRule {
  /** `<projectId>#<domain>#<ip>`, `*` as the domain of a rule for all the project's domains (inferred). */
  id: string;
  /** The project it belongs to: its parent in relations.ts. */
  projectId: string;
  ownerId: string;
  /** A domain of the project, or `*` with `isProjectRule` for all of them. */
  domain: string;
  isProjectRule: boolean;
  /** An IP or CIDR range; `*` for every source (`allSources`). */
  ip: string;
  note: string;
  actorId: string;
  createdAt: number;
  updatedAt: number;
  /** Epoch ms when the rule stops applying (a `ttl` was given); null: until removed. */
  expiresAt: number | null;
}

export const BYPASS_COLLECTION = "firewallBypass";

export function bypassRulesOf(store: Store) {
  return store.collection<StoredBypassRule>(BYPASS_COLLECTION);
}
