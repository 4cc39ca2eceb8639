// The body of a batch publish (`@vercel/queue`'s `experimental_sendBatch`): a multipart/mixed
// document (RFC 2046) whose parts each carry one message's headers and its exact bytes. Split here
// into parts; a body that does not frame is refused with 400 before any message is stored.
import type { IncomingHttpHeaders } from "node:http";
import { invalid } from "./errors";

export interface BatchPart {
  /** The part's headers by lower-case name, as node gives a request's. */
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

const CRLF = Buffer.from("\r\n");
const HEADERS_END = Buffer.from("\r\n\r\n");

export function batchParts(contentType: string | undefined, body: Buffer): BatchPart[] {
  const boundary = /^multipart\/mixed\s*;(?:.*;)?\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(
    contentType ?? "",
  );
  if (!boundary) throw invalid('a batch must be sent as "multipart/mixed" with a boundary');
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const nextDelimiter = Buffer.concat([CRLF, delimiter]);
  const parts: BatchPart[] = [];
  let at = body.indexOf(delimiter);
  if (at !== 0) throw unframed();
  for (;;) {
    const afterDelimiter = at + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString("latin1") === "--") return parts;
    if (!body.subarray(afterDelimiter, afterDelimiter + CRLF.length).equals(CRLF)) throw unframed();
    const headersStart = afterDelimiter + CRLF.length;
    // A part with no header lines has its blank line right after the delimiter's CRLF.
    const headersEnd = body.subarray(headersStart, headersStart + 2).equals(CRLF)
      ? headersStart - CRLF.length
      : body.indexOf(HEADERS_END, headersStart);
    if (headersEnd < 0) throw unframed();
    const bodyStart = headersEnd + HEADERS_END.length;
    const next = body.indexOf(nextDelimiter, bodyStart);
    if (next < 0) throw unframed();
    parts.push({
      headers: partHeaders(
        body.subarray(headersStart, Math.max(headersStart, headersEnd)).toString("latin1"),
      ),
      body: body.subarray(bodyStart, next),
    });
    at = next + CRLF.length;
  }
}

function partHeaders(text: string): IncomingHttpHeaders {
  const headers: Record<string, string> = {};
  for (const line of text.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

const unframed = () =>
  invalid(
    "the multipart body does not frame: a part's delimiter, headers or the closing boundary is missing",
  );
