// Wire types of the project domains area (POST /v10/projects/{idOrName}/domains,
// GET|PATCH|DELETE /v9/projects/{idOrName}/domains/{domain}, verify, list, and the list across
// projects by apex, GET /v1/domains/{domain}/project-domains): api-contract §3, @vercel/sdk.
import { z } from "zod";
import { EpochMs, Pagination } from "./common";

export const REDIRECT_STATUS_CODES = [301, 302, 307, 308] as const;
/** One literal of several values: a refusal lists them (a union of literals says only "Invalid input"). */
export const RedirectStatusCode = z.literal(REDIRECT_STATUS_CODES);

/** A fully qualified domain name: labels of letters, digits and hyphens, at least two labels. */
export const DomainName = z
  .string()
  .max(253, "must be at most 253 characters")
  .regex(
    /^(?!-)[a-zA-Z0-9-]{1,63}(?<!-)(\.(?!-)[a-zA-Z0-9-]{1,63}(?<!-))+$/,
    'must be a domain name such as "www.example.com"',
  );

export const ProjectDomainCreateRequest = z.object({
  name: DomainName,
  gitBranch: z.string().min(1).nullable().optional(),
  customEnvironmentId: z.string().min(1).optional(),
  redirect: DomainName.nullable().optional(),
  redirectStatusCode: RedirectStatusCode.nullable().optional(),
});
export type ProjectDomainCreateRequest = z.infer<typeof ProjectDomainCreateRequest>;

/**
 * PATCH: the given fields are set, null clears one. `customEnvironmentId` is not updatable
 * (@vercel/sdk's UpdateProjectDomainRequestBody has only gitBranch, redirect and redirectStatusCode;
 * api-contract §3.2: "`customEnvironmentId` and `name` are not updatable"), although the Terraform
 * provider sends it: a domain changes custom environment by being removed and added again.
 */
export const ProjectDomainUpdateRequest = ProjectDomainCreateRequest.omit({
  name: true,
  customEnvironmentId: true,
});
export type ProjectDomainUpdateRequest = z.infer<typeof ProjectDomainUpdateRequest>;

/** What to publish to prove the domain is yours, e.g. TXT `_vercel.example.com`. */
export const DomainVerification = z.object({
  type: z.string().describe("The record's type, such as `TXT`."),
  domain: z.string().describe("The name the record is published at, such as `_vercel.example.com`."),
  value: z.string().describe("The value the record must hold."),
  reason: z.string().describe("Why the record is asked for, such as `pending_domain_verification`."),
});
export type DomainVerification = z.infer<typeof DomainVerification>;

export const ProjectDomain = z.looseObject({
  name: z.string(),
  apexName: z.string(),
  projectId: z.string(),
  verified: z.boolean(),
  redirect: z.string().nullable().optional(),
  redirectStatusCode: z.number().nullable().optional(),
  gitBranch: z.string().nullable().optional(),
  customEnvironmentId: z.string().nullable().optional(),
  /** Present only while the domain is unverified. */
  verification: z.array(DomainVerification).optional(),
  createdAt: EpochMs.optional(),
  updatedAt: EpochMs.optional(),
});
export type ProjectDomain = z.infer<typeof ProjectDomain>;

export const ProjectDomainList = z.object({
  domains: z.array(ProjectDomain),
  pagination: Pagination,
});

/** GET /v1/domains/{domain}/project-domains: the account's project domains under one apex. */
export const ApexProjectDomainList = z.object({
  projectDomains: z.array(ProjectDomain),
  pagination: Pagination,
});
