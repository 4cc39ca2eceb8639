// A small two-package npm-workspaces monorepo for `turbo` (b depends on a), made in a temp dir and
// committed with git, so a second checkout is a clean clone: no local `.turbo` cache, no outputs.
// Each package's `build` writes into dist/ (text in a, bytes in b): the task outputs turbo caches.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const exec = promisify(execFile);

/** The files each package's build writes, relative to the repository root. */
export const BUILD_OUTPUTS = ["packages/a/dist/a.txt", "packages/b/dist/b.bin"] as const;

const BUILD_A = `const fs = require("fs");
fs.mkdirSync("dist", { recursive: true });
fs.writeFileSync("dist/a.txt", "package a, built\\n".repeat(64));
console.log("built a");
`;

// Every byte value, so a replay that mangles binary (a text decoding on the way) shows.
const BUILD_B = `const fs = require("fs");
fs.mkdirSync("dist", { recursive: true });
fs.writeFileSync("dist/b.bin", Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256)));
console.log("built b");
`;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const FILES: Readonly<Record<string, string>> = {
  "package.json": json({
    name: "cache-demo",
    private: true,
    packageManager: "npm@10.9.0",
    workspaces: ["packages/*"],
  }),
  // `signature`: turbo signs each upload (x-artifact-tag) and verifies what it downloads.
  "turbo.json": json({
    $schema: "https://turborepo.com/schema.json",
    remoteCache: { signature: true },
    tasks: { build: { dependsOn: ["^build"], outputs: ["dist/**"] } },
  }),
  ".gitignore": "node_modules\n.turbo\ndist\n",
  "packages/a/package.json": json({ name: "a", version: "1.0.0", scripts: { build: "node build.js" } }),
  "packages/a/build.js": BUILD_A,
  "packages/b/package.json": json({
    name: "b",
    version: "1.0.0",
    dependencies: { a: "1.0.0" },
    scripts: { build: "node build.js" },
  }),
  "packages/b/build.js": BUILD_B,
};

export interface Monorepo {
  /** The directory holding the origin repository and its clones. */
  readonly root: string;
  /** The origin, committed. */
  readonly origin: string;
  /** A fresh `git clone` of the origin under `name`. */
  clone(name: string): Promise<string>;
  remove(): Promise<void>;
}

const GIT_IDENTITY = ["-c", "user.name=cache-test", "-c", "user.email=cache-test@example.invalid"];

export async function createMonorepo(): Promise<Monorepo> {
  const root = await mkdtemp(join(tmpdir(), "turbo-monorepo-"));
  const origin = join(root, "origin");
  for (const [path, content] of Object.entries(FILES)) {
    await mkdir(join(origin, path, ".."), { recursive: true });
    await writeFile(join(origin, path), content);
  }
  await exec("git", ["init", "-q"], { cwd: origin });
  await exec("git", ["add", "-A"], { cwd: origin });
  await exec("git", [...GIT_IDENTITY, "commit", "-qm", "monorepo"], { cwd: origin });
  return {
    root,
    origin,
    clone: async (name) => {
      const target = join(root, name);
      await exec("git", ["clone", "-q", origin, target]);
      return target;
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
