// `vercel-pulumi team-file` (earlier `team-config`, still accepted): the team file's tooling
// outside a Pulumi program.
//   schema [--out FILE]  the JSON Schema, for editors (the repository's copy is
//                        schema/team-config.schema.json, written with --out and checked by a test)
//   check FILE...        the checks TeamFile runs before creating anything, for CI and hooks
import { readFile, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { teamFileJsonSchemaText } from "../provider/team-file/json-schema";
import { formatProblem, parseTeamFile, TeamFileError } from "../provider/team-file/parse";
import { UsageError, type CliCommand, type CliIo } from "./command";

export const teamFileCommand: CliCommand = {
  name: "team-file",
  aliases: ["team-config"],
  summary: "Print the team file's JSON Schema, or check team files",
  usage: `Usage: vercel-pulumi team-file schema [--out FILE]
       vercel-pulumi team-file check FILE...

Commands:
  schema        Print the JSON Schema of a team file (YAML or JSON), or write it to FILE
  check         Check files as TeamFile does before creating anything: syntax, fields, rules and
                references (not whether the stack secrets they name are set); exit 1 on a problem

Options:
  --out FILE    Write the schema to FILE instead of printing it
  --help        Print this help

"team-config" is the command's earlier name, still accepted.`,

  async run(args, io) {
    const { values, positionals } = parseCommandLine(args);
    if (values.help) {
      io.stdout(this.usage);
      return 0;
    }
    const [action, ...files] = positionals;
    if (action === "schema") {
      if (files.length > 0) throw new UsageError("schema takes no file: use --out FILE to write one.");
      if (values.out === undefined) io.stdout(teamFileJsonSchemaText().trimEnd());
      else await writeFile(values.out, teamFileJsonSchemaText());
      return 0;
    }
    if (action === "check") {
      if (files.length === 0) throw new UsageError("check needs at least one file.");
      if (values.out !== undefined) throw new UsageError("--out is an option of schema.");
      let failed = false;
      for (const file of files) failed = !(await check(file, io)) || failed;
      return failed ? 1 : 0;
    }
    throw new UsageError(
      action === undefined ? "Name an action: schema or check." : `Unknown action "${action}".`,
    );
  },
};

/** Reports on one file; true when it is valid. */
async function check(file: string, io: CliIo): Promise<boolean> {
  try {
    const { resources } = parseTeamFile(await readFile(file, "utf8"), file);
    io.stdout(`${file}: valid (${resources.length} resources)`);
    return true;
  } catch (error) {
    if (!(error instanceof TeamFileError)) throw error;
    for (const problem of error.problems) io.stderr(formatProblem(problem));
    return false;
  }
}

function parseCommandLine(args: readonly string[]) {
  try {
    return parseArgs({
      args: [...args],
      options: { out: { type: "string" }, help: { type: "boolean", short: "h" } },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
