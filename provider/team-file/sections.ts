// The team file is made of sections each family contributes (families/<f>/team-file.ts):
// top-level ones (`domains`, `webhooks`) and ones nested under a top-level entry (a project's
// `env`). A section brings its schema and plans its resources; plan.ts and schema.ts only
// assemble the manifests' sections, so they do not grow with each resource. Pure: no Pulumi.
import type { z } from "zod";
import type { Path } from "./locate";
import type { Planner, Reference } from "./planner";

/** A top-level section, e.g. `edgeConfigs`. */
export interface TopSection {
  readonly key: string;
  /** Names (planner.names kinds) it declares, and those it looks up: the latter are planned first. */
  readonly declares?: readonly string[];
  readonly needs?: readonly string[];
  /** The property's schema; `nested` are the schemas of the sections nested under it, in order. */
  schema(nested: Readonly<Record<string, z.ZodType>>): z.ZodType;
  /** Plans the parsed value (present in the file); `nested` plan each entry's nested sections. */
  plan(value: unknown, planner: Planner, nested: NestedPlanner): void;
}

/** A section nested under each entry of the top-level section `under`, e.g. a project's `flags`. */
export interface NestedSection {
  readonly under: string;
  readonly key: string;
  /** Names (scope.names kinds) it declares in its parent's scope, and those it looks up. */
  readonly declares?: readonly string[];
  readonly needs?: readonly string[];
  readonly schema: z.ZodType;
  plan(value: unknown, parent: ParentScope, planner: Planner): void;
}

/** The entry a nested section sits under, as nested sections see it. */
export interface ParentScope {
  /** The entry's name, e.g. the project's. */
  readonly name: string;
  /** Where the entry is in the file. */
  readonly at: Path;
  /** The planned parent resource's id. */
  readonly id: Reference;
  /** Names declared under this entry only (a project's custom environments), by kind. */
  names(kind: string): Map<string, string>;
}

/** The sections nested under a top-level one, as its plan sees them. */
export interface NestedPlanner {
  /** Their keys: an entry's other fields are its own resource's arguments. */
  readonly keys: readonly string[];
  /** Plans the nested sections present in one entry, once the entry's resource is planned. */
  plan(entry: object, parent: Omit<ParentScope, "names">): void;
}

/**
 * A top-level section whose plan gets the value its own schema parsed. The one cast of the
 * sections: the driver hands plan() only what schema() parsed.
 */
export function topSection<Value>(section: {
  key: string;
  declares?: readonly string[];
  needs?: readonly string[];
  schema(nested: Readonly<Record<string, z.ZodType>>): z.ZodType<Value | undefined, unknown>;
  plan(value: Value, planner: Planner, nested: NestedPlanner): void;
}): TopSection {
  return { ...section, plan: (value, planner, nested) => section.plan(value as Value, planner, nested) };
}

/** A nested section whose plan gets the value its own schema parsed (same cast, same reason). */
export function nestedSection<Value>(section: {
  under: string;
  key: string;
  declares?: readonly string[];
  needs?: readonly string[];
  schema: z.ZodType<Value | undefined, unknown>;
  plan(value: Value, parent: ParentScope, planner: Planner): void;
}): NestedSection {
  return { ...section, plan: (value, parent, planner) => section.plan(value as Value, parent, planner) };
}

/**
 * A project's one object of `type` under `projects[].<key>` (its firewall, observability and flag
 * settings, redirect set, routing rules): named after the project, its arguments the entry's (or
 * `args(entry)`) with the project's id.
 */
export function projectSettingSection<Value>(section: {
  key: string;
  type: string;
  schema: z.ZodType<Value | undefined, unknown>;
  args?(value: Value): Record<string, unknown>;
}): NestedSection {
  return nestedSection({
    under: "projects",
    key: section.key,
    schema: section.schema,
    plan(value, project, planner) {
      const own = section.args ? section.args(value) : (value as Record<string, unknown>);
      planner.add({
        type: section.type,
        id: project.name,
        at: [...project.at, section.key],
        args: { ...own, projectId: project.id },
      });
    },
  });
}
