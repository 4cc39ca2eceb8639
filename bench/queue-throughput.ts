// Benchmark (not a test): messages per second through the emulator's message queue over loopback,
// next to a bare `node:http` server answering the same round trips. Each round publishes N small
// messages (8 publishers), then 8 concurrent consumers drain the topic, each message one receive
// (`Vqs-Max-Messages: 1`, multipart) and one acknowledgement: 3 N keep-alive requests. The bare
// server keeps the least state that answers those round trips truthfully (an array and a map), so
// the difference is the emulator's own work: OIDC verification, scoping, store transactions,
// leases and multipart framing. Servers run in child processes and take turns; each figure is the
// median of ROUNDS rounds. Rate limits off, no log. Prints figures; asserts nothing.
//
//   npx tsc -p tsconfig.json && node dist/bench/queue-throughput.js [messages per round]
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Pool } from "undici";
import { startEmulator } from "../emulator";
import { median, roundsInTurn, serveOrRun } from "./child-server";

const MESSAGES = Number(process.argv[2] ?? 10_000);
const CONSUMERS = 8;
const ROUNDS = 3;
const REGION = "iad1";
const API_TOKEN = "bench-queue-token";

type Target = "bare" | "emulator";

/** What a served child tells the driver. */
interface Served {
  readonly url: string;
  readonly token: string;
}

async function serve(target: string): Promise<void> {
  const served = target === "bare" ? await serveBare() : await serveEmulator();
  process.send?.(served);
}

async function serveEmulator(): Promise<Served> {
  const emulator = await startEmulator({ tokens: [API_TOKEN], rateLimits: false });
  const admin = async (path: string, body: unknown) => {
    const response = await fetch(`${emulator.url}${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${API_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { token?: string };
  };
  await admin("/v11/projects", { name: "bench" });
  const { token } = await admin("/_emulator/oidc/tokens", { projectId: "bench" });
  return { url: emulator.queueUrl, token: token ?? "" };
}

/** The floor: a FIFO array, a map of leased messages, the same three answers. */
async function serveBare(): Promise<Served> {
  const waiting: Array<{ id: string; body: Buffer }> = [];
  const leased = new Map<string, { id: string; body: Buffer }>();
  const answer = (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    const path = request.url ?? "";
    if (request.method === "POST" && !path.includes("/consumer/")) {
      const id = randomUUID();
      waiting.push({ id, body });
      const json = JSON.stringify({ messageId: id });
      response.writeHead(201, { "Content-Type": "application/json", "Vqs-Message-Id": id }).end(json);
    } else if (request.method === "POST") {
      const message = waiting.shift();
      if (!message) return void response.writeHead(204).end();
      const handle = randomUUID();
      leased.set(handle, message);
      const boundary = `vqs-boundary-${randomUUID()}`;
      const head = `--${boundary}\r\nContent-Type: application/json\r\nVqs-Message-Id: ${message.id}\r\nVqs-Receipt-Handle: ${handle}\r\n\r\n`;
      response
        .writeHead(200, { "Content-Type": `multipart/mixed; boundary=${boundary}` })
        .end(Buffer.concat([Buffer.from(head), message.body, Buffer.from(`\r\n--${boundary}--\r\n`)]));
    } else {
      const found = leased.delete(decodeURIComponent(path.slice(path.lastIndexOf("/") + 1)));
      response.writeHead(found ? 204 : 404).end();
    }
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => answer(request, response, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`, token: "" };
}

interface RoundFigures {
  readonly publishSeconds: number;
  readonly consumeSeconds: number;
}

/** One round on a fresh topic: publish MESSAGES, then drain them with CONSUMERS consumers. */
async function round({ url, token }: Served, topic: string): Promise<RoundFigures> {
  const pool = new Pool(url, { connections: CONSUMERS, pipelining: 1 });
  const headers = { authorization: `Bearer ${token}`, "vqs-region": REGION };
  const base = `/api/v3/topic/${topic}`;
  try {
    let sent = 0;
    const publisher = async () => {
      while (sent < MESSAGES) {
        const n = sent++;
        const response = await pool.request({
          method: "POST",
          path: base,
          headers: { ...headers, "content-type": "application/json" },
          body: `{"order":${n}}`,
        });
        await response.body.dump();
        if (response.statusCode !== 201) throw new Error(`publish answered ${response.statusCode}`);
      }
    };
    let acknowledged = 0;
    const consumer = async () => {
      for (;;) {
        const response = await pool.request({
          method: "POST",
          path: `${base}/consumer/bench`,
          headers: { ...headers, accept: "multipart/mixed", "vqs-max-messages": "1" },
        });
        const text = await response.body.text();
        if (response.statusCode === 204) return;
        const handle = /Vqs-Receipt-Handle: (\S+)/.exec(text)?.[1];
        if (response.statusCode !== 200 || !handle)
          throw new Error(`receive answered ${response.statusCode}`);
        const ack = await pool.request({
          method: "DELETE",
          path: `${base}/consumer/bench/lease/${encodeURIComponent(handle)}`,
          headers,
        });
        await ack.body.dump();
        if (ack.statusCode !== 204) throw new Error(`acknowledge answered ${ack.statusCode}`);
        acknowledged++;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONSUMERS }, publisher));
    const published = performance.now();
    await Promise.all(Array.from({ length: CONSUMERS }, consumer));
    const drained = performance.now();
    if (acknowledged !== MESSAGES) throw new Error(`acknowledged ${acknowledged} of ${MESSAGES} messages`);
    return { publishSeconds: (published - started) / 1000, consumeSeconds: (drained - published) / 1000 };
  } finally {
    await pool.close();
  }
}

async function main(): Promise<void> {
  const targets: Target[] = ["bare", "emulator"];
  const figures = await roundsInTurn(__filename, targets, ROUNDS, (info: Served, r) =>
    round(info, `round-${r}`),
  );
  console.log(
    `Queue throughput: ${MESSAGES} messages published (8 publishers), then received and acknowledged by ` +
      `${CONSUMERS} concurrent consumers (1 message a receive); median of ${ROUNDS} rounds, Node ${process.version}`,
  );
  const bare = summary(figures.get("bare") ?? []);
  for (const target of targets) {
    const { total, publish, consume } = summary(figures.get(target) ?? []);
    const ratio = target === "bare" ? "" : ` (${((total / bare.total) * 100).toFixed(0)}% of bare)`;
    console.log(
      `  ${target.padEnd(9)} ${total.toFixed(0).padStart(6)} msgs/s end to end${ratio}; ` +
        `publish ${publish.toFixed(0)} msgs/s, receive+ack ${consume.toFixed(0)} msgs/s`,
    );
  }
}

/** Messages per second: end to end, the publish phase, the receive-and-acknowledge phase. */
function summary(rounds: readonly RoundFigures[]) {
  return {
    total: median(rounds.map((r) => MESSAGES / (r.publishSeconds + r.consumeSeconds))),
    publish: median(rounds.map((r) => MESSAGES / r.publishSeconds)),
    consume: median(rounds.map((r) => MESSAGES / r.consumeSeconds)),
  };
}

serveOrRun(serve, main);
