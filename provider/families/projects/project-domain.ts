// ProjectDomain: a domain of a project (POST /v10/projects/{id}/domains, GET|PATCH|DELETE
// /v9/projects/{id}/domains/{domain}). Arguments as @pulumiverse/vercel 5.4.1 names them; the
// outputs add `verified` and the TXT `verification` records, so the program that adds a domain
// another account holds can publish the record that proves it is ours. `waitForReady` makes create
// and update wait until the domain is verified and reaches the platform (project-domain-ready.ts).
import { z } from "zod";
import {
  DomainName,
  DomainVerification,
  RedirectStatusCode,
  type ProjectDomain as ApiProjectDomain,
} from "../../../schema/project-domains";
import { defineResource, PartiallyCreatedError } from "../kit/definition";
import { waitUntilReady } from "./project-domain-ready";

/** Hostnames compare case-insensitively and without the root's trailing dot. */
const hostname = (value: unknown) =>
  typeof value === "string" ? value.toLowerCase().replace(/\.$/, "") : value;
const Hostname = z
  .string()
  .transform((value) => hostname(value) as string)
  .pipe(DomainName);

const ProjectDomainInputs = z
  .strictObject({
    projectId: z
      .string()
      .min(1, "must not be empty")
      .describe("The id of the project the domain is added to; changing it replaces the domain."),
    domain: Hostname.describe(
      "The domain, such as `www.example.com`, compared without case or trailing dot; changing it replaces the domain.",
    ),
    redirect: Hostname.optional().describe(
      "Another domain of the project that requests to this one are redirected to; none when omitted.",
    ),
    redirectStatusCode: RedirectStatusCode.optional().describe(
      "The redirect's HTTP status, 301, 302, 307 or 308, only with `redirect`; omitted keeps the platform's choice.",
    ),
    gitBranch: z
      .string()
      .min(1, "must not be empty")
      .optional()
      .describe(
        "A git branch whose latest deployment the domain serves (a preview domain); the production deployment when omitted.",
      ),
    customEnvironmentId: z
      .string()
      .min(1, "must not be empty")
      .optional()
      .describe(
        "The id of a custom environment whose deployments the domain serves; changing it replaces the domain.",
      ),
    waitForReady: z
      .boolean()
      .optional()
      .describe(
        "Whether create and update wait, up to 10 minutes, until the domain is verified and its DNS reaches the platform; false when omitted.",
      ),
  })
  .refine((inputs) => inputs.redirectStatusCode === undefined || inputs.redirect !== undefined, {
    path: ["redirectStatusCode"],
    message: "needs redirect",
  })
  .refine((inputs) => inputs.redirect === undefined || inputs.redirect !== inputs.domain, {
    path: ["redirect"],
    message: "must be another domain than the domain itself",
  });
export type ProjectDomainInputs = z.infer<typeof ProjectDomainInputs>;

export const ProjectDomainOutputs = z.object({
  ...ProjectDomainInputs.shape,
  domain: z.string(),
  redirect: z.string().optional(),
  redirectStatusCode: z.number().optional(),
  verified: z
    .boolean()
    .describe("False while another account holds the domain: publish `verification` to prove it is yours."),
  verification: z
    .array(DomainVerification)
    .describe(
      "The records (a TXT record) to publish to prove the domain is yours; empty once it is verified.",
    ),
  verifications: z
    .array(DomainVerification)
    .describe("The same as `verification`, under @pulumiverse/vercel's name for it."),
});
export type ProjectDomainOutputs = z.infer<typeof ProjectDomainOutputs>;

function toOutputs(domain: ApiProjectDomain): ProjectDomainOutputs {
  return {
    projectId: domain.projectId,
    domain: domain.name,
    ...(domain.redirect ? { redirect: domain.redirect } : {}),
    ...(domain.redirect && domain.redirectStatusCode
      ? { redirectStatusCode: domain.redirectStatusCode }
      : {}),
    ...(domain.gitBranch ? { gitBranch: domain.gitBranch } : {}),
    ...(domain.customEnvironmentId ? { customEnvironmentId: domain.customEnvironmentId } : {}),
    verified: domain.verified,
    verification: domain.verification ?? [],
    verifications: domain.verification ?? [],
  };
}

