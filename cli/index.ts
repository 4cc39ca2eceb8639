#!/usr/bin/env node
// The `vercel-pulumi` command: dispatches to a subcommand. Adding one (drift, import) is one entry
// in COMMANDS.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { UsageError, type CliCommand, type CliIo } from "./command";
import { driftCommand } from "./drift-command";
import { emulatorCommand } from "./emulator-command";
import { importCommand } from "./import-command";
import { installPluginCommand } from "./install-plugin-command";
import { newCommand } from "./new-command";
import { teamFileCommand } from "./team-file-command";

const COMMANDS: readonly CliCommand[] = [
  newCommand,
  emulatorCommand,
  driftCommand,
  importCommand,
  teamFileCommand,
  installPluginCommand,
];

/** Exit codes: 0 success, 1 failure, 2 usage error. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === "--help" || name === "-h" || name === "help") {
    io.stdout(usage());
    return 0;
  }
  if (name === "--version" || name === "-v" || name === "version") {
    io.stdout(packageVersion());
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === name || c.aliases?.includes(name ?? ""));
  if (!command) {
    io.stderr(name === undefined ? usage() : `Unknown command "${name}".\n\n${usage()}`);
    return 2;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\n\n${command.usage}`);
      return 2;
    }
    io.stderr(`vercel-pulumi ${command.name}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const list = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join("\n");
  return [
    "Usage: vercel-pulumi <command> [options]",
    "",
    "Commands:",
    list,
    "",
    "Options:",
    "  --version  Print the version of vercel-pulumi",
    "  --help     Print this help",
    "",
    "The provider's settings: stack config wins over the environment.",
    "  vercel:apiToken  (VERCEL_API_TOKEN)  set it with `pulumi config set --secret`",
    "  vercel:team      (VERCEL_TEAM)       team id or slug; the token's default team when unset",
    "  vercel:apiUrl    (VERCEL_API_URL)    default https://api.vercel.com",
    "",
    'Run "vercel-pulumi <command> --help" for a command\'s options.',
  ].join("\n");
}

/** The installed package's version, read from its package.json (dist/cli/ sits two levels below it). */
function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(join(__dirname, "..", "..", "package.json"), "utf8")) as {
    version: string;
  };
  return manifest.version;
}

if (require.main === module) {
  const io: CliIo = {
    stdout: (line) => process.stdout.write(line + "\n"),
    stderr: (line) => process.stderr.write(line + "\n"),
    env: process.env,
    interactive: process.stderr.isTTY === true,
  };
  void main(process.argv.slice(2), io).then((code) => {
    process.exitCode = code;
  });
}
