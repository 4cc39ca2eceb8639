// The native provider plugin made available to a test's engine as a user does it:
// `vercel-pulumi install-plugin`, which registers this checkout's pulumi-resource-vercel under
// the given PULUMI_HOME.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { REPO_ROOT } from "./engine";

export async function installNativePlugin(pulumiHome: string): Promise<void> {
  await promisify(execFile)(process.execPath, [
    join(REPO_ROOT, "dist", "cli", "index.js"),
    "install-plugin",
    "--pulumi-home",
    pulumiHome,
  ]);
}
