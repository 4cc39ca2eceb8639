// `vercel-pulumi import --team T --out DIR`: reads a live team (provider/inventory) and writes a
// ready Pulumi TypeScript program that adopts every object (cli/import/ generates it). Progress
// on stderr while reading, a summary of what it wrote on stdout.
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { createClient } from "../provider/families/client";
import { redact } from "../provider/client/redact";
import { ConfigurationError, resolveSettings, type ProviderSettings } from "../provider/config";
import { readInventory } from "../provider/inventory";
import { parseOptions, UsageError, type CliCommand, type CliIo } from "./command";
import { npmrc, packageJson, providerDependency, pulumiYaml, tsconfigJson } from "./program/files";
import { projectName, readme } from "./import/readme";
import { planProgram, type ProgramPlan } from "./import/plan";
import { progressBar } from "./import/progress";
import { renderProgram } from "./import/render";

export const importCommand: CliCommand = {
  name: "import",
  summary: "Write a Pulumi program that adopts every object of a live team",
  usage: `Usage: vercel-pulumi import (--team T | --personal) --out DIR [--api-url URL] [--force]

Reads the team's projects (settings, env vars, custom environments, domains, firewall, flags,
segments), shared env vars, domains and DNS records, edge configs, drains and webhooks, and writes
a TypeScript Pulumi program to DIR: index.ts (every resource with adopt: true, references between
them), package.json (this package from the source the CLI was installed from), Pulumi.yaml (the
team and, when not the platform's, the API URL), tsconfig.json, and README.md listing the config
secrets to set.

Options:
  --team T       Team id (team_...) or slug to read
  --personal     Read the token's personal account instead (an account from before teams)
  --out DIR      Folder to write the program to (required; created if missing)
  --api-url URL  The platform API (default: $VERCEL_API_URL, else https://api.vercel.com)
  --force        Write into DIR even when it is not empty (overwrites the files above)
  --help         Print this help

The token comes from VERCEL_API_TOKEN.`,

  async run(args, io) {
    const { values } = parseCommandLine(args);
    if (values.help) {
      io.stdout(this.usage);
      return 0;
    }
    if (!values.team && !values.personal) {
      throw new UsageError("--team is required: the team id or slug to read (or --personal).");
    }
    if (values.team && values.personal) throw new UsageError("--team and --personal cannot be combined.");
    if (!values.out) throw new UsageError("--out is required: the folder to write the program to.");
    const out = resolve(values.out);
    if (!values.force && (await isNonEmptyDir(out))) {
      throw new UsageError(`${out} is not empty: choose another --out, or pass --force to overwrite.`);
    }
    const settings = settingsOf(values.team, values["api-url"], io);
    const { plan, label } = await readTeam(settings, values.team);
    const dependency = providerDependency(out);
    const files: Record<string, string> = {
      "index.ts": await renderProgram(plan, label),
      "package.json": packageJson(projectName(label), dependency),
      "Pulumi.yaml": pulumiYaml({
        name: projectName(label),
        description: `${values.team ? `The team ${JSON.stringify(label)}` : `The personal account ${JSON.stringify(label)}`} on the Vercel-style platform, imported by vercel-pulumi`,
        team: values.team,
        apiUrl: settings.apiUrl,
      }),
      "tsconfig.json": tsconfigJson(),
      "README.md": readme(plan, label),
    };
    const npmConfig = npmrc(dependency);
    if (npmConfig) files[".npmrc"] = npmConfig;
    await mkdir(out, { recursive: true });
    for (const [name, text] of Object.entries(files)) await writeFile(join(out, name), text);
    io.stdout(summary(plan, out, Object.keys(files)));
    return 0;
  },
};

function parseCommandLine(args: readonly string[]) {
  return parseOptions(args, {
    team: { type: "string" },
    personal: { type: "boolean" },
    out: { type: "string" },
    "api-url": { type: "string" },
    force: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
}

/** The provider's own settings rules: --api-url as vercel:apiUrl, then the environment. */
function settingsOf(team: string | undefined, apiUrl: string | undefined, io: CliIo): ProviderSettings {
  const flags: Record<string, string | undefined> = { "vercel:team": team, "vercel:apiUrl": apiUrl };
  try {
    return resolveSettings({ get: (key) => flags[key] }, io.env);
  } catch (error) {
    if (error instanceof ConfigurationError) {
      throw new UsageError(
        io.env.VERCEL_API_TOKEN?.trim() ? error.message : "No API token: set VERCEL_API_TOKEN.",
      );
    }
    throw error;
  }
}

/**
 * The team's (or, without one, the personal account's) plan, and the name the program is written
 * under: the team as given, or the account's username.
 */
async function readTeam(
  settings: ProviderSettings,
  team: string | undefined,
): Promise<{ plan: ProgramPlan; label: string }> {
  const teamClient = createClient({
    baseUrl: settings.apiUrl,
    token: settings.apiToken,
    team,
    userAgent: "vercel-pulumi import",
  });
  const progress = progressBar();
  try {
    const personal = team === undefined ? await teamClient.owners.personal() : undefined;
    const client = personal ? teamClient.forOwner(personal.owner) : teamClient;
    const inventory = await readInventory(client, { onProgress: (p) => progress.update(p) });
    return { plan: planProgram(inventory), label: personal?.username ?? team! };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `reading ${team === undefined ? "the personal account" : `team "${team}"`} from ${new URL(settings.apiUrl).host}: ${redact(message, [settings.apiToken])}`,
    );
  } finally {
    progress.stop();
  }
}

async function isNonEmptyDir(path: string): Promise<boolean> {
  try {
    return (await readdir(path)).length > 0;
  } catch {
    return false;
  }
}

function summary(plan: ProgramPlan, out: string, files: readonly string[]): string {
  const byType = new Map<string, number>();
  for (const { type } of plan.declarations) byType.set(type, (byType.get(type) ?? 0) + 1);
  const lines = [
    `Wrote ${files.join(", ")} to ${out}`,
    `${plural(plan.declarations.length, "resource")}, each with adopt: true:`,
    ...[...byType].map(([type, count]) => `  ${String(count).padStart(3)} ${type}`),
  ];
  if (plan.secrets.length > 0) {
    lines.push(
      `${plural(plan.secrets.length, "config secret")} to set first (README.md lists the commands):`,
    );
    lines.push(...plan.secrets.map((secret) => `  ${secret.key}`));
  }
  if (plan.skipped.length > 0) {
    lines.push(`${plural(plan.skipped.length, "object")} left out (README.md says why):`);
    lines.push(...plan.skipped.map((object) => `  ${object.type} ${object.label}`));
  }
  lines.push(`Next: cd ${out} && npm install && pulumi stack init && pulumi up`);
  return lines.join("\n");
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
