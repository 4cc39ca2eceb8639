// Wire types of the DNS records area (api-contract §4.2–4.4): GET /v5/domains/{domain}/records,
// POST /v2/domains/{domain}/records, GET /domains/records/{recordId},
// PATCH /v1/domains/records/{recordId}, DELETE /v2/domains/{domain}/records/{recordId}.
// Also the rules each record type imposes, shared by the provider's check and the emulator, and
// the text form the single-record GET gives MX, SRV and HTTPS values.
import { z } from "zod";
import { EpochMs, Pagination } from "./common";
import { canonicalHostname, isDomainName } from "./domains";

export const DNS_RECORD_TYPES = [
  "A",
  "AAAA",
  "ALIAS",
  "CAA",
  "CNAME",
  "HTTPS",
  "MX",
  "NS",
  "SRV",
  "TXT",
] as const;
export const DnsRecordType = z.enum(DNS_RECORD_TYPES);
export type DnsRecordType = z.infer<typeof DnsRecordType>;

/** 60 seconds to 2^31-1; the platform uses 60 when a record does not say. */
export const DEFAULT_TTL = 60;
export const Ttl = z.number().int().min(60).max(2147483647);

/** Priorities, weights and ports are 16-bit. */
const Uint16 = z.number().int().min(0).max(65535);

