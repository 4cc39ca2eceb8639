// `vercel-pulumi drift`'s work, in three phases:
//   1. open the Pulumi project in `cwd` and its stack, and read the stack's current config;
//   2. a refresh preview through the Automation API, running the program (`--run-program`) so the
//      provider is configured from the current config, not the one stored at the last `up` (a
//      rotated token works at once); a preview writes no state;
//   3. the children of every managed parent, listed with the same settings, for unmanaged objects.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { EngineEvent, Stack } from "@pulumi/pulumi/automation";
import { createClient } from "../../provider/families/client";
import { redact } from "../../provider/client/redact";
import { resolveSettings, type ProviderSettings } from "../../provider/config";
import { listChildren } from "../../provider/inventory";
import { collectSteps, type ManagedResource } from "./collect";
import { buildReport, type DriftReport } from "./report";
import { findUnmanaged } from "./unmanaged";

export interface DriftOptions {
  /** The Pulumi project's directory. */
  cwd: string;
  /** The stack's name; the project's selected stack when absent. */
  stack?: string;
  /** Called once at the start of each phase with a line saying what it does. */
  onPhase?: (line: string) => void;
  env: Readonly<Record<string, string | undefined>>;
}

/** A failure the command reports as it is (exit code 2): its message names the cause, never a secret. */
export class DriftError extends Error {
  override readonly name = "DriftError";
}

export async function runDrift(options: DriftOptions): Promise<DriftReport> {
  const phase = options.onPhase ?? (() => {});
  phase(`Opening the Pulumi project in ${options.cwd}`);
  const stack = await openStack(options.cwd, options.stack, options.env);
  const config = await stack.getAllConfig();
  // Every secret the command knows of, to keep them out of any message it prints.
  const secrets = Object.values(config)
    .filter((entry) => entry.secret)
    .map((entry) => entry.value);
  const settings = currentSettings(config, options.env);
  secrets.push(settings.apiToken);

  phase(`Refreshing stack ${stack.name} and comparing it with the program (pulumi preview --refresh)`);
  const events: EngineEvent[] = [];
  try {
    await stack.preview({
      refresh: true,
      runProgram: true,
      diff: true,
      onEvent: (event) => events.push(event),
    });
  } catch (error) {
    throw new DriftError(redact(engineFailure(error, events), secrets));
  }
  const steps = collectSteps(events);

  const parents = steps.managed.length;
  phase(`Looking for unmanaged objects in the ${parents} managed resource${parents === 1 ? "" : "s"}`);
  const client = createClient({
    baseUrl: settings.apiUrl,
    token: settings.apiToken,
    team: settings.team,
    userAgent: "vercel-pulumi drift",
  });
  let unmanaged;
  try {
    unmanaged = await findUnmanaged({
      managed: await withStateOutputs(stack, steps.managed),
      client,
      listChildren,
    });
  } catch (error) {
    throw new DriftError(redact(`listing unmanaged objects failed: ${messageOf(error)}`, secrets));
  }
  return buildReport(stack.name, steps.managed.length, {
    drifted: steps.drifted,
    missing: steps.missing,
    undeclared: steps.undeclared,
    unmanaged,
  });
}

