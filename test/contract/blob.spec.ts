// Vercel Blob's management routes through @vercel/sdk (create, read, delete a store; the SDK
// calls them without a version and without a team, so they act in the token's own scope), and the
// routes the SDK lacks (list, rename, secrets, project connections) as raw calls whose answers the
// Terraform client's fields describe. A connection writes the store's token into the project's env.
import { expect } from "chai";
import { useContract } from "./support/contract";

interface Store {
  id: string;
  name: string;
  access: string;
  region: string;
  count: number;
}

describe("contract: blob", () => {
  const contract = useContract("blob");
  // The SDK's storage functions send no token (their securitySource is null, like createApiKeys'):
  // the platform needs one, so each call passes it as a header.
  const bearer = () => ({ headers: { Authorization: `Bearer ${contract.emulator.token}` } });
  const personal = <T>(method: string, path: string, body?: unknown) =>
    contract.setup<T>(method, path, body, "personal");

  it("createStorageStoresBlob", async () => {
    const answer = (await contract.check("createStorageStoresBlob", (sdk) =>
      sdk.storage.createStorageStoresBlob({ name: "assets", region: "fra1", access: "private" }, bearer()),
    )) as { store: Store };
    expect(answer.store).to.include({ name: "assets", region: "fra1", access: "private", count: 0 });
    expect(answer.store.id).to.match(/^store_/);
    // Names are unique in the scope.
    const again = await contract.emulator.admin.api("POST", "/v1/storage/stores/blob", { name: "assets" });
    expect(again.status).to.equal(409);
  });

  it("getStorageStoresById", async () => {
    const { store } = await personal<{ store: Store }>("POST", "/v1/storage/stores/blob", { name: "media" });
    const answer = (await contract.check("getStorageStoresById", (sdk) =>
      sdk.storage.getStorageStoresById({ id: store.id }, bearer()),
    )) as { store: Store };
    expect(answer.store).to.include({ id: store.id, name: "media", access: "public", region: "iad1" });
  });

  it("deleteStorageStoresBlobById", async () => {
    const { store } = await personal<{ store: Store }>("POST", "/v1/storage/stores/blob", { name: "gone" });
    const answer = await contract.check("deleteStorageStoresBlobById", (sdk) =>
      sdk.storage.deleteStorageStoresBlobById({ id: store.id }, bearer()),
    );
    expect(answer).to.deep.equal({ id: store.id });
    const after = await contract.emulator.admin.api("GET", `/v1/storage/stores/${store.id}`);
    expect(after.status).to.equal(404);
  });

  it("refuses a region outside the SDK's list and an access other than public or private", async () => {
    for (const body of [{ name: "x", region: "mars1" }, { name: "x", access: "protected" }, { name: "" }]) {
      const answer = await contract.emulator.admin.api("POST", "/v1/storage/stores/blob", body);
      expect(answer.status, JSON.stringify(body)).to.equal(400);
    }
  });

  it("lists, renames, reads the token, connects to a project (its env gets the token) and disconnects", async () => {
    const { store } = await personal<{ store: Store }>("POST", "/v1/storage/stores/blob", { name: "docs" });
    const { stores } = await personal<{ stores: Store[] }>("GET", "/v1/storage/stores");
    expect(stores.map((s) => s.name)).to.include("docs");
    const renamed = await personal<{ store: Store }>("PUT", `/v1/storage/stores/blob/${store.id}`, {
      name: "docs-2",
    });
    expect(renamed.store.name).to.equal("docs-2");
    const { rwToken } = await personal<{ rwToken: string }>("GET", `/v1/storage/stores/${store.id}/secrets`);
    expect(rwToken.split("_")[3]).to.equal(store.id.slice("store_".length).toLowerCase());

    const project = await personal<{ id: string }>("POST", "/v11/projects", { name: "site" });
    const connection = await personal<{ id: string; envVarEnvironments: string[] }>(
      "POST",
      `/v1/storage/stores/${store.id}/connections`,
      { projectId: project.id, envVarEnvironments: ["production"], envVarPrefix: "DOCS_" },
    );
    expect(connection.id).to.match(/^spc_/);
    const env = await personal<{ envs: { key: string; target: string[]; id: string }[] }>(
      "GET",
      `/v9/projects/${project.id}/env`,
    );
    const variable = env.envs.find((e) => e.key === "DOCS_BLOB_READ_WRITE_TOKEN");
    expect(variable?.target).to.deep.equal(["production"]);
    const decrypted = await personal<{ value: string }>(
      "GET",
      `/v1/projects/${project.id}/env/${variable?.id ?? ""}`,
    );
    expect(decrypted.value).to.equal(rwToken);
    // A store with a connection is not deleted until it is disconnected.
    const refused = await contract.emulator.admin.api("DELETE", `/v1/storage/stores/blob/${store.id}`);
    expect(refused.status).to.equal(409);

    const updated = await personal<{ envVarEnvironments: string[] }>(
      "PATCH",
      `/v1/storage/stores/${store.id}/connections/${connection.id}`,
      { envVarEnvironments: ["production", "preview"] },
    );
    expect(updated.envVarEnvironments).to.deep.equal(["production", "preview"]);
    const { connections } = await personal<{ connections: { id: string }[] }>(
      "GET",
      `/v1/storage/stores/${store.id}/connections`,
    );
    expect(connections.map((c) => c.id)).to.deep.equal([connection.id]);
    await personal("DELETE", `/v1/storage/stores/${store.id}/connections/${connection.id}`);
    const cleared = await personal<{ envs: { key: string }[] }>("GET", `/v9/projects/${project.id}/env`);
    expect(cleared.envs.map((e) => e.key)).to.not.include("DOCS_BLOB_READ_WRITE_TOKEN");
    await personal("DELETE", `/v1/storage/stores/blob/${store.id}`);
  });

  it("filterProjectEnvs answers a connection's token with the SDK's blob-read-write-token contentHint", async () => {
    const { store } = await personal<{ store: Store }>("POST", "/v1/storage/stores/blob", { name: "hinted" });
    const project = await personal<{ id: string }>("POST", "/v11/projects", { name: "hinted-site" });
    await personal("POST", `/v1/storage/stores/${store.id}/connections`, {
      projectId: project.id,
      envVarEnvironments: ["production"],
    });
    const answer = (await contract.check("filterProjectEnvs", (sdk) =>
      sdk.projects.filterProjectEnvs({ idOrName: project.id }),
    )) as { envs: { key: string; contentHint?: unknown }[] };
    const token = answer.envs.find((variable) => variable.key === "BLOB_READ_WRITE_TOKEN");
    expect(token?.contentHint).to.deep.equal({ type: "blob-read-write-token", storeId: store.id });
  });
});
