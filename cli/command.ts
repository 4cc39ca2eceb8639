// The contract between `vercel-pulumi` and its subcommands: each is one object in cli/index.ts's table.
import { parseArgs, type ParseArgsOptionsConfig } from "node:util";

/** Where a command reads its environment and writes its output; process streams in production. */
export interface CliIo {
  stdout(line: string): void;
  stderr(line: string): void;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** stderr is a terminal: long commands show a progress line per phase there. */
  readonly interactive?: boolean;
}

export interface CliCommand {
  readonly name: string;
  /** Earlier names the command still answers to. */
  readonly aliases?: readonly string[];
  /** One line for the command list. */
  readonly summary: string;
  /** Full help, printed by `--help` and after a usage error. */
  readonly usage: string;
  /** Runs to completion and resolves with the exit code. Throws `UsageError` for bad arguments. */
  run(args: readonly string[], io: CliIo): Promise<number>;
}

/** Bad command-line arguments: reported with the command's usage, exit code 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

/** A command's options, parsed strictly (positionals only when asked for); a bad one is a UsageError. */
export function parseOptions<T extends ParseArgsOptionsConfig>(
  args: readonly string[],
  options: T,
  { positionals = false }: { positionals?: boolean } = {},
) {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: positionals });
  } catch (error) {
    // parseArgs names the offending option, never its value, so a token cannot end up in the message.
    throw new UsageError((error as Error).message);
  }
}
