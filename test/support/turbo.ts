// The real `turbo` (npm package `turbo`, pinned in package.json, with its platform binary) as a child
// process, its remote cache pointed at the emulator with the flags users pass (`--api`, `--token`,
// `--team`). Nothing of the developer's environment that steers turbo or the platform goes along,
// telemetry and the update check are off: the only network it reaches is the emulator on loopback.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execFile);

/** The package's launcher, which runs the platform binary (`@turbo/<platform>`). */
export const TURBO = require.resolve("turbo/bin/turbo");

export interface TurboRemote {
  readonly api: string;
  readonly token: string;
  readonly team: string;
  /** TURBO_REMOTE_CACHE_SIGNATURE_KEY: turbo's HMAC key for x-artifact-tag (at least 32 bytes). */
  readonly signatureKey: string;
}

export interface TurboRun {
  readonly output: string;
  /** The task hashes turbo reported as misses it executed (and so uploaded). */
  readonly executed: string[];
  readonly hits: string[];
}

function cleanEnv(signatureKey: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(TURBO_|VERCEL_)/.test(key)),
  );
  return {
    ...env,
    TURBO_TELEMETRY_DISABLED: "1",
    TURBO_NO_UPDATE_NOTIFIER: "1",
    DO_NOT_TRACK: "1",
    TURBO_REMOTE_CACHE_SIGNATURE_KEY: signatureKey,
  };
}

export async function turboBuild(cwd: string, remote: TurboRemote): Promise<TurboRun> {
  const args = [
    TURBO,
    "run",
    "build",
    `--api=${remote.api}`,
    `--token=${remote.token}`,
    `--team=${remote.team}`,
    "--no-color",
  ];
  const { stdout, stderr } = await exec(process.execPath, args, { cwd, env: cleanEnv(remote.signatureKey) });
  const output = `${stdout}${stderr}`;
  const hashes = (pattern: RegExp) => [...output.matchAll(pattern)].map((match) => match[1] ?? "");
  return {
    output,
    executed: hashes(/cache miss, executing ([0-9a-f]+)/g),
    hits: hashes(/cache hit, replaying logs ([0-9a-f]+)/g),
  };
}