async function openStack(cwd: string, name: string | undefined, env: DriftOptions["env"]): Promise<Stack> {
  if (!PROJECT_FILES.some((file) => existsSync(join(cwd, file)))) {
    throw new DriftError(
      `no Pulumi project in ${cwd}: there is no Pulumi.yaml; pass --cwd DIR, the project's folder`,
    );
  }
  const { LocalWorkspace } = await import("@pulumi/pulumi/automation");
  // The pulumi CLI runs with the command's environment (backend, passphrase, VERCEL_*).
  const options = { workDir: cwd, envVars: definedValues(env) };
  const workspace = await LocalWorkspace.create(options).catch((error: unknown) => {
    throw new DriftError(`cannot open the Pulumi project in ${cwd}: ${backendHint(messageOf(error))}`);
  });
  const stackName =
    name ??
    (
      await workspace.stack().catch((error: unknown) => {
        throw new DriftError(`cannot read the selected stack in ${cwd}: ${backendHint(messageOf(error))}`);
      })
    )?.name;
  if (stackName === undefined) {
    throw new DriftError(`no stack is selected in ${cwd}: pass --stack NAME or run \`pulumi stack select\``);
  }
  return LocalWorkspace.selectStack({ stackName, workDir: cwd }, options).catch((error: unknown) => {
    const message = messageOf(error);
    if (/no stack named/i.test(message)) {
      throw new DriftError(
        `there is no stack "${stackName}" in this project's backend: \`pulumi stack ls\` lists the ones there are`,
      );
    }
    throw new DriftError(`cannot select stack "${stackName}" in ${cwd}: ${backendHint(message)}`);
  });
}

const PROJECT_FILES = ["Pulumi.yaml", "Pulumi.yml", "Pulumi.json"];

/**
 * The CLI's message, with the way out when no backend is set: it speaks of Pulumi Cloud only,
 * where a local backend is what a team testing against the emulator usually has.
 */
function backendHint(message: string): string {
  return /PULUMI_ACCESS_TOKEN|pulumi login/i.test(message)
    ? `${message.trim()}\n(no backend is set: \`pulumi login\` for Pulumi Cloud, or a local one with \`pulumi login file://DIR\`, PULUMI_BACKEND_URL, or \`backend.url\` in Pulumi.yaml)`
    : message;
}

/** The provider's settings as the program sees them now: stack config `vercel:*`, then the environment. */
function currentSettings(
  config: Record<string, { value: string }>,
  env: DriftOptions["env"],
): ProviderSettings {
  try {
    return resolveSettings({ get: (key) => config[key]?.value }, env as NodeJS.ProcessEnv);
  } catch (error) {
    throw new DriftError(messageOf(error));
  }
}

/**
 * The refreshed resources with their outputs from state in clear: a resource managing many
 * objects (ProjectEnvironmentVariables) keeps their ids inside a secret output, which the events
 * mask. Only those ids are read from it; nothing of it is printed.
 */
async function withStateOutputs(stack: Stack, managed: readonly ManagedResource[]) {
  const deployment = (await stack.exportStack()).deployment as {
    resources?: Array<{ urn: string; outputs?: Record<string, unknown> }>;
  };
  const outputs = new Map((deployment.resources ?? []).map((resource) => [resource.urn, resource.outputs]));
  return managed.map((resource) => {
    const stateOutputs = outputs.get(resource.urn);
    return stateOutputs ? { ...resource, stateOutputs } : resource;
  });
}

/** The engine's own error lines when it sent any, else the command's message. */
function engineFailure(error: unknown, events: readonly EngineEvent[]): string {
  const lines = events
    .filter((event) => event.diagnosticEvent?.severity === "error")
    .flatMap((event) => (event.diagnosticEvent?.message ?? "").split("\n"))
    // The engine repeats each resource's error with this prefix in the stack's summary.
    .map((line) => line.trim().replace(/^Preview failed: /, ""))
    .filter((line) => line !== "");
  const detail = lines.length > 0 ? [...new Set(lines)].join("\n") : messageOf(error);
  return `the refresh preview failed:\n${detail}`;
}

function definedValues(env: DriftOptions["env"]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // The Automation API's CommandError holds the CLI's whole output, the error in it twice
  // (stderr, then err?): the error lines of its stderr say it.
  const stderr = /\bstderr:([\s\S]*?)(?:\n\s*err\?:|$)/.exec(message)?.[1] ?? "";
  const lines = stderr
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("error:"))
    .map((line) => line.replace(/^error:\s*/, ""));
  return lines.length > 0 ? [...new Set(lines)].join("\n") : message;
}
