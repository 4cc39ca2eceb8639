// Who may pass the deployment protection on an alias (`PATCH /aliases/{id}/protection-bypass`):
// shareable links (a secret in the URL, made with an optional lifetime, revoked by the secret and
// made again on request), users granted access (by id, or by email for someone who is not a user
// yet: an invitation), and the alias's protection override. The alias's `protectionBypass` map
// holds them, keyed as the platform keys them (secret, user id, email, scope), and reads answer it.
import {
  ProtectionBypassAnswer,
  ProtectionBypassChange,
  type ProtectionBypassEntry,
} from "../../../../schema/aliases";
import { notFound } from "../../../errors";
import { randomAlphanumeric } from "../../../ids";
import { defineRoute, ok } from "../../../route";
import { findUserBy } from "../../identity/store";
import { aliasesOf } from "../store";
import { findAlias } from "./aliases";

/**
 * The override's key in the map: `*` (it covers every visitor), with scope
 * `alias-protection-override`, as the Terraform provider reads a Deployment Protection Exception.
 */
export const OVERRIDE = "*";

type Bypass = Record<string, ProtectionBypassEntry>;

/** The map after one change; throws the platform's error for a secret or grant that is not there. */
function changed(
  bypass: Bypass,
  change: ProtectionBypassChange,
  by: {
    userId: string;
    now: number;
    findUser: (by: { uid?: string | undefined; email?: string | undefined }) => string | undefined;
  },
): Bypass {
  const next = { ...bypass };
  const link = (ttl: number | undefined): void => {
    next[randomAlphanumeric(32)] = {
      scope: "shareable-link",
      createdAt: by.now,
      createdBy: by.userId,
      ...(ttl === undefined ? {} : { expires: by.now + ttl * 1000 }),
    };
  };
  if ("override" in change) {
    if (change.override.action === "create") {
      next[OVERRIDE] = { scope: "alias-protection-override", createdAt: by.now, createdBy: by.userId };
    } else {
      if (!next[OVERRIDE]) throw notFound("The alias has no protection override to revoke");
      delete next[OVERRIDE];
    }
    return next;
  }
  if ("scope" in change) {
    const { userId, email, access } = change.scope;
    const user = by.findUser({ uid: userId, email });
    if (userId !== undefined && user === undefined) throw notFound(`The user ${userId} could not be found`);
    const key = user ?? (email as string).toLowerCase();
    if (access === "denied") {
      if (!next[key]) throw notFound("That user has no access to revoke");
      delete next[key];
      return next;
    }
    const since = next[key]?.createdAt ?? by.now;
    next[key] = user
      ? {
          scope: "user",
          access: "granted",
          createdAt: since,
          lastUpdatedAt: by.now,
          lastUpdatedBy: by.userId,
        }
      : { scope: "email_invite", createdAt: since, lastUpdatedAt: by.now, lastUpdatedBy: by.userId };
    return next;
  }
  if (change.revoke) {
    const { secret, regenerate } = change.revoke;
    if (next[secret]?.scope !== "shareable-link") throw notFound("No shareable link with that secret");
    delete next[secret];
    if (regenerate) link(change.ttl);
    return next;
  }
  link(change.ttl);
  return next;
}

export const patchProtectionBypass = defineRoute({
  method: "PATCH",
  paths: "/aliases/:id/protection-bypass",
  body: ProtectionBypassChange,
  response: ProtectionBypassAnswer,
  handle: ({ store, ownerId, userId, params, body }) => {
    const alias = findAlias(store, ownerId, params.id);
    const now = store.now();
    const findUser = (by: { uid?: string | undefined; email?: string | undefined }) =>
      findUserBy(store, by)?.id;
    const protectionBypass = changed(alias.protectionBypass ?? {}, body, { userId, now, findUser });
    aliasesOf(store).replace(ownerId, { ...alias, protectionBypass, updatedAt: now });
    return ok({ protectionBypass });
  },
});
