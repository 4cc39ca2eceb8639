// The project domains area (api-contract §3): add, read, update, remove, list and verify a
// project's domains, and list them across projects by apex domain (GET /v1/domains/:domain/
// project-domains, what the vercel CLI's `domains inspect` reads). A domain another account holds (as its account-level domain, or verified on
// one of its projects) is added unverified, with the TXT record that proves ownership; the same
// domain twice on one project is a 409, on another project of the same account a 400.
import { z } from "zod";
import {
  ApexProjectDomainList,
  ProjectDomain,
  ProjectDomainCreateRequest,
  ProjectDomainList,
  ProjectDomainUpdateRequest,
} from "../../../schema/project-domains";
import { ApiError, badRequest } from "../../errors";
import { newId, randomAlphanumeric } from "../../ids";
import { PageCursor, PageLimit, pageByCreatedAt, WindowQuery, pageOfWindow } from "../../pagination";
import { sameShapeForVersions } from "../../present";
import { projectDomainEvent } from "../integrations/store";
import { defineRoute, defineSeeder, item, list, ok, type ApiArea } from "../../route";
import type { Store } from "../../store";
import { isPlatformHostname } from "../domains/store";
import { findProject } from "../projects/store";
import { COLLECTION, type StoredProjectDomain, domainsOf, findDomain } from "./store";
import { challenge, presentDomain } from "./presenter";

/** When a redirect names no status code ((inferred)). */
const DEFAULT_REDIRECT_STATUS = 308;

/** `www.example.co` -> `example.co` (the last two labels: the emulator knows no public suffix list). */
function apexOf(name: string): string {
  return name.split(".").slice(-2).join(".");
}

/**
 * True when an owner other than `ownerId` holds `name`'s apex: as an account domain, or verified on
 * a project. A name under the platform's own domain is held on its own, not through its apex.
 */
function heldElsewhere(store: Store, ownerId: string, name: string): boolean {
  const platform = isPlatformHostname(name);
  const apex = apexOf(name);
  const { collections } = store.snapshot();
  const others = (name: string) =>
    Object.entries(collections[name] ?? {})
      .filter(([owner]) => owner !== ownerId)
      .flatMap(([, items]) => items as Record<string, unknown>[]);
  return (
    (!platform && others("domains").some((domain) => domain.name === apex)) ||
    others(COLLECTION).some(
      (domain) => (platform ? domain.name === name : domain.apexName === apex) && domain.verified === true,
    )
  );
}

/** A redirect needs a target; a status code alone is a bad request. */
function redirectOf(
  redirect: string | null | undefined,
  code: number | null | undefined,
  current: Pick<StoredProjectDomain, "redirect" | "redirectStatusCode">,
): Pick<StoredProjectDomain, "redirect" | "redirectStatusCode"> {
  const target = redirect === undefined ? current.redirect : (redirect?.toLowerCase() ?? null);
  if (target === null) {
    if (code) throw badRequest('Invalid request: "redirectStatusCode" needs a "redirect"');
    return { redirect: null, redirectStatusCode: null };
  }
  const status = code === undefined ? (current.redirectStatusCode ?? DEFAULT_REDIRECT_STATUS) : code;
  return { redirect: target, redirectStatusCode: status ?? DEFAULT_REDIRECT_STATUS };
}

type AddRequest = z.output<typeof ProjectDomainCreateRequest>;

/** Add `request.name` to the project as `POST /v10/projects/{idOrName}/domains` does; seeding uses it too. */
export function addProjectDomain(
  store: Store,
  ownerId: string,
  idOrName: string,
  request: AddRequest,
): StoredProjectDomain {
  const project = findProject(store, ownerId, idOrName);
  const name = request.name.toLowerCase();
  const existing = domainsOf(store).find(ownerId, (d) => d.name === name);
  if (existing?.projectId === project.id) {
    throw new ApiError(
      409,
      "domain_already_in_use",
      `The domain "${name}" is already assigned to this project`,
    );
  }
  if (existing) {
    throw new ApiError(
      400,
      "domain_already_in_use",
      `The domain "${name}" is already assigned to another project (${existing.projectId})`,
      { projectId: existing.projectId },
    );
  }
  const apexName = apexOf(name);
  const now = store.now();
  return domainsOf(store).insert(ownerId, {
    id: newId("pd_", 16),
    projectId: project.id,
    name,
    apexName,
    verified: !heldElsewhere(store, ownerId, name),
    verificationToken: randomAlphanumeric(20),
    ...redirectOf(request.redirect, request.redirectStatusCode, { redirect: null, redirectStatusCode: null }),
    gitBranch: request.gitBranch ?? null,
    customEnvironmentId: request.customEnvironmentId ?? null,
    createdAt: now,
    updatedAt: now,
  });
}

