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

const SamlRole = z
  .strictObject({
    /** A team role for the directory group's members. */
    role: z.enum(SAML_ROLES as [string, ...string[]]).optional(),
    /** Or an access group they join. */
    accessGroupId: z.string().min(1, "must not be empty").optional(),
  })
  .refine((mapping) => (mapping.role === undefined) !== (mapping.accessGroupId === undefined), {
    message: "give exactly one of role or accessGroupId",
  });

export const TeamConfigInputs = z.strictObject({
  /** A getFile `file` map (`{ path: "size~sha" }`), exactly one file. */
  avatar: z
    .record(z.string().min(1), z.string().regex(LOCAL_DIGEST, "is a getFile digest, size~sha1"))
    .refine((files) => Object.keys(files).length === 1, {
      message: "names exactly one file (getFile's `file`)",
    })
    .optional(),
  name: z.string().min(1, "must not be empty").max(256, "is at most 256 characters").optional(),
  slug: z.string().regex(TEAM_SLUG, "is 1 to 48 lowercase letters, digits and inner hyphens").optional(),
  description: z.string().max(140, "is at most 140 characters").optional(),
  emailDomain: z.string().regex(DOMAIN_NAME, "is a domain name").optional(),
  previewDeploymentSuffix: z.string().regex(DOMAIN_NAME, "is a domain name").optional(),
  enablePreviewFeedback: z.enum(FEEDBACK).optional(),
  enableProductionFeedback: z.enum(FEEDBACK).optional(),
  sensitiveEnvironmentVariablePolicy: z.enum(SENSITIVE_POLICY).optional(),
  hideIpAddresses: z.boolean().optional(),
  hideIpAddressesInLogDrains: z.boolean().optional(),
  remoteCaching: z.strictObject({ enabled: z.boolean().optional() }).optional(),
  saml: z
    .strictObject({
      enforced: z.boolean().optional(),
      roles: z.record(z.string().min(1), SamlRole).optional(),
    })
    .optional(),
});
export type TeamConfigInputs = z.infer<typeof TeamConfigInputs>;

const SamlRoleOutput = z.object({ role: z.string().optional(), accessGroupId: z.string().optional() });

/** The settings as the platform answers them (what getTeamConfig returns too). */
export const TeamSettingsOutputs = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string().optional(),
  emailDomain: z.string().optional(),
  previewDeploymentSuffix: z.string().optional(),
  enablePreviewFeedback: z.string(),
  enableProductionFeedback: z.string(),
  sensitiveEnvironmentVariablePolicy: z.string(),
  hideIpAddresses: z.boolean(),
  hideIpAddressesInLogDrains: z.boolean(),
  remoteCaching: z.object({ enabled: z.boolean() }),
  saml: z.object({ enforced: z.boolean(), roles: z.record(z.string(), SamlRoleOutput) }).optional(),
  /** A code that joins the team: a credential, kept secret. */
  inviteCode: z.string(),
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
