// The provider's configuration as the engine hands it to a native plugin: stack config
// `vercel:apiToken` (secret), `vercel:team`, `vercel:apiUrl`, `vercel:blobApiUrl`. Configure carries it twice: as
// `variables` (keys `vercel:config:<name>`, older spelling, secrets already plain) and as `args`
// (the provider resource's inputs, keys `<name>`, secrets wrapped). Either is read here, then the
// same VERCEL_* environment fallbacks as the dynamic front (provider/config.ts) apply.
import type { ConfigSource } from "../config";
import { configure as configureSession } from "../operations/session";
import type { CheckFailure } from "../reconcile/check";
import { containsUnknown as isUnknown } from "../reconcile/unknown";
import type { Props } from "./properties";

export const PACKAGE = "vercel";

/** The provider's settings, as a schema and the diff know them. */
export const CONFIG_KEYS = ["apiToken", "team", "apiUrl", "blobApiUrl"] as const;
export type ConfigKey = (typeof CONFIG_KEYS)[number];
/** Keys stored as secrets in the provider resource's state. */
export const SECRET_CONFIG_KEYS: readonly ConfigKey[] = ["apiToken"];

/** A ConfigSource over Configure's variables and args, answering `vercel:<name>` lookups. */
export function configSourceOf(variables: ReadonlyMap<string, string>, args: Props): ConfigSource {
  return {
    get(key) {
      const name = key.startsWith(`${PACKAGE}:`) ? key.slice(PACKAGE.length + 1) : key;
      const value =
        variables.get(`${PACKAGE}:config:${name}`) ?? variables.get(`${PACKAGE}:${name}`) ?? args[name];
      return typeof value === "string" ? value : undefined;
    },
  };
}

/** Configure: the session reads settings lazily, so check and diff work before a token exists. */
export function configureFrom(variables: ReadonlyMap<string, string>, args: Props): void {
  configureSession(configSourceOf(variables, args));
}

/** CheckConfig: each setting that is given must be a string; apiUrl an http(s) URL. */
export function checkConfig(news: Props): CheckFailure[] {
  const failures: CheckFailure[] = [];
  for (const key of CONFIG_KEYS) {
    const value = news[key];
    if (value === undefined || value === null || isUnknown(value)) continue;
    if (typeof value !== "string") {
      failures.push({ property: key, reason: `${PACKAGE}:${key} must be a string` });
    } else if (
      (key === "apiUrl" || key === "blobApiUrl") &&
      value.trim() !== "" &&
      !/^https?:\/\/[^\s/]+/.test(value.trim())
    ) {
      failures.push({ property: key, reason: `${PACKAGE}:${key} must be an http(s) URL, got "${value}"` });
    }
  }
  return failures;
}

/**
 * DiffConfig: which settings changed. The token is left out on purpose: a new token reaches the
 * same objects, and a provider change would otherwise ripple into every resource. Nothing here
 * ever replaces the provider.
 */
export function changedConfig(olds: Props, news: Props): ConfigKey[] {
  return CONFIG_KEYS.filter(
    (key) =>
      !SECRET_CONFIG_KEYS.includes(key) && !isUnknown(news[key]) && (olds[key] ?? "") !== (news[key] ?? ""),
  );
}
