// What the feature flag resources share: the project argument, their ids (a flag's, a segment's and
// an SDK key's is the platform's own id, as @pulumiverse/vercel's, so `flagId: definition.id`
// works; a config's is `<projectId>/<flag id>`; older state holding `<projectId>/<child>` ids still
// reads, updates and deletes), the import form `[team/]projectId/<child>`, and the
// `[{ entity, attribute, values }]` lists @pulumiverse/vercel 5.4.1 uses for a segment's include
// and exclude, which the platform keeps as `{ entity: { attribute: [{ value }] } }` maps.
import { z } from "zod";
import type { EntityValues } from "../../../schema/flags";
import type { FieldMap } from "../../reconcile/fields";
import type { ResourceContext } from "../kit/definition";

/** The project (id or name); changing it replaces the resource. */
export const ProjectIdArgument = z.string().min(1, "must not be empty");

/** The platform's id of a child an import may name otherwise (by its slug or key). */
type PlatformIdOf<Outputs> = (
  ctx: ResourceContext,
  projectId: string,
  child: string,
  outputs: Outputs,
) => string | Promise<string>;

/**
 * `[team/]projectId/<child>`: the import form of every resource of the family. `platformId` gives
 * the child's platform id (it may be named by its slug or key), and the import records the id
 * create stores: that id alone (`form: "child"`), or `<projectId>/<platform id>`.
 */
export function projectChildImportId<Outputs>(
  child: string,
  platformId: PlatformIdOf<Outputs>,
  form: "child" | "project/child",
) {
  return {
    segments: ["projectId", child],
    toId: ([projectId, key]: readonly string[]) => `${projectId}/${key}`,
    async canonical(ctx: ResourceContext, id: string, outputs: Outputs): Promise<string> {
      const { projectId, child: named } = childIdParts(id, "import");
      const own = await platformId(ctx, projectId, named, outputs);
      return form === "child" ? own : `${projectId}/${own}`;
    },
  };
}

/**
 * A child's project and own id: from the id itself when it is `<projectId>/<child>` (older state, an
 * import, the inventory), otherwise the id is the child's own and the project is the state's.
 */
export function childOf(
  id: string,
  state: { projectId?: string | undefined },
  what: string,
): { projectId: string; child: string } {
  if (id.includes("/")) return childIdParts(id, what);
  if (!state.projectId) throw new Error(`${what} ${id}: the state names no project`);
  return { projectId: state.projectId, child: id };
}

/** A child's own id from what a sibling was given: its id, or an older `<projectId>/<child>` id. */
export function ownId(value: string): string {
  return value.slice(value.lastIndexOf("/") + 1);
}

/** `<projectId>/<child>` → its parts; `what` names the resource in the error. */
export function childIdParts(id: string, what: string): { projectId: string; child: string } {
  const slash = id.indexOf("/");
  if (slash <= 0 || slash === id.length - 1)
    throw new Error(`${what} id "${id}" must look like <projectId>/<id>`);
  return { projectId: id.slice(0, slash), child: id.slice(slash + 1) };
}

/** One entity attribute and the values it matches, e.g. user.email in [a@x, b@x]. */
export const EntityValuesArgument = z.strictObject({
  entity: z.string().min(1, "must not be empty").describe("The kind of entity, e.g. `user`."),
  attribute: z.string().min(1, "must not be empty").describe("The entity's attribute matched, e.g. `email`."),
  values: z
    .array(z.string())
    .min(1, "must hold at least one value")
    .describe("The attribute's values matched exactly (a set, at least one)."),
});
export type EntityValuesArgument = z.infer<typeof EntityValuesArgument>;

/** Lists of entity values are sets, and so are the values of each. */
export function entityListFields(path: string): FieldMap {
  return { [path]: { unordered: true, default: [] }, [`${path}[].values`]: { unordered: true } };
}

/** The argument's list → the platform's map (entries of one entity and attribute merged). */
export function toEntityValues(list: readonly EntityValuesArgument[] | undefined): EntityValues {
  const map: EntityValues = {};
  for (const { entity, attribute, values } of list ?? []) {
    const byAttribute = (map[entity] ??= {});
    const entries = (byAttribute[attribute] ??= []);
    for (const value of values) if (!entries.some((e) => e.value === value)) entries.push({ value });
  }
  return map;
}

/** The platform's map → the argument's list, in a stable order. */
export function fromEntityValues(map: EntityValues | undefined): EntityValuesArgument[] {
  return Object.entries(map ?? {}).flatMap(([entity, byAttribute]) =>
    Object.entries(byAttribute)
      .filter(([, entries]) => entries.length > 0)
      .map(([attribute, entries]) => ({ entity, attribute, values: entries.map((e) => e.value) })),
  );
}
