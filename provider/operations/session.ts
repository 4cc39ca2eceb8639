// The provider process's settings and API client. Settings are read when the first API call
// needs them, so check and diff work without a token. A second configure() replaces the settings;
// the client is replaced only when they changed. Pulumi's dynamic-provider host configures each
// `__provider` text once, and ours is one per resource type, so a run configures the same settings
// once per type it meets: a new client each time dropped what the client keeps for the run (sibling
// lists, shared GETs), and a refresh listed a parent again after every new type. The transport,
// rate-limit pacer and owner cache are process-wide and survive even a real change.
import { createClient, type VercelClient } from "../families/client";
import { resolveSettings, resolveTeam, type ConfigSource, type ProviderSettings } from "../config";

let configSource: ConfigSource | undefined;
let cachedSettings: ProviderSettings | undefined;
let cachedClient: { readonly client: VercelClient; readonly settings: ProviderSettings } | undefined;

export function configure(config: ConfigSource | undefined): void {
  configSource = config;
  cachedSettings = undefined;
}

/**
 * Forgets the client and what it kept for the run, as a new provider process starts with nothing:
 * for tests that play several engine runs in one process.
 */
export function startNewRun(): void {
  cachedClient = undefined;
  cachedSettings = undefined;
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
  const current = settings();
  if (!cachedClient || !sameSettings(cachedClient.settings, current)) {
    cachedClient = { client: clientFor(current), settings: current };
  }
  return cachedClient.client;
}

/** Every setting equal (whichever settings ProviderSettings grows). */
function sameSettings(a: ProviderSettings, b: ProviderSettings): boolean {
  const left = a as unknown as Record<string, unknown>;
  const right = b as unknown as Record<string, unknown>;
  return [...new Set([...Object.keys(left), ...Object.keys(right)])].every((key) => left[key] === right[key]);
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
