// The DNS records area: POST /v2/domains/{domain}/records, GET /domains/records/{recordId},
// PATCH /v1/domains/records/{recordId}, DELETE /v2/domains/{domain}/records/{recordId} and
// GET /v5/domains/{domain}/records.
import { isDeepStrictEqual } from "node:util";
import {
  DnsRecord,
  DnsRecordCreateResponse,
  DnsRecordDeleteResponse,
  DnsRecordList,
  DnsRecordType,
  canonicalRecordValue,
  parseRecordValue,
  recordFromListItem,
  type DnsRecordCreateRequest,
  type DnsRecordListItem,
  type DnsRecordUpdateRequest,
  type RecordData,
} from "../../../schema/dns";
import { canonicalHostname } from "../../../schema/domains";
import type { HttpClient } from "../../client/http";
import { collect, paginate } from "../../client/paginate";
import { SiblingReads } from "../../client/sibling-reads";

/** The largest page the records list serves. */
const PAGE_SIZE = 100;

export class DnsApi {
  constructor(private readonly http: HttpClient) {}

  /**
   * Creates a record; after an ambiguous failure it looks for a record with the same name, type
   * and data in the domain instead of creating a second one.
   */
  create(domain: string, body: DnsRecordCreateRequest): Promise<DnsRecordCreateResponse> {
    return this.records.writing(domain, () =>
      this.http.create({
        method: "POST",
        path: "/v2/domains/{domain}/records",
        params: { domain },
        body,
        response: DnsRecordCreateResponse,
        lookup: async () => {
          const found = await this.findMatching(domain, body);
          return found && { uid: found.id };
        },
      }),
    );
  }

  /**
   * A record of `domain`, read with its siblings (one list of the domain serves the records a
   * refresh reads together; sibling-reads.ts), or alone.
   */
  read(domain: string, recordId: string): Promise<DnsRecord> {
    return this.records.read(domain, recordId, () => this.get(recordId));
  }

  /** One record by id; the answer names its domain, so the id alone is enough (import). */
  get(recordId: string): Promise<DnsRecord> {
    return this.http.request({
      method: "GET",
      path: "/domains/records/{recordId}",
      params: { recordId },
      response: DnsRecord,
    });
  }

  update(domain: string, recordId: string, body: DnsRecordUpdateRequest): Promise<DnsRecord> {
    return this.records.writing(domain, () =>
      this.http.request({
        method: "PATCH",
        // Sets fields to given values: sending it twice changes nothing more.
        idempotent: true,
        path: "/v1/domains/records/{recordId}",
        params: { recordId },
        body,
        response: DnsRecord,
      }),
    );
  }

  async delete(domain: string, recordId: string): Promise<void> {
    await this.records.writing(domain, () =>
      this.http.request({
        method: "DELETE",
        idempotent: true,
        path: "/v2/domains/{domain}/records/{recordId}",
        params: { domain, recordId },
        response: DnsRecordDeleteResponse,
      }),
    );
  }

  /** The records of each domain read together, shared by every copy of this client for the scope. */
  private get records(): SiblingReads<DnsRecord> {
    return this.http.perScope("dns records", () => {
      const list = (domain: string) => collect(this.list(domain));
      return new SiblingReads<DnsRecord>({
        list: async (domain) => (await list(domain)).map((item) => recordFromListItem(domain, item)),
        idsOf: (record) => [record.id],
      });
    });
  }

  /** Every record of the domain, newest first, across pages. */
  list(domain: string): AsyncGenerator<DnsRecordListItem, void, undefined> {
    return paginate(async (cursor) => {
      const page = await this.http.request({
        method: "GET",
        path: "/v5/domains/{domain}/records",
        params: { domain },
        query: { limit: PAGE_SIZE, until: cursor },
        response: DnsRecordList,
      });
      return { items: page.records, next: page.pagination.next };
    });
  }

  /** The record of the domain with the same name, type and data as `wanted`, if any. */
  async findMatching(domain: string, wanted: DnsRecordCreateRequest): Promise<DnsRecordListItem | undefined> {
    for await (const record of this.list(domain)) {
      if (recordMatches(record, wanted)) return record;
    }
    return undefined;
  }
}

/**
 * Same name, type and data, compared the way the platform stores them: hostnames without case
 * and trailing dot; SRV and HTTPS data from the list's text form, MX priority from its field.
 */
export function recordMatches(record: DnsRecordListItem, wanted: DnsRecordCreateRequest): boolean {
  const type = DnsRecordType.safeParse(record.type);
  if (!type.success || type.data !== wanted.type) return false;
  if (canonicalHostname(record.name) !== canonicalHostname(wanted.name)) return false;
  const found: RecordData =
    wanted.type === "SRV" || wanted.type === "HTTPS"
      ? parseRecordValue(wanted.type, record.value)
      : { value: canonicalRecordValue(wanted.type, record.value) };
  return isDeepStrictEqual(dataOf(found, record.mxPriority), dataOf(wantedData(wanted), wanted.mxPriority));
}

function wantedData(wanted: DnsRecordCreateRequest): RecordData {
  const { type } = wanted;
  if (type === "SRV" && wanted.srv)
    return { srv: { ...wanted.srv, target: canonicalHostname(wanted.srv.target) } };
  if (type === "HTTPS" && wanted.https) {
    const { target } = wanted.https;
    return { https: { ...wanted.https, target: target === "." ? "." : canonicalHostname(target) } };
  }
  return { value: canonicalRecordValue(type, wanted.value ?? "") };
}

/** Only the parts that identify a record of its type. */
function dataOf(data: RecordData, mxPriority: number | undefined) {
  return {
    value: data.value,
    srv: data.srv,
    https: data.https && { ...data.https, params: data.https.params ?? "" },
    mxPriority,
  };
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    dns: DnsApi;
  }
}
