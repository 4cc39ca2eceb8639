// `vercel-pulumi install-plugin`: registers the native provider plugin (pulumi-resource-vercel)
// with the local Pulumi, so `pulumi up` of a program using `vercel:index:*` resources finds it.
import { parseArgs } from "node:util";
import { installPlugin, pulumiHome } from "../provider/native/install";
import { UsageError, type CliCommand } from "./command";

export const installPluginCommand: CliCommand = {
  name: "install-plugin",
  summary: "Register the native provider plugin (pulumi-resource-vercel) with the local Pulumi",
  usage: `Usage: vercel-pulumi install-plugin [--pulumi-home DIR]

Writes $PULUMI_HOME/plugins/resource-vercel-v<version>/pulumi-resource-vercel, which runs this
package's plugin with the current Node.js. Run it again after upgrading vercel-pulumi.

Options:
  --pulumi-home DIR  Pulumi's home directory (default: $PULUMI_HOME, else ~/.pulumi)`,

  async run(args, io) {
    let values: { "pulumi-home"?: string; help?: boolean };
    try {
      ({ values } = parseArgs({
        args: [...args],
        options: { "pulumi-home": { type: "string" }, help: { type: "boolean", short: "h" } },
        strict: true,
        allowPositionals: false,
      }));
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    if (values.help) {
      io.stdout(this.usage);
      return 0;
    }
    const installed = await installPlugin(values["pulumi-home"] ?? pulumiHome(io.env));
    io.stdout(`Installed resource plugin vercel v${installed.version} at ${installed.executable}`);
    return 0;
  },
};
