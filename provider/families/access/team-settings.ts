// TeamConfig: a team's settings, as the Terraform provider's `vercel_team_config` and
// @pulumiverse/vercel's TeamConfig (not the team file, which is the TeamFile component). One per
// team: the id is the team's, adopt takes the settings as they are, import `team_xxx`. Create and
// update are one PATCH /v2/teams/{teamId} of what the program declares (a slug only when it
// changes: the platform rate-limits slug changes hard); a setting left out is not managed. An
// avatar is a getFile `file` map: the file is uploaded (POST /v2/files) and its SHA-1 sent.
//
// Destroy changes nothing on the platform: a team's settings cannot be deleted, and putting
// "defaults" back would rename nobody's team to anything sensible. The Terraform provider does the
// same (its Delete only forgets the resource); docs/team-settings.md says so.
import { z } from "zod";
import { TEAM_ROLES } from "../../../schema/access-roles";
import { DOMAIN_NAME, TEAM_SLUG, type TeamPatchRequest, type TeamWithSettings } from "../../../schema/teams";
import type { FieldMap } from "../../reconcile/fields";
import { defineResource, type ResourceContext } from "../kit/definition";
import { readLocalFile } from "../deployments/file-set";

/**
 * The Terraform provider's values (its validators), and `default` for the sensitive-variable policy
 * too: it is what the platform answers for a team that never set it, so an import writes it back.
 */
const FEEDBACK = ["default", "on", "off"] as const;
const SENSITIVE_POLICY = ["default", "on", "off"] as const;
const SAML_ROLES = TEAM_ROLES.filter((role) => role !== "VIEWER_FOR_PLUS" && role !== "SECURITY");
const LOCAL_DIGEST = /^\d+~[0-9a-f]{40}$/;

/** What the settings are, said once for TeamConfig's arguments and outputs and getTeamConfig's results. */
const ABOUT = {
  name: "The team's name, up to 256 characters",
  slug: "The team's slug, used in its dashboard URLs: 1 to 48 lowercase letters, digits and inner hyphens",
  description: "The team's description, up to 140 characters",
  emailDomain: "The email domain whose users join the team automatically when they sign up",
  previewDeploymentSuffix:
    "The domain the team's preview deployment URLs end with, instead of the platform's",
  enablePreviewFeedback:
    "Whether the toolbar shows on preview deployments: `on`, `off` or `default` (the platform's choice)",
  enableProductionFeedback:
    "Whether the toolbar shows on production deployments: `on`, `off` or `default` (the platform's choice)",
  sensitiveEnvironmentVariablePolicy:
    "Whether environment variables the team's members create are always sensitive (readable by builds only): `on`, `off` or `default`",
  hideIpAddresses: "Whether visitors' IP addresses are hidden in the observability tools",
  hideIpAddressesInLogDrains: "Whether visitors' IP addresses are hidden in log drains",
  remoteCaching: "The team's Remote Caching, the build cache its builds share",
  remoteCachingEnabled: "Whether Remote Caching is on",
  saml: "The team's SAML single sign-on",
  samlEnforced: "Whether members must sign in with SAML",
  samlRoles:
    "What members of each directory group get, by the group's id (getDsyncGroups' `map` gives the ids by name)",
  samlRole:
    "The team role the directory group's members get: `OWNER`, `MEMBER`, `DEVELOPER`, `BILLING`, `VIEWER` or `CONTRIBUTOR`",
  samlAccessGroupId: "The access group the directory group's members join",
} as const;

/** An argument's description: a setting left out keeps the platform's value. */
const kept = (about: string) => `${about}; the platform's value is kept when omitted.`;

const SamlRole = z
  .strictObject({
    role: z
      .enum(SAML_ROLES as [string, ...string[]])
      .optional()
      .describe(`${ABOUT.samlRole}; give this or \`accessGroupId\`.`),
    accessGroupId: z
      .string()
      .min(1, "must not be empty")
      .optional()
      .describe(`${ABOUT.samlAccessGroupId} (its id); give this or \`role\`.`),
  })
  .refine((mapping) => (mapping.role === undefined) !== (mapping.accessGroupId === undefined), {
    message: "give exactly one of role or accessGroupId",
  });

