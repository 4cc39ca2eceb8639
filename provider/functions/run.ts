// Runs a lookup function with the same settings, owner resolution, validation and error wording
// as the resources. Pure of Pulumi: the Node front (invoke.ts) and a native front both call it.
import { resolveSettings, resolveTeam, type ConfigSource } from "../config";
import { describeFailure } from "../operations/errors";
import { clientFor } from "../operations/session";
import { checkInputs, type CheckFailure } from "../reconcile/check";
import { CommonInputs } from "../operations/common-inputs";
import { teamRequirement } from "../operations/team-only";
import type { AnyFunctionDefinition } from "../families/kit/function-definition";

/**
 * Arguments that failed validation. The message names the function and each field and rule; the
 * failures stay readable one by one, for a front that reports them per property (the native
 * plugin's InvokeResponse.failures).
 */
export class FunctionArgumentsError extends Error {
  constructor(
    name: string,
    readonly failures: readonly CheckFailure[],
  ) {
    super(`${name}: ${failures.map((failure) => `${failure.property}: ${failure.reason}`).join("; ")}`);
    this.name = "FunctionArgumentsError";
  }
}

export interface RunOptions {
  /**
   * Arguments the caller sent as secrets (the native plugin knows them from the wire): their
   * values are redacted from errors and logs, as the definition's `secretArgs` are.
   */
  secretArgs?: readonly string[];
}

/** Each function's arguments with `teamId`, built once: zod compiles every new schema on its first parse. */
const withTeam = new WeakMap<AnyFunctionDefinition["args"], AnyFunctionDefinition["args"]>();
function argsWithTeam(args: AnyFunctionDefinition["args"]): AnyFunctionDefinition["args"] {
  let extended = withTeam.get(args);
  if (extended === undefined) {
    extended = args.extend({ teamId: CommonInputs.shape.teamId });
    withTeam.set(args, extended);
  }
  return extended;
}

/** Validates the arguments before any API call, then reads the object they name. */
export async function runFunction(
  definition: AnyFunctionDefinition,
  args: Record<string, unknown>,
  config: ConfigSource | undefined,
  options: RunOptions = {},
): Promise<Record<string, unknown>> {
  const schema = argsWithTeam(definition.args);
  const checked = checkInputs(schema, args);
  const team = teamRequirement({ ...definition, name: definition.subject }, args.teamId, resolveTeam(config));
  const failures = team ? [...checked.failures, team] : checked.failures;
  if (failures.length > 0) throw new FunctionArgumentsError(definition.name, failures);
  const { teamId, ...own } = checked.inputs as { teamId?: string } & Record<string, unknown>;
  const settings = resolveSettings(config);
  const label = own[definition.labelArg];
  const secrets = [...(definition.secretArgs ?? []), ...(options.secretArgs ?? [])]
    .map((name) => own[name])
    .filter((v): v is string => typeof v === "string");
  try {
    const client = clientFor(settings);
    const owner = await client.owners.resolve(teamId ?? settings.team);
    const result = await definition.call({ client: client.forOwner(owner).withSecrets(secrets), owner }, own);
    return { ...result, ...(owner.kind === "team" ? { teamId: owner.id } : {}) };
  } catch (error) {
    throw describeFailure(
      {
        action: "looking up",
        type: definition.subject,
        label: typeof label === "string" ? label : undefined,
        secrets: [settings.apiToken, ...secrets],
        apiUrl: settings.apiUrl,
      },
      error,
    );
  }
}
