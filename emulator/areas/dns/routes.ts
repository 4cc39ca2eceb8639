// The DNS records area (api-contract §4.2–4.4): list (GET /v3–v5/domains/:domain/records), create
// (POST /v2–v4/domains/:domain/records), read one (GET /domains/records/:recordId, unversioned and
// v5), update (PATCH /v1–v4/domains/records/:recordId) and delete
// (DELETE /v2–v3/domains/:domain/records/:recordId). The vercel CLI lists with v3, reads with v5
// and deletes with v3. Records are children of their domain (`domainId`, relations.ts), so
// removing the domain removes them.
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import {
  DnsRecord,
  DnsRecordCreateRequest,
  DnsRecordCreateResponse,
  DnsRecordDeleteResponse,
  DnsZoneImportResponse,
  DnsRecordList,
  DnsRecordUpdateRequest,
  DEFAULT_TTL,
  canonicalRecordValue,
  formatRecordValue,
  recordProblems,
  type RecordShape,
} from "../../../schema/dns";
import { canonicalHostname } from "../../../schema/domains";
import { DnsRecordSeed } from "../../../schema/emulator";
import { ApiError, badRequest, notFound } from "../../errors";
import { newId } from "../../ids";
import { WindowQuery, pageOfWindow } from "../../pagination";
import { sameShapeForVersions } from "../../present";
import { defineRoute, defineSeeder, item, list as listOf, ok, type ApiArea } from "../../route";
import { versions } from "../../router";
import type { Store } from "../../store";
import { DNS_RECORDS, creatorOf, findDomain } from "../domains/store";
import { type RecordFields, type StoredRecord, findRecord, recordsOf } from "./store";
import { readZoneFile, ZoneFileError } from "./zone-file";
import { presentListItem, presentRecord } from "./presenter";

/** 400 naming every rule of its type the record breaks (the provider's check words them the same). */
function validate(record: RecordShape): void {
  const problems = recordProblems(record);
  if (problems.length > 0) {
    throw badRequest(`Invalid request: ${problems.map((p) => `"${p.path}" ${p.message}`).join("; ")}`);
  }
}

/** The record's data in the form the platform keeps. */
function canonical(fields: RecordFields): RecordFields {
  const { type } = fields;
  return {
    name: canonicalHostname(fields.name),
    type,
    value: type === "SRV" || type === "HTTPS" ? "" : canonicalRecordValue(type, fields.value),
    ...(type === "MX" ? { mxPriority: fields.mxPriority ?? 0 } : {}),
    ...(type === "SRV" && fields.srv
      ? { srv: { ...fields.srv, target: canonicalHostname(fields.srv.target) } }
      : {}),
    ...(type === "HTTPS" && fields.https
      ? {
          https: {
            ...fields.https,
            target: fields.https.target === "." ? "." : canonicalHostname(fields.https.target),
          },
        }
      : {}),
  };
}

const dataOf = ({ value, mxPriority, srv, https }: RecordFields) => ({ value, mxPriority, srv, https });

/**
 * 409 `record_conflicts` (the platform's code) for an identical record at the same name, and for
 * a CNAME sharing its name with any other record, either way round.
 */
function checkConflicts(
  store: Store,
  ownerId: string,
  record: RecordFields & { id: string; domainId: string },
) {
  const sameName = recordsOf(store)
    .list(ownerId)
    .filter((r) => r.domainId === record.domainId && r.name === record.name && r.id !== record.id);
  const identical = sameName.find(
    (r) => r.type === record.type && isDeepStrictEqual(dataOf(r), dataOf(record)),
  );
  const cname = record.type === "CNAME" ? sameName[0] : sameName.find((r) => r.type === "CNAME");
  const existing = identical ?? cname;
  if (!existing) return;
  const attempted = `"${record.name}" ${record.type} "${formatRecordValue(record.type, record)}"`;
  const reason = identical
    ? "An identical record already exists."
    : "A CNAME record cannot share its name with any other record.";
  throw new ApiError(
    409,
    "record_conflicts",
    `Existing record ("${existing.id}") conflicts with attempted ${attempted} creation. ${reason}`,
    { oldId: existing.id },
  );
}

type CreateFields = z.output<typeof DnsRecordCreateRequest>;

/** Create a record in `domainName` as `POST /v2/domains/:domain/records` does; seeding uses it too. */
export function createRecord(
  store: Store,
  ownerId: string,
  creator: string,
  domainName: string,
  request: CreateFields,
): StoredRecord {
  const domain = findDomain(store, ownerId, domainName);
  validate(request);
  const fields = canonical({ ...request, value: request.value ?? "" });
  const now = store.now();
  const record: StoredRecord = {
    id: newId("rec_", 24),
    domainId: domain.id,
    domain: domain.name,
    ...fields,
    ttl: request.ttl ?? DEFAULT_TTL,
    comment: request.comment ?? "",
    creator,
    createdAt: now,
    updatedAt: now,
  };
  checkConflicts(store, ownerId, record);
  return recordsOf(store).insert(ownerId, record);
}

