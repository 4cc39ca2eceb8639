// The package's version: the plugin reports it (GetPluginInfo, the schema) and install-plugin
// names the plugin directory after it.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The package root: dist/provider/native/ sits three levels below it. */
export const PACKAGE_ROOT = join(__dirname, "..", "..", "..");

export function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8")) as {
    version: string;
  };
  return manifest.version;
}
