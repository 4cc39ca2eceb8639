// Aliases: a hostname pointed at a deployment (`POST /v2/deployments/{id}/aliases`), listed per
// deployment and for the account (`GET /v4/aliases`), read by id or hostname, deleted. The hostname
// must be a `*.vercel.app` name no other account holds, or under a domain of the account (an account
// domain, or a project's domain). Pointing an alias the account holds at another deployment moves
// it and answers the deployment it left. Served at once: the site index points the hostname at the
// deployment (site.ts), and deleting the deployment deletes its aliases.
import { z } from "zod";
import {
  AliasAssigned,
  AliasDeleted,
  AliasList,
  AliasRecord,
  DeploymentAliasList,
} from "../../../../schema/aliases";
import { emulatorNow } from "../../../clock";
import { ApiError, notFound } from "../../../errors";
import { newId } from "../../../ids";
import { pageByCreatedAt } from "../../../pagination";
import { defineRoute, ok, type Route } from "../../../route";
import type { Store } from "../../../store";
import { domainsOf as accountDomainsOf, PLATFORM_DOMAIN } from "../../domains/store";
import { IDENTITY_OWNER } from "../../identity/store";
import { domainsOf as projectDomainsOf } from "../../project-domains/store";
import { aliasesOf, findDeployment, pointHost, siteHostsOf, unpointHost, type StoredAlias } from "../store";

const Hostname = z
  .string()
  .transform((value) => value.toLowerCase().replace(/\.$/, ""))
  .pipe(
    z
      .string()
      .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, "must be a hostname"),
  );

const AssignBody = z.looseObject({ alias: Hostname, redirect: z.string().nullable().optional() });

const presentAlias = (a: StoredAlias) => ({
  uid: a.id,
  alias: a.alias,
  created: new Date(a.createdAt).toISOString(),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  deploymentId: a.deploymentId,
  projectId: a.projectId,
  redirect: a.redirect,
  creator: { uid: a.creatorId },
  ...(a.protectionBypass && Object.keys(a.protectionBypass).length > 0
    ? { protectionBypass: a.protectionBypass }
    : {}),
});

/** Whether the account may point `alias`: a free platform name, or under one of its domains. */
function checkAllowed(store: Store, ownerId: string, alias: string): void {
  const holder = siteHostsOf(store).get(IDENTITY_OWNER, alias);
  if (holder && holder.ownerId !== ownerId) {
    throw new ApiError(409, "alias_in_use", `The alias ${alias} is in use by another account`);
  }
  if (alias.endsWith(`.${PLATFORM_DOMAIN}`)) return;
  const under = (name: string) => alias === name || alias.endsWith(`.${name}`);
  const owned =
    accountDomainsOf(store).find(ownerId, (d) => under(d.name)) ??
    projectDomainsOf(store).find(ownerId, (d) => under(d.name));
  if (!owned) {
    throw new ApiError(
      403,
      "not_domain_owner",
      `The alias ${alias} is not under a domain of this account, nor a .${PLATFORM_DOMAIN} name`,
    );
  }
}

export function findAlias(store: Store, ownerId: string, idOrAlias: string): StoredAlias {
  const wanted = idOrAlias.toLowerCase();
  const found = aliasesOf(store).find(ownerId, (a) => a.id === idOrAlias || a.alias === wanted);
  if (!found) throw notFound(`The alias ${idOrAlias} could not be found`);
  return found;
}

const assign = defineRoute({
  method: "POST",
  paths: "/v2/deployments/:id/aliases",
  body: AssignBody,
  response: AliasAssigned,
  handle: ({ store, ownerId, userId, params, body }) => {
    const deployment = findDeployment(store, ownerId, params.id);
    checkAllowed(store, ownerId, body.alias);
    const now = emulatorNow(store);
    const existing = aliasesOf(store).find(ownerId, (a) => a.alias === body.alias);
    const alias: StoredAlias = {
      id: existing?.id ?? newId("alias_", 24),
      alias: body.alias,
      deploymentId: deployment.id,
      projectId: deployment.projectId,
      redirect: body.redirect ?? null,
      creatorId: userId,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    if (existing) aliasesOf(store).replace(ownerId, alias);
    else aliasesOf(store).insert(ownerId, alias);
    pointHost(store, alias.alias, deployment, alias.id);
    return ok({
      uid: alias.id,
      alias: alias.alias,
      created: new Date(alias.createdAt).toISOString(),
      oldDeploymentId: existing && existing.deploymentId !== deployment.id ? existing.deploymentId : null,
    });
  },
});

const listForDeployment = defineRoute({
  method: "GET",
  paths: "/v2/deployments/:id/aliases",
  response: DeploymentAliasList,
  handle: ({ store, ownerId, params }) => {
    const deployment = findDeployment(store, ownerId, params.id);
    const aliases = aliasesOf(store).filter(ownerId, (a) => a.deploymentId === deployment.id);
    return ok({
      aliases: aliases.map((a) => ({
        uid: a.id,
        alias: a.alias,
        created: new Date(a.createdAt).toISOString(),
        redirect: a.redirect,
      })),
    });
  },
});

const list = defineRoute({
  method: "GET",
  paths: "/v4/aliases",
  query: z.looseObject({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    until: z.coerce.number().int().optional(),
    projectId: z.string().optional(),
    domain: z.string().optional(),
  }),
  response: AliasList,
  handle: ({ store, ownerId, query }) => {
    const matching = aliasesOf(store).filter(
      ownerId,
      (a) =>
        (query.projectId === undefined || a.projectId === query.projectId) &&
        (query.domain === undefined || a.alias === query.domain || a.alias.endsWith(`.${query.domain}`)),
    );
    const page = pageByCreatedAt(matching, { limit: query.limit, before: query.until });
    return ok({ aliases: page.items.map(presentAlias), pagination: page.pagination });
  },
});

const get = defineRoute({
  method: "GET",
  paths: "/v4/aliases/:idOrAlias",
  response: AliasRecord,
  handle: ({ store, ownerId, params }) => ok(presentAlias(findAlias(store, ownerId, params.idOrAlias))),
});

const remove = defineRoute({
  method: "DELETE",
  paths: "/v2/aliases/:aliasId",
  response: AliasDeleted,
  handle: ({ store, ownerId, params }) => {
    const alias = findAlias(store, ownerId, params.aliasId);
    aliasesOf(store).remove(ownerId, alias.id);
    // The hostname stops serving unless a production deployment holds it as a project domain.
    if (siteHostsOf(store).get(IDENTITY_OWNER, alias.alias)?.aliasId === alias.id)
      unpointHost(store, alias.alias);
    return ok({ status: "SUCCESS" });
  },
});

export const aliasRoutes: Route[] = [assign, listForDeployment, list, get, remove];
