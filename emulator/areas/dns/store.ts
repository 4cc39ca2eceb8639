// DNS records as stored (children of their domain, relations.ts): the dns area's public surface.
import { type DnsRecordType, type Https, type Srv } from "../../../schema/dns";
import { notFound } from "../../errors";
import type { Store } from "../../store";
import { DNS_RECORDS } from "../domains/store";

/** A record as stored: values in canonical form (hostnames lowercase, without the root's dot). */
export interface StoredRecord {
  id: string;
  /** The owning domain's id: the foreign key relations.ts cascades on. */
  domainId: string;
  /** The owning domain's name. */
  domain: string;
  /** Relative to the domain; "" for the apex. */
  name: string;
  type: DnsRecordType;
  /** "" for SRV and HTTPS records, whose data is `srv` / `https`. */
  value: string;
  mxPriority?: number | undefined;
  srv?: Srv | undefined;
  https?: Https | undefined;
  ttl: number;
  comment: string;
  /** The user who created it. */
  creator: string;
  createdAt: number;
  updatedAt: number;
}

export type RecordFields = Pick<StoredRecord, "name" | "type" | "value" | "mxPriority" | "srv" | "https">;

export function recordsOf(store: Store) {
  return store.collection<StoredRecord>(DNS_RECORDS);
}

export function findRecord(store: Store, ownerId: string, id: string): StoredRecord {
  const record = recordsOf(store).get(ownerId, id);
  if (!record) throw notFound(`DNS record not found: ${id}`);
  return record;
}
