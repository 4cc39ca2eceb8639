// Vercel Blob declared: a private store, a project connected to it in two environments and the
// lookups, on the real Pulumi engine. The project's env holds the store's token (the one
// getBlobStoreSecrets answers as a secret, absent from the state's plaintext), which @vercel/blob
// uses against the emulator's data plane; an object put there shows as the store's fileCount on
// refresh; a rename and a change of environments are updates in place; an out-of-band rename is
// drift; destroy disconnects and deletes, leaving the emulator empty. A BlobObject uploads a local
// file into the store: @vercel/blob heads it and its URL serves the file's bytes; a new file
// content is uploaded again in place; an overwrite made outside is drift, and up puts the file back.
import { expect } from "chai";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { head, list, put } from "@vercel/blob";
import {
  BlobObject,
  BlobProjectConnection,
  BlobStore,
  Project,
  getBlobProjectConnectionsOutput,
  getBlobStoreOutput,
  getBlobObjectOutput,
  getBlobStoreSecretsOutput,
  getBlobStores,
} from "../../provider";
import { useSharedLifecycle } from "../support/shared-lifecycle";

describe("a Blob store, its project connection and the Blob lookups in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();
  let folder = "";
  const logo = () => join(folder, "logo.txt");
  const favicon = () => join(folder, "favicon.txt");
  before(async () => {
    folder = await mkdtemp(join(tmpdir(), "blob-object-"));
    await writeFile(logo(), "logo, first version\n");
    await writeFile(favicon(), "favicon\n");
  });
  after(() => rm(folder, { recursive: true, force: true }));

  /** @vercel/blob against the emulator's data plane, with the store's token. */
  async function withPlane<T>(use: () => Promise<T>): Promise<T> {
    const saved = process.env.VERCEL_BLOB_API_URL;
    process.env.VERCEL_BLOB_API_URL = emulator.blobUrl;
    try {
      return await use();
    } finally {
      if (saved === undefined) delete process.env.VERCEL_BLOB_API_URL;
      else process.env.VERCEL_BLOB_API_URL = saved;
    }
  }
  /** The object's bytes as its URL serves them (a private store's, with its token). */
  const served = async (url: string, token: string) =>
    (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).text();

  const program = (storeName: string, environments: string[]) => async () => {
    const store = new BlobStore("assets", { name: storeName, access: "private", region: "fra1" });
    const site = new Project("site", { name: "blob-site" });
    const connection = new BlobProjectConnection("site-assets", {
      blobStoreId: store.id,
      projectId: site.id,
      environments,
      envVarPrefix: "ASSETS_",
    });
    const secrets = getBlobStoreSecretsOutput({ storeId: store.id });
    const looked = getBlobStoreOutput({ id: store.id });
    // Listed once the store exists.
    const all = store.id.apply(() => getBlobStores({}));
    const connections = getBlobProjectConnectionsOutput({ storeId: connection.blobStoreId });
    const object = new BlobObject("logo", {
      storeId: store.id,
      pathname: "brand/logo.txt",
      source: logo(),
      contentType: "text/plain",
      cacheControlMaxAge: 3600,
    });
    // A second object of the same store: the run reads the store's token once for both.
    new BlobObject("favicon", { storeId: store.id, pathname: "favicon.txt", source: favicon() });
    const lookedObject = getBlobObjectOutput({ storeId: object.storeId, pathname: object.pathname });
    return {
      objectUrl: object.url,
      objectEtag: object.etag,
      objectSha: object.sourceSha256,
      lookedObject: lookedObject.apply(({ size, contentType, cacheControl }) => ({
        size,
        contentType,
        cacheControl,
      })),
      storeId: store.id,
      projectId: site.id,
      variable: connection.readWriteTokenEnvVarName,
      token: secrets.readWriteToken,
      lookedRegion: looked.region,
      storeNames: all.stores.apply((stores) => stores.map((s) => s.name)),
      connectedProjects: connections.connections.apply((cs) => cs.map((c) => c.projectName)),
      fileCount: store.fileCount,
    };
  };

  it("creates the store and the connection; the project's env holds the token @vercel/blob writes with", async () => {
    shared().setProgram(program("assets", ["production", "preview"]));
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ create: 6 });
    const outputs = up.outputs;
    expect(outputs.variable?.value).to.equal("ASSETS_BLOB_READ_WRITE_TOKEN");
    expect(outputs.lookedRegion?.value).to.equal("fra1");
    expect(outputs.storeNames?.value).to.deep.equal(["assets"]);
    expect(outputs.connectedProjects?.value).to.deep.equal(["blob-site"]);
    expect(outputs.token?.secret).to.equal(true);
    const token = String(outputs.token?.value);
    expect(await shared().exportEncrypted()).to.not.include(token);

    const projectId = String(outputs.projectId?.value);
    const env = await api<{ envs: { key: string; target: string[]; id: string }[] }>(
      "GET",
      `/v9/projects/${projectId}/env`,
    );
    const variable = env.envs.find((e) => e.key === "ASSETS_BLOB_READ_WRITE_TOKEN");
    expect([...(variable?.target ?? [])].sort()).to.deep.equal(["preview", "production"]);
    const decrypted = await api<{ value: string }>(
      "GET",
      `/v1/projects/${projectId}/env/${variable?.id ?? ""}`,
    );
    expect(decrypted.value).to.equal(token);

    // The uploaded file, as @vercel/blob and its URL see it; the lookup reads the same object.
    const objectUrl = String(outputs.objectUrl?.value);
    const headed = await withPlane(() => head(objectUrl, { token }));
    expect(headed).to.deep.include({
      pathname: "brand/logo.txt",
      contentType: "text/plain",
      size: 20,
      cacheControl: "private, max-age=3600",
    });
    expect(outputs.lookedObject?.value).to.deep.equal({
      size: 20,
      contentType: "text/plain",
      cacheControl: "private, max-age=3600",
    });
    expect(await served(objectUrl, token)).to.equal("logo, first version\n");
    await withPlane(async () => {
      await put("hello.txt", "hello", { access: "private", token });
      expect((await list({ token })).blobs.map((b) => b.pathname).sort()).to.deep.equal([
        "brand/logo.txt",
        "favicon.txt",
        "hello.txt",
      ]);
    });
    await emulator.admin.clearRequestCounts();
    const refreshed = await shared().stack.refresh();
    expect(refreshed.summary.resourceChanges).to.not.have.property("update");
    // Both objects are headed with the store's token, read once in the run (a store of N objects
    // would otherwise cost N reads of the platform's budget).
    const { counts } = await emulator.admin.requestCounts();
    expect(counts["GET /v1/storage/stores/:id/secrets"], JSON.stringify(counts)).to.equal(1);
    // The refreshed state feeds the program's outputs on the next up, which changes nothing.
    const next = await shared().stack.up();
    expect(next.summary.resourceChanges).to.not.have.property("update");
    expect(next.outputs.fileCount?.value).to.equal(3);
  });

  it("renames the store, changes the connection's environments and uploads a changed file, in place", async () => {
    shared().setProgram(program("assets-2", ["production"]));
    const before = await shared().stack.outputs();
    await writeFile(logo(), "logo, second version\n");
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ update: 3 });
    expect(up.summary.resourceChanges).to.not.have.property("replace");
    expect(up.outputs.objectSha?.value).to.not.equal(before.objectSha?.value);
    expect(up.outputs.objectEtag?.value).to.not.equal(before.objectEtag?.value);
    expect(await served(String(up.outputs.objectUrl?.value), String(up.outputs.token?.value))).to.equal(
      "logo, second version\n",
    );
    const storeId = String(up.outputs.storeId?.value);
    const { store } = await api<{ store: { name: string } }>("GET", `/v1/storage/stores/${storeId}`);
    expect(store.name).to.equal("assets-2");
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("sees an out-of-band rename and an object overwritten outside as drift, and puts both back", async () => {
    const outputs = await shared().stack.outputs();
    const storeId = String(outputs.storeId?.value);
    const token = String(outputs.token?.value);
    await api("PUT", `/v1/storage/stores/blob/${storeId}`, { name: "renamed-outside" });
    await withPlane(() =>
      put("brand/logo.txt", "defaced", { access: "private", token, allowOverwrite: true }),
    );
    const up = await shared().stack.up({ refresh: true });
    expect(up.summary.resourceChanges).to.deep.include({ update: 2 });
    expect(await served(String(outputs.objectUrl?.value), token)).to.equal("logo, second version\n");
    const { store } = await api<{ store: { name: string } }>("GET", `/v1/storage/stores/${storeId}`);
    expect(store.name).to.equal("assets-2");
  });

  it("destroys them, leaving the emulator empty", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
