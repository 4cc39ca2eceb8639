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
    /** `production`, `preview`, `development` or custom environment slugs; a set. */
    slugs: z
      .array(z.string().min(1, "must not be empty"))
      .min(1, "must name at least one slug")
      .max(10)
      .optional(),
    /** Only `all-custom`: every custom environment. */
    preset: z.enum(["all-custom"]).optional(),
  })
  .refine((matcher) => matcher.slugs !== undefined || matcher.preset !== undefined, {
    message: "needs slugs or preset",
  });

const TrustedProject = z.strictObject({
  projectId: z.string().min(1, "must not be empty").max(64),
  label: z.string().min(1, "must not be empty").max(100).optional(),
  /** Which of its environments reach which of this project's; same environment to same when omitted. */
  customAllow: z
    .array(z.strictObject({ from: EnvironmentMatcher, to: EnvironmentMatcher }))
    .min(1, "must hold at least one rule when given")
    .max(20)
    .optional(),
});

const ExternalSource = z.strictObject({
  /** The OIDC issuer URL. */
  issuer: z.string().min(1, "must not be empty").max(512),
  label: z.string().min(1, "must not be empty").max(100).optional(),
  /** This project's environments it may reach. */
  to: EnvironmentMatcher,
  /** Claim name -> accepted values; the platform requires `aud` and the issuer's identity claims. */
  claims: z.record(z.string(), z.array(z.string()).min(1, "must accept at least one value")),
});

export const TrustedSourcesInput = z
  .strictObject({
    projects: z.array(TrustedProject).max(100).optional(),
    externalSources: z.array(ExternalSource).optional(),
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
