// The compiled `vercel-pulumi` CLI as a real child process, as users and scripts run it.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { resolve } from "node:path";

/** The compiled CLI, next to this compiled test (dist/test/support → dist/cli). */
export const CLI = resolve(__dirname, "..", "..", "cli", "index.js");

export interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /**
   * The exit code, once the process has exited AND its output has been read to the end ("close",
   * not "exit": after "exit" the last chunks of stdout and stderr may still be on their way).
   */
  exit: Promise<number | null>;
}

export function run(args: string[], env: Record<string, string> = {}): Run {
  return spawnNode([CLI, ...args], env);
}

export function spawnNode(args: string[], env: Record<string, string> = {}): Run {
  // The developer's own VERCEL_API_TOKEN must not leak into the no-token cases.
  const inherited = { ...process.env };
  delete inherited.VERCEL_API_TOKEN;
  const child = spawn(process.execPath, args, { env: { ...inherited, ...env } });
  let out = "";
  let err = "";
  child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const exit = once(child, "close").then(([code]) => code as number | null);
  return { child, stdout: () => out, stderr: () => err, exit };
}

/** Resolves with the URL from the "listening" line, or fails if the process exits first. */
export function listeningUrl(cli: Run): Promise<string> {
  return urlFrom(cli, cli.stdout, /^Emulator listening on (http:\/\/127\.0\.0\.1:\d+)\n/);
}

/** The AI gateway's URL from its line on stderr, or fails if the process exits first. */
export function gatewayUrl(cli: Run): Promise<string> {
  return urlFrom(cli, cli.stderr, /AI gateway listening on (http:\/\/127\.0\.0\.1:\d+)/);
}

async function urlFrom(cli: Run, output: () => string, line: RegExp): Promise<string> {
  for (;;) {
    const match = line.exec(output());
    if (match?.[1]) return match[1];
    const exited = await Promise.race([
      cli.exit.then(() => true),
      new Promise((r) => setTimeout(r, 20, false)),
    ]);
    if (exited) throw new Error(`the emulator exited early: ${cli.stderr()}`);
  }
}
