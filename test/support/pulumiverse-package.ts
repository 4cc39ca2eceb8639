// Where @pulumiverse/vercel, the package users migrate from, is for the migration tests: unpacked
// by scripts/bootstrap.sh under .tools at the version pinned in scripts/toolchain.env, outside
// node_modules (in node_modules, Pulumi's language host would take its plugin declaration as the
// version of the `vercel` plugin that the native front's programs need).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./engine";

export const PULUMIVERSE_PACKAGE = "@pulumiverse/vercel";

function pinnedVersion(): string {
  const env = readFileSync(join(REPO_ROOT, "scripts", "toolchain.env"), "utf8");
  const version = /^PULUMIVERSE_VERSION=(\S+)$/m.exec(env)?.[1];
  if (!version) throw new Error("scripts/toolchain.env pins no PULUMIVERSE_VERSION");
  return version;
}

export const PULUMIVERSE_VERSION = pinnedVersion();

export const PULUMIVERSE_DIR = join(REPO_ROOT, ".tools", `pulumiverse-vercel-${PULUMIVERSE_VERSION}`);

if (!existsSync(join(PULUMIVERSE_DIR, "package.json"))) {
  throw new Error(
    `${PULUMIVERSE_PACKAGE}@${PULUMIVERSE_VERSION} is not unpacked in ${PULUMIVERSE_DIR}: run \`source scripts/bootstrap.sh\``,
  );
}
