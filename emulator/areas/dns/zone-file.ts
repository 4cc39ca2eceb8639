// A BIND zone file (RFC 1035 §5) read into record requests, for `PUT /domains/{domain}/records`
// (the vercel CLI's `dns import` sends the file as `text/dns`). Only what an import needs: $ORIGIN,
// $TTL, comments, quoted strings, parenthesised continuations, a blank owner repeating the last
// one, and the record types the platform keeps. SOA and the apex's NS records are the platform's
// own (it serves the zone), so they are skipped, as its import skips them. Hand-written rather than
// a dependency: the npm parsers are unmaintained and return every type, which the route would
// filter again.
import { DNS_RECORD_TYPES, type DnsRecordCreateRequest } from "../../../schema/dns";

export interface ZoneRecord {
  /** 1-based, for the error that names a bad line. */
  readonly line: number;
  readonly request: DnsRecordCreateRequest;
}

export class ZoneFileError extends Error {
  constructor(
    readonly code: "invalid_zone_file" | "invalid_domain",
    message: string,
  ) {
    super(message);
  }
}

const CLASSES = new Set(["IN", "CH", "HS", "CS"]);
const KEPT: ReadonlySet<string> = new Set(DNS_RECORD_TYPES);

/** The records of `text` for `domain`, in file order. */
export function readZoneFile(text: string, domain: string): ZoneRecord[] {
  const apex = domain.toLowerCase().replace(/\.$/, "");
  let origin = apex;
  let defaultTtl: number | undefined;
  let owner: string | undefined;
  const records: ZoneRecord[] = [];
  for (const { line, tokens, indented } of logicalLines(text)) {
    const [first, ...rest] = tokens;
    if (first === undefined) continue;
    const directive = first.toUpperCase();
    if (directive === "$ORIGIN") {
      origin = absolute(rest[0] ?? "", origin, line);
      if (origin !== apex && !origin.endsWith(`.${apex}`)) {
        throw new ZoneFileError(
          "invalid_domain",
          `The zone file is for "${origin}", not "${apex}" (line ${line})`,
        );
      }
      continue;
    }
    if (directive === "$TTL") {
      defaultTtl = seconds(rest[0], line);
      continue;
    }
    if (directive.startsWith("$")) throw invalid(line, `"${first}" is not supported`);
    const fields = indented ? tokens : rest;
    if (!indented) owner = absolute(first, origin, line);
    if (owner === undefined) throw invalid(line, "the first record names no owner");
    let ttl = defaultTtl;
    let index = 0;
    for (; index < 2 && index < fields.length; index++) {
      const field = fields[index] as string;
      if (/^\d+$/.test(field)) ttl = seconds(field, line);
      else if (CLASSES.has(field.toUpperCase())) continue;
      else break;
    }
    const type = (fields[index] ?? "").toUpperCase();
    const data = fields.slice(index + 1);
    if (type === "") throw invalid(line, "the record has no type");
    if (type === "SOA" || (type === "NS" && owner === apex)) continue;
    if (!KEPT.has(type)) throw invalid(line, `the record type "${type}" is not one the platform keeps`);
    if (owner !== apex && !owner.endsWith(`.${apex}`)) {
      throw new ZoneFileError("invalid_domain", `"${owner}" is not inside "${apex}" (line ${line})`);
    }
    const name = owner === apex ? "" : owner.slice(0, -(apex.length + 1));
    records.push({ line, request: request(name, type, data, ttl, line) });
  }
  return records;
}

function request(
  name: string,
  type: string,
  data: readonly string[],
  ttl: number | undefined,
  line: number,
): DnsRecordCreateRequest {
  const base = { name, type: type as DnsRecordCreateRequest["type"], ...(ttl !== undefined ? { ttl } : {}) };
  const need = (count: number) => {
    if (data.length < count) throw invalid(line, `a ${type} record needs ${count} data field(s)`);
  };
  switch (type) {
    case "MX":
      need(2);
      return { ...base, mxPriority: integer(data[0], line), value: data[1] as string };
    case "SRV":
      need(4);
      return {
        ...base,
        srv: {
          priority: integer(data[0], line),
          weight: integer(data[1], line),
          port: integer(data[2], line),
          target: data[3] as string,
        },
      };
    case "HTTPS":
      need(2);
      return {
        ...base,
        https: {
          priority: integer(data[0], line),
          target: data[1] as string,
          ...(data.length > 2 ? { params: data.slice(2).join(" ") } : {}),
        },
      };
    case "TXT":
      need(1);
      return { ...base, value: data.join("") };
    case "CAA":
      need(3);
      return { ...base, value: `${data[0]} ${data[1]} "${data.slice(2).join("")}"` };
    default:
      need(1);
      return { ...base, value: data.join(" ") };
  }
}

/** Lines joined across parentheses, comments dropped, quoted strings as one token (quotes removed). */
function* logicalLines(text: string): Generator<{ line: number; tokens: string[]; indented: boolean }> {
  let tokens: string[] = [];
  let depth = 0;
  let start = 0;
  let indented = false;
  const lines = text.split(/\r?\n/);
  for (let number = 1; number <= lines.length; number++) {
    const raw = lines[number - 1] as string;
    if (depth === 0) {
      start = number;
      indented = /^[ \t]/.test(raw);
      tokens = [];
    }
    for (const match of raw.matchAll(/"((?:[^"\\]|\\.)*)"|;.*$|[()]|[^\s()";]+/g)) {
      const token = match[0];
      if (token.startsWith(";")) break;
      if (token === "(") depth++;
      else if (token === ")") depth = Math.max(0, depth - 1);
      else tokens.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, "$1") : token);
    }
    if (depth === 0 && tokens.length > 0) yield { line: start, tokens, indented };
  }
  if (depth > 0) throw invalid(start, "a parenthesis is never closed");
}

/** A name made absolute (no trailing dot, lower case): `@` is the origin, a relative name is under it. */
function absolute(name: string, origin: string, line: number): string {
  if (name === "") throw invalid(line, "$ORIGIN needs a name");
  if (name === "@") return origin;
  if (name.endsWith(".")) return name.slice(0, -1).toLowerCase();
  return `${name}.${origin}`.toLowerCase();
}

function seconds(value: string | undefined, line: number): number {
  if (value === undefined || !/^\d+$/.test(value))
    throw invalid(line, `"${value ?? ""}" is not a TTL in seconds`);
  return Number(value);
}

function integer(value: string | undefined, line: number): number {
  if (value === undefined || !/^\d+$/.test(value)) throw invalid(line, `"${value ?? ""}" is not a number`);
  return Number(value);
}

const invalid = (line: number, message: string) =>
  new ZoneFileError("invalid_zone_file", `Invalid zone file: line ${line}: ${message}`);
