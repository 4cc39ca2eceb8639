// A lookup function is data, like a resource: its arguments, its typed result and one read. The
// front (functions/invoke.ts for Node programs) turns it into `getX(args)` and `getXOutput(args)`;
// owners, settings, secrets and error wording are the operations' as for resources.
import type { z } from "zod";
import type { ResourceContext } from "./definition";

export interface FunctionDefinition<Args extends object = object, Result extends object = object> {
  /** The invoke's name as pulumiverse spells it, e.g. "getProject". */
  readonly name: string;
  /** What it looks up, for messages: e.g. "Project". */
  readonly subject: string;
  /** What it answers, for users: the native plugin's schema shows it (Markdown). */
  readonly description: string;
  /** The arguments, without `teamId` (every function takes it, as every resource does). */
  readonly args: z.ZodObject<z.ZodRawShape> & z.ZodType<Args>;
  /** The result, typed. */
  readonly result: z.ZodObject<z.ZodRawShape> & z.ZodType<Result>;
  /** Result fields that hold credentials: the Output form marks them secret. */
  readonly secretResults: readonly string[];
  /** Arguments that are credentials (a token looked up by its value): redacted from errors and logs. */
  readonly secretArgs?: readonly string[];
  /**
   * What it looks up exists only in a team: the arguments are refused before any API call when
   * neither `teamId` nor the provider's team names one (as for a `teamOnly` resource).
   */
  readonly teamOnly?: boolean;
  /** The argument naming the object, for messages: e.g. "name". */
  readonly labelArg: string;
  call(ctx: ResourceContext, args: Args): Promise<Result>;
}

export function defineFunction<Args extends object, Result extends object>(
  definition: FunctionDefinition<Args, Result>,
): FunctionDefinition<Args, Result> {
  return definition;
}

export type AnyFunctionDefinition = FunctionDefinition<object, object>;

/**
 * Result keys that are always secret: the declared secret results, and credentials passed as
 * arguments (`secretArgs`) where the result echoes them under the same name. Both fronts mark
 * them, and only them, as secret fields of the Output form.
 */
export function declaredSecretResults<Args extends object, Result extends object>(
  definition: FunctionDefinition<Args, Result>,
): string[] {
  const echoed = (definition.secretArgs ?? []).filter((name) => name in definition.result.shape);
  return [...new Set([...definition.secretResults, ...echoed])];
}
