// Test helpers for the message queue over real HTTP: one emulator per describe block with a project
// and an OIDC token minted for it before each test, a raw client that speaks the platform description's wire
// (region by the Vqs-Region header unless a test calls a region host), and strict readers of the
// two delivery forms, so tests check the framing byte for byte rather than trust a library.
import { expect } from "chai";
import type { MintOidcTokenRequest, MintOidcTokenResponse } from "../../schema/oidc";
import { NdjsonMessage } from "../../schema/queue";
import { useEmulator, type EmulatorHandle, type UseEmulatorOptions } from "./emulator";

export interface QueueResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Buffer;
}

/** A delivered message, whichever form it came in. */
export interface Delivered {
  readonly messageId: string;
  readonly receiptHandle: string;
  readonly deliveryCount: number;
  readonly timestamp: string;
  readonly expiresAt: string;
  readonly contentType: string;
  readonly body: Buffer;
}

export interface QueueHandle {
  readonly emulator: EmulatorHandle;
  /** The project seeded before each test, and a development token for it. */
  projectId: string;
  token: string;
  /** A raw client for `token` in region iad1, or for another token and region. */
  api(token?: string, region?: string): RawQueue;
  mint(request: MintOidcTokenRequest): Promise<string>;
  /** Moves the emulator's clock (delays, leases, retention, token expiry). */
  advance(seconds: number): Promise<void>;
}

export function useQueue(options: UseEmulatorOptions = {}): QueueHandle {
  const emulator = useEmulator(options);
  const handle: QueueHandle = {
    emulator,
    projectId: "",
    token: "",
    api: (token = handle.token, region = "iad1") => new RawQueue(() => emulator.queueUrl, token, region),
    mint: async (request) => {
      const response = await emulator.admin.api<MintOidcTokenResponse>(
        "POST",
        "/_emulator/oidc/tokens",
        request,
      );
      expect(response.status, JSON.stringify(response.body)).to.equal(201);
      return response.body.token;
    },
    advance: async (seconds) => {
      const response = await emulator.admin.api("POST", "/_emulator/clock", { advanceMs: seconds * 1000 });
      expect(response.status).to.equal(200);
    },
  };
  beforeEach(async () => {
    const [project] = await emulator.admin.seedProjects([{ name: "web" }]);
    handle.projectId = project?.id ?? "";
    handle.token = await handle.mint({ projectId: handle.projectId });
  });
  return handle;
}

export class RawQueue {
  constructor(
    private readonly baseUrl: () => string,
    readonly token: string,
    readonly region: string,
  ) {}

  async call(
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: Buffer | string } = {},
  ): Promise<QueueResponse> {
    const response = await fetch(`${this.baseUrl()}${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}`, "Vqs-Region": this.region, ...init.headers },
      ...(init.body === undefined ? {} : { body: init.body }),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  publish(topic: string, body: Buffer | string = "{}", headers: Record<string, string> = {}) {
    return this.call("POST", `/api/v3/topic/${topic}`, { headers, body });
  }

  /** Asks for multipart unless `headers` says otherwise. */
  receive(topic: string, group: string, headers: Record<string, string> = {}) {
    return this.call("POST", `/api/v3/topic/${topic}/consumer/${group}`, {
      headers: { Accept: "multipart/mixed", ...headers },
    });
  }

  receiveById(topic: string, group: string, messageId: string, headers: Record<string, string> = {}) {
    return this.call("POST", `/api/v3/topic/${topic}/consumer/${group}/id/${encodeURIComponent(messageId)}`, {
      headers: { Accept: "multipart/mixed", ...headers },
    });
  }

  acknowledge(topic: string, group: string, receiptHandle: string) {
    return this.call("DELETE", leasePath(topic, group, receiptHandle));
  }

  extend(
    topic: string,
    group: string,
    receiptHandle: string,
    seconds: unknown,
    suffix: "" | "/visibility" = "",
  ) {
    return this.call("PATCH", `${leasePath(topic, group, receiptHandle)}${suffix}`, {
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ visibilityTimeoutSeconds: seconds }),
    });
  }

  /** Publishes and answers the new message's id (the publish must answer 201). */
  async published(topic: string, body: Buffer | string = "{}", headers: Record<string, string> = {}) {
    const response = await this.publish(topic, body, headers);
    expect(response.status, response.body.toString()).to.equal(201);
    return (json(response) as { messageId: string }).messageId;
  }

  /** Receives (it must answer 200) and answers the messages. */
  async received(topic: string, group: string, headers: Record<string, string> = {}): Promise<Delivered[]> {
    const response = await this.receive(topic, group, headers);
    expect(response.status, response.body.toString()).to.equal(200);
    return delivered(response);
  }
}

