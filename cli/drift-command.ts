// `vercel-pulumi drift`: compares a stack's program with what the platform has, without changing
// anything, and reports it as text, JSON or Markdown on stdout. Exit code 0 no drift, 1 drift
// (unless --fail-on none), 2 error. The work is in cli/drift/.
import { resolve } from "node:path";
import { parseOptions, UsageError, type CliCommand } from "./command";
import type { DriftReport, ReportFormat } from "./drift/report";
import { renderJson } from "./drift/report-json";
import { renderMarkdown } from "./drift/report-markdown";
import { renderText } from "./drift/report-text";
import { runDrift } from "./drift/run";

const RENDERERS = { text: renderText, json: renderJson, markdown: renderMarkdown } as const;
const FAIL_ON = ["drift", "managed", "none"] as const;

export const EXIT_NO_DRIFT = 0;
export const EXIT_DRIFT = 1;
export const EXIT_ERROR = 2;

export const driftCommand: CliCommand = {
  name: "drift",
  summary: "Report drift between a stack's program and the platform, and unmanaged objects (read-only)",
  usage: `Usage: vercel-pulumi drift [--stack NAME] [--cwd DIR] [--json | --markdown] [--fail-on drift|none]

Runs a refresh preview of the stack (the program runs with the stack's current configuration;
no state is written) and reports, per resource and property, what the program declares and what
the platform has; objects deleted outside the program ("missing"); resources no longer in the
program ("undeclared"); and objects inside managed projects, domains and edge configs that no
resource of the stack manages ("unmanaged"). Secret values are never printed, only "changed".

Options:
  --stack NAME      The stack (default: the project's selected stack)
  --cwd DIR         The Pulumi project's directory (default: the current directory)
  --json            The report as JSON (shape in docs/drift.md); no progress lines
  --markdown        The report as Markdown, e.g. for a pull request comment
  --fail-on WHAT    drift (default): exit 1 when anything is found; managed: exit 1 when a
                    resource of the stack drifted, is missing or undeclared, while unmanaged
                    objects are only reported; none: exit 0 unless an error

Exit codes: 0 no drift, 1 drift, 2 error. The report goes to stdout, progress and errors to stderr.
The pulumi CLI must be on PATH, with the stack's backend and secrets passphrase set as for \`pulumi preview\`.`,

  async run(args, io) {
    const options = parseCommandLine(args);
    if (options.help) {
      io.stdout(this.usage);
      return EXIT_NO_DRIFT;
    }
    const showProgress = io.interactive === true && options.format !== "json";
    try {
      const report = await runDrift({
        cwd: options.cwd,
        ...(options.stack === undefined ? {} : { stack: options.stack }),
        env: io.env,
        ...(showProgress ? { onPhase: (line: string) => io.stderr(`drift: ${line}...`) } : {}),
      });
      io.stdout(RENDERERS[options.format](report));
      return failed(report.summary, options.failOn) ? EXIT_DRIFT : EXIT_NO_DRIFT;
    } catch (error) {
      io.stderr(`vercel-pulumi drift: ${error instanceof Error ? error.message : String(error)}`);
      return EXIT_ERROR;
    }
  },
};

/** Whether the report fails the command under --fail-on. */
function failed(summary: DriftReport["summary"], failOn: DriftCommandLine["failOn"]): boolean {
  if (failOn === "none") return false;
  if (failOn === "managed") return summary.drifted + summary.missing + summary.undeclared > 0;
  return summary.drift;
}

interface DriftCommandLine {
  help: boolean;
  cwd: string;
  stack?: string;
  format: ReportFormat;
  failOn: (typeof FAIL_ON)[number];
}

function parseCommandLine(args: readonly string[]): DriftCommandLine {
  const { values } = parseOptions(args, {
    stack: { type: "string" },
    cwd: { type: "string" },
    json: { type: "boolean" },
    markdown: { type: "boolean" },
    "fail-on": { type: "string" },
    help: { type: "boolean", short: "h" },
  });
  if (values.json && values.markdown) throw new UsageError("--json and --markdown cannot be combined.");
  const failOn = values["fail-on"] ?? "drift";
  if (!(FAIL_ON as readonly string[]).includes(failOn)) {
    throw new UsageError(`--fail-on must be one of ${FAIL_ON.join(", ")}, got "${failOn}".`);
  }
  if (values.stack !== undefined && values.stack.trim() === "")
    throw new UsageError("--stack must not be empty.");
  return {
    help: values.help === true,
    cwd: resolve(values.cwd ?? "."),
    ...(values.stack === undefined ? {} : { stack: values.stack }),
    format: values.json ? "json" : values.markdown ? "markdown" : "text",
    failOn: failOn as DriftCommandLine["failOn"],
  };
}
