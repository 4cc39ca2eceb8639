// The container registry's management API (seed 000, group `vcr`, 13 operations; shapes from
// @vercel/sdk): repositories of a project (`?projectId=` on every call), the teams each is shared
// with, and the images and tags that were really pushed through the registry protocol (protocol/).
// Deletes answer 202, as the platform schedules them; here the objects are gone at once.
import { newestFirst } from "../../pagination";
import { z } from "zod";
import {
  VcrImageDetail,
  VcrImageList,
  VcrImagesQuery,
  VcrPageQuery,
  VcrPermissionTarget,
  VcrProjectQuery,
  VcrRepository,
  VcrRepositoryCreateRequest,
  VcrRepositoryList,
  VcrRepositoryPermission,
  VcrRepositoryPermissionList,
  VcrTag,
  VcrTagList,
  VcrTagsQuery,
} from "../../../schema/vcr";
import { badRequest, conflict, notFound } from "../../errors";
import { presenter } from "../../present";
import { defineRoute, defineSeeder, noContent, type ApiArea, type Reply } from "../../route";
import type { Store } from "../../store";
import { findTeam } from "../identity/store";
import { findProject } from "../projects/store";
import { cursorPage } from "./cursor-page";
import {
  presentImage,
  presentImageDetail,
  presentPermission,
  presentRepository,
  presentTag,
  type ImageView,
  type PermissionView,
  type TagView,
} from "./presenter";
import {
  createRepository,
  findImage,
  findRepository,
  findTag,
  imagesOf,
  imagesOfRepository,
  permissionsOf,
  repositoriesOf,
  tagsOfImage,
  tagsOfRepository,
  type StoredImage,
  type StoredPermission,
  type StoredTag,
} from "./store";

const REPOSITORY = "/v1/vcr/repository/:idOrName";
const ACCEPTED = z.object({}).passthrough();
const accepted = (): Reply => ({ status: 202, body: {} });

/** `{ key: stored }` shaped by the route's presenter. */
const one = (key: string, stored: unknown): Reply => ({
  status: 200,
  layout: (present) => ({ [key]: present(stored) }),
});

/** A cursor page of stored objects under `key`, with `nextCursor` when more remain. */
function page(
  key: string,
  items: readonly unknown[],
  query: { limit: number; cursor?: string | undefined },
): Reply {
  const { items: shown, nextCursor } = cursorPage(items, query.limit, query.cursor);
  return {
    status: 200,
    layout: (present) => ({ [key]: shown.map(present), ...(nextCursor === undefined ? {} : { nextCursor }) }),
  };
}

const withTags = (store: Store, ownerId: string, image: StoredImage): ImageView => ({
  ...image,
  tags: tagsOfImage(store, ownerId, image.id),
});

function tagView(store: Store, ownerId: string, tag: StoredTag): TagView {
  const image = imagesOf(store).get(ownerId, tag.imageId);
  if (!image) throw new Error(`vcr: tag ${tag.id} points at no image`);
  return { ...tag, image };
}

function permissionView(store: Store, permission: StoredPermission): PermissionView {
  return { ...permission, teamSlug: findTeam(store, permission.teamId)?.slug ?? permission.teamId };
}

const listRepositories = defineRoute({
  method: "GET",
  paths: "/v1/vcr/repository",
  query: VcrPageQuery,
  response: VcrRepositoryList,
  present: presenter(presentRepository),
  operation: "list",
  handle: ({ store, ownerId, query }) => {
    const project = findProject(store, ownerId, query.projectId);
    return page(
      "repositories",
      repositoriesOf(store).filter(ownerId, (r) => r.projectId === project.id),
      query,
    );
  },
});

