// Delivered messages on the wire, in the two forms of the platform description's receive:
// - multipart/mixed: one part per message, with the six headers (Content-Type, Vqs-Message-Id,
//   Vqs-Receipt-Handle, Vqs-Delivery-Count, Vqs-Timestamp, Vqs-Expires-At) and the raw payload;
//   parts open with the line `--vqs-boundary-<uuid>`, and the body ends with that line plus `--`;
// - application/x-ndjson: one JSON object per line, the payload base64.
import { randomUUID } from "node:crypto";
import type { NdjsonMessage } from "../../../schema/queue";
import type { PlaneReply } from "../../data-plane";
import type { Delivery } from "./leases";
import type { DeliveryFormat } from "./request-headers";

/**
 * A message published without a Content-Type is delivered as bytes: the platform description keeps the type given
 * at publish and states no default, and `@vercel/queue` reads a missing one as this.
 */
export const DEFAULT_CONTENT_TYPE = "application/octet-stream";

const CRLF = "\r\n";

export function deliveryReply(format: DeliveryFormat, deliveries: readonly Delivery[]): PlaneReply {
  return format === "multipart" ? multipart(deliveries) : ndjson(deliveries);
}

function multipart(deliveries: readonly Delivery[]): PlaneReply {
  const boundary = `vqs-boundary-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const delivery of deliveries) {
    const head = Object.entries(partHeaders(delivery))
      .map(([name, value]) => `${name}: ${value}`)
      .join(CRLF);
    chunks.push(
      Buffer.from(`--${boundary}${CRLF}${head}${CRLF}${CRLF}`),
      payload(delivery),
      Buffer.from(CRLF),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return {
    status: 200,
    headers: { "Content-Type": `multipart/mixed; boundary=${boundary}` },
    body: Buffer.concat(chunks),
  };
}

function ndjson(deliveries: readonly Delivery[]): PlaneReply {
  const lines = deliveries.map((delivery) => {
    const { message } = delivery;
    const line: NdjsonMessage = {
      messageId: message.id,
      receiptHandle: delivery.receiptHandle,
      deliveryCount: delivery.deliveryCount,
      timestamp: iso(message.publishedAt),
      expiresAt: iso(message.expiresAt),
      contentType: message.contentType ?? DEFAULT_CONTENT_TYPE,
      body: message.body,
    };
    return `${JSON.stringify(line)}\n`;
  });
  return {
    status: 200,
    headers: { "Content-Type": "application/x-ndjson" },
    body: Buffer.from(lines.join("")),
  };
}

function partHeaders({ message, receiptHandle, deliveryCount }: Delivery): Record<string, string> {
  return {
    "Content-Type": message.contentType ?? DEFAULT_CONTENT_TYPE,
    "Vqs-Message-Id": message.id,
    "Vqs-Receipt-Handle": receiptHandle,
    "Vqs-Delivery-Count": String(deliveryCount),
    "Vqs-Timestamp": iso(message.publishedAt),
    "Vqs-Expires-At": iso(message.expiresAt),
  };
}

const payload = (delivery: Delivery): Buffer => Buffer.from(delivery.message.body, "base64");

const iso = (epochMs: number): string => new Date(epochMs).toISOString();
