// The official Blob client, `@vercel/blob` (pinned in package.json), against the emulator's Blob
// data plane over loopback: it is pointed there as its own source reads (`VERCEL_BLOB_API_URL`),
// with a store's read-write token from the management API. put, list (flat and folded, paged),
// head, copy and del through the client; the object URLs it answers are downloaded with plain
// fetch and give the bytes back byte for byte; a private store's object needs the token; the
// client's own error classes for a missing blob, an overwrite refused and a bad token.
import { expect } from "chai";
import { randomBytes } from "node:crypto";
import { BlobAccessError, BlobError, BlobNotFoundError, copy, del, head, list, put } from "@vercel/blob";
import { useEmulator } from "../support/emulator";

describe("real client: @vercel/blob against the emulator's Blob data plane", function () {
  this.timeout(60_000);
  const emulator = useEmulator({ resetBetweenTests: false });
  const saved = { url: process.env.VERCEL_BLOB_API_URL, retries: process.env.VERCEL_BLOB_RETRIES };
  let token = "";
  let privateToken = "";

  const storeToken = async (body: object): Promise<string> => {
    const created = await emulator.admin.api<{ store: { id: string } }>(
      "POST",
      `/v1/storage/stores/blob?teamId=${emulator.teamId}`,
      body,
    );
    expect(created.status).to.equal(200);
    const secrets = await emulator.admin.api<{ rwToken: string }>(
      "GET",
      `/v1/storage/stores/${created.body.store.id}/secrets?teamId=${emulator.teamId}`,
    );
    return secrets.body.rwToken;
  };

  before(async () => {
    process.env.VERCEL_BLOB_API_URL = emulator.blobUrl;
    // The client retries a 5xx ten times by default: one answer is the test's.
    process.env.VERCEL_BLOB_RETRIES = "0";
    token = await storeToken({ name: "assets", access: "public" });
    privateToken = await storeToken({ name: "vault", access: "private" });
  });
  after(() => {
    for (const [name, value] of [
      ["VERCEL_BLOB_API_URL", saved.url],
      ["VERCEL_BLOB_RETRIES", saved.retries],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("puts bytes, heads them, and serves them back byte for byte at the URL it answered", async () => {
    const bytes = randomBytes(70_000);
    const put1 = await put("images/logo.png", bytes, { access: "public", token, cacheControlMaxAge: 3600 });
    expect(put1.pathname).to.equal("images/logo.png");
    expect(put1.contentType).to.equal("image/png");
    const info = await head(put1.url, { token });
    expect(info).to.include({ size: bytes.length, contentType: "image/png", pathname: "images/logo.png" });
    expect(info.cacheControl).to.contain("max-age=3600");
    expect(info.uploadedAt).to.be.instanceOf(Date);
    const download = await fetch(put1.url);
    expect(download.status).to.equal(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).to.equal(true);
    const attachment = await fetch(put1.downloadUrl);
    expect(attachment.headers.get("content-disposition")).to.match(/^attachment/);
  });

  it("refuses an overwrite unless allowed, and keeps the new bytes when it is", async () => {
    await put("notes/a.txt", "one", { access: "public", token });
    try {
      await put("notes/a.txt", "two", { access: "public", token });
      expect.fail("an overwrite without allowOverwrite was accepted");
    } catch (error) {
      expect(error).to.be.instanceOf(BlobError);
      expect((error as Error).message).to.contain("already exists");
    }
    const again = await put("notes/a.txt", "two", { access: "public", token, allowOverwrite: true });
    expect(await (await fetch(again.url)).text()).to.equal("two");
    const suffixed = await put("notes/a.txt", "three", { access: "public", token, addRandomSuffix: true });
    expect(suffixed.pathname).to.match(/^notes\/a-[A-Za-z0-9]{30}\.txt$/);
  });

  it("lists flat, folded and by pages", async () => {
    for (const name of ["docs/1.md", "docs/2.md", "docs/deep/3.md"]) {
      await put(name, name, { access: "public", token });
    }
    const flat = await list({ token, prefix: "docs/" });
    expect(flat.blobs.map((b) => b.pathname)).to.deep.equal(["docs/1.md", "docs/2.md", "docs/deep/3.md"]);
    const folded = await list({ token, prefix: "docs/", mode: "folded" });
    expect(folded.folders).to.deep.equal(["docs/deep/"]);
    expect(folded.blobs.map((b) => b.pathname)).to.deep.equal(["docs/1.md", "docs/2.md"]);
    const first = await list({ token, prefix: "docs/", limit: 2 });
    expect(first.hasMore).to.equal(true);
    const second = await list({ token, prefix: "docs/", limit: 2, cursor: first.cursor ?? "" });
    expect(second.blobs.map((b) => b.pathname)).to.deep.equal(["docs/deep/3.md"]);
    expect(second.hasMore).to.equal(false);
  });

  it("copies an object and deletes objects, after which head answers BlobNotFoundError", async () => {
    const source = await put("copy/from.json", JSON.stringify({ a: 1 }), { access: "public", token });
    const copied = await copy(source.url, "copy/to.json", { access: "public", token });
    expect(copied.contentType).to.match(/^application\/json/);
    expect(await (await fetch(copied.url)).json()).to.deep.equal({ a: 1 });
    await del([source.url, "copy/to.json"], { token });
    for (const gone of [source.url, copied.url]) {
      try {
        await head(gone, { token });
        expect.fail(`${gone} is still there`);
      } catch (error) {
        expect(error).to.be.instanceOf(BlobNotFoundError);
      }
    }
    expect((await fetch(copied.url)).status).to.equal(404);
  });

  it("serves a private store's object to its token only, and refuses a public put there", async () => {
    const secret = await put("keys/k.bin", Buffer.from([0, 1, 2, 255]), {
      access: "private",
      token: privateToken,
    });
    expect((await fetch(secret.url)).status).to.equal(403);
    const withToken = await fetch(secret.url, { headers: { authorization: `Bearer ${privateToken}` } });
    expect(Buffer.from(await withToken.arrayBuffer())).to.deep.equal(Buffer.from([0, 1, 2, 255]));
    try {
      await put("keys/open.txt", "x", { access: "public", token: privateToken });
      expect.fail("a public put into a private store was accepted");
    } catch (error) {
      expect((error as Error).message).to.contain("private");
    }
  });

  it("answers BlobAccessError to a token that is no store's", async () => {
    try {
      await list({ token: "vercel_blob_rw_nosuchstore_secret" });
      expect.fail("an unknown token listed");
    } catch (error) {
      expect(error).to.be.instanceOf(BlobAccessError);
    }
  });
});
