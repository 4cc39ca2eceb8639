// The native provider plugin made available to a test's engine as a user does it:
// `vercel-pulumi install-plugin`, which registers this checkout's pulumi-resource-vercel under
// PULUMI_HOME.
import { chmod, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { REPO_ROOT } from "./engine";

// TEMPORARY until install-plugin lands: the same layout by hand.
export async function installNativePlugin(pulumiHome: string): Promise<void> {
  const dir = join(pulumiHome, "plugins", "resource-vercel-v0.1.0");
  await mkdir(dir, { recursive: true });
  const bin = join(dir, "pulumi-resource-vercel");
  await writeFile(
    bin,
    `#!/bin/sh\nexec "${process.execPath}" "${join(REPO_ROOT, "dist/provider/native/main.js")}" "$@"\n`,
  );
  await chmod(bin, 0o755);
}
