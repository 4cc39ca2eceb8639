// crane (github.com/google/go-containerregistry/cmd/crane), built by scripts/bootstrap.sh from the
// Go module proxy (scripts/build-crane.sh) and linked as .tools/crane/bin/crane, run as a real
// child process. Each client has its own DOCKER_CONFIG and HOME, so `crane auth login` writes its
// credentials there and never into the user's ~/.docker.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** The binary: $VERCEL_PULUMI_CRANE, else the bootstrap's link (dist/test/support → .tools). */
export const CRANE =
  process.env.VERCEL_PULUMI_CRANE ?? resolve(__dirname, "..", "..", "..", ".tools", "crane", "bin", "crane");

/** A run that takes longer is stopped: a hung client must fail the test, never hold CI. */
const RUN_TIMEOUT_MS = 120_000;

export interface CraneResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CraneClient {
  readonly home: string;
  run(args: readonly string[]): Promise<CraneResult>;
  /** Like `run`, but throws with crane's stderr unless it exits 0. */
  ok(args: readonly string[]): Promise<string>;
  remove(): Promise<void>;
}

export async function craneClient(): Promise<CraneClient> {
  if (!existsSync(CRANE)) {
    throw new Error(`crane is not at ${CRANE}: run \`source scripts/bootstrap.sh\` (it builds crane)`);
  }
  const home = await mkdtemp(join(tmpdir(), "crane-"));
  const env = { PATH: process.env.PATH ?? "", HOME: home, DOCKER_CONFIG: join(home, "docker") };
  const run = (args: readonly string[]) =>
    new Promise<CraneResult>((done) => {
      execFile(
        CRANE,
        [...args],
        { env, timeout: RUN_TIMEOUT_MS, maxBuffer: 256 * 1024 * 1024, encoding: "buffer" },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
          done({ code, stdout: stdout.toString("latin1"), stderr: stderr.toString("utf8") });
        },
      );
    });
  return {
    home,
    run,
    ok: async (args) => {
      const result = await run(args);
      if (result.code !== 0)
        throw new Error(`crane ${args.join(" ")} exited ${result.code}: ${result.stderr}`);
      return result.stdout;
    },
    remove: () => rm(home, { recursive: true, force: true }),
  };
}
