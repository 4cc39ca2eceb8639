// Benchmark (not a test): a Deployment of a 2,000-file folder through the provider's own path
// (check, which reads the folder, then create: missing_files, uploads 8 at a time, create, wait for
// READY), against the emulator on loopback with the platform's rate limits on; then one file
// changed and deployed again. For each run it prints the files and bytes uploaded (the emulator's
// record of `POST /v2/files` bodies), the API calls by route, and the wall time from check to READY
// (the emulator's default build timing, 300 ms queued + 700 ms building, is part of it). Prints
// figures; asserts nothing.
//
//   npx tsc -p tsconfig.json && node dist/bench/deploy-directory.js [files]
import { mkdtemp, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEmulator } from "../emulator";
import { host } from "../provider/dynamic/host";

const FILES = Number(process.argv[2] ?? 2_000);
const TOKEN = "bench-deploy-token";
const TEAM = "team_EmulatorTeam000000000000";

async function main(): Promise<void> {
  const emulator = await startEmulator({ tokens: [TOKEN] });
  const folder = await mkdtemp(join(tmpdir(), "bench-deploy-"));
  const admin = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${emulator.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return (text === "" ? undefined : JSON.parse(text)) as T;
  };
  try {
    // 2,000 files in 20 folders, 200 bytes to 4 KB each: a documentation site's worth.
    for (let i = 0; i < FILES; i++) {
      const dir = join(folder, `section-${i % 20}`);
      if (i < 20) await mkdir(dir, { recursive: true });
      await writeFile(
        join(dir, `page-${i}.html`),
        `<h1>page ${i}</h1>\n${"lorem ipsum ".repeat(16 + (i % 330))}`,
      );
    }
    const project = await admin<{ id: string }>("POST", `/v11/projects?teamId=${TEAM}`, {
      name: "bench-site",
    });
    await host.configure("bench", {
      get: (key: string) =>
        ({ "vercel:apiToken": TOKEN, "vercel:apiUrl": emulator.url, "vercel:team": TEAM })[key],
      require: (key: string) =>
        String({ "vercel:apiToken": TOKEN, "vercel:apiUrl": emulator.url, "vercel:team": TEAM }[key]),
    } as never);

    let known = new Set<string>();
    const deploy = async (label: string) => {
      await admin("DELETE", "/_emulator/requests");
      const started = performance.now();
      const { inputs, failures } = await host.check(
        "Deployment",
        {},
        { projectId: project.id, directory: folder },
      );
      if (failures.length > 0) throw new Error(JSON.stringify(failures));
      const { outs } = await host.create("Deployment", inputs);
      const wall = performance.now() - started;
      const counts = (await admin<{ counts: Record<string, number> }>("GET", "/_emulator/requests")).counts;
      // The bytes of the files the platform did not have yet: what the uploads carried.
      const digests = Object.values(outs.fileDigests as Record<string, string>).map((d) => d.split("~"));
      const fresh = new Map(
        digests.filter(([, sha]) => !known.has(sha ?? "")).map(([size, sha]) => [sha, Number(size)]),
      );
      known = new Set(digests.map(([, sha]) => sha ?? ""));
      const bytes = [...fresh.values()].reduce((a, b) => a + b, 0);
      const calls = Object.values(counts).reduce((a, b) => a + b, 0);
      console.log(
        `${label}: ${outs.readyState as string} in ${(wall / 1000).toFixed(2)} s; uploaded ` +
          `${counts["POST /v2/files"] ?? 0} files (${fresh.size} new, ${bytes.toLocaleString("en")} bytes); ` +
          `${calls} API calls (${Object.entries(counts)
            .map(([route, n]) => `${route} ×${n}`)
            .join(", ")})`,
      );
    };

    console.log(
      `deploy-directory: ${FILES} files, provider check + create against the emulator (rate limits on)`,
    );
    await deploy("first deploy");
    await writeFile(join(folder, "section-0", "page-0.html"), "<h1>page 0, edited</h1>\n");
    await deploy("one file changed");
  } finally {
    await rm(folder, { recursive: true, force: true });
    await emulator.close();
  }
}

void main();
