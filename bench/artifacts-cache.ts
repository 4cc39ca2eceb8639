// Benchmark (not a test): requests per second through the emulator's remote build cache over
// loopback. Each round PUTs N artifacts (random bytes, SIZE each, fresh hashes, with the
// x-artifact-duration and x-artifact-tag headers turbo sends), then GETs all N back and checks their
// length; 8 requests in flight on 8 keep-alive connections (undici Pool). Three servers, each in a
// child process, taking turns: a bare `node:http` server keeping the bytes in a Map (the floor), the
// emulator in memory, and the emulator with `--state` (each artifact's bytes written durably to a
// file of their own before the JSON state that names it is saved: fsyncs on every upload). Each
// figure is the median of ROUNDS rounds. Rate limits off, no log. Prints figures; asserts nothing.
//
//   npx tsc -p tsconfig.json && node dist/bench/artifacts-cache.js [artifacts per round] [bytes each]
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Pool } from "undici";
import { startEmulator } from "../emulator";
import { median, roundsInTurn, serveOrRun } from "./child-server";

const ARTIFACTS = Number(process.argv[2] ?? 1_000);
const SIZE = Number(process.argv[3] ?? 10_240);
const IN_FLIGHT = 8;
const ROUNDS = 3;
const TOKEN = "bench-artifacts-token";

type Target = "bare" | "emulator" | "emulator --state";

async function serve(target: string): Promise<void> {
  const url = target === "bare" ? await serveBare() : await serveEmulator(target === "emulator --state");
  process.send?.({ url });
}

async function serveEmulator(durable: boolean): Promise<string> {
  const dir = durable ? await mkdtemp(join(tmpdir(), "bench-artifacts-")) : undefined;
  // The state and 30 MB of blobs a run leaves: gone when the driver stops this child.
  if (dir) process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  const stateFile = dir ? join(dir, "state.json") : undefined;
  const emulator = await startEmulator({
    tokens: [TOKEN],
    rateLimits: false,
    ...(stateFile ? { stateFile } : {}),
  });
  return emulator.url;
}

/** The floor: the bytes in a Map by path, the same answers (202 on PUT, the bytes or 404 on GET). */
async function serveBare(): Promise<string> {
  const held = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const key = (request.url ?? "").split("?")[0] ?? "";
      if (request.method === "PUT") {
        held.set(key, Buffer.concat(chunks));
        const json = JSON.stringify({ urls: [key] });
        response.writeHead(202, { "Content-Type": "application/json" }).end(json);
        return;
      }
      const bytes = held.get(key);
      if (!bytes) return void response.writeHead(404).end();
      response.writeHead(200, { "Content-Type": "application/octet-stream" }).end(bytes);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

interface RoundFigures {
  readonly putSeconds: number;
  readonly getSeconds: number;
}

/** Runs `task(i)` for i in 0..count-1 with IN_FLIGHT at a time; resolves with the seconds taken. */
async function inFlight(count: number, task: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return (performance.now() - started) / 1000;
}

async function round({ url }: { url: string }, index: number): Promise<RoundFigures> {
  const pool = new Pool(url, { connections: IN_FLIGHT, pipelining: 1 });
  const auth = { authorization: `Bearer ${TOKEN}` };
  const path = (i: number) => `/v8/artifacts/r${index}a${i.toString(16).padStart(12, "0")}?slug=emulator`;
  const bodies = Array.from({ length: ARTIFACTS }, () => randomBytes(SIZE));
  try {
    const putSeconds = await inFlight(ARTIFACTS, async (i) => {
      const response = await pool.request({
        method: "PUT",
        path: path(i),
        headers: {
          ...auth,
          "content-type": "application/octet-stream",
          "x-artifact-duration": "1200",
          "x-artifact-tag": "c2lnbmF0dXJlIG9mIHRoZSBhcnRpZmFjdA==",
        },
        body: bodies[i] ?? Buffer.alloc(0),
      });
      await response.body.dump();
      if (response.statusCode !== 202) throw new Error(`PUT answered ${response.statusCode}`);
    });
    const getSeconds = await inFlight(ARTIFACTS, async (i) => {
      const response = await pool.request({ method: "GET", path: path(i), headers: auth });
      const bytes = Buffer.from(await response.body.arrayBuffer());
      if (response.statusCode !== 200 || bytes.length !== SIZE) {
        throw new Error(`GET answered ${response.statusCode} with ${bytes.length} bytes`);
      }
    });
    return { putSeconds, getSeconds };
  } finally {
    await pool.close();
  }
}

async function main(): Promise<void> {
  const targets: Target[] = ["bare", "emulator", "emulator --state"];
  const figures = await roundsInTurn(__filename, targets, ROUNDS, round);
  console.log(
    `Remote cache: ${ARTIFACTS} artifacts of ${SIZE} bytes PUT, then GET back, ${IN_FLIGHT} in flight; ` +
      `median of ${ROUNDS} rounds, Node ${process.version}`,
  );
  for (const target of targets) {
    const rounds = figures.get(target) ?? [];
    const put = median(rounds.map((r) => ARTIFACTS / r.putSeconds));
    const get = median(rounds.map((r) => ARTIFACTS / r.getSeconds));
    console.log(
      `  ${target.padEnd(17)} PUT ${put.toFixed(0).padStart(6)} req/s   GET ${get.toFixed(0).padStart(6)} req/s`,
    );
  }
}

serveOrRun(serve, main);
