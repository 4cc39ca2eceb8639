#!/usr/bin/env node
// The `vercel-pulumi` command: dispatches to a subcommand. Adding one (drift, import) is one entry
// in COMMANDS.
import { UsageError, type CliCommand, type CliIo } from "./command";
import { emulatorCommand } from "./emulator-command";

const COMMANDS: readonly CliCommand[] = [emulatorCommand];

/** Exit codes: 0 success, 1 failure, 2 usage error. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === "--help" || name === "-h" || name === "help") {
    io.stdout(usage());
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
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
  return `Usage: vercel-pulumi <command> [options]\n\nCommands:\n${list}\n\nRun "vercel-pulumi <command> --help" for a command's options.`;
}

if (require.main === module) {
  const io: CliIo = {
    stdout: (line) => process.stdout.write(line + "\n"),
    stderr: (line) => process.stderr.write(line + "\n"),
    env: process.env,
  };
  void main(process.argv.slice(2), io).then((code) => {
    process.exitCode = code;
  });
}
