// The provider process's settings and API client. Settings are read when the first API call
// needs them, so check and diff work without a token. A second configure() (the engine configures
// each provider string once) replaces settings, while the client's transport, rate-limit pacer
// and owner cache are process-wide and survive it.
import { createClient, type VercelClient } from "../families/client";
import { resolveSettings, resolveTeam, type ConfigSource, type ProviderSettings } from "../config";

let configSource: ConfigSource | undefined;
let cachedSettings: ProviderSettings | undefined;
let cachedClient: VercelClient | undefined;

export function configure(config: ConfigSource | undefined): void {
  configSource = config;
  cachedSettings = undefined;
  cachedClient = undefined;
}

/**
 * What the last configure() received: for code that resolves settings itself (lookup functions'
 * runFunction) and must read the same stack config as the resources.
 */
export function currentConfig(): ConfigSource | undefined {
  return configSource;
}

export function settings(): ProviderSettings {
  cachedSettings ??= resolveSettings(configSource);
  return cachedSettings;
}

/** The configured team (`vercel:team`, VERCEL_TEAM), readable before any token is: check uses it. */
export function configuredTeam(): string | undefined {
  return cachedSettings ? cachedSettings.team : resolveTeam(configSource);
}

/** The token, when settings could be read: what every error and log line must redact. */
export function knownToken(): string | undefined {
  return cachedSettings?.apiToken;
}

export function apiClient(): VercelClient {
  cachedClient ??= clientFor(settings());
  return cachedClient;
}

/**
 * A client for these settings, as the provider talks to the API: its user agent, and with
 * VERCEL_PULUMI_DEBUG every request logged (redacted) on stderr. Lookup functions use it too.
 */
export function clientFor(current: ProviderSettings): VercelClient {
  return createClient({
    baseUrl: current.apiUrl,
    token: current.apiToken,
    team: current.team,
    blobApiUrl: current.blobApiUrl,
    userAgent: "vercel-pulumi",
    ...(process.env.VERCEL_PULUMI_DEBUG ? { log: (line: string) => console.error(line) } : {}),
  });
}
