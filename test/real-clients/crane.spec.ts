// crane, the registry client of go-containerregistry, against the emulator's container registry
// over loopback (issue 21): `crane auth login` with a platform token (the emulator challenges with
// Basic, so crane sends the token as the password), a push of a tarball layer, the pull back byte
// for byte, the tags list, and deletes as the platform allows them (by digest; a tag delete is
// refused as the SDK documents). A token of a team the repository is not shared with is refused.
import { expect } from "chai";
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { craneClient, type CraneClient } from "../support/crane";
import { useEmulator } from "../support/emulator";

const sha256 = (bytes: Buffer): string => `sha256:${createHash("sha256").update(bytes).digest("hex")}`;

describe("real clients: crane against the container registry", function () {
  this.timeout(180_000);
  const emulator = useEmulator();
  let crane: CraneClient;
  let host = "";
  let repository = "";
  // Above the platform API's 10 MiB body limit: a layer goes in one PATCH, which the registry takes.
  const payload = randomBytes(12 * 1024 * 1024);

  /** A tarball holding one file, `app/payload.bin`: the layer crane appends. */
  async function layerTarball(dir: string): Promise<string> {
    await mkdir(join(dir, "app"), { recursive: true });
    await writeFile(join(dir, "app", "payload.bin"), payload);
    const tarball = join(dir, "layer.tar");
    execFileSync("tar", ["-cf", tarball, "-C", dir, "app/payload.bin"]);
    return tarball;
  }

  async function login(client: CraneClient, token: string): Promise<void> {
    await client.ok(["auth", "login", host, "-u", "token", "-p", token]);
  }

  beforeEach(async () => {
    host = new URL(emulator.url).host;
    repository = `${host}/${emulator.teamSlug}/web/api`;
    await emulator.admin.api("POST", `/v11/projects?teamId=${emulator.teamId}`, { name: "web" });
    await emulator.admin.api("POST", `/v1/vcr/repository?teamId=${emulator.teamId}`, {
      projectId: "web",
      name: "api",
    });
    crane = await craneClient();
    await login(crane, emulator.token);
  });

  afterEach(async () => {
    await crane.remove();
  });

  async function push(tag: string): Promise<string> {
    const tarball = await layerTarball(crane.home);
    await crane.ok(["append", "--insecure", "-f", tarball, "-t", `${repository}:${tag}`]);
    return (await crane.ok(["digest", "--insecure", `${repository}:${tag}`])).trim();
  }

  it("pushes an image and pulls it back byte for byte", async () => {
    const digest = await push("v1");
    const manifest = Buffer.from(await crane.ok(["manifest", "--insecure", `${repository}:v1`]), "latin1");
    expect(sha256(manifest)).to.equal(digest);
    const layers = (JSON.parse(manifest.toString("utf8")) as { layers: { digest: string }[] }).layers;
    const blobFile = join(crane.home, "blob.gz");
    await crane
      .ok(["blob", "--insecure", `${repository}@${layers[0]?.digest}`])
      .then((blob) => writeFile(blobFile, Buffer.from(blob, "latin1")));
    expect(sha256(await readFile(blobFile))).to.equal(layers[0]?.digest);

    const exported = join(crane.home, "fs.tar");
    await crane.ok(["export", "--insecure", `${repository}:v1`, exported]);
    const out = join(crane.home, "out");
    await mkdir(out);
    execFileSync("tar", ["-xf", exported, "-C", out]);
    expect((await readFile(join(out, "app", "payload.bin"))).equals(payload)).to.equal(true);

    const images = await emulator.admin.api<{ images: { manifestDigest: string; tags: string[] }[] }>(
      "GET",
      `/v1/vcr/repository/api/images?teamId=${emulator.teamId}&projectId=web`,
    );
    expect(images.body.images.map((image) => [image.manifestDigest, image.tags])).to.deep.equal([
      [digest, ["v1"]],
    ]);
  });

  it("lists tags, refuses a tag delete, and deletes the image by digest with its tags", async () => {
    const digest = await push("v1");
    await crane.ok(["tag", "--insecure", `${repository}:v1`, "v2"]);
    expect((await crane.ok(["ls", "--insecure", repository])).trim().split("\n")).to.deep.equal(["v1", "v2"]);

    const byTag = await crane.run(["delete", "--insecure", `${repository}:v2`]);
    expect(byTag.code).to.not.equal(0);
    expect(byTag.stderr).to.contain("UNSUPPORTED");

    await crane.ok(["delete", "--insecure", `${repository}@${digest}`]);
    expect((await crane.ok(["ls", "--insecure", repository])).trim()).to.equal("");
    const gone = await crane.run(["manifest", "--insecure", `${repository}:v1`]);
    expect(gone.stderr).to.contain("MANIFEST_UNKNOWN");
  });

  it("refuses a token without permission, then lets a shared team pull but not push", async () => {
    await push("v1");
    const outsider = await emulator.admin.createUser("outsider");
    await emulator.admin.createTeam("partner", [outsider.user.id]);
    const theirs = await craneClient();
    try {
      await login(theirs, outsider.token);
      const refused = await theirs.run(["ls", "--insecure", repository]);
      expect(refused.code).to.not.equal(0);
      expect(refused.stderr).to.contain("DENIED");

      await emulator.admin.api(
        "POST",
        `/v1/vcr/repository/api/permissions?teamId=${emulator.teamId}&projectId=web`,
        {
          teamSlug: "partner",
        },
      );
      expect((await theirs.ok(["ls", "--insecure", repository])).trim()).to.equal("v1");
      const tarball = await layerTarball(theirs.home);
      const push = await theirs.run(["append", "--insecure", "-f", tarball, "-t", `${repository}:theirs`]);
      expect(push.code).to.not.equal(0);
      expect(push.stderr).to.contain("DENIED");
    } finally {
      await theirs.remove();
    }
  });

  it("refuses a token the platform does not know", async () => {
    const stranger = await craneClient();
    try {
      await login(stranger, "not-a-platform-token");
      const refused = await stranger.run(["ls", "--insecure", repository]);
      expect(refused.code).to.not.equal(0);
      expect(refused.stderr).to.contain("UNAUTHORIZED");
    } finally {
      await stranger.remove();
    }
  });
});