const add = defineRoute({
  method: "POST",
  paths: "/v10/projects/:idOrName/domains",
  body: ProjectDomainCreateRequest,
  response: ProjectDomain,
  handle: ({ store, ownerId, params, body }) => {
    const domain = addProjectDomain(store, ownerId, params.idOrName, body);
    projectDomainEvent(store, ownerId, "project.domain.created", domain);
    return item(domain);
  },
});

const get = defineRoute({
  method: "GET",
  paths: "/v9/projects/:idOrName/domains/:domain",
  response: ProjectDomain,
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.idOrName);
    return item(findDomain(store, ownerId, project.id, params.domain));
  },
});

/** The update's body; a `customEnvironmentId` (not updatable) is refused rather than dropped unseen. */
const UpdateBody = ProjectDomainUpdateRequest.extend({
  customEnvironmentId: z
    .never({
      error: "cannot be changed: remove the domain and add it again with the other custom environment",
    })
    .optional(),
});

const update = defineRoute({
  method: "PATCH",
  paths: "/v9/projects/:idOrName/domains/:domain",
  body: UpdateBody,
  response: ProjectDomain,
  handle: ({ store, ownerId, params, body }) => {
    const project = findProject(store, ownerId, params.idOrName);
    const domain = findDomain(store, ownerId, project.id, params.domain);
    Object.assign(domain, redirectOf(body.redirect, body.redirectStatusCode, domain));
    if (body.gitBranch !== undefined) domain.gitBranch = body.gitBranch;
    domain.updatedAt = store.now();
    projectDomainEvent(store, ownerId, "project.domain.updated", domain);
    return item(domainsOf(store).replace(ownerId, domain));
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: "/v9/projects/:idOrName/domains/:domain",
  response: z.object({}),
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.idOrName);
    const domain = findDomain(store, ownerId, project.id, params.domain);
    domainsOf(store).remove(ownerId, domain.id);
    projectDomainEvent(store, ownerId, "project.domain.deleted", domain);
    return ok({});
  },
});

/** Verified once no other account holds the domain any more (the emulator does not resolve DNS). */
const verify = defineRoute({
  method: "POST",
  paths: "/v9/projects/:idOrName/domains/:domain/verify",
  response: ProjectDomain,
  operation: "update",
  present: sameShapeForVersions(9, 9, (stored: StoredProjectDomain) => ({
    ...presentDomain(stored),
    verification: undefined,
  })),
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.idOrName);
    const domain = findDomain(store, ownerId, project.id, params.domain);
    if (!domain.verified) {
      if (heldElsewhere(store, ownerId, domain.name)) {
        throw new ApiError(
          400,
          "missing_txt_record",
          `Domain "${domain.name}" is not verified: add the TXT record ${challenge(domain).domain} and try again`,
          { verification: [challenge(domain)] },
        );
      }
      domain.verified = true;
      domain.updatedAt = store.now();
      domainsOf(store).replace(ownerId, domain);
    }
    return item(domain);
  },
});

const ListQuery = z.object({
  limit: PageLimit,
  until: PageCursor,
  verified: z.enum(["true", "false"]).optional(),
  gitBranch: z.string().optional(),
});

const listDomains = defineRoute({
  method: "GET",
  paths: "/v9/projects/:idOrName/domains",
  query: ListQuery,
  response: ProjectDomainList,
  operation: "list",
  handle: ({ store, ownerId, params, query }) => {
    const project = findProject(store, ownerId, params.idOrName);
    const matching = domainsOf(store)
      .list(ownerId)
      .filter(
        (d) =>
          d.projectId === project.id &&
          (query.verified === undefined || String(d.verified) === query.verified) &&
          (query.gitBranch === undefined || d.gitBranch === query.gitBranch),
      );
    const { items, pagination } = pageByCreatedAt(matching, { limit: query.limit, before: query.until });
    return list("domains", items, { pagination });
  },
});

/** The account's project domains whose apex is `:domain`, across its projects, newest first. */
const listByApex = defineRoute({
  method: "GET",
  paths: "/v1/domains/:domain/project-domains",
  query: WindowQuery,
  response: ApexProjectDomainList,
  operation: "list",
  present: sameShapeForVersions(1, 1, presentDomain),
  handle: ({ store, ownerId, params, query }) => {
    const apex = params.domain.toLowerCase();
    const matching = domainsOf(store)
      .list(ownerId)
      .filter((d) => d.apexName === apex);
    const { items, pagination } = pageOfWindow(matching, query);
    return list("projectDomains", items, { pagination });
  },
});

export const projectDomains: ApiArea = {
  name: COLLECTION,
  routes: [add, get, update, remove, verify, listDomains, listByApex],
  present: sameShapeForVersions(9, 10, presentDomain),
  seed: defineSeeder({
    item: ProjectDomainCreateRequest.extend({
      teamId: z.string().min(1).optional(),
      projectId: z.string().min(1),
    }),
    create: (store, ownerId, { projectId, ...request }) =>
      addProjectDomain(store, ownerId, projectId, request),
  }),
};
