// The container registry's protocol (/v2/, the distribution spec as seed 000 lists it) over real
// HTTP: the challenge, chunked and monolithic uploads with their digests checked, blobs, manifests
// by tag and digest with their headers, the tags list's pages, the platform's delete rules, who may
// pull and push, and blobs that survive a restart with a state file.
import { expect } from "chai";
import { startEmulator } from "../../emulator";
import { emulatorAdmin, useEmulator } from "../support/emulator";
import { OCI_MANIFEST, registryClient, sha256 } from "../support/registry-client";
import { useStateDir } from "../support/state-dir";

const NAME = "emulator/web/api";

describe("emulator: vcr registry protocol", () => {
  const emulator = useEmulator();
  const registry = () => registryClient(emulator.url, emulator.token);
  const errorCode = async (response: Response) =>
    ((await response.json()) as { errors: { code: string }[] }).errors[0]?.code;

  beforeEach(async () => {
    await emulator.admin.api("POST", `/v11/projects?teamId=${emulator.teamId}`, { name: "web" });
    await emulator.admin.api("POST", `/v1/vcr/repository?teamId=${emulator.teamId}`, {
      projectId: "web",
      name: "api",
    });
  });

  it("challenges a call without credentials, and takes the token as bearer or as the Basic password", async () => {
    const anonymous = await registryClient(emulator.url, undefined).call("GET", "");
    expect(anonymous.status).to.equal(401);
    expect(anonymous.headers.get("www-authenticate")).to.equal('Basic realm="vcr"');
    expect(await errorCode(anonymous)).to.equal("UNAUTHORIZED");
    expect((await registry().call("GET", "")).status).to.equal(200);
    const basic = `Basic ${Buffer.from(`anyone:${emulator.token}`).toString("base64")}`;
    const viaBasic = await registryClient(emulator.url, undefined).call("GET", `${NAME}/tags/list`, {
      headers: { authorization: basic },
    });
    expect(viaBasic.status).to.equal(200);
    const wrong = await registryClient(emulator.url, "not-a-token").call("GET", "");
    expect(wrong.status).to.equal(401);
  });

  it("uploads a blob in chunks with Content-Range, refuses a chunk out of order, and checks the digest", async () => {
    const bytes = Buffer.from("0123456789abcdefghij");
    const started = await registry().call("POST", `${NAME}/blobs/uploads/`);
    expect(started.status).to.equal(202);
    const location = started.headers.get("location") ?? "";
    const uuid = started.headers.get("docker-upload-uuid");
    expect(location).to.equal(`/v2/${NAME}/blobs/uploads/${uuid}`);
    const path = location.slice("/v2/".length);
    const first = await registry().call("PATCH", path, {
      body: bytes.subarray(0, 8),
      headers: { "content-range": "0-7" },
    });
    expect(first.status).to.equal(202);
    expect(first.headers.get("range")).to.equal("0-7");
    const skipped = await registry().call("PATCH", path, {
      body: bytes.subarray(12),
      headers: { "content-range": "12-19" },
    });
    expect(skipped.status).to.equal(416);
    expect(skipped.headers.get("range")).to.equal("0-7");
    await registry().call("PATCH", path, { body: bytes.subarray(8), headers: { "content-range": "8-19" } });
    const status = await registry().call("GET", path);
    expect([status.status, status.headers.get("range")]).to.deep.equal([204, "0-19"]);

    const digest = sha256(bytes);
    const done = await registry().call("PUT", `${path}?digest=${digest}`);
    expect(done.status).to.equal(201);
    expect(done.headers.get("docker-content-digest")).to.equal(digest);
    const blob = await registry().call("GET", `${NAME}/blobs/${digest}`);
    expect(Buffer.from(await blob.arrayBuffer())).to.deep.equal(bytes);
    const part = await registry().call("GET", `${NAME}/blobs/${digest}`, {
      headers: { range: "bytes=10-14" },
    });
    expect([part.status, await part.text()]).to.deep.equal([206, "abcde"]);
    const head = await registry().call("HEAD", `${NAME}/blobs/${digest}`);
    expect([head.status, head.headers.get("content-length")]).to.deep.equal([200, "20"]);
  });

  it("answers DIGEST_INVALID in the spec's error shape and keeps nothing of a wrong upload", async () => {
    const started = await registry().call("POST", `${NAME}/blobs/uploads/`);
    const path = (started.headers.get("location") ?? "").slice("/v2/".length);
    const claimed = sha256("something else");
    const done = await registry().call("PUT", `${path}?digest=${claimed}`, {
      body: Buffer.from("the bytes"),
    });
    expect(done.status).to.equal(400);
    const body = (await done.json()) as { errors: { code: string; message: string; detail: unknown }[] };
    expect(body.errors).to.have.length(1);
    expect(body.errors[0]).to.include({ code: "DIGEST_INVALID" });
    expect(body.errors[0]?.detail).to.deep.equal({ expected: claimed, computed: sha256("the bytes") });
    expect((await registry().call("HEAD", `${NAME}/blobs/${claimed}`)).status).to.equal(404);
    const monolithic = await registry().call("POST", `${NAME}/blobs/uploads/?digest=${sha256("x")}`, {
      body: "y",
    });
    expect(await errorCode(monolithic)).to.equal("DIGEST_INVALID");
  });

  it("serves manifests by tag and by digest with their media type and digest, and refuses unknown blobs", async () => {
    const pushed = await registry().pushImage(NAME, "v1", [Buffer.from("layer")]);
    for (const reference of ["v1", pushed.digest]) {
      const got = await registry().call("GET", `${NAME}/manifests/${reference}`);
      expect(got.headers.get("content-type")).to.equal(OCI_MANIFEST);
      expect(got.headers.get("docker-content-digest")).to.equal(pushed.digest);
      expect(Buffer.from(await got.arrayBuffer())).to.deep.equal(pushed.manifest);
      const head = await registry().call("HEAD", `${NAME}/manifests/${reference}`);
      expect(head.headers.get("content-length")).to.equal(String(pushed.manifest.length));
    }
    const dangling = JSON.stringify({
      schemaVersion: 2,
      mediaType: OCI_MANIFEST,
      config: { mediaType: "application/vnd.oci.image.config.v1+json", digest: sha256("nope"), size: 4 },
      layers: [],
    });
    const refused = await registry().call("PUT", `${NAME}/manifests/v2`, {
      body: dangling,
      headers: { "content-type": OCI_MANIFEST },
    });
    expect(await errorCode(refused)).to.equal("MANIFEST_BLOB_UNKNOWN");
    const misnamed = await registry().call("PUT", `${NAME}/manifests/${sha256("other")}`, {
      body: pushed.manifest,
      headers: { "content-type": OCI_MANIFEST },
    });
    expect(await errorCode(misnamed)).to.equal("DIGEST_INVALID");
    expect(await errorCode(await registry().call("GET", `${NAME}/manifests/missing`))).to.equal(
      "MANIFEST_UNKNOWN",
    );
  });

  it("pages the tags list with n and last, and a Link to the next page", async () => {
    const pushed = await registry().pushImage(NAME, "c", [Buffer.from("layer")]);
    for (const tag of ["a", "b", "d"]) {
      await registry().call("PUT", `${NAME}/manifests/${tag}`, {
        body: pushed.manifest,
        headers: { "content-type": OCI_MANIFEST },
      });
    }
    const first = await registry().call("GET", `${NAME}/tags/list?n=2`);
    expect(await first.json()).to.deep.equal({ name: NAME, tags: ["a", "b"] });
    expect(first.headers.get("link")).to.equal(`</v2/${NAME}/tags/list?n=2&last=b>; rel="next"`);
    const second = await registry().call("GET", `${NAME}/tags/list?n=2&last=b`);
    expect(await second.json()).to.deep.equal({ name: NAME, tags: ["c", "d"] });
    expect(second.headers.get("link")).to.equal(null);
  });

  it("deletes a manifest by digest only, with its tags; never a blob", async () => {
    const pushed = await registry().pushImage(NAME, "v1", [Buffer.from("layer")]);
    const byTag = await registry().call("DELETE", `${NAME}/manifests/v1`);
    expect([byTag.status, await errorCode(byTag)]).to.deep.equal([405, "UNSUPPORTED"]);
    const blob = await registry().call("DELETE", `${NAME}/blobs/${pushed.layerDigests[0]}`);
    expect([blob.status, await errorCode(blob)]).to.deep.equal([405, "UNSUPPORTED"]);
    expect((await registry().call("DELETE", `${NAME}/manifests/${pushed.digest}`)).status).to.equal(202);
    expect(await (await registry().call("GET", `${NAME}/tags/list`)).json()).to.deep.equal({
      name: NAME,
      tags: [],
    });
    expect((await registry().call("GET", `${NAME}/manifests/${pushed.digest}`)).status).to.equal(404);
  });

  it("lets another team pull only once the repository is shared with it, and never push", async () => {
    const pushed = await registry().pushImage(NAME, "v1", [Buffer.from("layer")]);
    const outsider = await emulator.admin.createUser("outsider");
    await emulator.admin.createTeam("partner", [outsider.user.id]);
    const theirs = registryClient(emulator.url, outsider.token);
    const before = await theirs.call("GET", `${NAME}/manifests/v1`);
    expect([before.status, await errorCode(before)]).to.deep.equal([403, "DENIED"]);
    await emulator.admin.api(
      "POST",
      `/v1/vcr/repository/api/permissions?teamId=${emulator.teamId}&projectId=web`,
      {
        teamSlug: "partner",
      },
    );
    const after = await theirs.call("GET", `${NAME}/manifests/v1`);
    expect(after.headers.get("docker-content-digest")).to.equal(pushed.digest);
    const push = await theirs.call("POST", `${NAME}/blobs/uploads/`);
    expect([push.status, await errorCode(push)]).to.deep.equal([403, "DENIED"]);
    const unknown = await registry().call("GET", "emulator/web/nothing/tags/list");
    expect(await errorCode(unknown)).to.equal("NAME_UNKNOWN");
  });

  it("lists in the management API the images and tags that were pushed", async () => {
    const pushed = await registry().pushImage(NAME, "v1", [
      Buffer.from("layer one"),
      Buffer.from("layer two"),
    ]);
    const query = `teamId=${emulator.teamId}&projectId=web`;
    const images = await emulator.admin.api<{
      images: { manifestDigest: string; tags: string[]; arch: string; sizeInBytes: number }[];
    }>("GET", `/v1/vcr/repository/api/images?${query}`);
    expect(images.body.images).to.have.length(1);
    expect(images.body.images[0]).to.deep.include({
      manifestDigest: pushed.digest,
      tags: ["v1"],
      arch: "amd64",
    });
    const tag = await emulator.admin.api<{ tag: { manifestDigest: string } }>(
      "GET",
      `/v1/vcr/repository/api/tags/v1?${query}`,
    );
    expect(tag.body.tag.manifestDigest).to.equal(pushed.digest);
  });
});

