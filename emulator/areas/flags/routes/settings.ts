// A project's feature-flag settings (GET/PATCH /v1/projects/{p}/feature-flags/settings) and the
// team's listing of them (GET /v1/teams/{teamId}/feature-flags/settings). A project that never
// wrote its settings answers the defaults (flags off, no entities, the three standard
// environments). PATCH refuses what the platform would not sync: an environment the project does
// not have, an environment or entity kind named twice, an attribute key named twice in an entity.
import {
  FlagSettings,
  FlagSettingsUpdateRequest,
  OffsetPageQuery,
  TeamFlagSettingsList,
  type FlagEntity,
} from "../../../../schema/flag-settings";
import { FLAG_ENVIRONMENTS } from "../../../../schema/flags";
import { badRequest } from "../../../errors";
import { defineRoute, ok, type Route } from "../../../route";
import { resolveOwner } from "../../../scope";
import type { Store } from "../../../store";
import { customEnvironmentsOf } from "../../custom-environments/store";
import { projectsOf } from "../../projects/store";
import {
  BASE,
  findProject,
  flagSettingsOf,
  flagsOf,
  segmentsOf,
  type StoredFlagSettings,
  type StoredProject,
} from "../store";
import { offsetPage } from "./offset-page";

function storedSettings(store: Store, ownerId: string, project: StoredProject): StoredFlagSettings {
  return (
    flagSettingsOf(store).get(ownerId, project.id) ?? {
      id: project.id,
      typeName: "settings",
      projectId: project.id,
      ownerId,
      enabled: false,
      entities: [],
      environments: [...FLAG_ENVIRONMENTS],
    }
  );
}

const withoutId = ({ id: _id, ...wire }: StoredFlagSettings) => wire;

/** The settings with the metadata counted from the project's flags and segments now. */
export function settingsOf(store: Store, ownerId: string, project: StoredProject): FlagSettings {
  const settings = withoutId(storedSettings(store, ownerId, project));
  const flags = flagsOf(store)
    .list(ownerId)
    .filter((f) => f.projectId === project.id);
  const active = flags.filter((f) => f.state === "active");
  const updated = flags.map((f) => f.updatedAt);
  return {
    ...settings,
    metadata: {
      activeFlagCount: active.length,
      archivedFlagCount: flags.length - active.length,
      segmentCount: segmentsOf(store)
        .list(ownerId)
        .filter((s) => s.projectId === project.id).length,
      // The pack an SDK downloads: the active flags, as JSON.
      packSizeInBytes: Buffer.byteLength(JSON.stringify(active)),
      packRevision: flags.reduce((sum, f) => sum + f.revision, 0),
      ...(updated.length > 0 ? { configUpdatedAt: Math.max(...updated) } : {}),
    },
  };
}

function checkEnvironments(
  store: Store,
  ownerId: string,
  projectId: string,
  environments: readonly string[],
) {
  const custom = customEnvironmentsOf(store)
    .list(ownerId)
    .filter((e) => e.projectId === projectId)
    .map((e) => e.slug);
  const known = new Set<string>([...FLAG_ENVIRONMENTS, ...custom]);
  const seen = new Set<string>();
  environments.forEach((name, index) => {
    if (!known.has(name)) {
      throw badRequest(
        `Invalid request: environments[${index}] "${name}" is not an environment of this project`,
      );
    }
    if (seen.has(name)) throw badRequest(`Invalid request: environments[${index}] "${name}" is named twice`);
    seen.add(name);
  });
}

function checkEntities(entities: readonly FlagEntity[]) {
  const kinds = new Set<string>();
  entities.forEach((entity, index) => {
    if (kinds.has(entity.kind)) {
      throw badRequest(`Invalid request: entities[${index}].kind "${entity.kind}" is named twice`);
    }
    kinds.add(entity.kind);
    const keys = new Set<string>();
    entity.attributes.forEach((attribute, a) => {
      if (keys.has(attribute.key)) {
        throw badRequest(
          `Invalid request: entities[${index}].attributes[${a}].key "${attribute.key}" is named twice`,
        );
      }
      keys.add(attribute.key);
    });
  });
}

const get = defineRoute({
  method: "GET",
  paths: `${BASE}/settings`,
  response: FlagSettings,
  handle: ({ store, ownerId, params }) =>
    ok(settingsOf(store, ownerId, findProject(store, ownerId, params.projectIdOrName))),
});

const update = defineRoute({
  method: "PATCH",
  paths: `${BASE}/settings`,
  body: FlagSettingsUpdateRequest,
  response: FlagSettings,
  handle: ({ store, ownerId, params, body }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    if (body.environments) checkEnvironments(store, ownerId, project.id, body.environments);
    if (body.entities) checkEntities(body.entities);
    const current = storedSettings(store, ownerId, project);
    const now = store.now();
    const next: StoredFlagSettings = {
      ...current,
      ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
      ...(body.entities !== undefined ? { entities: body.entities } : {}),
      ...(body.environments !== undefined ? { environments: body.environments } : {}),
      createdAt: current.createdAt ?? now,
      updatedAt: now,
    };
    if (flagSettingsOf(store).get(ownerId, project.id)) flagSettingsOf(store).replace(ownerId, next);
    else flagSettingsOf(store).insert(ownerId, next);
    return ok(settingsOf(store, ownerId, project));
  },
});

/** Every project of the team, with its settings (defaults for those that never wrote them). */
const listTeam = defineRoute({
  method: "GET",
  paths: "/v1/teams/:teamId/feature-flags/settings",
  query: OffsetPageQuery,
  response: TeamFlagSettingsList,
  handle: ({ store, userId, params, query }) => {
    const ownerId = resolveOwner({ teamId: params.teamId }, userId, store);
    const projects = projectsOf(store)
      .list(ownerId)
      .sort((a, b) => a.createdAt - b.createdAt);
    const { items, next } = offsetPage(projects, query);
    return ok({ data: items.map((p) => settingsOf(store, ownerId, p)), pagination: { next } });
  },
});

export const settingsRoutes: readonly Route[] = [get, update, listTeam];
