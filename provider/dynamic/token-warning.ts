// `pulumi config set vercel:apiToken <token>` without --secret keeps the token in plaintext in
// the stack file and in the state of the default provider. Say so once per program run.
import * as pulumi from "@pulumi/pulumi";

const TOKEN_KEY = "vercel:apiToken";

/**
 * @pulumi/pulumi's internals: which config keys are secret, and the per-run store. An inline
 * Automation API program runs many times in one process, so "once" is once per run's store.
 */
interface PulumiInternals {
  isConfigSecret?: (key: string) => boolean;
  getStore?: () => object;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const runtimeConfig = require("@pulumi/pulumi/runtime/config") as PulumiInternals;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const runtimeState = require("@pulumi/pulumi/runtime/state") as PulumiInternals;

const warnedRuns = new WeakSet<object>();
const processRun = {};

export function warnIfTokenIsPlaintext(): void {
  const run = runtimeState.getStore?.() ?? processRun;
  if (warnedRuns.has(run)) return;
  warnedRuns.add(run);
  if (
    pulumi.runtime.getConfig(TOKEN_KEY) === undefined ||
    (runtimeConfig.isConfigSecret?.(TOKEN_KEY) ?? true)
  )
    return;
  void pulumi.log.warn(
    `${TOKEN_KEY} is set in plaintext: Pulumi keeps it readable in Pulumi.<stack>.yaml and in the state ` +
      `of the default provider. Run \`pulumi config set --secret ${TOKEN_KEY} <token>\` ` +
      `(or set VERCEL_API_TOKEN in the environment instead).`,
  );
}
