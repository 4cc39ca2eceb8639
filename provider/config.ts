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
} as const;

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
  if (!/^https?:\/\/[^\s/]+/.test(apiUrl)) {
    throw new ConfigurationError(`vercel:apiUrl must be an http(s) URL, got "${apiUrl}"`);
  }
  const team = resolveTeam(config, env);
  return { apiToken, apiUrl, ...(team !== undefined ? { team } : {}) };
}