/** A record's name inside its domain: "" (the apex), "www", "*.dev", "_sip._tcp". */
export const RecordName = z
  .string()
  .max(253)
  .regex(
    /^$|^(\*|[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)(\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*$/i,
    'must be "" for the apex, or labels of letters, digits, "-" and "_" (the first may be "*")',
  );

export const Srv = z.object({
  priority: Uint16.nullable(),
  weight: Uint16.nullable(),
  port: Uint16.nullable(),
  target: z.string(),
});
export type Srv = z.infer<typeof Srv>;

export const Https = z.object({
  priority: Uint16.nullable(),
  target: z.string(),
  params: z.string().optional(),
});
export type Https = z.infer<typeof Https>;

export const DnsRecordCreateRequest = z.looseObject({
  type: DnsRecordType,
  /** Real clients send it for every type, although the OpenAPI omits it for SRV, TXT and HTTPS. */
  name: RecordName,
  value: z.string().optional(),
  ttl: Ttl.optional(),
  mxPriority: Uint16.optional(),
  srv: Srv.optional(),
  https: Https.optional(),
  comment: z.string().max(500).optional(),
});
export type DnsRecordCreateRequest = z.infer<typeof DnsRecordCreateRequest>;

/** `PUT /domains/{domain}/records` (a zone file imported): the ids of its records (@vercel/sdk ReplaceDomainsByDomainRecordsResponseBody). */
export const DnsZoneImportResponse = z.object({ recordIds: z.array(z.string()) });

export const DnsRecordCreateResponse = z.object({ uid: z.string(), updated: EpochMs.optional() });
export type DnsRecordCreateResponse = z.infer<typeof DnsRecordCreateResponse>;

/** PATCH: every field optional; a present field is set. */
export const DnsRecordUpdateRequest = z.looseObject({
  name: RecordName.nullable().optional(),
  value: z.string().nullable().optional(),
  type: DnsRecordType.nullable().optional(),
  ttl: Ttl.nullable().optional(),
  mxPriority: Uint16.nullable().optional(),
  srv: Srv.nullable().optional(),
  https: Https.nullable().optional(),
  comment: z.string().max(500).nullable().optional(),
});
export type DnsRecordUpdateRequest = z.infer<typeof DnsRecordUpdateRequest>;

/**
 * One record as `GET /domains/records/{id}` and the PATCH answer it: the DNS type in
 * `recordType`; `type` is the DNS type on GET and `record`/`record-sys` on PATCH. MX, SRV and
 * HTTPS values come as text (`formatRecordValue`).
 */
export const DnsRecord = z.looseObject({
  id: z.string(),
  name: z.string(),
  domain: z.string(),
  recordType: z.string(),
  type: z.string(),
  value: z.string(),
  ttl: z.number().optional(),
  creator: z.string(),
  createdAt: EpochMs.nullable().optional(),
  comment: z.string().optional(),
});
export type DnsRecord = z.infer<typeof DnsRecord>;

/** One item of the records list. */
export const DnsRecordListItem = z.looseObject({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  type: z.string(),
  value: z.string(),
  creator: z.string(),
  created: EpochMs.nullable().optional(),
  updated: EpochMs.nullable().optional(),
  createdAt: EpochMs.nullable().optional(),
  updatedAt: EpochMs.nullable().optional(),
  ttl: z.number().optional(),
  mxPriority: z.number().optional(),
  priority: z.number().optional(),
  comment: z.string().optional(),
});
export type DnsRecordListItem = z.infer<typeof DnsRecordListItem>;

export const DnsRecordList = z.object({ records: z.array(DnsRecordListItem), pagination: Pagination });
export type DnsRecordList = z.infer<typeof DnsRecordList>;

/** `DELETE /v2/domains/{domain}/records/{id}` answers `{}`. */
export const DnsRecordDeleteResponse = z.object({});

/** The fields the type rules look at. */
export interface RecordShape {
  type: DnsRecordType;
  name?: string | null | undefined;
  value?: string | null | undefined;
  mxPriority?: number | null | undefined;
  srv?: unknown;
  https?: unknown;
}

export interface RecordProblem {
  path: string;
  message: string;
}

/** Types whose value is a hostname: compared without case and trailing dot. */
const HOSTNAME_VALUE_TYPES: ReadonlySet<DnsRecordType> = new Set(["ALIAS", "CNAME", "MX", "NS"]);
/** Types whose data is a structure instead of a value. */
const STRUCTURED: Partial<Record<DnsRecordType, "srv" | "https">> = { SRV: "srv", HTTPS: "https" };

const isIPv4 = (value: string) => z.ipv4().safeParse(value).success;
const isIPv6 = (value: string) => z.ipv6().safeParse(value).success;
const isHostname = (value: string) => isDomainName(value);
/** `<flags> <tag> "<value>"`, e.g. `0 issue "letsencrypt.org"`. */
const isCaa = (value: string) => /^\d{1,3}\s+[a-z0-9]+\s+\S.*$/i.test(value);

const VALUE_RULES: Partial<Record<DnsRecordType, { test: (value: string) => boolean; rule: string }>> = {
  A: { test: isIPv4, rule: "must be an IPv4 address for an A record" },
  AAAA: { test: isIPv6, rule: "must be an IPv6 address for an AAAA record" },
  ALIAS: { test: isHostname, rule: "must be a hostname for an ALIAS record" },
  CNAME: { test: isHostname, rule: "must be a hostname for a CNAME record" },
  MX: { test: isHostname, rule: "must be the mail server's hostname for an MX record" },
  NS: { test: isHostname, rule: "must be a name server's hostname for an NS record" },
  CAA: { test: isCaa, rule: 'must look like 0 issue "letsencrypt.org" for a CAA record' },
};

/**
 * What a record of its type must and must not carry (api-contract §4.3). The provider checks
 * these before any API call; the emulator answers 400 with the same words.
 */
export function recordProblems(record: RecordShape): RecordProblem[] {
  const { type } = record;
  const problems: RecordProblem[] = [];
  const has = (value: unknown) => value !== undefined && value !== null;
  const structured = STRUCTURED[type];
  const aRecord = `${/^[AHMNS]/.test(type) ? "an" : "a"} ${type} record`;
  if (structured) {
    if (!has(record[structured])) problems.push({ path: structured, message: `is required for ${aRecord}` });
    if (has(record.value) && record.value !== "")
      problems.push({ path: "value", message: `must not be set for ${aRecord} (use ${structured})` });
  } else if (!has(record.value) || record.value === "") {
    problems.push({ path: "value", message: `is required for ${aRecord}` });
  } else {
    const rule = VALUE_RULES[type];
    if (rule && !rule.test(record.value as string)) problems.push({ path: "value", message: rule.rule });
  }
  if (type === "MX" && !has(record.mxPriority))
    problems.push({ path: "mxPriority", message: "is required for an MX record" });
  if (type !== "MX" && has(record.mxPriority))
    problems.push({ path: "mxPriority", message: "is only for MX records" });
  for (const key of ["srv", "https"] as const) {
    if (STRUCTURED[type] !== key && has(record[key]))
      problems.push({ path: key, message: `is only for ${key.toUpperCase()} records` });
  }
  if (!record.name && (type === "NS" || type === "CNAME"))
    problems.push({ path: "name", message: `must name a subdomain: ${aRecord} cannot be at the apex` });
  return problems;
}

/** A value as the platform keeps it: hostnames without case and trailing dot, IPv6 lowercased. */
export function canonicalRecordValue(type: DnsRecordType, value: string): string {
  if (HOSTNAME_VALUE_TYPES.has(type)) return canonicalHostname(value);
  if (type === "AAAA") return value.toLowerCase();
  return value;
}

/** The structured parts of a record, as the single-record GET writes them into `value`. */
export interface RecordData {
  value?: string | undefined;
  mxPriority?: number | undefined;
  srv?: Srv | undefined;
  https?: Https | undefined;
}

const fqdn = (host: string) => (host === "" || host.endsWith(".") ? host : `${host}.`);

/**
 * The `value` of the single-record GET (api-contract §4.4): MX `"<priority> <host>."`, SRV
 * `"<priority> <weight> <port> <target>."`, HTTPS `"<priority> <target>. <params>"`; hostnames
 * of ALIAS, CNAME and NS gain the root's dot; other values as stored.
 */
export function formatRecordValue(type: DnsRecordType, data: RecordData): string {
  const number = (n: number | null | undefined) => String(n ?? 0);
  switch (type) {
    case "MX":
      return `${number(data.mxPriority)} ${fqdn(data.value ?? "")}`;
    case "SRV":
      return (
        [data.srv?.priority, data.srv?.weight, data.srv?.port].map(number).join(" ") +
        (data.srv?.target ? ` ${fqdn(data.srv.target)}` : "")
      );
    case "HTTPS":
      return [number(data.https?.priority), fqdn(data.https?.target ?? "."), data.https?.params]
        .filter((part) => part)
        .join(" ");
    case "ALIAS":
    case "CNAME":
    case "NS":
      return fqdn(data.value ?? "");
    default:
      return data.value ?? "";
  }
}

/**
 * A list item of `domain` in the single-record shape a GET answers (api-contract §4.4): the type in
 * `recordType`, and the data written into `value` as the GET writes it (the list keeps an MX
 * priority in a field of its own and hostnames as stored).
 */
export function recordFromListItem(domain: string, item: DnsRecordListItem): DnsRecord {
  const type = DnsRecordType.safeParse(item.type);
  const listedAsText = item.type === "SRV" || item.type === "HTTPS";
  return {
    id: item.id,
    name: item.name,
    domain,
    recordType: item.type,
    type: item.type,
    value:
      type.success && !listedAsText
        ? formatRecordValue(type.data, { value: item.value, mxPriority: item.mxPriority })
        : item.value,
    ...(item.ttl !== undefined ? { ttl: item.ttl } : {}),
    creator: item.creator,
    ...(item.createdAt !== undefined ? { createdAt: item.createdAt } : {}),
    ...(item.comment !== undefined ? { comment: item.comment } : {}),
  };
}

/** The inverse of formatRecordValue: a single-record GET's `value` as the record's data. */
export function parseRecordValue(type: DnsRecordType, text: string): RecordData {
  const parts = text.trim().split(/\s+/);
  const int = (part: string | undefined) => (part === undefined || part === "" ? null : Number(part));
  switch (type) {
    case "MX":
      // The priority comes first; a value without one (an older record) is the host alone.
      return parts.length > 1
        ? { mxPriority: Number(parts[0]), value: canonicalHostname(parts.slice(1).join(" ")) }
        : { value: canonicalHostname(text) };
    case "SRV":
      return {
        srv: {
          priority: int(parts[0]),
          weight: int(parts[1]),
          port: int(parts[2]),
          target: canonicalHostname(parts[3] ?? ""),
        },
      };
    case "HTTPS": {
      const params = parts.slice(2).join(" ");
      return {
        https: {
          priority: int(parts[0]),
          target: parts[1] === "." ? "." : canonicalHostname(parts[1] ?? ""),
          ...(params ? { params } : {}),
        },
      };
    }
    default:
      return { value: canonicalRecordValue(type, text) };
  }
}
