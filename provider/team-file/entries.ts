// The pieces the families' team file entries are made of: secrets from stack config, names of
// other entries, and a definition's inputs as a strict object (each entry is its resource's input
// schema, taken from the definition, never written twice). Pure: no Pulumi import.
import { z } from "zod";
import type { ResourceDefinition } from "../families/kit/definition";
import type { Path } from "./locate";

/**
 * A value the file does not hold: the stack config secret `name` (`pulumi config set --secret
 * name ...`), read by the component with `config.requireSecret`. `namespace:name` reads another
 * namespace's key; a bare name reads the Pulumi project's own.
 */
export class SecretReference {
  constructor(readonly name: string) {}
}

/**
 * A value of an object the file cannot declare, found on the platform when the component runs
 * (an installed integration's configuration id, by its slug): the provider function `fn` called
 * with `args`, its result's field `output`. Where the file asks for it is `at`, for the error when
 * the platform has no such object; validation stands `placeholder` in for it.
 */
export class PlatformLookup {
  constructor(
    readonly fn: string,
    readonly args: Readonly<Record<string, string>>,
    readonly output: string,
    readonly placeholder: string,
    readonly at: Path,
  ) {}
}

const CONFIG_KEY = /^(?:[A-Za-z0-9_.-]+:)?[A-Za-z0-9_.-]+$/;

/** `{ secret: "<config key>" }` in the file. */
export const SecretRef = z
  .strictObject(
    {
      secret: z
        .string()
        .regex(CONFIG_KEY, 'must be a stack config key, e.g. "dbPassword" or "app:dbPassword"'),
    },
    // Text here would be a secret in clear in the file.
    {
      error: (issue) =>
        issue.code === "invalid_type" ? "must be a stack secret: { secret: <config key> }" : undefined,
    },
  )
  .transform(({ secret }) => new SecretReference(secret))
  .meta({ description: "A stack config secret: pulumi config set --secret <key> <value>" });

/** A value that may be written in the file or taken from a stack config secret. */
export const TextOrSecret = z.union([z.string(), SecretRef], {
  error: "must be text or a stack secret: { secret: <config key> }",
});

/** The name of another entry of the file (a project, a custom environment of the project, ...). */
export const Name = z.string().min(1, "must not be empty");

/** The optional keys of Inputs: they are optional in the schema too. */
type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
type InputShape<Inputs> = {
  [K in keyof Inputs]-?: K extends OptionalKeys<Inputs>
    ? z.ZodOptional<z.ZodType<Exclude<Inputs[K], undefined>>>
    : z.ZodType<Inputs[K]>;
};

/**
 * A definition's input fields as a strict object, without its cross-field rules (zod cannot
 * omit fields of a refined object; the rules run on the planned resource instead). Typed from the
 * definition's declared Inputs, which are what its inputs schema parses to.
 */
export function fieldsOf<Inputs extends object>(
  definition: ResourceDefinition<Inputs, object, Record<never, never>, string>,
): z.ZodObject<InputShape<Inputs>, z.core.$strict> {
  return z.strictObject(definition.inputs.shape) as unknown as z.ZodObject<
    InputShape<Inputs>,
    z.core.$strict
  >;
}

/** Omitted keys, as zod's mask. */
export const without = <K extends string>(...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, true])) as { [P in K]: true };

/** How the file names a project: by its name in the file's `projects`. */
export const ProjectName = Name.describe("The name of one of the file's projects");

/**
 * A resource that names one of the file's projects, as the file writes it: the definition's fields
 * without the project's id (and without `parentKeys`, the ids of the entry it sits under), plus
 * `project`, the project's name in the file.
 */
export function projectChildEntry<
  Inputs extends { projectId: unknown },
  K extends keyof Inputs & string = never,
>(
  definition: ResourceDefinition<Inputs, object, Record<never, never>, string>,
  ...parentKeys: K[]
): z.ZodObject<Omit<InputShape<Inputs>, K | "projectId"> & { project: typeof ProjectName }, z.core.$strict> {
  const shape: Record<string, unknown> = { ...definition.inputs.shape };
  for (const key of [...parentKeys, "projectId"]) delete shape[key];
  return z.strictObject({ ...shape, project: ProjectName }) as never;
}

/** What drains and webhooks change: project ids become the names of the file's projects. */
export const ProjectsByName = {
  projects: z
    .array(Name)
    .optional()
    .describe("Names of the file's projects; every project of the team when omitted"),
};
