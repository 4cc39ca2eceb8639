// DnsRecord: one record of an account domain. POST /v2/domains/{domain}/records,
// GET /domains/records/{id}, PATCH /v1/domains/records/{id}, DELETE /v2/domains/{domain}/records/{id}.
// Argument names follow @pulumiverse/vercel 5.4.1 (plus `https`, which the API takes for HTTPS
// records). The single-record GET names the record's domain, so `[team/]rec_...` imports it.
import { z } from "zod";
import {
  DEFAULT_TTL,
  DnsRecordType,
  RecordName,
  canonicalRecordValue,
  parseRecordValue,
  recordProblems,
  type DnsRecord as ApiRecord,
  type DnsRecordCreateRequest,
} from "../../../schema/dns";
import { DomainName, canonicalHostname } from "../../../schema/domains";
import { defineResource, PartiallyCreatedError, type ResourceContext } from "../kit/definition";
import { hostname } from "./domain";

const Uint16 = z.number().int().min(0).max(65535);
const TTL_RULE = "must be 60 to 2147483647 seconds";
/** The platform's range, worded for a program (the wire schema's own words are the API's). */
const RecordTtl = z.number().int(TTL_RULE).min(60, TTL_RULE).max(2147483647, TTL_RULE);

const RecordArguments = z.strictObject({
  domain: DomainName.describe(
    "The account domain the record belongs to, e.g. example.com. Changing it replaces the record.",
  ),
  type: DnsRecordType.describe(
    "The record type: A, AAAA, ALIAS, CAA, CNAME, HTTPS, MX, NS, SRV or TXT. Changing it replaces the record.",
  ),
  name: RecordName.describe(
    'The subdomain the record is for, e.g. "www", "*.dev" or "_sip._tcp"; "" for the apex (not allowed for CNAME and NS). The resource\'s name, lowercase, with a random suffix when omitted.',
  ),
  value: z
    .string()
    .optional()
    .describe(
      'The record\'s data: an IPv4 address (A), an IPv6 address (AAAA), a hostname (ALIAS, CNAME, MX, NS), text such as `0 issue "letsencrypt.org"` (CAA) or any text (TXT). Required for every type but SRV and HTTPS, which take `srv` and `https` instead.',
    ),
  ttl: RecordTtl.optional().describe(
    "Seconds a resolver may cache the record, 60 to 2147483647; 60 when omitted.",
  ),
  mxPriority: Uint16.optional().describe(
    "The mail server's preference, 0 to 65535 (lower is tried first); required for MX records and not allowed on others.",
  ),
  srv: z
    .strictObject({
      weight: Uint16.describe(
        "The target's share among targets of equal priority, 0 to 65535 (higher gets more connections).",
      ),
      port: Uint16.describe("The port the service listens on, 0 to 65535."),
      priority: Uint16.describe("The target's priority, 0 to 65535 (lower is tried first)."),
      target: z.string().min(1).describe("The hostname of the server that provides the service."),
    })
    .optional()
    .describe("The service location of an SRV record; required for SRV records and not allowed on others."),
  https: z
    .strictObject({
      priority: Uint16.describe(
        "0 makes the record an alias for `target`; 1 to 65535 make it a service record, lower tried first.",
      ),
      target: z
        .string()
        .min(1)
        .describe('The hostname that serves the name, or "." for the record\'s own name.'),
      params: z
        .string()
        .optional()
        .describe("The service parameters, space-separated, e.g. `alpn=h2,h3 port=443`."),
    })
    .optional()
    .describe(
      "The service binding of an HTTPS record; required for HTTPS records and not allowed on others.",
    ),
  comment: z
    .string()
    .max(500, "must be at most 500 characters")
    .optional()
    .describe("A note about the record, at most 500 characters."),
});

const DnsRecordInputs = RecordArguments
  // The rules of each type, before any API call (the emulator applies the same ones).
  .superRefine((record, ctx) => {
    for (const problem of recordProblems(record)) {
      ctx.addIssue({ code: "custom", path: [problem.path], message: problem.message });
    }
  })
  // Values as the platform keeps them, so `Mail.Example.com.` against the stored
  // `mail.example.com` is no change; which values are hostnames depends on the type, which a
  // per-field normaliser cannot see.
  .overwrite((record) =>
    record.value === undefined
      ? record
      : { ...record, value: canonicalRecordValue(record.type, record.value) },
  );
export type DnsRecordInputs = z.infer<typeof DnsRecordInputs>;

