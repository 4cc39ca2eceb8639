// The certs group (seed 000): issue a certificate for hostnames of the caller's own domains
// (`POST`), upload one with its key (`PUT`), get, list (newest first, `?domain=` keeps those covering
// a hostname) and remove. Rules: every hostname of an issue must lie under one domain the caller
// owns; an upload's PEMs must parse and its key must be the certificate's (unless
// `skipValidation`), and an expired certificate is refused. The PEMs and the key are kept (the
// platform serves TLS with them) and never answered.
import {
  Cert,
  CertIssueRequest,
  CertList,
  CertListQuery,
  CertRemoved,
  CertUploadRequest,
  LegacyCert,
  LegacyCertList,
  LegacyCertListQuery,
  certificateFacts,
} from "../../../schema/certs";
import { canonicalHostname, isDomainName } from "../../../schema/domains";
import { emulatorNow } from "../../clock";
import { ApiError, badRequest } from "../../errors";
import { newId } from "../../ids";
import { pageByCreatedAt } from "../../pagination";
import { defineRoute, item, list, ok, type ApiArea, type Reply } from "../../route";
import type { Store } from "../../store";
import { domainsOf } from "../domains/store";
import { presentCert, presentLegacyCert } from "./presenter";
import { certsOf, covers, findCert, type StoredCert } from "./store";

/** How long an issued certificate lasts (the platform's certificates come from Let's Encrypt). */
const ISSUED_LIFETIME_MS = 90 * 24 * 3600_000;

const issueCert = defineRoute({
  method: "POST",
  paths: "/v8/certs",
  body: CertIssueRequest,
  response: Cert,
  handle: ({ store, ownerId, body }) => {
    const cns = [...new Set(body.cns.map(canonicalHostname))];
    const domains = new Set(cns.map((cn) => owningDomain(store, ownerId, cn)));
    if (domains.size > 1) {
      throw new ApiError(
        400,
        "should_share_root_domain",
        `The hostnames of one certificate must share one domain; these span ${[...domains].join(", ")}`,
      );
    }
    // One reading of the clock for both: the lifetime is exactly 90 days, whatever ms passes between.
    const now = emulatorNow(store);
    return item(insert(store, ownerId, { cns, expiresAt: now + ISSUED_LIFETIME_MS, autoRenew: true }, now));
  },
});

const uploadCert = defineRoute({
  method: "PUT",
  paths: "/v8/certs",
  body: CertUploadRequest,
  response: Cert,
  handle: ({ store, ownerId, body }) => item(upload(store, ownerId, body)),
});

function upload(store: Store, ownerId: string, body: CertUploadRequest): StoredCert {
  {
    const facts = certificateFacts(body, body.skipValidation === true);
    if (!facts.ok) throw badRequest(`Invalid request: "${facts.field}" ${facts.rule}`);
    if (facts.expiresAt <= emulatorNow(store)) {
      throw badRequest(`Invalid request: "cert" expired on ${new Date(facts.expiresAt).toISOString()}`);
    }
    const uploaded = { cert: body.cert, key: body.key, ca: body.ca };
    return insert(store, ownerId, { cns: facts.cns, expiresAt: facts.expiresAt, autoRenew: false, uploaded });
  }
}

const getCert = defineRoute({
  method: "GET",
  paths: "/v8/certs/:id",
  response: Cert,
  handle: ({ store, ownerId, params }) => item(findCert(store, ownerId, params.id)),
});

const listCerts = defineRoute({
  method: "GET",
  paths: "/v8/certs",
  query: CertListQuery,
  response: CertList,
  operation: "list",
  handle: ({ store, ownerId, query }) => listOf(store, ownerId, query),
});

/** Newest first; `domain` keeps those covering a hostname, `custom` the uploaded ones. */
function listOf(store: Store, ownerId: string, query: LegacyCertListQuery): Reply {
  const domain = query.domain === undefined ? undefined : canonicalHostname(query.domain);
  const matching = certsOf(store).filter(
    ownerId,
    (cert) =>
      (domain === undefined || covers(cert, domain)) &&
      (query.custom !== "true" || cert.uploaded !== undefined),
  );
  const page = pageByCreatedAt(matching, { limit: query.limit, before: query.until });
  return list("certs", page.items, { pagination: page.pagination });
}

const removeCert = defineRoute({
  method: "DELETE",
  paths: "/v8/certs/:id",
  response: CertRemoved,
  handle: ({ store, ownerId, params }) => {
    certsOf(store).remove(ownerId, findCert(store, ownerId, params.id).id);
    return ok({});
  },
});

/** The caller's domain a hostname (or a wildcard) lies under; refused when it is not the caller's. */
function owningDomain(store: Store, ownerId: string, cn: string): string {
  const hostname = cn.startsWith("*.") ? cn.slice(2) : cn;
  if (!isDomainName(hostname)) {
    throw new ApiError(400, "invalid_cn", `"${cn}" is not a hostname a certificate can cover`);
  }
  const labels = hostname.split(".");
  for (let start = 0; start < labels.length - 1; start++) {
    const candidate = labels.slice(start).join(".");
    if (domainsOf(store).find(ownerId, (d) => d.name === candidate)) return candidate;
  }
  throw new ApiError(
    404,
    "not_found",
    `Domain not found: ${hostname} is not under a domain of this account`,
    {
      domain: hostname,
    },
  );
}

function insert(
  store: Store,
  ownerId: string,
  fields: Omit<StoredCert, "id" | "createdAt">,
  createdAt = store.now(),
): StoredCert {
  return certsOf(store).insert(ownerId, { id: newId("cert_", 24), createdAt, ...fields });
}

// The older paths `vercel certs` calls (CLI 64: `ls` → GET /v4/certs, `rm` → GET /v6/certs/{id}, GET
// /v5/certs?domain=&custom=true, DELETE /v5/certs/{id}, `add --crt --key --ca` → PUT /v3/certs): the
// same certificates and rules, answered in the older shape (presentLegacyCert).
const legacyRoutes = [
  defineRoute({
    method: "GET",
    paths: ["/v4/certs", "/v5/certs"],
    query: LegacyCertListQuery,
    response: LegacyCertList,
    present: presentLegacyCert,
    operation: "list",
    handle: ({ store, ownerId, query }) => listOf(store, ownerId, query),
  }),
  defineRoute({
    method: "GET",
    paths: "/v6/certs/:id",
    response: LegacyCert,
    present: presentLegacyCert,
    handle: ({ store, ownerId, params }) => item(findCert(store, ownerId, params.id)),
  }),
  defineRoute({
    method: "PUT",
    paths: "/v3/certs",
    body: CertUploadRequest,
    response: LegacyCert,
    present: presentLegacyCert,
    handle: ({ store, ownerId, body }) => item(upload(store, ownerId, body)),
  }),
  defineRoute({
    method: "DELETE",
    paths: "/v5/certs/:id",
    response: CertRemoved,
    handle: ({ store, ownerId, params }) => {
      certsOf(store).remove(ownerId, findCert(store, ownerId, params.id).id);
      return ok({});
    },
  }),
];

export const certs: ApiArea = {
  name: "certs",
  present: presentCert,
  routes: [issueCert, uploadCert, getCert, listCerts, removeCert, ...legacyRoutes],
};
