// The team config document: one YAML or JSON file describing a team's projects (with their env
// vars, custom environments, domains, firewall, flags and segments), account domains (with DNS
// records), Edge Configs, drains and webhooks. Pure: no Pulumi import (the TeamConfig component in
// provider/exports/ turns a parsed document into resources).
//
// Each entry is its resource's input schema, taken from the definition (never written twice),
// minus the references the file expresses by nesting or by name (an env var's `projectId` is the
// project it sits under; a drain's `projects` are project names), plus those references. This
// schema checks the structure; the definitions' own cross-field rules run on each planned
// resource (validate.ts), so they are written once too.
import { z } from "zod";
import { JsonSchemaDefinition, EdgeConfigTokenLabel } from "../../schema/edge-config";
import type { ResourceDefinition } from "../families/kit/definition";
import { customEnvironmentDefinition } from "../families/environment/custom-environment";
import { dnsRecordDefinition } from "../families/domains/dns-record";
import { domainDefinition } from "../families/domains/domain";
import { edgeConfigDefinition } from "../families/edge-config/edge-config";
import { edgeConfigItemsDefinition } from "../families/edge-config/edge-config-items";
import { Variable } from "../families/environment/env-variable";
import { featureFlagConfigDefinition } from "../families/flags/feature-flag-config";
import { featureFlagDefinitionDefinition } from "../families/flags/feature-flag-definition";
import { featureFlagSegmentDefinition } from "../families/flags/feature-flag-segment";
import { firewallConfigDefinition } from "../families/firewall/firewall-config";
import { logDrainDefinition } from "../families/drains/log-drain";
import { projectDefinition } from "../families/projects/project";
import { projectDomainDefinition } from "../families/projects/project-domain";
import { PROJECT_OPTIONS } from "../families/projects/project-options";
import { traceDrainDefinition } from "../families/drains/trace-drain";
import { webhookDefinition } from "../families/webhooks/webhook";

/**
 * A value the file does not hold: the stack config secret `name` (`pulumi config set --secret
 * name ...`), read by the component with `config.requireSecret`. `namespace:name` reads another
 * namespace's key; a bare name reads the Pulumi project's own.
 */
export class SecretReference {
  constructor(readonly name: string) {}
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
const TextOrSecret = z.union([z.string(), SecretRef], {
  error: "must be text or a stack secret: { secret: <config key> }",
});

/** The name of another entry of the file (a project, a custom environment of the project, ...). */
const Name = z.string().min(1, "must not be empty");

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
function fieldsOf<Inputs extends object>(
  definition: ResourceDefinition<Inputs, object>,
): z.ZodObject<InputShape<Inputs>, z.core.$strict> {
  return z.strictObject(definition.inputs.shape) as unknown as z.ZodObject<
    InputShape<Inputs>,
    z.core.$strict
  >;
}

/** Omitted keys, as zod's mask. */
const without = <K extends string>(...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, true])) as { [P in K]: true };

export const EnvVariableEntry = Variable.omit(without("value", "customEnvironmentIds"))
  .extend({
    /** Plain text, or `{ secret: <config key> }`; a sensitive variable's value must be a secret. */
    value: TextOrSecret,
    /** Names of the project's `customEnvironments` the variable applies to. */
    customEnvironments: z
      .array(Name)
      .optional()
      .describe("Names of the project's customEnvironments the variable applies to"),
  })
  .refine((variable) => !(variable.sensitive === true && typeof variable.value === "string"), {
    path: ["value"],
    message: "a sensitive variable's value must come from a stack secret: { secret: <config key> }",
  });

export const CustomEnvironmentEntry = fieldsOf(customEnvironmentDefinition).omit(without("projectId"));

export const ProjectDomainEntry = fieldsOf(projectDomainDefinition)
  .omit(without("projectId", "customEnvironmentId"))
  .extend({
    /** The name of one of the project's `customEnvironments`. */
    customEnvironment: Name.optional().describe("The name of one of the project's customEnvironments"),
  });