const create = defineRoute({
  method: "POST",
  paths: "/v1/vcr/repository",
  body: VcrRepositoryCreateRequest,
  response: z.object({ repository: VcrRepository }),
  present: presenter(presentRepository),
  handle: ({ store, ownerId, body }) => {
    const project = findProject(store, ownerId, body.projectId);
    const taken = repositoriesOf(store).find(
      ownerId,
      (r) => r.projectId === project.id && r.name === body.name,
    );
    if (taken)
      throw conflict(`A repository named "${body.name}" already exists in the project "${project.name}"`);
    return one("repository", createRepository(store, ownerId, project.id, body.name));
  },
});

const get = defineRoute({
  method: "GET",
  paths: REPOSITORY,
  query: VcrProjectQuery,
  response: z.object({ repository: VcrRepository }),
  present: presenter(presentRepository),
  handle: ({ store, ownerId, query, params }) =>
    one("repository", findRepository(store, ownerId, query.projectId, params.idOrName)),
});

const remove = defineRoute({
  method: "DELETE",
  paths: REPOSITORY,
  query: VcrProjectQuery,
  response: ACCEPTED,
  handle: ({ store, ownerId, query, params }) => {
    repositoriesOf(store).remove(
      ownerId,
      findRepository(store, ownerId, query.projectId, params.idOrName).id,
    );
    return accepted();
  },
});

const listImages = defineRoute({
  method: "GET",
  paths: `${REPOSITORY}/images`,
  query: VcrImagesQuery,
  response: VcrImageList,
  present: presenter(presentImage),
  operation: "list",
  handle: ({ store, ownerId, query, params }) => {
    const repository = findRepository(store, ownerId, query.projectId, params.idOrName);
    const images = newestFirst(
      imagesOfRepository(store, ownerId, repository.id)
        .map((image) => withTags(store, ownerId, image))
        .filter(
          (image) =>
            query.untagged === undefined || (image.tags.length === 0) === (query.untagged === "true"),
        ),
    );
    return page("images", images, query);
  },
});

const getImage = defineRoute({
  method: "GET",
  paths: `${REPOSITORY}/images/:imageIdOrDigest`,
  query: VcrProjectQuery,
  response: z.object({ image: VcrImageDetail }),
  present: presenter(presentImageDetail),
  handle: ({ store, ownerId, query, params }) => {
    const repository = findRepository(store, ownerId, query.projectId, params.idOrName);
    const image = findImage(store, ownerId, repository.id, params.imageIdOrDigest);
    if (!image) throw notFound(`Image not found: ${params.imageIdOrDigest}`);
    return one("image", withTags(store, ownerId, image));
  },
});

const deleteImage = defineRoute({
  method: "DELETE",
  paths: `${REPOSITORY}/images/:imageId`,
  query: VcrProjectQuery,
  response: ACCEPTED,
  handle: ({ store, ownerId, query, params }) => {
    const repository = findRepository(store, ownerId, query.projectId, params.idOrName);
    const image = findImage(store, ownerId, repository.id, params.imageId);
    if (!image) throw notFound(`Image not found: ${params.imageId}`);
    imagesOf(store).remove(ownerId, image.id);
    return accepted();
  },
});

const listTags = defineRoute({
  method: "GET",
  paths: `${REPOSITORY}/tags`,
  query: VcrTagsQuery,
  response: VcrTagList,
  present: presenter(presentTag),
  operation: "list",
  handle: ({ store, ownerId, query, params }) => {
    const repository = findRepository(store, ownerId, query.projectId, params.idOrName);
    const by = query.sortBy ?? "updatedAt";
    const direction = (query.sortOrder ?? (by === "tag" ? "asc" : "desc")) === "asc" ? 1 : -1;
    const tags = tagsOfRepository(store, ownerId, repository.id)
      .sort((a, b) => direction * (by === "tag" ? a.tag.localeCompare(b.tag) : a.updatedAt - b.updatedAt))
      .map((tag) => tagView(store, ownerId, tag));
    return page("tags", tags, query);
  },
});

