// A parsed team config → the resources it declares, in creation order, each with its arguments
// and where in the file it was declared. Pure: references to other resources of the file are
// `Reference` markers and secrets `SecretReference` markers, which the TeamConfig component
// replaces with the resources' outputs and the stack's secrets (and validate.ts with placeholders).
import { formatPath, type Path } from "./locate";
import { SecretReference, type ProjectEntry, type TeamConfigDocument } from "./schema";

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

type Planned = Omit<PlannedResource, "key" | "rename" | "dependsOn"> &
  Partial<Pick<PlannedResource, "rename" | "dependsOn">>;

/** Keys of nested entries: they become their own resources, not arguments of the parent. */
const PROJECT_CHILDREN = ["env", "customEnvironments", "domains", "firewall", "flags", "segments"] as const;

const keyOf = (type: string, id: string) => `${type}:${id}`;
const omit = <T extends object>(value: T, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
const IN_PROJECT = " in this project";
const quoted = (names: readonly string[]) => (names.length ? names.map((n) => `"${n}"`).join(", ") : "none");

export function planTeam(document: TeamConfigDocument): TeamPlan {
  const resources: PlannedResource[] = [];
  const problems: PlanProblem[] = [];
  const firstAt = new Map<string, Path>();

  /**
   * Adds a resource; a second entry with the same identity is a problem, reported at `namePath`,
   * and is left out (undefined), so its children are not reported twice as well.
   */
  function add(planned: Planned, namePath: Path = planned.at): Reference | undefined {
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
  }

  /** The reference to `name` among `declared`, or a problem at `path` (`where` says where it was looked for). */
  function lookup(what: string, declared: ReadonlyMap<string, string>, name: string, path: Path, where = "") {
    const key = declared.get(name);
    if (key === undefined) {
      problems.push({
        path,
        message: `no ${what} "${name}" is declared${where} (declared: ${quoted([...declared.keys()])})`,
      });
      return new Reference(`missing:${name}`, "id");
    }
    return new Reference(key, "id");
  }

  const domainKeys = new Map<string, string>();
  document.domains?.forEach((domain, d) => {
    const at = ["domains", d];
    const { records, ...args } = domain;
    const ref = add({ type: "Domain", id: domain.name, at, args }, [...at, "name"]);
    if (!ref) return;
    domainKeys.set(domain.name.toLowerCase(), ref.key);
    const taken = new Map<string, number>();
    records?.forEach((record, r) => {
      const base = `${domain.name}/${record.type}/${record.name || "@"}`;
      const count = (taken.get(base) ?? 0) + 1;
      taken.set(base, count);
      add({
        type: "DnsRecord",
        id: count === 1 ? base : `${base}/${count}`,
        at: [...at, "records", r],
        args: { ...record, domain: new Reference(ref.key, "name", domain.name) },
      });
    });
  });

  document.edgeConfigs?.forEach((store, s) => {
    const at = ["edgeConfigs", s];
    const { items, schema, tokens } = store;
    const ref = add({ type: "EdgeConfig", id: store.name, at, args: { name: store.name } }, [...at, "name"]);
    if (!ref) return;
    const schemaRef =
      schema &&
      add({
        type: "EdgeConfigSchema",
        id: store.name,
        at,
        rename: { definition: "schema" },
        args: { edgeConfigId: ref, definition: JSON.stringify(schema) },
      });
    if (items) {
      add({
        type: "EdgeConfigItems",
        id: store.name,
        at,
        args: { edgeConfigId: ref, items },
        // The platform refuses item writes that break the store's schema: set the schema first.
        dependsOn: schemaRef ? [schemaRef.key] : [],
      });
    }
    tokens?.forEach((token, t) =>
      add({
        type: "EdgeConfigToken",
        id: `${store.name}/${token.label}`,
        at: [...at, "tokens", t],
        args: { edgeConfigId: ref, label: token.label },
      }),
    );
  });

  const projectKeys = new Map<string, string>();
  document.projects?.forEach((project, p) => {
    const ref = add(
      { type: "Project", id: project.name, at: ["projects", p], args: omit(project, PROJECT_CHILDREN) },
      ["projects", p, "name"],
    );
    if (!ref) return;
    projectKeys.set(project.name, ref.key);
    planProjectChildren(project, ["projects", p], ref);
  });

  function planProjectChildren(project: ProjectEntry, at: Path, projectId: Reference) {
    const name = project.name;
    const environments = new Map<string, string>();
    project.customEnvironments?.forEach((environment, e) => {
      const ref = add(
        {
          type: "CustomEnvironment",
          id: `${name}/${environment.name}`,
          at: [...at, "customEnvironments", e],
          args: { ...environment, projectId },
        },
        [...at, "customEnvironments", e, "name"],
      );
      if (ref) environments.set(environment.name, ref.key);
    });
    const environmentIds = (names: readonly string[] | undefined, path: Path) =>
      names?.map((env, i) => lookup("custom environment", environments, env, [...path, i], IN_PROJECT));

    if (project.env?.length) {
      add({
        type: "ProjectEnvironmentVariables",
        id: name,
        at,
        rename: { variables: "env", customEnvironmentIds: "customEnvironments" },
        args: {
          projectId,
          variables: project.env.map(({ customEnvironments, ...variable }, v) => {
            const ids = environmentIds(customEnvironments, [...at, "env", v, "customEnvironments"]);
            return { ...variable, ...(ids ? { customEnvironmentIds: ids } : {}) };
          }),
        },
      });
    }

    project.domains?.forEach(({ customEnvironment, ...domain }, d) => {
      const path = [...at, "domains", d];
      const apex = [...domainKeys.entries()].find(
        ([apexName]) => domain.domain === apexName || domain.domain.endsWith(`.${apexName}`),
      );
      add(
        {
          type: "ProjectDomain",
          id: `${name}/${domain.domain}`,
          at: path,
          rename: { customEnvironmentId: "customEnvironment" },
          args: {
            ...domain,
            projectId,
            ...(customEnvironment !== undefined
              ? {
                  customEnvironmentId: lookup(
                    "custom environment",
                    environments,
                    customEnvironment,
                    [...path, "customEnvironment"],
                    IN_PROJECT,
                  ),
                }
              : {}),
          },
          // A domain of the account is added before the project takes it.
          dependsOn: apex ? [apex[1]] : [],
        },
        [...path, "domain"],
      );
    });

    if (project.firewall) {
      add({
        type: "FirewallConfig",
        id: name,
        at: [...at, "firewall"],
        args: { ...project.firewall, projectId },
      });
    }

    const segments = new Map<string, string>();
    project.segments?.forEach((segment, s) => {
      const ref = add(
        {
          type: "FeatureFlagSegment",
          id: `${name}/${segment.slug}`,
          at: [...at, "segments", s],
          args: { ...segment, projectId },
        },
        [...at, "segments", s, "slug"],
      );
      if (ref) segments.set(segment.slug, ref.key);
    });

    project.flags?.forEach(({ config, ...flag }, f) => {
      const path = [...at, "flags", f];
      const flagRef = add(
        { type: "FeatureFlagDefinition", id: `${name}/${flag.key}`, at: path, args: { ...flag, projectId } },
        [...path, "key"],
      );
      if (flagRef && config) {
        add({
          type: "FeatureFlagConfig",
          id: `${name}/${flag.key}`,
          at: [...path, "config"],
          args: {
            ...withSegmentIds(config, segments),
            projectId,
            flagId: new Reference(flagRef.key, "key", flag.key),
          },
        });
      }
    });
  }

  const projectIds = (names: readonly string[] | undefined, path: Path) =>
    names && { projectIds: names.map((name, i) => lookup("project", projectKeys, name, [...path, i])) };
  const drains = [
    ["LogDrain", "logDrains", document.logDrains],
    ["TraceDrain", "traceDrains", document.traceDrains],
  ] as const;
  for (const [type, list, entries] of drains) {
    entries?.forEach(({ projects, ...drain }, i) =>
      add(
        {
          type,
          id: drain.name,
          at: [list, i],
          rename: { projectIds: "projects" },
          args: { ...drain, ...projectIds(projects, [list, i, "projects"]) },
        },
        [list, i, "name"],
      ),
    );
  }
  document.webhooks?.forEach(({ projects, ...webhook }, i) =>
    add(
      {
        type: "Webhook",
        id: webhook.endpoint,
        at: ["webhooks", i],
        rename: { projectIds: "projects" },
        args: { ...webhook, ...projectIds(projects, ["webhooks", i, "projects"]) },
      },
      ["webhooks", i, "endpoint"],
    ),
  );

  return { resources, problems };
}

type FlagConfig = NonNullable<NonNullable<ProjectEntry["flags"]>[number]["config"]>;

/**
 * A flag config whose segment conditions may name segments of the project by slug: those become
 * references to the segments' ids. Other values (a `segment_...` id) pass as they are.
 */
function withSegmentIds(config: FlagConfig, segments: ReadonlyMap<string, string>): FlagConfig {
  const environment = (env: FlagConfig["production"]) => ({
    ...env,
    ...(env.rules
      ? {
          rules: env.rules.map((rule) => ({
            ...rule,
            conditions: rule.conditions.map((condition) =>
              condition.segments
                ? {
                    ...condition,
                    segments: condition.segments.map((slug) => {
                      const key = segments.get(slug);
                      return key ? (new Reference(key, "segmentId") as unknown as string) : slug;
                    }),
                  }
                : condition,
            ),
          })),
        }
      : {}),
  });
  return {
    production: environment(config.production),
    preview: environment(config.preview),
    development: environment(config.development),
  };
}

/**
 * `value` with every marker replaced: references by `ref`, secrets by `secret`. Walks plain
 * objects and arrays only.
 */
export function substitute(
  value: unknown,
  replace: { ref(reference: Reference): unknown; secret(secret: SecretReference): unknown },
): unknown {
  if (value instanceof Reference) return replace.ref(value);
  if (value instanceof SecretReference) return replace.secret(value);
  if (Array.isArray(value)) return value.map((element) => substitute(element, replace));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, substitute(inner, replace)]));
  }
  return value;
}
