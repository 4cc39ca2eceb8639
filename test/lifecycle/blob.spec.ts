// Vercel Blob declared: a private store, a project connected to it in two environments and the
// lookups, on the real Pulumi engine. The project's env holds the store's token (the one
// getBlobStoreSecrets answers as a secret, absent from the state's plaintext), which @vercel/blob
// uses against the emulator's data plane; an object put there shows as the store's fileCount on
// refresh; a rename and a change of environments are updates in place; an out-of-band rename is
// drift; destroy disconnects and deletes, leaving the emulator empty.
import { expect } from "chai";
import { list, put } from "@vercel/blob";
import {
  BlobProjectConnection,
  BlobStore,
  Project,
  getBlobProjectConnectionsOutput,
  getBlobStoreOutput,
  getBlobStoreSecretsOutput,
  getBlobStores,
} from "../../provider";
import { useSharedLifecycle } from "../support/shared-lifecycle";

describe("a Blob store, its project connection and the Blob lookups in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();
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
    return {
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
    expect(up.summary.resourceChanges).to.deep.include({ create: 4 });
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

    const saved = process.env.VERCEL_BLOB_API_URL;
    process.env.VERCEL_BLOB_API_URL = emulator.blobUrl;
    try {
      await put("hello.txt", "hello", { access: "private", token });
      expect((await list({ token })).blobs.map((b) => b.pathname)).to.deep.equal(["hello.txt"]);
    } finally {
      if (saved === undefined) delete process.env.VERCEL_BLOB_API_URL;
      else process.env.VERCEL_BLOB_API_URL = saved;
    }
    const refreshed = await shared().stack.refresh();
    expect(refreshed.summary.resourceChanges).to.not.have.property("update");
    // The refreshed state feeds the program's outputs on the next up, which changes nothing.
    const next = await shared().stack.up();
    expect(next.summary.resourceChanges).to.not.have.property("update");
    expect(next.outputs.fileCount?.value).to.equal(1);
  });

  it("renames the store and changes the connection's environments in place", async () => {
    shared().setProgram(program("assets-2", ["production"]));
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ update: 2 });
    expect(up.summary.resourceChanges).to.not.have.property("replace");
    const storeId = String(up.outputs.storeId?.value);
    const { store } = await api<{ store: { name: string } }>("GET", `/v1/storage/stores/${storeId}`);
    expect(store.name).to.equal("assets-2");
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("sees an out-of-band rename as drift and puts the name back", async () => {
    const storeId = String((await shared().stack.outputs()).storeId?.value);
    await api("PUT", `/v1/storage/stores/blob/${storeId}`, { name: "renamed-outside" });
    const up = await shared().stack.up({ refresh: true });
    expect(up.summary.resourceChanges).to.deep.include({ update: 1 });
    const { store } = await api<{ store: { name: string } }>("GET", `/v1/storage/stores/${storeId}`);
    expect(store.name).to.equal("assets-2");
  });

  it("destroys them, leaving the emulator empty", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