describe("emulator: vcr blobs with a state file", () => {
  const state = useStateDir("vcr-state-");
  const token = "vcr-persistence-token";

  it("keeps pushed blobs and manifests across a restart, byte for byte", async () => {
    let running = await startEmulator({ tokens: [token], stateFile: state.stateFile });
    const admin = emulatorAdmin(() => ({ url: running.url, token }));
    await admin.api("POST", "/v11/projects?slug=emulator", { name: "web" });
    await admin.api("POST", "/v1/vcr/repository?slug=emulator", { projectId: "web", name: "api" });
    const layer = Buffer.alloc(3 * 1024 * 1024, 7);
    const pushed = await registryClient(running.url, token).pushImage(NAME, "v1", [layer]);
    await running.close();

    running = await startEmulator({ tokens: [token], stateFile: state.stateFile });
    try {
      const pulled = await registryClient(running.url, token).call(
        "GET",
        `${NAME}/blobs/${pushed.layerDigests[0]}`,
      );
      expect(sha256(Buffer.from(await pulled.arrayBuffer()))).to.equal(sha256(layer));
      const manifest = await registryClient(running.url, token).call("GET", `${NAME}/manifests/v1`);
      expect(manifest.headers.get("docker-content-digest")).to.equal(pushed.digest);
    } finally {
      await running.close();
    }
  });
});
