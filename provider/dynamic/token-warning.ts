// `pulumi config set vercel:apiToken <token>` without --secret keeps the token in plaintext in
// the stack file and in the state of the default provider. Say so once per program run.
import * as pulumi from "@pulumi/pulumi";

const TOKEN_KEY = "vercel:apiToken";
let warned = false;

export function warnIfTokenIsPlaintext(): void {
  if (warned) return;
  warned = true;
  if (pulumi.runtime.getConfig(TOKEN_KEY) === undefined || isSecretConfig(TOKEN_KEY)) return;
  void pulumi.log.warn(
    `${TOKEN_KEY} is set in plaintext: Pulumi keeps it readable in Pulumi.<stack>.yaml and in the state ` +
      `of the default provider. Run \`pulumi config set --secret ${TOKEN_KEY} <token>\` ` +
      `(or set VERCEL_API_TOKEN in the environment instead).`,
  );
}

/** @pulumi/pulumi knows which config keys are secret but marks the function internal. */
function isSecretConfig(key: string): boolean {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const runtimeConfig = require("@pulumi/pulumi/runtime/config") as {
    isConfigSecret?: (k: string) => boolean;
  };
  return runtimeConfig.isConfigSecret?.(key) ?? true;
}
