// Benchmark (not a test): requests per second of the emulator over loopback, next to a bare
// `node:http` server measured in the same run. Each server runs in a child process of its own (this
// file with `--serve`), so the load generator never shares its event loop; the load is keep-alive,
// CONCURRENCY requests in flight. The servers take turns, ROUNDS times over, and each figure is the
// median of its rounds: on a shared machine the load of other processes changes from second to
// second, and taking turns spreads it over all servers alike. The emulator has its whole catalogue
// registered, rate limits off (they would refuse the load) and no log. Prints figures and ratios;
// asserts nothing.
//
//   npx tsc -p tsconfig.json && node dist/bench/emulator-throughput.js [seconds per measurement]
//
// With BENCH_PROFILE_DIR=<dir>, each server writes a V8 CPU profile there (open it in Chrome
// DevTools or speedscope) to see where the emulator's time goes.
import { createServer } from "node:http";
import { Pool } from "undici";
import { startEmulator } from "../emulator";
import { forkServer, median, serveOrRun, stopServers } from "./child-server";

const TOKEN = "bench-throughput-token";
const CONCURRENCY = 32;
const WARMUP_MS = 1_000;
const ROUNDS = 5;
const DURATION_MS = Number(process.argv[2] ?? 2) * 1000;

interface Scenario {
  readonly name: string;
  readonly method: "GET" | "PATCH";
  readonly path: string;
  readonly body?: string;
}

/** A simple read and a write that keeps the state the same size, so every run does the same work. */
const SCENARIOS: readonly Scenario[] = [
  { name: "GET one project", method: "GET", path: "/v9/projects/bench" },
  {
    name: "PATCH one project",
    method: "PATCH",
    path: "/v9/projects/bench",
    body: JSON.stringify({ buildCommand: "make" }),
  },
];

type Target = "bare" | "emulator" | "emulator-with-state";

/** In the child: serve, print the URL, serve until killed. */
async function serve(target: Target): Promise<void> {
  if (target === "bare") {
    // The floor: read the body, answer a small JSON, nothing else.
    const server = createServer((request, response) => {
      request.resume();
      request.on("end", () => {
        const json = JSON.stringify({ id: "prj_bench", name: "bench", buildCommand: "make" });
        response
          .writeHead(200, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(json) })
          .end(json);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    process.send?.(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
    return;
  }
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const emulator = await startEmulator({
    tokens: [TOKEN],
    rateLimits: false,
    ...(target === "emulator-with-state"
      ? { stateFile: join(mkdtempSync(join(tmpdir(), "bench-state-")), "state.json") }
      : {}),
  });
  const created = await fetch(`${emulator.url}/v11/projects`, {
    method: "POST",
    headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ name: "bench" }),
  });
  if (created.status !== 200) throw new Error(`seeding failed: ${created.status}`);
  process.send?.(emulator.url);
}

/** Drive `scenario` at `url` for `ms`; resolves with requests per second (non-2xx counted apart). */
async function drive(url: string, scenario: Scenario, ms: number): Promise<{ rps: number; failed: number }> {
  const pool = new Pool(url, { connections: CONCURRENCY, pipelining: 1 });
  const headers = {
    authorization: `Bearer ${TOKEN}`,
    ...(scenario.body ? { "content-type": "application/json" } : {}),
  };
  let done = 0;
  let failed = 0;
  const until = performance.now() + ms;
  const worker = async () => {
    while (performance.now() < until) {
      const response = await pool.request({
        method: scenario.method,
        path: scenario.path,
        headers,
        ...(scenario.body ? { body: scenario.body } : {}),
      });
      await response.body.dump();
      if (response.statusCode >= 300) failed++;
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  return { rps: done / seconds, failed };
}

async function main(): Promise<void> {
  const targets: Target[] = ["bare", "emulator", "emulator-with-state"];
  const servers = await Promise.all(targets.map((target) => forkServer<string>(__filename, target)));
  const figures = new Map<string, number[]>();
  try {
    for (const scenario of SCENARIOS) {
      for (const { info: url } of servers) await drive(url, scenario, WARMUP_MS);
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, { info: url }] of servers.entries()) {
          const { rps, failed } = await drive(url, scenario, DURATION_MS);
          if (failed > 0) throw new Error(`${targets[i]}: ${scenario.name} answered ${failed} non-2xx`);
          const key = `${targets[i]} ${scenario.name}`;
          figures.set(key, [...(figures.get(key) ?? []), rps]);
        }
      }
    }
  } finally {
    await stopServers(servers);
  }
  console.log(
    `Emulator throughput: ${CONCURRENCY} concurrent keep-alive requests, median of ${ROUNDS} rounds of ` +
      `${DURATION_MS / 1000} s, Node ${process.version}`,
  );
  for (const scenario of SCENARIOS) {
    const bare = median(figures.get(`bare ${scenario.name}`) ?? []);
    for (const target of targets) {
      const rps = median(figures.get(`${target} ${scenario.name}`) ?? []);
      const ratio = target === "bare" ? "" : `  (${((rps / bare) * 100).toFixed(0)}% of bare)`;
      console.log(
        `  ${scenario.name.padEnd(18)} ${target.padEnd(20)} ${rps.toFixed(0).padStart(7)} req/s${ratio}`,
      );
    }
  }
}

serveOrRun((target) => serve(target as Target), main);