export const TeamConfigInputs = z.strictObject({
  avatar: z
    .record(z.string().min(1), z.string().regex(LOCAL_DIGEST, "is a getFile digest, size~sha1"))
    .refine((files) => Object.keys(files).length === 1, {
      message: "names exactly one file (getFile's `file`)",
    })
    .optional()
    .describe(
      "The team's avatar: getFile's `file` map of exactly one local image, uploaded when it changes; not managed when omitted.",
    ),
  name: z
    .string()
    .min(1, "must not be empty")
    .max(256, "is at most 256 characters")
    .optional()
    .describe(kept(ABOUT.name)),
  slug: z
    .string()
    .regex(TEAM_SLUG, "is 1 to 48 lowercase letters, digits and inner hyphens")
    .optional()
    .describe(`${kept(ABOUT.slug)} The platform limits how often it changes.`),
  description: z.string().max(140, "is at most 140 characters").optional().describe(kept(ABOUT.description)),
  emailDomain: z.string().regex(DOMAIN_NAME, "is a domain name").optional().describe(kept(ABOUT.emailDomain)),
  previewDeploymentSuffix: z
    .string()
    .regex(DOMAIN_NAME, "is a domain name")
    .optional()
    .describe(kept(ABOUT.previewDeploymentSuffix)),
  enablePreviewFeedback: z.enum(FEEDBACK).optional().describe(kept(ABOUT.enablePreviewFeedback)),
  enableProductionFeedback: z.enum(FEEDBACK).optional().describe(kept(ABOUT.enableProductionFeedback)),
  sensitiveEnvironmentVariablePolicy: z
    .enum(SENSITIVE_POLICY)
    .optional()
    .describe(kept(ABOUT.sensitiveEnvironmentVariablePolicy)),
  hideIpAddresses: z.boolean().optional().describe(kept(ABOUT.hideIpAddresses)),
  hideIpAddressesInLogDrains: z.boolean().optional().describe(kept(ABOUT.hideIpAddressesInLogDrains)),
  remoteCaching: z
    .strictObject({ enabled: z.boolean().optional().describe(kept(ABOUT.remoteCachingEnabled)) })
    .optional()
    .describe(kept(ABOUT.remoteCaching)),
  saml: z
    .strictObject({
      enforced: z.boolean().optional().describe(kept(ABOUT.samlEnforced)),
      roles: z.record(z.string().min(1), SamlRole).optional().describe(kept(ABOUT.samlRoles)),
    })
    .optional()
    .describe(kept(ABOUT.saml)),
});
export type TeamConfigInputs = z.infer<typeof TeamConfigInputs>;

const SamlRoleOutput = z.object({
  role: z.string().optional().describe(`${ABOUT.samlRole}.`),
  accessGroupId: z.string().optional().describe(`${ABOUT.samlAccessGroupId} (its id).`),
});

/** The settings as the platform answers them (what getTeamConfig returns too). */
export const TeamSettingsOutputs = z.object({
  name: z.string().describe(`${ABOUT.name}.`),
  slug: z.string().describe(`${ABOUT.slug}.`),
  description: z.string().optional().describe(`${ABOUT.description}.`),
  emailDomain: z.string().optional().describe(`${ABOUT.emailDomain}.`),
  previewDeploymentSuffix: z.string().optional().describe(`${ABOUT.previewDeploymentSuffix}.`),
  enablePreviewFeedback: z.string().describe(`${ABOUT.enablePreviewFeedback}.`),
  enableProductionFeedback: z.string().describe(`${ABOUT.enableProductionFeedback}.`),
  sensitiveEnvironmentVariablePolicy: z.string().describe(`${ABOUT.sensitiveEnvironmentVariablePolicy}.`),
  hideIpAddresses: z.boolean().describe(`${ABOUT.hideIpAddresses}.`),
  hideIpAddressesInLogDrains: z.boolean().describe(`${ABOUT.hideIpAddressesInLogDrains}.`),
  remoteCaching: z
    .object({ enabled: z.boolean().describe(`${ABOUT.remoteCachingEnabled}.`) })
    .describe(`${ABOUT.remoteCaching}.`),
  saml: z
    .object({
      enforced: z.boolean().describe(`${ABOUT.samlEnforced}.`),
      roles: z.record(z.string(), SamlRoleOutput).describe(`${ABOUT.samlRoles}.`),
    })
    .optional()
    .describe(`${ABOUT.saml}; absent when the team has none.`),
  inviteCode: z.string().describe("A code that lets people join the team. Secret."),
});
export type TeamSettingsOutputs = z.infer<typeof TeamSettingsOutputs>;

export const TeamConfigOutputs = TeamSettingsOutputs.extend({
  avatar: z.record(z.string(), z.string()).optional(),
});
export type TeamConfigOutputs = z.infer<typeof TeamConfigOutputs>;

/** Every setting but the avatar: left out, the platform's value is kept and reported. */
const FIELDS: FieldMap = Object.fromEntries(
  Object.keys(TeamConfigInputs.shape)
    .filter((key) => key !== "avatar")
    .map((key) => [key, { computed: true, reported: true }]),
);

export function teamOf(ctx: ResourceContext, id?: string): string {
  if (id) return id;
  if (ctx.owner.kind !== "team") throw new Error("TeamConfig needs a team (teamId or vercel:team)");
  return ctx.owner.id;
}

