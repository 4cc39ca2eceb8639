// For integration authors: trade the `code` the platform put on the integration's redirect URL for
// the installation's access token (POST /v2/oauth/access_token, form-encoded). Server side only:
// the client secret and the token must never reach a browser. A code works once, for 30 minutes.
import { z } from "zod";
import { DEFAULT_API_URL } from "../config";
import { redact } from "../client/redact";

export interface ExchangeOAuthCodeArgs {
  clientId: string;
  clientSecret: string;
  /** The `code` query parameter of the redirect. */
  code: string;
  /** The redirect URL configured for the integration, exactly. */
  redirectUri: string;
  /** The platform API; `https://api.vercel.com` by default (an emulator's URL in tests). */
  apiUrl?: string;
}

export interface OAuthInstallation {
  /** The long-lived token of this installation; send it as `Authorization: Bearer ...`. */
  accessToken: string;
  tokenType: string;
  /** The configuration id (`icfg_...`) the installation is stored as. */
  installationId: string;
  userId: string;
  /** Null for a personal account; otherwise add `teamId` to every request made with the token. */
  teamId: string | null;
}

const Args = z.object({
  clientId: z.string().min(1, "is required"),
  clientSecret: z.string().min(1, "is required"),
  code: z.string().min(1, "is required"),
  redirectUri: z.string().min(1, "is required"),
  apiUrl: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
});

const Answer = z.looseObject({
  access_token: z.string(),
  token_type: z.string().default("Bearer"),
  installation_id: z.string(),
  user_id: z.string(),
  team_id: z.string().nullable(),
});

const ErrorAnswer = z.object({ error: z.looseObject({ code: z.string(), message: z.string() }) });

export async function exchangeOAuthCode(args: ExchangeOAuthCodeArgs): Promise<OAuthInstallation> {
  const checked = Args.safeParse(args);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new Error(`exchangeOAuthCode: "${issue?.path.join(".")}" ${issue?.message}`);
  }
  const { clientId, clientSecret, code, redirectUri, apiUrl = DEFAULT_API_URL } = checked.data;
  const secrets = [clientSecret, code];
  const url = new URL("/v2/oauth/access_token", apiUrl);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_id: clientId,
        client_secret: clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
    });
  } catch (error) {
    const reason =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new Error(`exchangeOAuthCode: could not reach ${url.origin}: ${redact(reason, secrets)}`);
  }
  const text = await response.text();
  const json = parseJson(text);
  if (!response.ok) {
    const envelope = ErrorAnswer.safeParse(json);
    const detail = envelope.success
      ? `${envelope.data.error.code}: ${envelope.data.error.message}`
      : text.slice(0, 200) || response.statusText;
    throw new Error(
      redact(`exchangeOAuthCode: ${url.origin} refused the code with ${response.status} ${detail}`, secrets),
    );
  }
  const answer = Answer.safeParse(json);
  if (!answer.success) {
    throw new Error(`exchangeOAuthCode: ${url.origin} answered ${response.status} without an access token`);
  }
  return {
    accessToken: answer.data.access_token,
    tokenType: answer.data.token_type,
    installationId: answer.data.installation_id,
    userId: answer.data.user_id,
    teamId: answer.data.team_id,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