const create = defineRoute({
  method: "POST",
  paths: versions("/domains/:domain/records", 2, 4),
  body: DnsRecordCreateRequest,
  response: DnsRecordCreateResponse,
  handle: ({ store, ownerId, userId, params, body }) => {
    const record = createRecord(store, ownerId, userId, params.domain, body);
    return ok({ uid: record.id, updated: record.updatedAt });
  },
});

/**
 * Imports a zone file (`vercel dns import`: the file as the body, `text/dns`): every record of it is
 * created in the domain, all or none (one bad line fails the whole import, naming the line). A
 * record identical to one the domain has already is not made twice: its id is answered again, so
 * importing the same file twice changes nothing. An empty body imports nothing. Records of the
 * domain that the file does not list stay: the platform's import adds, it does not prune.
 */
const importZone = defineRoute({
  method: "PUT",
  // The catalogue's path is unversioned; the vercel CLI sends v3.
  paths: ["/domains/:domain/records", "/v3/domains/:domain/records"],
  bodyFormat: "bytes",
  response: DnsZoneImportResponse,
  handle: ({ store, ownerId, userId, params, bytes }) => {
    const domain = findDomain(store, ownerId, params.domain);
    let zone;
    try {
      zone = readZoneFile(bytes.toString("utf8"), domain.name);
    } catch (error) {
      if (error instanceof ZoneFileError) throw new ApiError(400, error.code, error.message);
      throw error;
    }
    const recordIds = zone.map(({ line, request }) => {
      const parsed = DnsRecordCreateRequest.safeParse(request);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ApiError(
          400,
          "invalid_zone_file",
          `Invalid zone file: line ${line}: "${issue?.path.join(".") ?? ""}" ${issue?.message ?? "is invalid"}`,
        );
      }
      try {
        return createRecord(store, ownerId, userId, domain.name, parsed.data).id;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const oldId = error.extra["oldId"];
        if (
          error.code === "record_conflicts" &&
          /identical/.test(error.message) &&
          typeof oldId === "string"
        ) {
          return oldId;
        }
        throw new ApiError(error.status, error.code, `Zone file line ${line}: ${error.message}`, error.extra);
      }
    });
    return ok({ recordIds });
  },
});

/** One record, the domain taken from it: the import id `rec_...` is all a read needs. */
const get = defineRoute({
  method: "GET",
  paths: ["/domains/records/:recordId", "/v5/domains/records/:recordId"],
  response: DnsRecord,
  handle: ({ store, ownerId, params }) => item(findRecord(store, ownerId, params.recordId)),
});

const update = defineRoute({
  method: "PATCH",
  paths: versions("/domains/records/:recordId", 1, 4),
  body: DnsRecordUpdateRequest,
  response: DnsRecord,
  handle: ({ store, ownerId, params, body }) => {
    const record = findRecord(store, ownerId, params.recordId);
    // A present field is set; null leaves it as it is (the SDK types every field nullable).
    const given = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined));
    const merged = { ...record, ...given } as StoredRecord;
    validate(merged);
    const next: StoredRecord = {
      ...record,
      ttl: merged.ttl,
      comment: merged.comment,
      ...canonical(merged),
      updatedAt: store.now(),
    };
    // Data the new type does not carry goes (an MX priority after a change to A, say).
    for (const key of ["mxPriority", "srv", "https"] as const)
      if (!(key in canonical(merged))) delete next[key];
    checkConflicts(store, ownerId, next);
    return item(recordsOf(store).replace(ownerId, next));
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: versions("/domains/:domain/records/:recordId", 2, 3),
  response: DnsRecordDeleteResponse,
  handle: ({ store, ownerId, params }) => {
    const domain = findDomain(store, ownerId, params.domain);
    const record = findRecord(store, ownerId, params.recordId);
    if (record.domainId !== domain.id) throw notFound(`DNS record not found: ${params.recordId}`);
    recordsOf(store).remove(ownerId, record.id);
    return ok({});
  },
});

const list = defineRoute({
  method: "GET",
  paths: versions("/domains/:domain/records", 3, 5),
  query: WindowQuery,
  response: DnsRecordList,
  operation: "list",
  present: sameShapeForVersions(3, 5, presentListItem),
  handle: ({ store, ownerId, params, query }) => {
    const domain = findDomain(store, ownerId, params.domain);
    const records = recordsOf(store)
      .list(ownerId)
      .filter((r) => r.domainId === domain.id);
    const { items, pagination } = pageOfWindow(records, query);
    return listOf("records", items, { pagination });
  },
});

export const dns: ApiArea = {
  name: DNS_RECORDS,
  routes: [list, create, importZone, get, update, remove],
  // The unversioned GET is version 0; seeds are answered as the newest version (5) would read them.
  present: sameShapeForVersions(0, 5, presentRecord),
  seed: defineSeeder({
    item: DnsRecordSeed,
    create: (store, ownerId, { domain, teamId: _teamId, ...request }) =>
      createRecord(store, ownerId, creatorOf(store, ownerId).id, domain, request),
  }),
};
