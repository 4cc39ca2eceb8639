// What the emulator holds, counted by each object's natural key: the reliability suite's proof
// that no retry, lost answer or interruption made an object twice.
import type { EmulatorHandle } from "../support/emulator";

type Item = Record<string, unknown>;

/**
 * The natural key of an object of each area, as the platform would tell two apart. Areas not
 * named here are keyed by their whole content without ids and timestamps (what a duplicate made by
 * a second create would share).
 */
const NATURAL_KEYS: Readonly<Record<string, (item: Item) => unknown>> = {
  projects: (item) => item.name,
  domains: (item) => item.name,
  dnsRecords: (item) => [item.domain, item.name, item.type, item.value],
  env: (item) => [item.projectId, item.key, item.target, item.gitBranch ?? null],
  sharedEnv: (item) => [item.key, item.target],
  customEnvironments: (item) => [item.projectId, item.slug],
  edgeConfigs: (item) => item.slug,
  edgeConfigTokens: (item) => [item.edgeConfigId, item.label],
  logDrains: (item) => [item.name, item.url],
  drains: (item) => [item.name, item.url ?? (item.delivery as Item | undefined)?.endpoint],
  webhooks: (item) => [item.url, item.events],
  flags: (item) => [item.projectId, item.slug],
  segments: (item) => [item.projectId, item.slug],
  sdkKeys: (item) => [item.projectId, item.label, item.type, item.environment],
  // A deployment has no name: two of one project made from the same inputs (their digest rides in
  // the meta the provider sets, provider/families/deployments) are one made twice.
  deployments: (item) => [item.projectId, (item.meta as Item | undefined)?.["vercelPulumiInputs"] ?? item.id],
  userTokens: (item) => [item.userId, item.name],
  accessGroups: (item) => item.name,
  kmsIssuers: (item) => item.name,
  vcrRepositories: (item) => [item.projectId, item.name],
  checks: (item) => [item.projectId, item.name],
  networks: (item) => [item.cidr, item.region],
};

const VOLATILE = new Set(["id", "uid", "createdAt", "updatedAt", "ownerId", "hashKey", "token", "secret"]);

function keyOf(area: string, item: Item): string {
  const natural = NATURAL_KEYS[area];
  if (natural) return JSON.stringify(natural(item));
  return JSON.stringify(Object.entries(item).filter(([field]) => !VOLATILE.has(field)));
}

export interface PlatformCount {
  /** Every platform object. */
  total: number;
  /** Objects by area. */
  byArea: Record<string, number>;
  /** `area: key` of every natural key held by more than one object. */
  duplicates: string[];
}

export async function countByNaturalKey(emulator: EmulatorHandle): Promise<PlatformCount> {
  const state = await emulator.admin.state();
  const byArea: Record<string, number> = {};
  const duplicates: string[] = [];
  for (const [area, byOwner] of Object.entries(state.areas)) {
    const seen = new Map<string, number>();
    for (const [owner, items] of Object.entries(byOwner as Record<string, Item[]>)) {
      for (const item of items) {
        const key = `${owner} ${keyOf(area, item)}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      byArea[area] = (byArea[area] ?? 0) + items.length;
    }
    for (const [key, n] of seen) if (n > 1) duplicates.push(`${area}: ${key} ×${n}`);
  }
  return { total: state.total, byArea, duplicates };
}
