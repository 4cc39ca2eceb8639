// Feature flags as the emulator stores them (api-contract §8), shared by the flag, segment and
// SDK key routes: the collections (children of projects in relations.ts, so deleting a project
// removes them), the paths, and the checks the platform makes on a flag body: variant values of
// the flag's kind, and outcomes, targets and segment conditions that name what exists.
import type { z } from "zod";
import type { FlagSettings, FlagVersion } from "../../../schema/flag-settings";
import type { EnvConfig, Flag, FlagKind, FlagVariant, Outcome, Segment, SdkKey } from "../../../schema/flags";
import { badRequest, notFound } from "../../errors";
import type { Store } from "../../store";
import { findProject, type StoredProject } from "../projects/store";

export const FLAGS = "flags";
export const FLAG_SEGMENTS = "flagSegments";
export const FLAG_SDK_KEYS = "flagSdkKeys";

/** Every route of the area lives under this, e.g. `${BASE}/flags/:flag`. */
export const BASE = "/v1/projects/:projectIdOrName/feature-flags";

export type StoredFlag = z.infer<typeof Flag>;
export type StoredSegment = z.infer<typeof Segment>;
/** An SDK key keeps its value's SHA-256 only; `id` is its hashKey. */
export type StoredSdkKey = z.infer<typeof SdkKey> & { id: string; keyHash: string };

export const flagsOf = (store: Store) => store.collection<StoredFlag>(FLAGS);
export const segmentsOf = (store: Store) => store.collection<StoredSegment>(FLAG_SEGMENTS);
export const sdkKeysOf = (store: Store) => store.collection<StoredSdkKey>(FLAG_SDK_KEYS);

export { findProject, type StoredProject };

/** A flag of the project by id or slug, or 404. */
export function findFlag(store: Store, ownerId: string, projectId: string, idOrSlug: string): StoredFlag {
  const flag = flagsOf(store).find(
    ownerId,
    (f) => f.projectId === projectId && (f.id === idOrSlug || f.slug === idOrSlug),
  );
  if (!flag) throw notFound(`Flag not found: ${idOrSlug}`);
  return flag;
}

export function findSegment(
  store: Store,
  ownerId: string,
  projectId: string,
  idOrSlug: string,
): StoredSegment {
  const segment = segmentsOf(store).find(
    ownerId,
    (s) => s.projectId === projectId && (s.id === idOrSlug || s.slug === idOrSlug),
  );
  if (!segment) throw notFound(`Segment not found: ${idOrSlug}`);
  return segment;
}

const VALUE_TYPES: Record<FlagKind, (value: unknown) => boolean> = {
  boolean: (v) => typeof v === "boolean",
  string: (v) => typeof v === "string",
  number: (v) => typeof v === "number",
  json: () => true,
};

/** Refuses variants whose values are not of the flag's kind, and duplicate variant ids. */
export function checkVariants(kind: FlagKind, variants: readonly FlagVariant[]): void {
  const seen = new Set<string>();
  variants.forEach((variant, index) => {
    if (!VALUE_TYPES[kind](variant.value)) {
      throw badRequest(`Invalid request: variants[${index}].value must be a ${kind} for a ${kind} flag`);
    }
    if (seen.has(variant.id))
      throw badRequest(`Invalid request: variants[${index}].id "${variant.id}" is used twice`);
    seen.add(variant.id);
  });
}

/**
 * Refuses environment configs that serve a variant the flag does not have, or read a segment the
 * project does not have: what a flag serves always exists.
 */
export function checkEnvironments(
  store: Store,
  ownerId: string,
  projectId: string,
  variants: readonly FlagVariant[],
  environments: Record<string, EnvConfig>,
): void {
  const ids = new Set(variants.map((v) => v.id));
  const variant = (id: string, path: string) => {
    if (!ids.has(id)) throw badRequest(`Invalid request: ${path} names unknown variant "${id}"`);
  };
  const outcome = (o: Outcome, path: string) => {
    if (o.type === "variant") return variant(o.variantId, `${path}.variantId`);
    variant(o.defaultVariantId, `${path}.defaultVariantId`);
    Object.keys(o.weights).forEach((id) => variant(id, `${path}.weights`));
  };
  for (const [name, config] of Object.entries(environments)) {
    const at = `environments.${name}`;
    outcome(config.pausedOutcome, `${at}.pausedOutcome`);
    outcome(config.fallthrough, `${at}.fallthrough`);
    Object.keys(config.targets ?? {}).forEach((id) => variant(id, `${at}.targets`));
    config.rules.forEach((rule, r) => {
      outcome(rule.outcome, `${at}.rules[${r}].outcome`);
      for (const segmentId of segmentIdsOf(rule.conditions)) {
        if (!segmentsOf(store).find(ownerId, (s) => s.projectId === projectId && s.id === segmentId)) {
          throw badRequest(`Invalid request: ${at}.rules[${r}] names unknown segment "${segmentId}"`);
        }
      }
    });
  }
}

/** The segment ids the `{ lhs: { type: "segment" } }` conditions of a rule read. */
export function segmentIdsOf(conditions: EnvConfig["rules"][number]["conditions"]): string[] {
  return conditions.flatMap((condition) => {
    if (condition.lhs.type !== "segment") return [];
    const rhs = condition.rhs;
    if (typeof rhs === "string") return [rhs];
    if (rhs && typeof rhs === "object" && rhs.type !== "regex") {
      return (rhs.items as { value: string | number }[]).map((entry) => String(entry.value));
    }
    return [];
  });
}

export const FLAG_VERSIONS = "flagVersions";
export const FLAG_SETTINGS = "flagSettings";

export type StoredFlagVersion = FlagVersion & { projectId: string };
/** A project's settings as PATCH left them; `id` is the project's id. Metadata is counted on read. */
export interface StoredFlagSettings {
  id: string;
  typeName: "settings";
  projectId: string;
  ownerId: string;
  enabled: boolean;
  entities: FlagSettings["entities"];
  environments: string[];
  createdAt?: number;
  updatedAt?: number;
}

export const flagVersionsOf = (store: Store) => store.collection<StoredFlagVersion>(FLAG_VERSIONS);
export const flagSettingsOf = (store: Store) => store.collection<StoredFlagSettings>(FLAG_SETTINGS);

/**
 * Records the flag as it is after a write (create or PATCH), naming the environments whose config
 * changed since the previous revision: the history `GET .../flags/{flag}/versions` answers.
 */
export function recordVersion(store: Store, ownerId: string, flag: StoredFlag, before?: StoredFlag): void {
  const changed = Object.keys(flag.environments).filter(
    (name) => JSON.stringify(flag.environments[name]) !== JSON.stringify(before?.environments[name]),
  );
  flagVersionsOf(store).insert(ownerId, {
    id: `${flag.id}_${flag.revision}`,
    flagId: flag.id,
    projectId: flag.projectId,
    revision: flag.revision,
    changedEnvironments: changed,
    createdAt: flag.updatedAt,
    createdBy: typeof flag.updatedBy === "string" ? flag.updatedBy : flag.createdBy,
    data: {
      ...(flag.description !== undefined ? { description: flag.description } : {}),
      environments: flag.environments,
      seed: flag.seed,
      state: flag.state,
      variants: flag.variants,
    },
  });
}
