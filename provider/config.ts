// Provider settings: stack config `vercel:*` first, then the environment. Read at call time in
// the provider process (never captured in the serialized provider), so no token reaches state.

export const DEFAULT_API_URL = "https://api.vercel.com";

export interface ProviderSettings {
  apiToken: string;
  /**
   * Team id (`team_...`) or slug; absent means the token's own scope: its default team for an
   * account that is a team (owners.ts), else its personal account.
   */
  team?: string;
  apiUrl: string;
  /**
   * The Blob data plane (the API @vercel/blob speaks, where BlobObject uploads): the platform's
   * `https://vercel.com/api/blob` for its API; another API (the emulator) names its own, or none.
   */
  blobApiUrl?: string;
}

/** What Pulumi hands a dynamic provider's configure(): the whole stack config, keys namespaced. */
export interface ConfigSource {
  get(key: string): string | undefined;
}

export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigurationError";
  }
}

const SETTINGS = {
  apiToken: { config: "vercel:apiToken", env: "VERCEL_API_TOKEN" },
  team: { config: "vercel:team", env: "VERCEL_TEAM" },
  apiUrl: { config: "vercel:apiUrl", env: "VERCEL_API_URL" },
  // The variable @vercel/blob reads: a shell pointed at the emulator for an app's uploads serves both.
  blobApiUrl: { config: "vercel:blobApiUrl", env: "VERCEL_BLOB_API_URL" },
} as const;

const HTTP_URL = /^https?:\/\/[^\s/]+/;

/**
 * The Blob data plane of an API host: `api.vercel.com`'s is `vercel.com/api/blob` (where the
 * Terraform provider and @vercel/blob send uploads); another API has no known one.
 */
export function defaultBlobApiUrl(apiUrl: string): string | undefined {
  const url = new URL(apiUrl);
  return url.hostname.startsWith("api.")
    ? `${url.protocol}//${url.host.slice("api.".length)}/api/blob`
    : undefined;
}

/** One setting: stack config first, then the environment; blank counts as unset. */
function lookupSetting(
  name: keyof typeof SETTINGS,
  config: ConfigSource | undefined,
  env: NodeJS.ProcessEnv,
): string | undefined {
  const { config: key, env: envName } = SETTINGS[name];
  const value = config?.get(key) ?? env[envName];
  return value === undefined || value.trim() === "" ? undefined : value.trim();
}

/**
 * The team the provider is configured with (`vercel:team`, then VERCEL_TEAM), read without the
 * token: check decides with it, at preview, whether a program names a team at all.
 */
export function resolveTeam(
  config: ConfigSource | undefined,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  return lookupSetting("team", config, env);
}

export function resolveSettings(
  config: ConfigSource | undefined,
  env: NodeJS.ProcessEnv = process.env,
): ProviderSettings {
  const apiToken = lookupSetting("apiToken", config, env);
  if (apiToken === undefined) {
    throw new ConfigurationError(
      "vercel:apiToken is not set: run `pulumi config set --secret vercel:apiToken <token>` or set VERCEL_API_TOKEN",
    );
  }
  const apiUrl = lookupSetting("apiUrl", config, env) ?? DEFAULT_API_URL;
  if (!HTTP_URL.test(apiUrl)) {
    throw new ConfigurationError(`vercel:apiUrl must be an http(s) URL, got "${apiUrl}"`);
  }
  const blobApiUrl = lookupSetting("blobApiUrl", config, env) ?? defaultBlobApiUrl(apiUrl);
  if (blobApiUrl !== undefined && !HTTP_URL.test(blobApiUrl)) {
    throw new ConfigurationError(`vercel:blobApiUrl must be an http(s) URL, got "${blobApiUrl}"`);
  }
  const team = resolveTeam(config, env);
  return {
    apiToken,
    apiUrl,
    ...(team !== undefined ? { team } : {}),
    ...(blobApiUrl !== undefined ? { blobApiUrl } : {}),
  };
}
