// TeamFile: a component that creates what one YAML or JSON file declares (provider/team-file/
// parses and checks it, without Pulumi): projects with their env vars, custom environments,
// domains, firewall, flags and segments; account domains with DNS records; Edge Configs with
// items, schema and tokens; drains and webhooks. Every problem of the file is reported, with its
// line, before any resource is created. Secrets never sit in the file: it names stack config
// secrets (`{ secret: dbPassword }`), read here with `config.requireSecret`.
//
// It was named TeamConfig until that name went to the team settings resource of @pulumiverse/vercel
// and the Terraform provider (`vercel_team_config`). Stacks made with the old name keep working:
// the old type token is an alias, so the component and every resource under it keep their URNs'
// identity and an upgrade replaces nothing (docs/team-file.md, "The name").
import { readFileSync } from "node:fs";
import * as pulumi from "@pulumi/pulumi";
import { formatProblem, parseTeamFile, TeamFileError, type TeamFileProblem } from "../team-file/parse";
import type { PlatformLookup } from "../team-file/entries";
import { substitute, type PlannedResource } from "../team-file/plan";
import type { SecretReference } from "../team-file/schema";
import * as classes from "../exports.generated";
import { definitionByName } from "../families/registry";

type AnyResourceClass = new (
  name: string,
  args: Record<string, unknown>,
  opts?: pulumi.CustomResourceOptions,
) => pulumi.CustomResource;

/** The dynamic classes, by definition name (the generated exports name each after its definition). */
const CLASSES = classes as unknown as Readonly<Record<string, AnyResourceClass>>;

export interface TeamFileArgs {
  /** The YAML or JSON file, relative to the program's working directory (or absolute). */
  file?: string;
  /** The file's text instead of `file`; `fileName` names it in messages (and `.json` makes it JSON). */
  text?: string;
  fileName?: string;
  /** The team owning every resource; the provider's `vercel:team` when omitted. */
  teamId?: pulumi.Input<string>;
  /** Take over existing objects of the same natural keys (`adopt: true` on every resource). */
  adopt?: boolean;
}

/** The component's type token. */
export const TEAM_FILE_TYPE = "vercel:index:TeamFile";
/** Its type token before the rename: an alias, so stacks made with it upgrade without a replace. */
export const LEGACY_TEAM_FILE_TYPE = "vercel:index:TeamConfig";

export class TeamFile extends pulumi.ComponentResource {
  /** Every resource created, by its key: `<Type>:<id>`, e.g. `Project:web`, `CustomEnvironment:web/staging`. */
  readonly resources: Readonly<Record<string, pulumi.CustomResource>>;

  constructor(name: string, args: TeamFileArgs, opts?: pulumi.ComponentResourceOptions) {
    // The whole file is checked before anything, the component itself included, is registered.
    const { parsed, secrets } = cleanly(() => {
      const { file, text } = source(args);
      const parsed = parseTeamFile(text, file);
      return { parsed, secrets: readSecrets(parsed.secrets) };
    });
    super(
      TEAM_FILE_TYPE,
      name,
      {},
      {
        ...opts,
        aliases: [...(opts?.aliases ?? []), { type: LEGACY_TEAM_FILE_TYPE }],
      },
    );

    const found = new Map(
      parsed.lookups.map(({ lookup, at }) => [lookup, platformValue(lookup, at, args.teamId)] as const),
    );
    // Nothing is created until every lookup has found its object: a file naming an integration
    // the team has not installed fails whole, not after half its resources were made. The wait is
    // in `dependsOn`, not in the inputs: Pulumi prefixes an input's error with the property's name
    // once per resource it passes through, and this one passes through every resource.
    const looked = pulumi.all([...found.values()]);
    const created: Record<string, pulumi.CustomResource> = {};
    for (const planned of parsed.resources) {
      const inputs = substitute(planned.args, {
        ref: (reference) => outputOf(created, reference.key, reference.output),
        secret: (secret) => secrets.get(secret.name),
        lookup: (lookup) => found.get(lookup),
      }) as Record<string, unknown>;
      const dependsOn = planned.dependsOn.map((key) => created[key]).filter(isResource);
      created[planned.key] = new (resourceClass(planned))(
        `${name}/${planned.id}`,
        {
          ...inputs,
          ...(args.teamId !== undefined ? { teamId: args.teamId } : {}),
          ...(args.adopt !== undefined ? { adopt: args.adopt } : {}),
        },
        { parent: this, dependsOn: found.size > 0 ? looked.apply(() => dependsOn) : dependsOn },
      );
    }
    this.resources = created;
    this.registerOutputs({});
  }

