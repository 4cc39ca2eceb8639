// What the env family's provider specs share: the provider configured for the emulator's team,
// a project to hang variables on, and raw API calls scoped to the team.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import { functionDefinitions } from "../../provider/families/registry";
import { startNewRun } from "../../provider/operations/session";
import { runFunction } from "../../provider/functions/run";
import type { EmulatorHandle } from "../support/emulator";

export type Props = Record<string, unknown>;

/** The provider's settings for the emulator's team, as stack config. */
export function emulatorConfig(emulator: EmulatorHandle): {
  get(key: string): string | undefined;
  require(key: string): string;
} {
  const config: Record<string, string> = {
    "vercel:apiToken": emulator.token,
    "vercel:apiUrl": emulator.url,
    "vercel:team": emulator.teamId,
  };
  return { get: (key) => config[key], require: (key) => String(config[key]) };
}

/**
 * Configures the provider for the emulator's team in a new run, as a new provider process (call in
 * beforeEach: tests reset the emulator).
 */
export function configureProvider(emulator: EmulatorHandle): void {
  startNewRun();
  void host.configure("any", emulatorConfig(emulator));
}

/** Runs the lookup function of that name with the emulator team's settings. */
export function runNamedFunction(
  emulator: EmulatorHandle,
  name: string,
  args: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const definition = functionDefinitions.find((candidate) => candidate.name === name);
  if (!definition) throw new Error(`no lookup function named ${name}`);
  return runFunction(definition, args, emulatorConfig(emulator));
}

export async function seedProject(emulator: EmulatorHandle, name: string): Promise<string> {
  const [project] = await emulator.admin.seedProjects([{ teamId: emulator.teamId, name }]);
  return String(project?.id);
}

/** A raw call for the team that must succeed; answers the body. */
export async function teamApi<T = Props>(
  emulator: EmulatorHandle,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const separator = path.includes("?") ? "&" : "?";
  const response = await emulator.admin.api<T>(method, `${path}${separator}teamId=${emulator.teamId}`, body);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).to.be.below(300);
  return response.body;
}

/** Failures of check, by property. */
export async function checkFailures(type: string, news: Props): Promise<Record<string, string>> {
  const { failures } = await host.check(type, {}, news);
  return Object.fromEntries(failures.map((failure) => [failure.property, failure.reason]));
}
