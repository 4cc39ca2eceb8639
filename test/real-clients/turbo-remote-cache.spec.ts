// The real `turbo` against the emulator's remote build cache: a two-package monorepo builds once and
// uploads its task artifacts (signed: x-artifact-tag), then a clean clone, without any local cache,
// replays both tasks from the emulator (FULL TURBO) with outputs identical byte for byte; a clone
// whose signing key differs refuses the artifacts and rebuilds. Every request turbo makes must be a
// route the emulator serves (useEmulator fails the test on an unserved one).
import { expect } from "chai";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { useEmulator } from "../support/emulator";
import { BUILD_OUTPUTS, createMonorepo, type Monorepo } from "../support/turbo-monorepo";
import { turboBuild, type TurboRemote } from "../support/turbo";

describe("real clients: turbo remote cache", function () {
  // turbo spawns npm for each task; a loaded 2-core CI needs room.
  this.timeout(180_000);
  const emulator = useEmulator({ resetBetweenTests: false });
  let repo: Monorepo;
  const remote = (signatureKey = "emulator-test-signing-key-of-32-bytes!"): TurboRemote => ({
    api: emulator.url,
    token: emulator.token,
    team: emulator.teamSlug,
    signatureKey,
  });

  before(async () => {
    repo = await createMonorepo();
  });
  after(async () => {
    await repo?.remove();
  });

  let uploaded: string[] = [];

  it("uploads both tasks' artifacts, signed, on the first run", async () => {
    const first = await turboBuild(repo.origin, remote());
    expect(first.output).to.include("Remote caching enabled");
    expect(first.executed).to.have.length(2);
    uploaded = first.executed;

    const query = await emulator.admin.api<Record<string, { size: number; tag?: string } | null>>(
      "POST",
      `/v8/artifacts?slug=${emulator.teamSlug}`,
      { hashes: uploaded },
    );
    for (const hash of uploaded) {
      const info = query.body[hash];
      expect(info, `artifact ${hash} on the emulator`).to.be.an("object");
      expect(info?.size).to.be.greaterThan(0);
      expect(info?.tag, "turbo's signature").to.be.a("string").and.not.equal("");
    }
  });

  it("replays both tasks from the remote cache in a clean clone, outputs byte for byte", async () => {
    const clone = await repo.clone("clean-clone");
    const second = await turboBuild(clone, remote());
    expect(second.output).to.include("FULL TURBO");
    expect(second.executed).to.deep.equal([]);
    expect([...second.hits].sort()).to.deep.equal([...uploaded].sort());
    for (const output of BUILD_OUTPUTS) {
      const restored = await readFile(join(clone, output));
      const built = await readFile(join(repo.origin, output));
      expect(restored.equals(built), output).to.equal(true);
    }
  });

  it("rebuilds in a clone whose signing key does not match the artifacts' tags", async () => {
    const clone = await repo.clone("other-key-clone");
    const run = await turboBuild(clone, remote("another-signing-key-of-at-least-32-bytes"));
    expect(run.hits).to.deep.equal([]);
    expect([...run.executed].sort()).to.deep.equal([...uploaded].sort());
  });
});