  /** The resource of type `type` declared as `id` in the file (a project's name, `web/staging`, ...). */
  resource<T extends pulumi.CustomResource = pulumi.CustomResource>(type: string, id: string): T {
    const found = this.resources[`${type}:${id}`];
    if (!found) throw new Error(`the team file declares no ${type} "${id}"`);
    return found as T;
  }
}

/** A bad file stops the program with its problems only: Pulumi prints a RunError without a stack trace. */
function cleanly<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof TeamFileError) throw new pulumi.RunError(error.message);
    throw error;
  }
}

function source(args: TeamFileArgs): { file: string; text: string } {
  if ((args.file === undefined) === (args.text === undefined)) {
    throw new Error("TeamFile needs exactly one of file and text");
  }
  if (args.text !== undefined) return { file: args.fileName ?? "team file", text: args.text };
  return { file: args.fileName ?? args.file ?? "", text: readFileSync(args.file ?? "", "utf8") };
}

/**
 * Every secret the file names, read from the stack's config; all missing ones are reported at
 * once, with where the file names them, before any resource is created.
 */
function readSecrets(
  references: readonly { secret: SecretReference; at: Omit<TeamFileProblem, "message"> }[],
): Map<string, pulumi.Output<string>> {
  const values = new Map<string, pulumi.Output<string>>();
  const problems: TeamFileProblem[] = [];
  for (const { secret, at } of references) {
    const colon = secret.name.lastIndexOf(":");
    const config = colon === -1 ? new pulumi.Config() : new pulumi.Config(secret.name.slice(0, colon));
    const key = secret.name.slice(colon + 1);
    if (config.get(key) === undefined) {
      problems.push({
        ...at,
        message: `stack config secret "${secret.name}" is not set: pulumi config set --secret ${secret.name} <value>`,
      });
    } else {
      values.set(secret.name, config.requireSecret(key));
    }
  }
  if (problems.length > 0) throw new TeamFileError(problems);
  return values;
}

type LookupFunction = (args: Record<string, unknown>) => Promise<Record<string, unknown>>;

/**
 * What the file names on the platform (an integration by slug), found when the program runs, in
 * previews too. The platform not having it is the file's problem, reported where the file names it.
 */
function platformValue(
  lookup: PlatformLookup,
  at: Omit<TeamFileProblem, "message">,
  teamId: pulumi.Input<string> | undefined,
): pulumi.Output<unknown> {
  const call = (classes as unknown as Readonly<Record<string, LookupFunction>>)[lookup.fn];
  if (!call) throw new Error(`TeamFile cannot call ${lookup.fn}`);
  return pulumi.output(teamId).apply(async (team) => {
    try {
      const result = await call({ ...lookup.args, ...(team !== undefined ? { teamId: team } : {}) });
      return result[lookup.output];
    } catch (error) {
      throw new pulumi.RunError(formatProblem({ ...at, message: (error as Error).message }));
    }
  });
}

function resourceClass(planned: PlannedResource): AnyResourceClass {
  const found = definitionByName(planned.type) && CLASSES[planned.type];
  if (!found) throw new Error(`TeamFile cannot create a ${planned.type}`);
  return found;
}

/** The plan lists every resource after those it references. */
function outputOf(created: Record<string, pulumi.CustomResource>, key: string, output: string): unknown {
  const resource = created[key] as unknown as Record<string, unknown> | undefined;
  if (!resource) throw new Error(`team file plan references ${key} before declaring it`);
  return resource[output];
}

const isResource = (value: pulumi.CustomResource | undefined): value is pulumi.CustomResource =>
  value !== undefined;