const leasePath = (topic: string, group: string, handle: string) =>
  `/api/v3/topic/${topic}/consumer/${group}/lease/${encodeURIComponent(handle)}`;

export function json(response: QueueResponse): unknown {
  return JSON.parse(response.body.toString("utf8")) as unknown;
}

/** The messages of a 200 receive, read strictly in the form its Content-Type names. */
export function delivered(response: QueueResponse): Delivered[] {
  const contentType = response.headers.get("content-type") ?? "";
  if (contentType.startsWith("multipart/mixed")) return readMultipart(contentType, response.body);
  expect(contentType).to.equal("application/x-ndjson");
  return readNdjson(response.body);
}

const BOUNDARY =
  /^multipart\/mixed; boundary=(vqs-boundary-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const PART_HEADERS = [
  "Content-Type",
  "Vqs-Message-Id",
  "Vqs-Receipt-Handle",
  "Vqs-Delivery-Count",
  "Vqs-Timestamp",
  "Vqs-Expires-At",
];

/**
 * The platform description's framing exactly: each part opens with the line `--vqs-boundary-<uuid>`, carries the six
 * headers, a blank line and the raw payload; the body ends with the boundary line plus `--`.
 */
export function readMultipart(contentType: string, body: Buffer): Delivered[] {
  const boundary = BOUNDARY.exec(contentType)?.[1];
  expect(boundary, `Content-Type "${contentType}"`).to.be.a("string");
  const delimiter = Buffer.from(`--${boundary}`);
  const closing = Buffer.from(`--${boundary}--\r\n`);
  expect(body.subarray(body.length - closing.length).equals(closing), "closing boundary line").to.equal(true);
  const messages: Delivered[] = [];
  let at = 0;
  while (at < body.length - closing.length) {
    expect(body.subarray(at, at + delimiter.length + 2).equals(Buffer.from(`${delimiter}\r\n`))).to.equal(
      true,
    );
    const headersEnd = body.indexOf("\r\n\r\n", at);
    const head = body.subarray(at + delimiter.length + 2, headersEnd).toString("latin1");
    const headers = Object.fromEntries(
      head.split("\r\n").map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]),
    );
    expect(Object.keys(headers)).to.have.members(PART_HEADERS);
    const next = body.indexOf(Buffer.from(`\r\n${delimiter}`), headersEnd + 4);
    messages.push({
      messageId: headers["Vqs-Message-Id"] ?? "",
      receiptHandle: headers["Vqs-Receipt-Handle"] ?? "",
      deliveryCount: Number(headers["Vqs-Delivery-Count"]),
      timestamp: headers["Vqs-Timestamp"] ?? "",
      expiresAt: headers["Vqs-Expires-At"] ?? "",
      contentType: headers["Content-Type"] ?? "",
      body: body.subarray(headersEnd + 4, next),
    });
    at = next + 2;
  }
  return messages;
}

function readNdjson(body: Buffer): Delivered[] {
  const text = body.toString("utf8");
  expect(text.endsWith("\n")).to.equal(true);
  return text
    .slice(0, -1)
    .split("\n")
    .map((line) => {
      const message = NdjsonMessage.parse(JSON.parse(line));
      return { ...message, body: Buffer.from(message.body, "base64") };
    });
}
