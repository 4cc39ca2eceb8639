// Benchmark (not a test): the emulator's inference gateway over loopback, next to a bare `node:http`
// server answering the same requests. Two figures:
// - time to first streamed chunk: one streamed completion at a time (no other load), from sending
//   the request to reading the first `data:` event that carries reply text;
// - completions per second: COMPLETIONS chat completions with CONCURRENCY in flight on keep-alive
//   connections, plain (one JSON document) and streamed (read to `data: [DONE]`).
// Every request asks `emulator/echo` for a reply of REPLY_WORDS words. The bare server does the least
// that answers truthfully (parse the body, echo the last message word by word), so the difference
// is the emulator's own work: key lookup, validation, routing, rate limiting, the store
// transaction, the OpenAI shapes. Servers run in child processes and take turns; each figure is the
// median of ROUNDS rounds. Rate limits off, no log. Prints figures; asserts nothing.
//
//   npx tsc -p tsconfig.json && node dist/bench/gateway-throughput.js [completions per round]
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Pool } from "undici";
import { startEmulator } from "../emulator";
import { median, roundsInTurn, serveOrRun } from "./child-server";

const COMPLETIONS = Number(process.argv[2] ?? 2_000);
const CONCURRENCY = 8;
const FIRST_CHUNK_SAMPLES = 200;
const ROUNDS = 5;
const API_TOKEN = "bench-gateway-token";
const REPLY_WORDS = 12;
const PROMPT = Array.from({ length: REPLY_WORDS }, (_, i) => `word${i}`).join(" ");

type Target = "bare" | "emulator";

/** What a served child tells the driver: where the gateway is, and the key to call it with. */
interface Served {
  readonly url: string;
  readonly key: string;
}

async function serve(target: string): Promise<void> {
  process.send?.(target === "bare" ? await serveBare() : await serveEmulator());
}

async function serveEmulator(): Promise<Served> {
  const emulator = await startEmulator({ tokens: [API_TOKEN], rateLimits: false });
  const minted = await fetch(`${emulator.url}/_emulator/ai-gateway/keys`, {
    method: "POST",
    headers: { Authorization: `Bearer ${API_TOKEN}`, "Content-Type": "application/json" },
    body: "{}",
  });
  if (minted.status !== 201) throw new Error(`minting a key answered ${minted.status}`);
  const { key } = (await minted.json()) as { key: string };
  return { url: emulator.gatewayUrl, key };
}

/** The floor: the echo as one OpenAI document or its chunks, nothing checked, nothing kept. */
async function serveBare(): Promise<Served> {
  const answer = (response: ServerResponse, body: string) => {
    const request = JSON.parse(body) as { stream?: boolean; messages: Array<{ content: string }> };
    const text = request.messages.at(-1)?.content ?? "";
    const head = { id: "chatcmpl-bare", created: 0, model: "emulator/echo" };
    if (!request.stream) {
      const message = { role: "assistant", content: text };
      const json = JSON.stringify({ ...head, object: "chat.completion", choices: [{ message }] });
      response.writeHead(200, { "Content-Type": "application/json" }).end(json);
      return;
    }
    response.writeHead(200, { "Content-Type": "text/event-stream" });
    const chunk = (delta: object) =>
      `data: ${JSON.stringify({ ...head, object: "chat.completion.chunk", choices: [{ delta }] })}\n\n`;
    for (const word of text.match(/\s*\S+\s*/g) ?? []) response.write(chunk({ content: word }));
    response.end("data: [DONE]\n\n");
  };
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => answer(response, Buffer.concat(chunks).toString("utf8")));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`, key: "" };
}

interface RoundFigures {
  /** Median time to the first text chunk of a stream, in ms. */
  readonly firstChunkMs: number;
  readonly plainPerSecond: number;
  readonly streamedPerSecond: number;
}

function completionRequest(key: string, stream: boolean) {
  return {
    method: "POST" as const,
    path: "/v1/chat/completions",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ model: "emulator/echo", stream, messages: [{ role: "user", content: PROMPT }] }),
  };
}

/** Sends one streamed completion; resolves with the ms until its first text chunk, once it has ended. */
async function firstChunk(pool: Pool, key: string): Promise<number> {
  const started = performance.now();
  const response = await pool.request(completionRequest(key, true));
  if (response.statusCode !== 200) throw new Error(`a streamed completion answered ${response.statusCode}`);
  let elapsed: number | undefined;
  let text = "";
  for await (const chunk of response.body) {
    text += (chunk as Buffer).toString("utf8");
    if (elapsed === undefined && /"content":"[^"]/.test(text)) elapsed = performance.now() - started;
  }
  if (elapsed === undefined || !text.endsWith("data: [DONE]\n\n")) throw new Error("the stream had no text");
  return elapsed;
}

/** COMPLETIONS completions with CONCURRENCY in flight; resolves with completions per second. */
async function throughput(pool: Pool, key: string, stream: boolean): Promise<number> {
  let sent = 0;
  const worker = async () => {
    while (sent < COMPLETIONS) {
      sent++;
      const response = await pool.request(completionRequest(key, stream));
      const text = await response.body.text();
      if (response.statusCode !== 200 || !text.includes("word11"))
        throw new Error(`a completion answered ${response.statusCode}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return COMPLETIONS / ((performance.now() - started) / 1000);
}

async function round({ url, key }: Served): Promise<RoundFigures> {
  const pool = new Pool(url, { connections: CONCURRENCY, pipelining: 1 });
  try {
    const samples: number[] = [];
    for (let i = 0; i < FIRST_CHUNK_SAMPLES; i++) samples.push(await firstChunk(pool, key));
    return {
      firstChunkMs: median(samples),
      plainPerSecond: await throughput(pool, key, false),
      streamedPerSecond: await throughput(pool, key, true),
    };
  } finally {
    await pool.close();
  }
}

async function main(): Promise<void> {
  const targets: Target[] = ["bare", "emulator"];
  const figures = await roundsInTurn(__filename, targets, ROUNDS, (info: Served) => round(info));
  console.log(
    `Gateway: emulator/echo, a ${REPLY_WORDS}-word reply. Time to first chunk: median of ${FIRST_CHUNK_SAMPLES} ` +
      `streams sent one at a time. Completions/s: ${COMPLETIONS} with ${CONCURRENCY} in flight. ` +
      `Median of ${ROUNDS} rounds, Node ${process.version}`,
  );
  for (const target of targets) {
    const rounds = figures.get(target) ?? [];
    const pick = (of: (r: RoundFigures) => number) => median(rounds.map(of));
    console.log(
      `  ${target.padEnd(9)} first chunk ${pick((r) => r.firstChunkMs).toFixed(2)} ms; ` +
        `${pick((r) => r.plainPerSecond).toFixed(0)} completions/s plain, ` +
        `${pick((r) => r.streamedPerSecond).toFixed(0)} streamed`,
    );
  }
}

serveOrRun(serve, main);
