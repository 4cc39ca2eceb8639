// The dns area's wire shapes: a record as create, read and list answer it.
import { DnsRecord, formatRecordValue, type DnsRecordListItem } from "../../../schema/dns";
import { type StoredRecord } from "./store";

/**
 * The single-record shape (GET and PATCH): the DNS type in `recordType`; `type` is the DNS type
 * on GET and `record` on PATCH; MX, SRV and HTTPS data written into `value`, hostnames with the
 * root's dot, as the platform answers them (api-contract §4.4).
 */
export function presentRecord(record: StoredRecord, { operation }: { operation: string }): DnsRecord {
  return {
    id: record.id,
    name: record.name,
    domain: record.domain,
    recordType: record.type,
    type: operation === "update" ? "record" : record.type,
    value: formatRecordValue(record.type, record),
    ttl: record.ttl,
    creator: record.creator,
    createdAt: record.createdAt,
    comment: record.comment,
  };
}

/** A list item: priorities in fields of their own; SRV and HTTPS data as text in `value`. */
export function presentListItem(record: StoredRecord): DnsRecordListItem {
  const priority = record.mxPriority ?? record.srv?.priority ?? record.https?.priority ?? undefined;
  return {
    id: record.id,
    slug: record.name ? `${record.name}.${record.domain}` : record.domain,
    name: record.name,
    type: record.type,
    value: record.srv || record.https ? formatRecordValue(record.type, record) : record.value,
    creator: record.creator,
    created: record.createdAt,
    updated: record.updatedAt,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    ttl: record.ttl,
    ...(record.mxPriority !== undefined ? { mxPriority: record.mxPriority } : {}),
    ...(priority !== undefined && priority !== null ? { priority } : {}),
    comment: record.comment,
  };
}
