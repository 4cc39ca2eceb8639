// API errors speak of the request: "call with ?teamId= or ?slug=", "add ?teamId=team_1 to the
// request". A provider user never writes a query string; the team parameters come from settings
// they control (the resource's or function's `teamId`, else `vercel:team` / VERCEL_TEAM). So an
// API message's wording about them is rewritten in those terms before anyone reads it.

/** What a user sets to name the team a call acts for. */
export const TEAM_SETTING = "`vercel:team` or `teamId`";

/** `?teamId=`, `?slug=` (a value after `=` optional, backticks optional). */
const PARAMETER = String.raw`\x60?\?(?:teamId|slug)=([\w-]*)\x60?`;

const REWRITES: ReadonlyArray<[RegExp, (match: string, value?: string) => string]> = [
  // "call with ?teamId= or ?slug=", "retry with ?teamId=team_1"
  [
    new RegExp(String.raw`\b(?:call|retry|request) with ${PARAMETER}(?: or ${PARAMETER})*`, "g"),
    (_, value) => setTeam(value),
  ],
  // "add ?teamId=team_1 to the request", "pass ?slug=acme"
  [
    new RegExp(
      String.raw`\b(?:add|pass|use|send) ${PARAMETER}(?: or ${PARAMETER})*(?: to the (?:request|call|URL))?`,
      "g",
    ),
    (_, value) => setTeam(value),
  ],
  // "the teamId query parameter", "query parameter `slug`", "teamId or slug parameter"
  [
    /(?:the )?(?:\x60?(?:teamId|slug)\x60?(?: or \x60?(?:teamId|slug)\x60?)? (?:query )?param(?:eter)?s?|(?:query )?param(?:eter)?s? \x60?(?:teamId|slug)\x60?)/gi,
    () => TEAM_SETTING,
  ],
  // Any other mention: "?teamId=team_1" alone
  [new RegExp(PARAMETER, "g"), (_, value) => (value ? `team ${value} (${TEAM_SETTING})` : TEAM_SETTING)],
];

function setTeam(value: string | undefined): string {
  return value ? `set ${TEAM_SETTING} to ${value}` : `set ${TEAM_SETTING}`;
}

/** The API's message with its wording about team query parameters put as the settings to change. */
export function inUserSettings(apiMessage: string): string {
  return REWRITES.reduce(
    (text, [pattern, replace]) => text.replace(pattern, (match, value?: string) => replace(match, value)),
    apiMessage,
  );
}
