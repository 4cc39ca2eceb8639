// `vercel-pulumi new DIR`: a Pulumi TypeScript program to start from, written offline: Pulumi.yaml
// (a local state folder beside it, the API and team given), package.json (this package from the
// source the CLI came from, `main` right), tsconfig.json, index.ts, .gitignore; then `npm install`
// and, when a passphrase for the stack's secrets is set, `pulumi stack init`, so that the next
// command can be `pulumi up`.
import { spawnSync } from "node:child_process";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import { parseOptions, UsageError, type CliCommand, type CliIo } from "./command";
import { npmrc, packageJson, providerDependency, pulumiYaml, tsconfigJson } from "./program/files";
import { starterProgram } from "./program/starter";

const STACK = "dev";

export const newCommand: CliCommand = {
  name: "new",
  summary: "Write a Pulumi program to start from, with local state, and install it",
  usage: `Usage: vercel-pulumi new DIR [--api-url URL] [--team T] [--name NAME] [--no-install]

Writes a Pulumi TypeScript program to DIR (created if missing, else it must be empty): index.ts
with a project, a variable, a domain and a record; package.json; tsconfig.json; Pulumi.yaml, whose
state is kept in DIR/.pulumi (no Pulumi Cloud account); .gitignore. Then runs npm install and,
when PULUMI_CONFIG_PASSPHRASE is set and pulumi is on PATH, creates the stack "${STACK}".

Options:
  --api-url URL  The platform API the program talks to (the emulator's, say); written as vercel:apiUrl
  --team T       The team id or slug; written as vercel:team (default: the token's default team)
  --name NAME    The project's name (default: DIR's name)
  --no-install   Write the files only
  --help         Print this help

The token is not written anywhere: set VERCEL_API_TOKEN, or pulumi config set --secret vercel:apiToken.`,

  async run(args, io) {
    const { values, positionals } = parseCommandLine(args);
    if (values.help) {
      io.stdout(this.usage);
      return 0;
    }
    if (positionals.length !== 1)
      throw new UsageError("name one folder to write the program to: vercel-pulumi new DIR");
    const dir = resolve(positionals[0]!);
    if (await isNonEmptyDir(dir)) throw new UsageError(`${dir} is not empty: name a new or empty folder.`);
    const name = values.name ?? projectNameOf(basename(dir));
    if (!/^[a-z0-9][a-z0-9._-]*$/.test(name)) {
      throw new UsageError(
        `--name ${JSON.stringify(name)}: a project name is lowercase letters, digits, '.', '_' and '-'.`,
      );
    }
    const dependency = providerDependency(dir);
    const files: Record<string, string> = {
      "Pulumi.yaml": pulumiYaml({
        name,
        description: "A team's configuration on the Vercel-style platform, with vercel-pulumi",
        team: values.team,
        apiUrl: values["api-url"],
        backendDir: dir,
      }),
      "package.json": packageJson(name, dependency),
      "tsconfig.json": tsconfigJson(),
      "index.ts": starterProgram(name),
      ".gitignore": "node_modules/\n.pulumi/\n",
    };
    const npmConfig = npmrc(dependency);
    if (npmConfig) files[".npmrc"] = npmConfig;
    await mkdir(dir, { recursive: true });
    for (const [file, text] of Object.entries(files)) await writeFile(join(dir, file), text);
    io.stdout(`Wrote ${Object.keys(files).join(", ")} to ${dir}`);

    const steps = [`cd ${dir}`];
    if (values["no-install"]) steps.push("npm install");
    else if (!runIn(dir, "npm", ["install", "--no-audit", "--no-fund"], io)) return 1;
    const stackMade =
      !values["no-install"] && canInitStack(io) && runIn(dir, "pulumi", ["stack", "init", STACK], io);
    if (!stackMade) {
      if (!io.env.PULUMI_CONFIG_PASSPHRASE)
        steps.push("export PULUMI_CONFIG_PASSPHRASE=<a passphrase for the stack's secrets>");
      steps.push(`pulumi stack init ${STACK}`);
    }
    if (!io.env.VERCEL_API_TOKEN)
      steps.push("pulumi config set --secret vercel:apiToken <token>   # or export VERCEL_API_TOKEN");
    steps.push("pulumi up");
    io.stdout(["Next:", ...steps.map((step) => `  ${step}`)].join("\n"));
    return 0;
  },
};

function parseCommandLine(args: readonly string[]) {
  return parseOptions(
    args,
    {
      "api-url": { type: "string" },
      team: { type: "string" },
      name: { type: "string" },
      "no-install": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    { positionals: true },
  );
}

/** A folder's name as a project name: `My Site` → `my-site`. */
function projectNameOf(folder: string): string {
  return (
    folder
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, "-")
      .replace(/^[-._]+|-+$/g, "") || "vercel-team"
  );
}

function canInitStack(io: CliIo): boolean {
  const passphrase =
    io.env.PULUMI_CONFIG_PASSPHRASE !== undefined || io.env.PULUMI_CONFIG_PASSPHRASE_FILE !== undefined;
  return passphrase && spawnSync("pulumi", ["version"], { env: { ...process.env, ...io.env } }).status === 0;
}

/** Runs a command in `dir` with its output on stderr; reports a failure and answers false. */
function runIn(dir: string, command: string, args: readonly string[], io: CliIo): boolean {
  const result = spawnSync(command, args, {
    cwd: dir,
    env: { ...process.env, ...io.env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim();
  if (output) io.stderr(output);
  if (result.status === 0) return true;
  io.stderr(
    `${command} ${args.join(" ")} failed in ${dir}${result.error ? `: ${result.error.message}` : ""}`,
  );
  return false;
}

async function isNonEmptyDir(path: string): Promise<boolean> {
  try {
    return (await readdir(path)).length > 0;
  } catch {
    return false;
  }
}