export const FirewallEntry = fieldsOf(firewallConfigDefinition).omit(without("projectId"));

export const FlagConfigEntry = fieldsOf(featureFlagConfigDefinition).omit(without("projectId", "flagId"));

export const FlagEntry = fieldsOf(featureFlagDefinitionDefinition)
  .omit(without("projectId"))
  .extend({
    /** How the flag is served per environment (a FeatureFlagConfig); paused on its first variant when omitted. */
    config: FlagConfigEntry.optional().describe(
      "How the flag is served per environment; rules may name the project's segments by slug",
    ),
  });

export const SegmentEntry = fieldsOf(featureFlagSegmentDefinition).omit(without("projectId"));

export const ProjectEntry = fieldsOf(projectDefinition)
  .omit(without("environment", "passwordProtection"))
  .extend({
    passwordProtection: PROJECT_OPTIONS.passwordProtection.input.extend({ password: SecretRef }).optional(),
    /** The project's variables, created as one ProjectEnvironmentVariables resource. */
    env: z.array(EnvVariableEntry).optional().describe("The project's environment variables"),
    customEnvironments: z.array(CustomEnvironmentEntry).optional(),
    domains: z.array(ProjectDomainEntry).optional(),
    firewall: FirewallEntry.optional(),
    flags: z.array(FlagEntry).optional(),
    segments: z.array(SegmentEntry).optional(),
  });

export const DnsRecordEntry = fieldsOf(dnsRecordDefinition).omit(without("domain"));

export const DomainEntry = fieldsOf(domainDefinition).extend({
  records: z.array(DnsRecordEntry).optional().describe("The domain's DNS records"),
});

export const EdgeConfigEntry = fieldsOf(edgeConfigDefinition).extend({
  /** The store's items, created as one EdgeConfigItems resource. */
  items: fieldsOf(edgeConfigItemsDefinition).shape.items.optional().describe("The store's items"),
  /** The JSON Schema the items must match, as an object (an EdgeConfigSchema). */
  schema: JsonSchemaDefinition.optional().describe("The JSON Schema the store's items must match"),
  /** Read tokens (EdgeConfigToken), by label; their values are secret outputs of the component. */
  tokens: z.array(z.strictObject({ label: EdgeConfigTokenLabel })).optional(),
});

/** What drains and webhooks change: project ids become names, credentials come from secrets. */
const ProjectsByName = {
  projects: z
    .array(Name)
    .optional()
    .describe("Names of the file's projects; every project of the team when omitted"),
};
const DrainCredentials = {
  secret: SecretRef.optional(),
  headers: z.record(z.string(), TextOrSecret).optional(),
};

export const LogDrainEntry = fieldsOf(logDrainDefinition)
  .omit(without("projectIds", "secret", "headers"))
  .extend({ ...ProjectsByName, ...DrainCredentials });

export const TraceDrainEntry = fieldsOf(traceDrainDefinition)
  .omit(without("projectIds", "secret", "headers"))
  .extend({ ...ProjectsByName, ...DrainCredentials });

export const WebhookEntry = fieldsOf(webhookDefinition).omit(without("projectIds")).extend(ProjectsByName);

export const TeamConfigDocument = z
  .strictObject({
    /** The JSON Schema, for editors (JSON files name it here; YAML files in a comment). */
    $schema: z.string().optional(),
    projects: z.array(ProjectEntry).optional(),
    domains: z.array(DomainEntry).optional(),
    edgeConfigs: z.array(EdgeConfigEntry).optional(),
    logDrains: z.array(LogDrainEntry).optional(),
    traceDrains: z.array(TraceDrainEntry).optional(),
    webhooks: z.array(WebhookEntry).optional(),
  })
  .meta({
    title: "vercel-pulumi team config",
    description:
      "A team's projects, domains, Edge Configs, flags, firewall, drains and webhooks (TeamConfig)",
  });
export type TeamConfigDocument = z.infer<typeof TeamConfigDocument>;
export type ProjectEntry = z.infer<typeof ProjectEntry>;