const getTag = defineRoute({
  method: "GET",
  paths: `${REPOSITORY}/tags/:tag`,
  query: VcrProjectQuery,
  response: z.object({ tag: VcrTag }),
  present: presenter(presentTag),
  handle: ({ store, ownerId, query, params }) => {
    const repository = findRepository(store, ownerId, query.projectId, params.idOrName);
    const tag = findTag(store, ownerId, repository.id, params.tag);
    if (!tag) throw notFound(`Tag not found: ${params.tag}`);
    return one("tag", tagView(store, ownerId, tag));
  },
});

const listPermissions = defineRoute({
  method: "GET",
  paths: `${REPOSITORY}/permissions`,
  query: VcrPageQuery,
  response: VcrRepositoryPermissionList,
  present: presenter(presentPermission),
  operation: "list",
  handle: ({ store, ownerId, query, params }) => {
    const repository = findRepository(store, ownerId, query.projectId, params.idOrName);
    const permissions = permissionsOf(store)
      .filter(ownerId, (p) => p.repositoryId === repository.id)
      .map((permission) => permissionView(store, permission));
    return page("permissions", permissions, query);
  },
});

/** The team a permission body names, which must exist and must not own the repository. */
function grantedTeam(store: Store, ownerId: string, body: z.output<typeof VcrPermissionTarget>) {
  const team = findTeam(store, body.teamId ?? body.teamSlug ?? "");
  if (!team) throw notFound(`Team not found: ${body.teamId ?? body.teamSlug}`);
  if (team.id === ownerId) throw badRequest("A repository can not be shared with the team that owns it");
  return team;
}

const addPermission = defineRoute({
  method: "POST",
  paths: `${REPOSITORY}/permissions`,
  query: VcrProjectQuery,
  body: VcrPermissionTarget,
  response: z.object({ permission: VcrRepositoryPermission }),
  present: presenter(presentPermission),
  operation: "update",
  handle: ({ store, ownerId, query, params, body }) => {
    const repository = findRepository(store, ownerId, query.projectId, params.idOrName);
    const team = grantedTeam(store, ownerId, body);
    const id = `${repository.id}:${team.id}`;
    const permission =
      permissionsOf(store).get(ownerId, id) ??
      permissionsOf(store).insert(ownerId, {
        id,
        repositoryId: repository.id,
        teamId: team.id,
        createdAt: store.now(),
      });
    return one("permission", permissionView(store, permission));
  },
});

const removePermission = defineRoute({
  method: "DELETE",
  paths: `${REPOSITORY}/permissions`,
  query: VcrProjectQuery,
  body: VcrPermissionTarget,
  handle: ({ store, ownerId, query, params, body }) => {
    const repository = findRepository(store, ownerId, query.projectId, params.idOrName);
    const team = grantedTeam(store, ownerId, body);
    if (!permissionsOf(store).remove(ownerId, `${repository.id}:${team.id}`)) {
      throw notFound(`The repository is not shared with the team "${team.slug}"`);
    }
    return noContent();
  },
});

const clearPermissions = defineRoute({
  method: "DELETE",
  paths: `${REPOSITORY}/permissions/all`,
  query: VcrProjectQuery,
  handle: ({ store, ownerId, query, params }) => {
    const repository = findRepository(store, ownerId, query.projectId, params.idOrName);
    for (const permission of permissionsOf(store).filter(ownerId, (p) => p.repositoryId === repository.id)) {
      permissionsOf(store).remove(ownerId, permission.id);
    }
    return noContent();
  },
});

export const vcr: ApiArea = {
  name: "vcrRepositories",
  routes: [
    listRepositories,
    create,
    get,
    remove,
    listImages,
    getImage,
    deleteImage,
    listTags,
    getTag,
    listPermissions,
    addPermission,
    removePermission,
    clearPermissions,
  ],
  present: presenter(presentRepository),
  seed: defineSeeder({
    item: VcrRepositoryCreateRequest.extend({ teamId: z.string().optional() }),
    create: (store, ownerId, item) => {
      const project = findProject(store, ownerId, item.projectId);
      return createRepository(store, ownerId, project.id, item.name);
    },
  }),
};
