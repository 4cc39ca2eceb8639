// A team's settings: PATCH /v2/teams/{teamId} (the SDK's `patchTeam`, what the Terraform provider's
// `vercel_team_config` writes). Only an owner may change them; a slug is unique among teams (and
// not a user's name: both share the platform's scope namespace); an email domain and a preview
// suffix are domain names; the feedback modes and the sensitive-env policy are the SDK's enums; an
// avatar is the SHA-1 of a file the team uploaded (POST /v2/files), as the Terraform provider sends it.
// Fields the emulator does not model are refused rather than silently dropped.
import { Team, TeamPatchRequest } from "../../../schema/teams";
import { ApiError, badRequest, forbidden, notFound } from "../../errors";
import { randomAlphanumeric } from "../../ids";
import { presenter } from "../../present";
import { defineRoute, item } from "../../route";
import type { Store } from "../../store";
import { blobsOf } from "../deployments/store";
import { presentTeam } from "./presenter";
import {
  findTeam,
  saveTeam,
  teamRoleOf,
  teamsOf,
  IDENTITY_OWNER,
  usersOf,
  type StoredTeam,
  type TeamSettings,
} from "./store";

const SETTING_FIELDS = [
  "avatar",
  "description",
  "emailDomain",
  "previewDeploymentSuffix",
  "saml",
  "enablePreviewFeedback",
  "enableProductionFeedback",
  "sensitiveEnvironmentVariablePolicy",
  "hideIpAddresses",
  "hideIpAddressesInLogDrains",
] as const;
const MODELLED = new Set<string>([
  ...SETTING_FIELDS,
  "name",
  "slug",
  "regenerateInviteCode",
  "remoteCaching",
]);

function slugTaken(store: Store, slug: string, teamId: string): boolean {
  const team = teamsOf(store)
    .list(IDENTITY_OWNER)
    .find((t) => t.slug === slug && t.id !== teamId);
  return (
    team !== undefined ||
    usersOf(store)
      .list(IDENTITY_OWNER)
      .some((u) => u.username === slug)
  );
}

export function patchTeam(store: Store, team: StoredTeam, body: TeamPatchRequest): StoredTeam {
  const unknown = Object.keys(body).filter((key) => !MODELLED.has(key));
  if (unknown.length > 0)
    throw badRequest(`The emulator does not model the team settings ${unknown.join(", ")}`);
  if (body.slug !== undefined && body.slug !== team.slug && slugTaken(store, body.slug, team.id)) {
    throw new ApiError(409, "slug_taken", `The slug "${body.slug}" is already in use`);
  }
  if (typeof body.avatar === "string" && !blobsOf(store).get(team.id, body.avatar)) {
    throw badRequest(
      `The avatar "${body.avatar}" is not an uploaded file: upload it with POST /v2/files first`,
    );
  }
  const settings: TeamSettings = { ...team.settings };
  for (const field of SETTING_FIELDS) {
    if (body[field] !== undefined) (settings as Record<string, unknown>)[field] = body[field];
  }
  // The code a team starts with is derived from its id (presenter.ts); asked for, a new one.
  if (body.regenerateInviteCode === true) settings.inviteCode = randomAlphanumeric(12);
  const remoteCaching =
    body.remoteCaching?.enabled === undefined ? team.remoteCaching : { enabled: body.remoteCaching.enabled };
  return saveTeam(store, {
    ...team,
    ...(body.slug === undefined ? {} : { slug: body.slug }),
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(remoteCaching === undefined ? {} : { remoteCaching }),
    settings,
  });
}

export const patchTeamRoute = defineRoute({
  method: "PATCH",
  paths: "/v2/teams/:teamId",
  body: TeamPatchRequest,
  response: Team,
  present: presenter(presentTeam),
  handle: ({ store, userId, params, body }) => {
    const found = findTeam(store, params.teamId);
    if (!found) throw notFound(`Team not found: ${params.teamId}`);
    const role = teamRoleOf(found, userId);
    if (!role) throw forbidden(`Not authorized to access the team "${params.teamId}"`);
    if (role !== "OWNER") throw forbidden("Only an owner of the team can change its settings");
    return item(patchTeam(store, found, body));
  },
});
