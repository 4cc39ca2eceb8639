// The remote build cache's rules over real HTTP: one team's artifacts are its own (by id or slug),
// the Remote Caching switch, who may write, bad headers refused, and bytes that survive a restart
// beside the state file rather than inside it.
import { expect } from "chai";
import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { startEmulator, type RunningEmulator } from "../../emulator";
import { emulatorAdmin, useEmulator } from "../support/emulator";
import { useStateDir } from "../support/state-dir";

interface Target {
  readonly url: string;
  readonly token: string;
}

async function put(target: Target, path: string, bytes: Buffer, headers: Record<string, string> = {}) {
  return fetch(`${target.url}${path}`, {
    method: "PUT",
    headers: {
      Authorization: `Bearer ${target.token}`,
      "Content-Type": "application/octet-stream",
      ...headers,
    },
    body: bytes,
  });
}

async function get(target: Target, path: string, method = "GET") {
  return fetch(`${target.url}${path}`, { method, headers: { Authorization: `Bearer ${target.token}` } });
}

describe("emulator: artifacts (remote build cache)", () => {
  const emulator = useEmulator();
  const bytes = randomBytes(2048);

  it("keeps each team's artifacts its own, named by id or slug", async () => {
    const { user, token } = await emulator.admin.createUser("builder");
    const other = await emulator.admin.createTeam("other-team", [user.id]);
    expect((await put(emulator, `/v8/artifacts/abc123?teamId=${emulator.teamId}`, bytes)).status).to.equal(
      202,
    );

    const bySlug = await get(emulator, `/v8/artifacts/abc123?slug=${emulator.teamSlug}`);
    expect(Buffer.from(await bySlug.arrayBuffer()).equals(bytes)).to.equal(true);
    expect(
      (await get({ url: emulator.url, token }, `/v8/artifacts/abc123?teamId=${other.id}`)).status,
    ).to.equal(404);
    expect((await get(emulator, "/v8/artifacts/abc123")).status, "the personal account").to.equal(404);
    // A team the caller is not in is refused before any artifact is looked at.
    expect((await get(emulator, `/v8/artifacts/abc123?teamId=${other.id}`)).status).to.equal(403);
  });

  it("answers a miss with 404 to GET and HEAD, and HEAD a hit with the headers alone", async () => {
    const missing = await get(emulator, `/v8/artifacts/nothere?teamId=${emulator.teamId}`);
    expect(missing.status).to.equal(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).to.equal("not_found");
    expect((await get(emulator, `/v8/artifacts/nothere?teamId=${emulator.teamId}`, "HEAD")).status).to.equal(
      404,
    );

    await put(emulator, `/v8/artifacts/there?teamId=${emulator.teamId}`, bytes, {
      "x-artifact-duration": "77",
    });
    const head = await get(emulator, `/v8/artifacts/there?teamId=${emulator.teamId}`, "HEAD");
    expect(head.status).to.equal(200);
    expect(head.headers.get("x-artifact-duration")).to.equal("77");
    expect(head.headers.get("content-length")).to.equal(String(bytes.length));
    expect(await head.text()).to.equal("");
  });

  it("refuses a bad duration header and a hash that cannot be one", async () => {
    const bad = await put(emulator, `/v8/artifacts/h1?teamId=${emulator.teamId}`, bytes, {
      "x-artifact-duration": "soon",
    });
    expect(bad.status).to.equal(400);
    expect(await bad.text()).to.include("x-artifact-duration");
    expect((await put(emulator, `/v8/artifacts/a.b?teamId=${emulator.teamId}`, bytes)).status).to.equal(400);
  });

  it("takes an artifact above the 10 MiB cap of JSON bodies, byte for byte", async () => {
    const big = randomBytes(12 * 1024 * 1024);
    expect((await put(emulator, `/v8/artifacts/big?teamId=${emulator.teamId}`, big)).status).to.equal(202);
    const back = await get(emulator, `/v8/artifacts/big?teamId=${emulator.teamId}`);
    expect(Buffer.from(await back.arrayBuffer()).equals(big)).to.equal(true);
  });

  it("follows the team's Remote Caching switch", async () => {
    await emulator.admin.api("PUT", `/_emulator/teams/${emulator.teamId}/remote-caching`, { enabled: false });
    const status = await emulator.admin.api("GET", `/v8/artifacts/status?teamId=${emulator.teamId}`);
    expect(status.body).to.deep.equal({ status: "disabled" });
    const refused = await put(emulator, `/v8/artifacts/h2?teamId=${emulator.teamId}`, bytes);
    expect(refused.status).to.equal(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).to.equal(
      "remote_caching_disabled",
    );

    await emulator.admin.api("PUT", `/_emulator/teams/${emulator.teamId}/remote-caching`, { enabled: true });
    expect((await put(emulator, `/v8/artifacts/h2?teamId=${emulator.teamId}`, bytes)).status).to.equal(202);
  });

  it("lets a developer fill the cache but not empty it", async () => {
    const { user, token } = await emulator.admin.createUser("dev");
    const team = await emulator.admin.createTeam("dev-team", [user.id], { [user.id]: "DEVELOPER" });
    const developer = { url: emulator.url, token };
    expect((await put(developer, `/v8/artifacts/d1?teamId=${team.id}`, bytes)).status).to.equal(202);
    const emptied = await fetch(`${emulator.url}/v8/artifacts?teamId=${team.id}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(emptied.status).to.equal(403);
  });
});

describe("emulator: artifacts persist beside the state file", () => {
  const token = "artifacts-persistence-token";
  const state = useStateDir("artifacts-state-");
  let running: RunningEmulator | undefined;
  const start = async () => {
    running = await startEmulator({ tokens: [token], stateFile: state.stateFile });
    return { url: running.url, token };
  };
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  it("keeps the bytes across a restart, in a file of their own and not in the JSON state", async () => {
    const bytes = randomBytes(64 * 1024);
    let target = await start();
    const uploaded = await put(target, "/v8/artifacts/persisted?slug=emulator", bytes, {
      "x-artifact-tag": "sig",
    });
    expect(uploaded.status).to.equal(202);
    await running?.close();

    target = await start();
    const again = await get(target, "/v8/artifacts/persisted?slug=emulator");
    expect(again.headers.get("x-artifact-tag")).to.equal("sig");
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).to.equal(true);
    const stateText = await readFile(state.stateFile, "utf8");
    expect(stateText.length, "the state names the bytes, it does not hold them").to.be.below(bytes.length);
    expect(await readdir(`${state.stateFile}.blobs`)).to.have.length(1);
    const deleted = await emulatorAdmin(() => target).api("DELETE", "/v8/artifacts?slug=emulator");
    expect(deleted.body).to.deep.equal({ deletedCount: 1 });
  });
});
