// The blob family's test cases: every suite collects them through test/support/family-cases.
import { expect } from "chai";
import { BlobStore, BlobObject } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { REPO_ROOT } from "../../../test/support/engine";
import { teamApi } from "../../../test/resources/env-support";
import { resolve } from "node:path";
import { type EmulatorHandle } from "../../../test/support/emulator";

interface BlobStoreAnswer {
  store: {
    id: string;
    name: string;
    access: string;
    region: string;
    status: string;
    count: number;
    size: number;
    createdAt: number;
    updatedAt: number;
  };
}

const blobStore = (emulator: EmulatorHandle, name: string) =>
  teamApi<BlobStoreAnswer>(emulator, "POST", "/v1/storage/stores/blob", { name });

const blobStoreFields = (store: BlobStoreAnswer["store"]) => ({
  name: store.name,
  access: store.access,
  region: store.region,
  status: store.status,
  fileCount: store.count,
  size: store.size,
  createdAt: store.createdAt,
  updatedAt: store.updatedAt,
});

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "BlobStore",
        args: { name: "assets", access: "protected", region: "mars1" },
        mistakes: [
          { field: "access", rule: 'must be one of "public", "private"' },
          { field: "region", rule: "must be one of 20 values" },
        ],
      },
      {
        type: "BlobObject",
        args: {
          storeId: "store_catalogue",
          pathname: "assets//logo.svg",
          source: "logo.svg",
          cacheControlMaxAge: 5,
        },
        mistakes: [
          { field: "pathname", rule: 'must not contain "//"' },
          { field: "cacheControlMaxAge", rule: "must be at least 60 seconds (the platform's minimum)" },
        ],
      },
      {
        type: "BlobProjectConnection",
        args: {
          blobStoreId: "store_catalogue",
          projectId: "prj_catalogue",
          environments: [],
          envVarPrefix: "9X",
        },
        mistakes: [
          { field: "environments", rule: "must name at least one environment" },
          { field: "envVarPrefix", rule: 'must be letters, digits or "_", not starting with a digit' },
        ],
      },
    ],
    lookups: [
      { fn: "getBlobStore", args: { id: "" }, mistakes: [{ field: "id", rule: "must not be empty" }] },
      {
        fn: "getBlobStores",
        args: { storeId: "x" },
        mistakes: [{ field: "storeId", rule: "unknown argument" }],
      },
      {
        fn: "getBlobStoreSecrets",
        args: { storeId: "" },
        mistakes: [{ field: "storeId", rule: "must not be empty" }],
      },
      {
        fn: "getBlobObject",
        args: { storeId: "store_catalogue", pathname: "" },
        mistakes: [{ field: "pathname", rule: "must not be empty" }],
      },
      {
        fn: "getBlobProjectConnections",
        args: { storeId: "" },
        mistakes: [{ field: "storeId", rule: "must not be empty" }],
      },
    ],
  },
  notSecret: [
    ["BlobObject.url", "the object's address: a private store's object is read with the store's token"],
    ["BlobObject.downloadUrl", "the object's address with download semantics, as its url"],
  ],
  stack: {
    unit({ tag, opts }) {
      const assets = new BlobStore(`${tag}-assets`, { name: `${tag}-assets`, ...opts });
      new BlobObject(`${tag}-logo`, {
        storeId: assets.id,
        pathname: "brand/logo.txt",
        source: resolve(REPO_ROOT, "examples/yaml-team/assets/logo.txt"),
        ...opts,
      });
    },
  },
  driftEdits: [
    {
      resource: "siteAssets",
      edit: (c, { stateIds }) => c.blob.renameStore(stateIds.siteAssets!, "renamed-outside").then(() => {}),
      expect: { changed: "name" },
    },
    {
      // Overwritten through the data plane, with the program's cache setting: the object no
      // longer holds the repository's file, and nothing else changed.
      resource: "siteLogo",
      edit: async (c, { stateIds }) => {
        const storeId = stateIds.siteAssets!;
        await (
          await c.blob.plane(storeId)
        ).put({
          pathname: "brand/logo.txt",
          data: Buffer.from("defaced"),
          access: "private",
          cacheControlMaxAge: 3600,
        });
      },
      expect: { changed: "sourceSha256" },
    },
    {
      resource: "siteAssetsConnection",
      edit: (c, { stateIds }) => {
        const [storeId, connectionId] = stateIds.siteAssetsConnection!.split("/");
        return c.blob
          .updateConnection(storeId!, connectionId!, { envVarEnvironments: ["development"] })
          .then(() => {});
      },
      expect: { changed: "environments" },
    },
  ],
  lookupFixtures: {
    async getBlobStore(emulator) {
      const { store } = await blobStore(emulator, "assets");
      return {
        args: { id: store.id },
        expected: { ...blobStoreFields(store), id: store.id },
        secret: [],
      };
    },
    async getBlobStores(emulator) {
      const { store } = await blobStore(emulator, "listed");
      return {
        args: {},
        expected: { id: emulator.teamId, stores: [{ ...blobStoreFields(store), id: store.id }] },
        secret: [],
      };
    },
    async getBlobStoreSecrets(emulator) {
      const { store } = await blobStore(emulator, "tokened");
      const { rwToken } = await teamApi<{ rwToken: string }>(
        emulator,
        "GET",
        `/v1/storage/stores/${store.id}/secrets`,
      );
      return {
        args: { storeId: store.id },
        expected: { id: store.id, storeId: store.id, readWriteToken: rwToken },
        secret: ["readWriteToken"],
      };
    },
    async getBlobObject(emulator) {
      const { store } = await blobStore(emulator, "objects");
      const { rwToken } = await teamApi<{ rwToken: string }>(
        emulator,
        "GET",
        `/v1/storage/stores/${store.id}/secrets`,
      );
      const authorization = `Bearer ${rwToken}`;
      const put = await fetch(`${emulator.blobUrl}/?pathname=brand/logo.txt`, {
        method: "PUT",
        headers: { authorization, "x-content-type": "text/plain" },
        body: "logo",
      });
      expect(put.status).to.equal(200);
      const head = (await (
        await fetch(`${emulator.blobUrl}/?url=brand/logo.txt`, { headers: { authorization } })
      ).json()) as Record<string, string>;
      return {
        args: { storeId: store.id, pathname: "brand/logo.txt" },
        expected: {
          id: `${store.id}/brand/logo.txt`,
          storeId: store.id,
          pathname: "brand/logo.txt",
          url: head.url,
          downloadUrl: head.downloadUrl,
          etag: head.etag?.replace(/"/g, ""),
          size: 4,
          uploadedAt: head.uploadedAt,
          contentType: "text/plain",
          contentDisposition: 'inline; filename="logo.txt"',
          cacheControl: head.cacheControl,
          cacheControlMaxAge: 2_592_000,
        },
        secret: [],
      };
    },
    async getBlobProjectConnections(emulator) {
      const { store } = await blobStore(emulator, "connected");
      const project = await teamApi<{ id: string }>(emulator, "POST", "/v11/projects", { name: "blob-site" });
      const connection = await teamApi<{ id: string }>(
        emulator,
        "POST",
        `/v1/storage/stores/${store.id}/connections`,
        { projectId: project.id, envVarEnvironments: ["production"] },
      );
      return {
        args: { storeId: store.id },
        expected: {
          id: store.id,
          storeId: store.id,
          connections: [
            {
              id: connection.id,
              projectId: project.id,
              projectName: "blob-site",
              projectFramework: "",
              environments: ["production"],
              envVarPrefix: "",
              readWriteTokenEnvVarName: "BLOB_READ_WRITE_TOKEN",
              productionDeploymentId: "",
              productionDeploymentUrl: "",
            },
          ],
        },
        secret: [],
      };
    },
  },
  seedSteps: [
    {
      name: "blobStore",
      type: "BlobStore",
      inputs: () => ({ name: "seeded-assets", access: "public", region: "iad1" }),
    },
    {
      name: "blobConnection",
      type: "BlobProjectConnection",
      inputs: (ids) => ({
        blobStoreId: ids.blobStore,
        projectId: ids.web,
        environments: ["production"],
        envVarPrefix: "SEEDED_",
      }),
    },
  ],
});
