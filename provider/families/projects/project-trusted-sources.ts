// Project's `trustedSources`: other projects of the team, and external OIDC issuers, whose
// short-lived tokens pass the project's deployment protection. The arguments are the Terraform
// provider's (and @pulumiverse/vercel's documented example's) in camelCase: `projects` (a set, by
// projectId, each with optional `customAllow` rules from source to target environments) and
// `externalSources` (a set of { issuer, label, to, claims }, claims mapping a claim to the values it
// accepts). On the wire (@vercel/sdk's UpdateProjectRequestBody.trustedSources) projects are keyed
// by project id and external sources are `oidcProviders` grouped by issuer.
import { z } from "zod";
import type { TrustedSources as WireTrustedSources } from "../../../schema/projects";
import type { FieldSemantics } from "../../reconcile/fields";

/** Environments: system or custom environment slugs, or the `all-custom` preset (or both). */
const EnvironmentMatcher = z
  .strictObject({
    slugs: z
      .array(z.string().min(1, "must not be empty"))
      .min(1, "must name at least one slug")
      .max(10)
      .optional()
      .describe(
        "Environments by slug: `production`, `preview`, `development` or a custom environment's slug; a set of 1 to 10. Give slugs, preset or both.",
      ),
    preset: z
      .enum(["all-custom"])
      .optional()
      .describe("`all-custom`: every custom environment. Give slugs, preset or both."),
  })
  .refine((matcher) => matcher.slugs !== undefined || matcher.preset !== undefined, {
    message: "needs slugs or preset",
  });

const TrustedProject = z.strictObject({
  projectId: z
    .string()
    .min(1, "must not be empty")
    .max(64)
    .describe("The trusted project's id; one entry per project."),
  label: z
    .string()
    .min(1, "must not be empty")
    .max(100)
    .optional()
    .describe("A label for the entry, at most 100 characters."),
  customAllow: z
    .array(
      z.strictObject({
        from: EnvironmentMatcher.describe("The trusted project's environments the rule lets in."),
        to: EnvironmentMatcher.describe("This project's environments they may reach."),
      }),
    )
    .min(1, "must hold at least one rule when given")
    .max(20)
    .optional()
    .describe(
      "Which of the trusted project's environments may reach which of this project's, 1 to 20 rules; each environment reaches the same one here when omitted.",
    ),
});

const ExternalSource = z.strictObject({
  issuer: z
    .string()
    .min(1, "must not be empty")
    .max(512)
    .describe("The issuer's URL, as its tokens' `iss` claim holds it, at most 512 characters."),
  label: z
    .string()
    .min(1, "must not be empty")
    .max(100)
    .optional()
    .describe("A label for the entry, at most 100 characters."),
  to: EnvironmentMatcher.describe("This project's environments the issuer's tokens may reach."),
  claims: z
    .record(z.string(), z.array(z.string()).min(1, "must accept at least one value"))
    .describe(
      "The claims a token must carry: each claim's name mapped to the values it accepts (a set). The platform requires `aud` and the issuer's identity claims.",
    ),
});

export const TrustedSourcesInput = z
  .strictObject({
    projects: z
      .array(TrustedProject)
      .max(100)
      .optional()
      .describe("Projects of the team whose deployments may reach this one's, at most 100; a set."),
    externalSources: z
      .array(ExternalSource)
      .optional()
      .describe(
        "External OIDC issuers, such as a CI system, whose tokens may reach the project's deployments; a set.",
      ),
  })
  .superRefine((sources, ctx) => {
    const seen = new Set<string>();
    (sources.projects ?? []).forEach((project, index) => {
      if (seen.has(project.projectId)) {
        ctx.addIssue({
          code: "custom",
          path: ["projects", index, "projectId"],
          message: `"${project.projectId}" is trusted twice: give one entry per project`,
        });
      }
      seen.add(project.projectId);
    });
  });
export type TrustedSourcesInput = z.infer<typeof TrustedSourcesInput>;

/** Each claim's accepted values are a set. */
const sortedClaims = (value: unknown) =>
  value && typeof value === "object"
    ? Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([claim, values]) => [
          claim,
          Array.isArray(values) ? [...(values as string[])].sort() : values,
        ]),
      )
    : value;

/** Diff semantics below `trustedSources` (paths relative to it): sets all the way down. */
export const TRUSTED_SOURCES_FIELDS: Readonly<Record<string, FieldSemantics>> = {
  ".projects": { unordered: true, default: [] },
  ".projects[].customAllow": { unordered: true },
  ".projects[].customAllow[].from.slugs": { unordered: true },
  ".projects[].customAllow[].to.slugs": { unordered: true },
  ".externalSources": { unordered: true, default: [] },
  ".externalSources[].to.slugs": { unordered: true },
  ".externalSources[].claims": { normalize: sortedClaims },
};

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** The program's sources in the wire's shape. */
export function toWire(sources: TrustedSourcesInput): WireTrustedSources {
  const oidcProviders: NonNullable<WireTrustedSources["oidcProviders"]> = {};
  for (const { issuer, ...source } of sources.externalSources ?? []) {
    (oidcProviders[issuer] ??= []).push(withoutUndefined(source));
  }
  return withoutUndefined({
    projects: sources.projects
      ? Object.fromEntries(
          sources.projects.map(({ projectId, ...project }) => [projectId, withoutUndefined(project)]),
        )
      : undefined,
    oidcProviders: sources.externalSources ? oidcProviders : undefined,
  });
}

/** The wire's sources as the program's arguments. */
export function fromWire(sources: WireTrustedSources): TrustedSourcesInput {
  return {
    projects: Object.entries(sources.projects ?? {}).map(([projectId, project]) =>
      withoutUndefined({ projectId, label: project.label, customAllow: project.customAllow }),
    ),
    externalSources: Object.entries(sources.oidcProviders ?? {}).flatMap(([issuer, providers]) =>
      providers.map((provider) => withoutUndefined({ issuer, ...provider })),
    ),
  };
}
