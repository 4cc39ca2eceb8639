// Benchmark (not a test): push and pull of a 50 MB image through the emulator's container registry
// over loopback, in MB/s, next to a bare `node:http` server taking and streaming the same bytes. A
// push is what registry clients send (crane, docker): the config blob and the layer, each as
// POST /blobs/uploads/, one PATCH with the whole body, PUT ?digest=; then the manifest. A pull is
// the manifest GET, then the layer GET read to its end. The bare server keeps the bytes in a Map
// and checks nothing, so the difference is the emulator's own work: tokens, repository
// permissions, sha256 of every byte, the store transaction, and (target `emulator-state`) the blob
// written and fsynced beside a state file. Servers run in child processes and take turns; each
// figure is the median of ROUNDS rounds. Prints figures; asserts nothing.
//
//   npx tsc -p tsconfig.json && node dist/bench/registry-push-pull.js [megabytes]
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEmulator } from "../emulator";
import { median, roundsInTurn, serveOrRun } from "./child-server";

const MEGABYTES = Number(process.argv[2] ?? 50);
const ROUNDS = 3;
const TOKEN = "bench-registry-token";
const NAME = "emulator/bench/images";

type Target = "bare" | "emulator" | "emulator-state";

interface Served {
  readonly url: string;
}

async function serve(target: string): Promise<void> {
  process.send?.(target === "bare" ? await serveBare() : await serveEmulator(target === "emulator-state"));
}

async function serveEmulator(withState: boolean): Promise<Served> {
  const dir = withState ? await mkdtemp(join(tmpdir(), "vcr-bench-")) : undefined;
  const emulator = await startEmulator({
    tokens: [TOKEN],
    rateLimits: false,
    ...(dir ? { stateFile: join(dir, "state.json") } : {}),
  });
  process.on("SIGTERM", () => void (dir ? rm(dir, { recursive: true, force: true }) : undefined));
  for (const [path, body] of [
    ["/v11/projects?slug=emulator", { name: "bench" }],
    ["/v1/vcr/repository?slug=emulator", { projectId: "bench", name: "images" }],
  ] as const) {
    const response = await fetch(`${emulator.url}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  }
  return { url: emulator.url };
}

/** The floor: uploads and blobs in Maps, the same answers, no checks. */
async function serveBare(): Promise<Served> {
  const uploads = new Map<string, Buffer[]>();
  const blobs = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://bare");
      const body = Buffer.concat(chunks);
      const uuid = url.pathname.split("/").pop() ?? "";
      if (request.method === "POST") {
        const id = randomUUID();
        uploads.set(id, []);
        response.writeHead(202, { Location: `/v2/${NAME}/blobs/uploads/${id}` }).end();
      } else if (request.method === "PATCH") {
        uploads.get(uuid)?.push(body);
        response.writeHead(202).end();
      } else if (request.method === "PUT" && url.pathname.includes("/blobs/uploads/")) {
        blobs.set(url.searchParams.get("digest") ?? "", Buffer.concat([...(uploads.get(uuid) ?? []), body]));
        uploads.delete(uuid);
        response.writeHead(201).end();
      } else if (request.method === "PUT") {
        blobs.set(uuid, body);
        response.writeHead(201).end();
      } else {
        const found = blobs.get(uuid);
        if (found) response.writeHead(200, { "Content-Length": String(found.length) }).end(found);
        else response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` };
}

const sha256 = (bytes: Buffer): string => `sha256:${createHash("sha256").update(bytes).digest("hex")}`;
const auth = { authorization: `Bearer ${TOKEN}` };

async function call(url: string, method: string, path: string, body?: Buffer, contentType?: string) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...auth, ...(contentType ? { "content-type": contentType } : {}) },
    ...(body ? { body } : {}),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${bytes.toString()}`);
  return { response, bytes };
}

async function pushBlob(url: string, bytes: Buffer, digest: string): Promise<void> {
  const { response } = await call(url, "POST", `/v2/${NAME}/blobs/uploads/`);
  const location = response.headers.get("location") ?? "";
  await call(url, "PATCH", location, bytes, "application/octet-stream");
  await call(url, "PUT", `${location}?digest=${digest}`);
}

interface Image {
  readonly layer: Buffer;
  readonly layerDigest: string;
  readonly config: Buffer;
  readonly manifest: Buffer;
}

function image(): Image {
  const layer = randomBytes(MEGABYTES * 1024 * 1024);
  const config = Buffer.from(JSON.stringify({ architecture: "amd64", os: "linux", nonce: randomUUID() }));
  const layerDigest = sha256(layer);
  const manifest = Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: "application/vnd.oci.image.manifest.v1+json",
      config: {
        mediaType: "application/vnd.oci.image.config.v1+json",
        digest: sha256(config),
        size: config.length,
      },
      layers: [
        { mediaType: "application/vnd.oci.image.layer.v1.tar", digest: layerDigest, size: layer.length },
      ],
    }),
  );
  return { layer, layerDigest, config, manifest };
}

interface RoundFigures {
  readonly pushSeconds: number;
  readonly pullSeconds: number;
}

async function round({ url }: Served, index: number): Promise<RoundFigures> {
  const { layer, layerDigest, config, manifest } = image(); // new bytes every round: nothing is cached
  const tag = `round-${index}`;
  const started = performance.now();
  await pushBlob(url, config, sha256(config));
  await pushBlob(url, layer, layerDigest);
  await call(
    url,
    "PUT",
    `/v2/${NAME}/manifests/${tag}`,
    manifest,
    "application/vnd.oci.image.manifest.v1+json",
  );
  const pushed = performance.now();
  await call(url, "GET", `/v2/${NAME}/manifests/${tag}`);
  const { bytes } = await call(url, "GET", `/v2/${NAME}/blobs/${layerDigest}`);
  const pulled = performance.now();
  if (!bytes.equals(layer)) throw new Error("the pulled layer differs from the pushed one");
  return { pushSeconds: (pushed - started) / 1000, pullSeconds: (pulled - pushed) / 1000 };
}

async function main(): Promise<void> {
  const targets: Target[] = ["bare", "emulator", "emulator-state"];
  const figures = await roundsInTurn(__filename, targets, ROUNDS, round);
  console.log(
    `Registry push and pull of a ${MEGABYTES} MB image (one layer, new random bytes each round) over ` +
      `loopback; median of ${ROUNDS} rounds, Node ${process.version}`,
  );
  const rate = (seconds: readonly number[]) => MEGABYTES / median(seconds);
  const bare = figures.get("bare") ?? [];
  for (const target of targets) {
    const rounds = figures.get(target) ?? [];
    const push = rate(rounds.map((r) => r.pushSeconds));
    const pull = rate(rounds.map((r) => r.pullSeconds));
    const ofBare =
      target === "bare"
        ? ""
        : ` (${((push / rate(bare.map((r) => r.pushSeconds))) * 100).toFixed(0)}% / ` +
          `${((pull / rate(bare.map((r) => r.pullSeconds))) * 100).toFixed(0)}% of bare)`;
    console.log(
      `  ${target.padEnd(15)} push ${push.toFixed(0).padStart(5)} MB/s, pull ${pull.toFixed(0).padStart(5)} MB/s${ofBare}`,
    );
  }
}

serveOrRun(serve, main);
