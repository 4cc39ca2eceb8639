// The real Pulumi engine that scripts/bootstrap.sh built, and the settings that keep it offline.
import { execFile } from "node:child_process";
import { join, resolve } from "node:path";

/** The repository root: where node_modules resolves vercel-pulumi for the programs under test. */
export const REPO_ROOT = resolve(__dirname, "..", "..", "..");

/** The engine's install root (`<root>/bin/pulumi`), exported by scripts/bootstrap.sh. */
export function engineRoot(): string {
  const root = process.env.VERCEL_PULUMI_ENGINE_ROOT;
  if (!root) {
    throw new Error(
      "VERCEL_PULUMI_ENGINE_ROOT is not set: run the tests through ./scripts/test.sh, which builds the engine",
    );
  }
  return root;
}

/** No update checks, no plugin downloads, a fixed passphrase for the local secrets provider. */
export const OFFLINE_ENGINE_ENV = {
  PULUMI_CONFIG_PASSPHRASE: "vercel-pulumi-tests",
  PULUMI_SKIP_UPDATE_CHECK: "true",
  PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
  PULUMI_DIY_BACKEND_NO_LEGACY_WARNING: "true",
} as const;

/** This process's environment with the offline settings, `extra`, and the engine first on PATH. */
export function engineEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...OFFLINE_ENGINE_ENV, ...extra };
  // The engine finds the dynamic-provider shim and node 22 beside itself.
  env.PATH = `${join(engineRoot(), "bin")}:${env.PATH ?? ""}`;
  return env;
}

/** Runs the pulumi CLI and resolves with its stdout; a failure carries stdout and stderr. */
export function runPulumi(
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<string> {
  const env = engineEnv(options.env);
  return new Promise((resolve, reject) => {
    execFile(
      join(engineRoot(), "bin", "pulumi"),
      [...args, "--non-interactive"],
      { cwd: options.cwd, env, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`pulumi ${args.join(" ")} failed:\n${stdout}\n${stderr}`)) : resolve(stdout),
    );
  });
}