/** The platform's team as the resource's (and getTeamConfig's) outputs. */
export function settingsOutputs(team: TeamWithSettings): TeamSettingsOutputs {
  const saml = team.saml ?? undefined;
  return {
    name: team.name ?? "",
    slug: team.slug,
    ...(team.description ? { description: team.description } : {}),
    ...(team.emailDomain ? { emailDomain: team.emailDomain } : {}),
    ...(team.previewDeploymentSuffix ? { previewDeploymentSuffix: team.previewDeploymentSuffix } : {}),
    enablePreviewFeedback: team.enablePreviewFeedback ?? "default",
    enableProductionFeedback: team.enableProductionFeedback ?? "default",
    sensitiveEnvironmentVariablePolicy: team.sensitiveEnvironmentVariablePolicy ?? "default",
    hideIpAddresses: team.hideIpAddresses ?? false,
    hideIpAddressesInLogDrains: team.hideIpAddressesInLogDrains ?? false,
    remoteCaching: { enabled: team.remoteCaching?.enabled !== false },
    ...(saml
      ? {
          saml: {
            enforced: saml.enforced ?? false,
            roles: Object.fromEntries(
              Object.entries(saml.roles ?? {}).map(([group, mapping]) => [
                group,
                typeof mapping === "string" ? { role: mapping } : { accessGroupId: mapping.accessGroupId },
              ]),
            ),
          },
        }
      : {}),
    inviteCode: team.inviteCode ?? "",
  };
}

/** The declared avatar while the platform still shows its file; another file shows as `{}`. */
function avatarNow(team: TeamWithSettings, declared: Record<string, string> | undefined) {
  if (declared === undefined) return {};
  const sha = Object.values(declared)[0]?.split("~")[1];
  return { avatar: team.avatar === sha ? declared : {} };
}

async function readSettings(ctx: ResourceContext, id: string, avatar?: Record<string, string>) {
  const team = await ctx.client.teamSettings.get(teamOf(ctx, id));
  return { ...settingsOutputs(team), ...avatarNow(team, avatar) };
}

/** What the program declares and differs from the platform's `now`, as a PATCH body. */
async function patchOf(
  ctx: ResourceContext,
  news: TeamConfigInputs,
  now: TeamConfigOutputs,
): Promise<TeamPatchRequest> {
  const body: Record<string, unknown> = {};
  const { avatar, saml, remoteCaching, ...plain } = news;
  for (const [key, value] of Object.entries(plain)) {
    if (value !== undefined && value !== now[key as keyof typeof plain]) body[key] = value;
  }
  if (remoteCaching?.enabled !== undefined && remoteCaching.enabled !== now.remoteCaching.enabled) {
    body["remoteCaching"] = { enabled: remoteCaching.enabled };
  }
  if (saml !== undefined) {
    body["saml"] = {
      ...(saml.enforced !== undefined ? { enforced: saml.enforced } : {}),
      ...(saml.roles !== undefined
        ? {
            roles: Object.fromEntries(
              Object.entries(saml.roles).map(([group, m]) => [
                group,
                m.role ?? { accessGroupId: m.accessGroupId ?? "" },
              ]),
            ),
          }
        : {}),
    };
  }
  if (avatar !== undefined && JSON.stringify(now.avatar) !== JSON.stringify(avatar)) {
    const [path] = Object.keys(avatar);
    const file = readLocalFile(path ?? "");
    await ctx.client.deployments.uploadFile(file.sha, file.data);
    body["avatar"] = file.sha;
  }
  return body as TeamPatchRequest;
}

async function apply(ctx: ResourceContext, id: string, news: TeamConfigInputs, now: TeamConfigOutputs) {
  const body = await patchOf(ctx, news, now);
  if (Object.keys(body).length > 0) await ctx.client.teamSettings.patch(id, body);
  return readSettings(ctx, id, news.avatar);
}

export const teamConfigDefinition = defineResource<TeamConfigInputs, TeamConfigOutputs>({
  name: "TeamConfig",
  description:
    "A team's settings: its name, slug, avatar, description, preview suffix, feedback and privacy options, remote caching and SAML. A setting left out of the program is not managed, and destroying the resource leaves the team's settings as they are.",
  inputs: TeamConfigInputs,
  outputs: TeamConfigOutputs,
  fields: FIELDS,
  deleteBeforeReplace: false,
  secretOutputs: ["inviteCode"],
  teamOnly: true,
  // The Terraform provider's import id: the team's id.
  importId: { segments: ["teamId"], toId: ([teamId]) => teamId ?? "" },
  adopt: {
    key: "the team",
    // Every team has its settings: adopting takes them as they are (the program's apply next).
    async find(ctx) {
      const id = teamOf(ctx);
      return { id, outputs: await readSettings(ctx, id) };
    },
  },
  async create(ctx, inputs) {
    const id = teamOf(ctx);
    const now = await readSettings(ctx, id);
    return { id, outputs: await apply(ctx, id, inputs, now) };
  },
  read: (ctx, id, state) => readSettings(ctx, teamOf(ctx, id), state?.avatar),
  async update(ctx, id, olds, news) {
    return apply(ctx, id, news, await readSettings(ctx, id, olds.avatar));
  },
  // Nothing to delete: the settings stay as they are (see the comment at the top).
  delete: () => Promise.resolve(),
});
