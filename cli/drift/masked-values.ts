// Values as the engine's events carry them. The engine never puts a secret's value in an event:
// it sends `{ "<sig>": "<secret sig>", ciphertext: "[secret]" }` in its place. The drift report
// keeps that promise: a masked value becomes one opaque placeholder, and every path where one
// was found is remembered, so the report can say "changed" without ever holding the value.
import { isUnder } from "../../provider/reconcile/fields";
import { propertyPath } from "../../provider/reconcile/paths";
import { isPlainObject } from "../../provider/reconcile/values";

/** Pulumi's key marking a special value (sdk/nodejs/runtime/rpc.ts specialSigKey). */
const SPECIAL_SIG_KEY = "4dabf18193072939515e22adb298388d";
/** The sig of a secret (sdk/nodejs/runtime/rpc.ts specialSecretSig). */
const SECRET_SIG = "1b47061264138c4ac30d75fd1eb44270";

/** What stands for a secret in the values the report compares: equal on both sides, never shown. */
export const SECRET_PLACEHOLDER = "[secret]";

export interface Unmasked {
  value: Record<string, unknown>;
  /** Paths (Pulumi notation) whose value was a secret. */
  secretPaths: string[];
}

/** The properties with every secret replaced by the placeholder, and where the secrets were. */
export function unmaskSecrets(properties: Record<string, unknown> | undefined): Unmasked {
  const secretPaths: string[] = [];
  const walk = (value: unknown, path: PropertyKey[]): unknown => {
    if (isSecret(value)) {
      secretPaths.push(propertyPath(path));
      return SECRET_PLACEHOLDER;
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...path, index]));
    if (isPlainObject(value)) {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, walk(item, [...path, key])]),
      );
    }
    return value;
  };
  const value = walk(properties ?? {}, []) as Record<string, unknown>;
  return { value, secretPaths };
}

export function isSecret(value: unknown): boolean {
  return isPlainObject(value) && value[SPECIAL_SIG_KEY] === SECRET_SIG;
}

/** True when a value shown at `path` would contain the secret at `secretPath` (or lie inside it). */
export function touchesSecret(path: string, secretPaths: readonly string[]): boolean {
  return secretPaths.some((secret) => secret === "" || isUnder(path, secret) || isUnder(secret, path));
}
