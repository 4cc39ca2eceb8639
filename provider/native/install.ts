// Registering the plugin with the local Pulumi: the engine finds an installed resource plugin at
// `$PULUMI_HOME/plugins/resource-<name>-v<version>/pulumi-resource-<name>` and takes it as fully
// installed when no `<dir>.partial` file sits beside the directory (sdk/go/common/workspace/
// plugins.go, getPlugins and HasPlugin). The executable here is a small shell script that runs
// this package's dist/provider/native/main.js with the Node.js that ran the installer (or the
// `node` on PATH if that one is gone). No PulumiPlugin.yaml: with one the engine would run the
// directory through a language host instead of executing the file.
import { chmod, mkdir, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import { PACKAGE } from "./config";
import { packageVersion, PACKAGE_ROOT } from "./version";

export const PLUGIN_EXECUTABLE = `pulumi-resource-${PACKAGE}`;

/** The plugin's entry point in this package. */
export const PLUGIN_MAIN = join(PACKAGE_ROOT, "dist", "provider", "native", "main.js");

export interface InstalledPlugin {
  directory: string;
  executable: string;
  version: string;
}

/** `$PULUMI_HOME`, as the engine resolves it: the variable, else ~/.pulumi. */
export function pulumiHome(env: Readonly<Record<string, string | undefined>>): string {
  const home = env.PULUMI_HOME;
  return home !== undefined && home !== "" ? home : join(homedir(), ".pulumi");
}

export async function installPlugin(
  home: string,
  node: string = process.execPath,
  main: string = PLUGIN_MAIN,
): Promise<InstalledPlugin> {
  const version = packageVersion();
  const directory = join(home, "plugins", `resource-${PACKAGE}-v${version}`);
  const executable = join(directory, PLUGIN_EXECUTABLE);
  await mkdir(directory, { recursive: true });
  await writeFile(executable, launcher(node, main), { mode: 0o755 });
  await chmod(executable, 0o755);
  // A leftover from an interrupted `pulumi plugin install` would hide the plugin from the engine.
  await rm(`${directory}.partial`, { force: true });
  return { directory, executable, version };
}

function launcher(node: string, main: string): string {
  return [
    "#!/bin/sh",
    "# Written by `vercel-pulumi install-plugin`: runs the vercel-pulumi native provider plugin.",
    `NODE=${shellQuote(node)}`,
    '[ -x "$NODE" ] || NODE=node',
    `exec "$NODE" ${shellQuote(main)} "$@"`,
    "",
  ].join("\n");
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