export const DnsRecordOutputs = RecordArguments.extend({
  // Responses may carry types newer than this client's list, and SRV parts the platform left empty.
  type: z.string(),
  srv: z
    .object({
      weight: z.number().nullable(),
      port: z.number().nullable(),
      priority: z.number().nullable(),
      target: z.string(),
    })
    .optional(),
  https: z
    .object({ priority: z.number().nullable(), target: z.string(), params: z.string().optional() })
    .optional(),
  ttl: z.number(),
  comment: z.string(),
  createdAt: z.number().optional().describe("When the record was created, in epoch milliseconds."),
});
export type DnsRecordOutputs = z.infer<typeof DnsRecordOutputs>;

export function toOutputs(record: ApiRecord): DnsRecordOutputs {
  const type = DnsRecordType.safeParse(record.recordType);
  // MX, SRV and HTTPS data come back as text ("10 mail.example.com."): split into their inputs.
  const data = type.success ? parseRecordValue(type.data, record.value) : { value: record.value };
  return {
    domain: record.domain,
    type: record.recordType,
    name: record.name,
    ...Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)),
    ttl: record.ttl ?? DEFAULT_TTL,
    comment: record.comment ?? "",
    ...(typeof record.createdAt === "number" ? { createdAt: record.createdAt } : {}),
  };
}

/** The create body: the inputs the record's type uses. */
function createBody(inputs: DnsRecordInputs): DnsRecordCreateRequest {
  return {
    type: inputs.type,
    name: inputs.name,
    ...(inputs.value !== undefined ? { value: inputs.value } : {}),
    ...(inputs.ttl !== undefined ? { ttl: inputs.ttl } : {}),
    ...(inputs.mxPriority !== undefined ? { mxPriority: inputs.mxPriority } : {}),
    ...(inputs.srv ? { srv: inputs.srv } : {}),
    ...(inputs.https ? { https: inputs.https } : {}),
    ...(inputs.comment !== undefined ? { comment: inputs.comment } : {}),
  };
}

async function readRecord(ctx: ResourceContext, id: string): Promise<DnsRecordOutputs> {
  return toOutputs(await ctx.client.dns.get(id));
}

/** Inputs a PATCH can change; domain and type replace the record. */
const UPDATABLE = ["name", "value", "ttl", "mxPriority", "srv", "https", "comment"] as const;

export const dnsRecordDefinition = defineResource<
  DnsRecordInputs,
  DnsRecordOutputs,
  Record<never, never>,
  "name"
>({
  name: "DnsRecord",
  description:
    "One DNS record (A, AAAA, ALIAS, CAA, CNAME, HTTPS, MX, NS, SRV or TXT) of a domain whose DNS the platform serves.",
  autoName: { field: "name", maxLength: 63, lowercase: true },
  inputs: DnsRecordInputs,
  outputs: DnsRecordOutputs,
  fields: {
    domain: { replaceOnChange: true, normalize: hostname },
    type: { replaceOnChange: true },
    name: { normalize: hostname },
    ttl: { default: DEFAULT_TTL },
    comment: { default: "" },
    "srv.target": { normalize: hostname },
    "https.target": { normalize: hostname },
  },
  // A CNAME shares its name with no other record: a replacement must free the name first.
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: { segments: ["recordId"], toId: ([recordId]) => recordId ?? "" },
  adopt: {
    key: "name",
    async find(ctx, inputs) {
      const found = await ctx.client.dns.findMatching(canonicalHostname(inputs.domain), createBody(inputs));
      return found && { id: found.id, outputs: await readRecord(ctx, found.id) };
    },
  },

  async create(ctx, inputs) {
    const { uid } = await ctx.client.dns.create(canonicalHostname(inputs.domain), createBody(inputs));
    try {
      return { id: uid, outputs: await readRecord(ctx, uid) };
    } catch (error) {
      // The record exists: keep it in state with what the program asked for.
      throw new PartiallyCreatedError(
        { id: uid, outputs: { ...inputs, ttl: inputs.ttl ?? DEFAULT_TTL, comment: inputs.comment ?? "" } },
        error,
      );
    }
  },

  // A refresh reads a domain's records together (one list, sibling-reads.ts); an import knows no
  // domain yet and reads the record alone.
  async read(ctx, id, state) {
    if (!state.domain) return readRecord(ctx, id);
    return toOutputs(await ctx.client.dns.read(canonicalHostname(state.domain), id));
  },

  async update(ctx, id, olds, news, changes) {
    const body = Object.fromEntries(
      UPDATABLE.filter((key) => changes.has(key)).map((key) => [key, news[key] ?? CLEARED[key]]),
    );
    return Object.keys(body).length ? toOutputs(await ctx.client.dns.update(olds.domain, id, body)) : olds;
  },

  async delete(ctx, id, state) {
    await ctx.client.dns.delete(state.domain, id);
  },
});

/** What an omitted input goes back to: the platform's defaults. */
const CLEARED: Partial<Record<(typeof UPDATABLE)[number], unknown>> = {
  name: "",
  ttl: DEFAULT_TTL,
  comment: "",
};
