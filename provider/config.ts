// Provider settings: stack config `vercel:*` first, then the environment. Read at call time in
// the provider process (never captured in the serialized provider), so no token reaches state.

export const DEFAULT_API_URL = "https://api.vercel.com";

export interface ProviderSettings {
  apiToken: string;
  /** Team id (`team_...`) or slug; absent means the token's personal account. */
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

export function resolveSettings(
  config: ConfigSource | undefined,
  env: NodeJS.ProcessEnv = process.env,
): ProviderSettings {
  const lookup = (name: keyof typeof SETTINGS): string | undefined => {
    const { config: key, env: envName } = SETTINGS[name];
    const value = config?.get(key) ?? env[envName];
    return value === undefined || value.trim() === "" ? undefined : value.trim();
  };

  const apiToken = lookup("apiToken");
  if (apiToken === undefined) {
    throw new ConfigurationError(
      "vercel:apiToken is not set: run `pulumi config set --secret vercel:apiToken <token>` or set VERCEL_API_TOKEN",
    );
  }
  const apiUrl = lookup("apiUrl") ?? DEFAULT_API_URL;
  if (!/^https?:\/\/[^\s/]+/.test(apiUrl)) {
    throw new ConfigurationError(`vercel:apiUrl must be an http(s) URL, got "${apiUrl}"`);
  }
  const team = lookup("team");
  return { apiToken, apiUrl, ...(team !== undefined ? { team } : {}) };
}