/** The resource id: `projectId/domain`, the Terraform provider's import id without the team. */
const idOf = (projectId: string, domain: string) => `${projectId}/${domain}`;
function parseId(id: string): [string, string] {
  const slash = id.indexOf("/");
  return [id.slice(0, slash), id.slice(slash + 1)];
}

export const projectDomainDefinition = defineResource<ProjectDomainInputs, ProjectDomainOutputs>({
  name: "ProjectDomain",
  description:
    "A domain served by a project, optionally redirecting to another of its domains or serving a Git branch or custom environment. Its outputs hold the TXT record that proves ownership of a domain another account holds.",
  inputs: ProjectDomainInputs,
  outputs: ProjectDomainOutputs,
  fields: {
    projectId: { replaceOnChange: true },
    domain: { replaceOnChange: true, normalize: hostname },
    // Not updatable (@vercel/sdk's UpdateProjectDomainRequestBody; api-contract §3.2).
    customEnvironmentId: { replaceOnChange: true },
    redirect: { normalize: hostname },
    // The platform picks a status code for a redirect that names none: omitted keeps it.
    redirectStatusCode: { computed: true },
    // The platform knows nothing of it: kept from the program, never drift.
    waitForReady: { writeOnly: true, default: false },
  },
  // A domain is on one project at a time: the old one must go before the new one is added.
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: {
    segments: ["projectId", "domain"],
    toId: ([projectId, domain]) => idOf(projectId ?? "", domain ?? ""),
  },
  adopt: {
    key: "domain",
    async find(ctx, inputs) {
      const found = await ctx.client.projectDomains.find(inputs.projectId, inputs.domain);
      return found && { id: idOf(found.projectId, found.name), outputs: toOutputs(found) };
    },
  },

  async create(ctx, inputs) {
    const added = await ctx.client.projectDomains.add(inputs.projectId, {
      name: inputs.domain,
      ...(inputs.redirect ? { redirect: inputs.redirect } : {}),
      ...(inputs.redirectStatusCode ? { redirectStatusCode: inputs.redirectStatusCode } : {}),
      ...(inputs.gitBranch ? { gitBranch: inputs.gitBranch } : {}),
      ...(inputs.customEnvironmentId ? { customEnvironmentId: inputs.customEnvironmentId } : {}),
    });
    const created = { id: idOf(added.projectId, added.name), outputs: toOutputs(added) };
    if (!inputs.waitForReady) return created;
    try {
      return { ...created, outputs: toOutputs(await waitUntilReady(ctx, added.projectId, added.name)) };
    } catch (error) {
      // The domain exists: recorded in state, the next `up` waits again (it is an update then).
      throw new PartiallyCreatedError(created, error);
    }
  },

  async read(ctx, id) {
    return toOutputs(await ctx.client.projectDomains.read(...parseId(id)));
  },

  async update(ctx, id, _olds, news) {
    const [projectId, name] = parseId(id);
    const domain = await ctx.client.projectDomains.update(projectId, name, {
      // Removed settings are cleared; a redirect without a code keeps the platform's code.
      redirect: news.redirect ?? null,
      ...(news.redirect === undefined
        ? { redirectStatusCode: null }
        : news.redirectStatusCode !== undefined
          ? { redirectStatusCode: news.redirectStatusCode }
          : {}),
      gitBranch: news.gitBranch ?? null,
    });
    return toOutputs(news.waitForReady ? await waitUntilReady(ctx, projectId, name) : domain);
  },

  async delete(ctx, id) {
    await ctx.client.projectDomains.remove(...parseId(id));
  },
});
