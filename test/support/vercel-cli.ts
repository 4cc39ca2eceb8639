// Vercel's own CLI (the `vercel` devDependency) as a real child process pointed at the emulator with
// `--api`. Each workspace is a temporary directory holding the CLI's global config (`--global-config`),
// its HOME and XDG dirs and a project directory, so a run never reads or writes the user's ~/.vercel
// or ~/.local/share/com.vercel.cli. The environment is built from scratch: no telemetry, no update
// check, the JavaScript CLI (not a native binary), and none of the caller's VERCEL_* or AI-agent
// variables (the CLI changes its output when it detects an agent).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** The CLI's launcher, next to this compiled file (dist/test/support → node_modules/vercel). */
const VERCEL_BIN = resolve(__dirname, "..", "..", "..", "node_modules", "vercel", "dist", "vc.js");
/** A run that takes longer is stopped: a hung CLI must fail the test, never hold CI. */
const RUN_TIMEOUT_MS = 180_000;

/**
 * How many CLIs run at once: one per core. Each start costs a second or two of CPU (the CLI's
 * bundle loads); thirty at once on a loaded 2-core machine starved every one of them past its
 * timeout, so runs wait for a free slot instead of racing for the cores.
 */
const CONCURRENT_RUNS = Math.max(1, availableParallelism());
let running = 0;
const waiting: Array<() => void> = [];

/** Waits for a free run slot; the function it answers hands the slot on to the next waiter. */
async function slot(): Promise<() => void> {
  if (running < CONCURRENT_RUNS) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

export interface CliRequest {
  method: string;
  /** Path and query as the CLI sent them, e.g. `/v5/domains?limit=20`. */
  target: string;
  /** The answer's status; undefined when the CLI logged none (the run died first). */
  status: number | undefined;
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Every API call the CLI made, in order, read from its `--debug` log. */
  requests: CliRequest[];
}

export interface RunOptions {
  /** What the run reads on stdin (a confirmation's `y`); nothing when absent. */
  readonly input?: string | undefined;
  /** Added to the scrubbed environment (a CLI feature switch such as FF_LEGACY_METRICS). */
  readonly env?: Readonly<Record<string, string>> | undefined;
}

export interface VercelWorkspace {
  /** The directory the CLI runs in (link state lands in its .vercel/). */
  project: string;
  /** Write .vercel/project.json as `vercel link` would, so env commands find their project. */
  link(projectId: string, orgId: string): Promise<void>;
  /** Runs and answers when the CLI exits. */
  run(args: readonly string[], options?: RunOptions): Promise<CliResult>;
  /** Starts a run and answers at once, so a test can act while it runs (move the emulator's clock). */
  start(args: readonly string[], options?: RunOptions): RunningCli;
  remove(): Promise<void>;
}

export interface RunningCli {
  /** Resolves once stdout or stderr has printed `text` (rejects if the run ends first). */
  printed(text: string): Promise<void>;
  readonly done: Promise<CliResult>;
}

export interface CliTarget {
  url: string;
  token: string;
  /** Added as `--scope <slug>`; the personal account when absent. */
  scope?: string | undefined;
}

export async function vercelWorkspace(target: () => CliTarget): Promise<VercelWorkspace> {
  const root = await mkdtemp(join(tmpdir(), "vercel-cli-"));
  const project = join(root, "project");
  const globalConfig = join(root, "global-config");
  await mkdir(project);
  await mkdir(globalConfig);
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: root,
    XDG_CONFIG_HOME: join(root, "xdg-config"),
    XDG_DATA_HOME: join(root, "xdg-data"),
    XDG_CACHE_HOME: join(root, "xdg-cache"),
    XDG_STATE_HOME: join(root, "xdg-state"),
    VERCEL_TELEMETRY_DISABLED: "1",
    NO_UPDATE_NOTIFIER: "1",
    VERCEL_CLI_USE_NATIVE_BINARY: "0",
    NO_COLOR: "1",
  };
  const start = (args: readonly string[], { input, env: extraEnv = {} }: RunOptions = {}): RunningCli => {
    let output = "";
    const watchers: Array<{ text: string; resolve: () => void }> = [];
    const done = (async (): Promise<CliResult> => {
      const { url, token, scope } = target();
      const flags = ["--debug", "--api", url, "--token", token, "--global-config", globalConfig];
      if (scope) flags.push("--scope", scope);
      const release = await slot();
      const child = spawn(process.execPath, [VERCEL_BIN, ...args, ...flags], {
        cwd: project,
        env: { ...env, ...extraEnv },
      });
      let stdout = "";
      let stderr = "";
      const seen = (chunk: string) => {
        output += chunk;
        for (const watcher of watchers.filter((w) => output.includes(w.text))) {
          watchers.splice(watchers.indexOf(watcher), 1);
          watcher.resolve();
        }
      };
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString();
        seen(chunk.toString());
      });
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
        seen(chunk.toString());
      });
      child.stdin.end(input);
      const timer = setTimeout(() => child.kill(), RUN_TIMEOUT_MS);
      const [code] = (await once(child, "close")) as [number | null];
      clearTimeout(timer);
      release();
      return { code, stdout, stderr, requests: debugRequests(stderr, url) };
    })();
    const printed = (text: string) =>
      output.includes(text)
        ? Promise.resolve()
        : Promise.race([
            new Promise<void>((resolve) => watchers.push({ text, resolve })),
            done.then((result) => {
              if (!output.includes(text)) {
                throw new Error(
                  `the CLI ended (${result.code}) without printing ${JSON.stringify(text)}:\n${result.stderr.slice(-3000)}`,
                );
              }
            }),
          ]);
    return { printed, done };
  };
  return {
    project,
    link: async (projectId, orgId) => {
      await mkdir(join(project, ".vercel"), { recursive: true });
      await writeFile(join(project, ".vercel", "project.json"), JSON.stringify({ projectId, orgId }));
    },
    run: (args, options) => start(args, options).done,
    start,
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/**
 * Pairs the debug log's `#n → GET <url>` lines with their `#n ← 200 OK` answers. An attempt the CLI
 * retried ("Retrying: TypeError: fetch failed", e.g. on a kept-alive socket the server had closed
 * while a loaded machine kept the CLI busy) is left out when a later identical request got an answer.
 */
function debugRequests(stderr: string, base: string): CliRequest[] {
  const requests = new Map<string, CliRequest>();
  for (const match of stderr.matchAll(/#(\d+) → ([A-Z]+) (\S+)/g)) {
    const [, n, method, url] = match as unknown as [string, string, string, string];
    requests.set(n, {
      method,
      target: url.startsWith(base) ? url.slice(base.length) : url,
      status: undefined,
    });
  }
  for (const match of stderr.matchAll(/#(\d+) ← (\d{3})/g)) {
    const request = requests.get(match[1] as string);
    if (request) request.status = Number(match[2]);
  }
  const sent = [...requests.values()];
  return sent.filter(
    (request, i) =>
      request.status !== undefined ||
      !sent
        .slice(i + 1)
        .some((later) => later.method === request.method && later.target === request.target && later.status),
  );
}
