// What the families' sections plan with: resources added under unique keys, names of the file's
// entries (a project, a domain) turned into references to the planned resources' outputs, and the
// problems of a file that names what it does not declare. Pure: references are `Reference`
// markers, which the TeamFile component replaces with outputs (and validate.ts with placeholders).
import { formatPath, type Path } from "./locate";

/** The output `output` of the planned resource `key`; `known` is its value when the file says it (a name). */
export class Reference {
  constructor(
    readonly key: string,
    readonly output: string,
    readonly known?: string,
  ) {}
}

export interface PlannedResource {
  /** Unique in the plan: `<type>:<id>`, e.g. `CustomEnvironment:web/staging`. */
  readonly key: string;
  /** The definition's name, e.g. "Project". */
  readonly type: string;
  /** The resource's name below the component's, e.g. `web/staging`. */
  readonly id: string;
  /** Where the entry is in the file. */
  readonly at: Path;
  /** Argument names the file spells differently (`variables` is the project's `env`), for error paths. */
  readonly rename: Readonly<Record<string, string>>;
  readonly args: Record<string, unknown>;
  /** Keys of resources that must exist first without being referenced (a project domain's account domain). */
  readonly dependsOn: readonly string[];
}

/** A reference the file makes that it does not satisfy, e.g. a drain naming an undeclared project. */
export interface PlanProblem {
  readonly path: Path;
  readonly message: string;
}

export interface TeamPlan {
  readonly resources: readonly PlannedResource[];
  readonly problems: readonly PlanProblem[];
}

export type Planned = Omit<PlannedResource, "key" | "rename" | "dependsOn"> &
  Partial<Pick<PlannedResource, "rename" | "dependsOn">>;

export interface Planner {
  /**
   * Adds a resource; a second entry with the same identity is a problem, reported at `namePath`,
   * and is left out (undefined), so its children are not reported twice as well.
   */
  add(planned: Planned, namePath?: Path): Reference | undefined;
  /** The reference to `name` among `declared`, or a problem at `path` (`where` says where it was looked for). */
  lookup(
    what: string,
    declared: ReadonlyMap<string, string>,
    name: string,
    path: Path,
    where?: string,
  ): Reference;
  /** The file's entries of one kind ("project", "domain"), by name: the planned resource's key. */
  names(kind: string): Map<string, string>;
  /**
   * A rule across entries that no one resource's schema sees (a project in two microfrontends
   * groups): `name` of `kind` may be said in one place of the file. The first claim wins; a later
   * one is a problem at `path`, worded by `conflict` from where the first was, and is refused.
   */
  claim(kind: string, name: string, path: Path, conflict: (first: string) => string): boolean;
}

const keyOf = (type: string, id: string) => `${type}:${id}`;
const quoted = (names: readonly string[]) => (names.length ? names.map((n) => `"${n}"`).join(", ") : "none");

/** A planner collecting into `resources` and `problems`. */
export function createPlanner(): Planner & TeamPlan {
  const resources: PlannedResource[] = [];
  const problems: PlanProblem[] = [];
  const firstAt = new Map<string, Path>();
  const kinds = new Map<string, Map<string, string>>();
  const claimed = new Map<string, Path>();
  return {
    resources,
    problems,
    add(planned, namePath = planned.at) {
      const key = keyOf(planned.type, planned.id);
      const first = firstAt.get(key);
      if (first) {
        problems.push({
          path: namePath,
          message: `"${planned.id}" is declared twice (first at ${formatPath(first)})`,
        });
        return undefined;
      }
      firstAt.set(key, namePath);
      resources.push({ rename: {}, dependsOn: [], ...planned, key });
      return new Reference(key, "id");
    },
    lookup(what, declared, name, path, where = "") {
      const key = declared.get(name);
      if (key === undefined) {
        problems.push({
          path,
          message: `no ${what} "${name}" is declared${where} (declared: ${quoted([...declared.keys()])})`,
        });
        return new Reference(`missing:${name}`, "id");
      }
      return new Reference(key, "id");
    },
    names: (kind) => namesOf(kinds, kind),
    claim(kind, name, path, conflict) {
      const first = claimed.get(`${kind}\u0000${name}`);
      if (first === undefined) {
        claimed.set(`${kind}\u0000${name}`, path);
        return true;
      }
      problems.push({ path, message: conflict(formatPath(first)) });
      return false;
    },
  };
}

/** The map of `kind` in `kinds`, created on first use. */
export function namesOf(kinds: Map<string, Map<string, string>>, kind: string): Map<string, string> {
  let names = kinds.get(kind);
  if (!names) kinds.set(kind, (names = new Map()));
  return names;
}

/** `{ projectIds }` for the file's project names (a drain's, a webhook's), or nothing when omitted. */
export function projectIdsOf(planner: Planner, names: readonly string[] | undefined, path: Path) {
  return (
    names && {
      projectIds: names.map((name, i) =>
        planner.lookup("project", planner.names("project"), name, [...path, i]),
      ),
    }
  );
}
