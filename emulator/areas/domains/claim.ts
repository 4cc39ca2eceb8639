// Taking over a domain another account holds (GET /v9/domains/{domain}/verification, POST
// /v9/domains/{domain}/claim): the caller asks for a TXT record, publishes it at
// `_vercel.<domain>` in the domain's zone, and claims; the claim moves the domain (and its zone)
// to the caller once the record is there. The emulator's DNS is its stored records: the record
// must be in the holder's zone of the domain, as the platform's name servers would answer it.
import { createHash } from "node:crypto";
import { DomainResponse, DomainVerificationRecord, canonicalHostname } from "../../../schema/domains";
import { ApiError, notFound } from "../../errors";
import { newId } from "../../ids";
import { defineRoute, ok, wrapped, type Route } from "../../route";
import type { Store } from "../../store";
import { recordsOf } from "../dns/store";
import { IDENTITY_OWNER, teamsOf, usersOf } from "../identity/store";
import { creatorOf, domainsOf, type StoredDomain } from "./store";

/** The record's value: fixed for a caller and a domain, so asking twice gives the same one. */
function txtRecordFor(ownerId: string, domain: string): string {
  const token = createHash("sha256").update(`${ownerId}:${domain}`).digest("hex").slice(0, 24);
  return `vc-domain-verify=${domain},${token}`;
}

/** Who holds the domain now, other than the caller: a team or a personal account. */
function heldElsewhere(store: Store, callerId: string, name: string) {
  const owners = [
    ...teamsOf(store)
      .list(IDENTITY_OWNER)
      .map((t) => t.id),
    ...usersOf(store)
      .list(IDENTITY_OWNER)
      .map((u) => u.id),
  ].filter((id) => id !== callerId);
  for (const ownerId of owners) {
    const domain = domainsOf(store).find(ownerId, (d) => d.name === name);
    if (domain) return { ownerId, domain };
  }
  return undefined;
}

/** The domain named, refused when the caller holds it already (there is nothing to claim). */
function claimable(store: Store, ownerId: string, raw: string): string {
  const name = canonicalHostname(raw);
  if (domainsOf(store).find(ownerId, (d) => d.name === name)) {
    throw new ApiError(409, "domain_already_owned", `The domain "${name}" is already in this account`);
  }
  return name;
}

const verification = defineRoute({
  method: "GET",
  paths: "/v9/domains/:domain/verification",
  response: DomainVerificationRecord,
  handle: ({ store, ownerId, params }) => {
    const name = claimable(store, ownerId, params.domain);
    return ok({ txtRecord: txtRecordFor(ownerId, name), verificationDomain: `_vercel.${name}` });
  },
});

const claim = defineRoute({
  method: "POST",
  paths: "/v9/domains/:domain/claim",
  response: DomainResponse,
  handle: ({ store, ownerId, params }) => {
    const name = claimable(store, ownerId, params.domain);
    const holder = heldElsewhere(store, ownerId, name);
    if (!holder) throw notFound(`Domain not found: ${name}: add it instead, nobody holds it`);
    const expected = txtRecordFor(ownerId, name);
    const published = recordsOf(store).find(
      holder.ownerId,
      (r) =>
        r.domainId === holder.domain.id && r.name === "_vercel" && r.type === "TXT" && r.value === expected,
    );
    if (!published) {
      throw new ApiError(
        400,
        "verification_failed",
        `The TXT record "${expected}" was not found at _vercel.${name}: publish it, then claim again`,
      );
    }
    // The holder loses the domain and its zone (its records go with it, relations.ts).
    domainsOf(store).remove(holder.ownerId, holder.domain.id);
    const now = store.now();
    const creator = creatorOf(store, ownerId);
    const moved: StoredDomain = {
      ...holder.domain,
      id: newId("", 24),
      verified: true,
      creator,
      teamId: ownerId.startsWith("team_") ? ownerId : null,
      userId: creator.id,
      transferredAt: now,
      updatedAt: now,
    };
    return wrapped("domain", domainsOf(store).insert(ownerId, moved));
  },
});

export const claimRoutes: readonly Route[] = [verification, claim];
