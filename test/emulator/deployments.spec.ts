// The deployments area through @vercel/sdk over loopback: uploads checked by SHA-1 and size,
// `missing_files` naming exactly the SHAs not uploaded, the build's states on the emulator's clock
// (QUEUED → BUILDING → READY, ERROR by the `exit <n>` rule, CANCELED), events, files, the list's
// filters and pages, production aliases, and deletes (also by cascade from the project).
import { Vercel } from "@vercel/sdk";
import { expect } from "chai";
import { createHash } from "node:crypto";
import type { Deployment } from "../../schema/deployments";
import { useEmulator } from "../support/emulator";
import { sdkRefusal } from "../support/rejection";

const sha1 = (body: Buffer) => createHash("sha1").update(body).digest("hex");

describe("emulator deployments", () => {
  const emulator = useEmulator();
  let sdk: Vercel;
  const teamId = () => emulator.teamId;
  const api = <T>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`, body);
  const advance = (ms: number) => emulator.admin.api("POST", "/_emulator/clock", { advanceMs: ms });
  const QUEUED_MS = 10 * 60_000;
  const BUILD_MS = 20 * 60_000;

  before(() => {
    sdk = new Vercel({ bearerToken: emulator.token, serverURL: emulator.url });
  });

  beforeEach(async () => {
    await api("POST", "/v11/projects", { name: "site" });
    // Long enough that no state changes unless the test moves the clock.
    await emulator.admin.api("PUT", "/_emulator/deployments/build-timing", {
      queuedMs: QUEUED_MS,
      buildMs: BUILD_MS,
    });
  });

  const upload = (body: Buffer, digest = sha1(body)) =>
    sdk.deployments.uploadFile({
      teamId: teamId(),
      xVercelDigest: digest,
      requestBody: new Uint8Array(body),
    });

  const html = Buffer.from("<!doctype html><h1>hello</h1>\n");
  const css = Buffer.from("h1 { color: red }\n");
  const files = [
    { file: "index.html", sha: sha1(html), size: html.length },
    { file: "assets/site.css", sha: sha1(css), size: css.length },
  ];
  const deploy = async (extra: Record<string, unknown> = {}) =>
    (await sdk.deployments.createDeployment({
      teamId: teamId(),
      requestBody: { name: "site", files, ...extra },
    })) as Deployment;

  it("stores an upload under its SHA-1 and refuses a digest or a size that does not match the body", async () => {
    await upload(html);
    const wrongDigest = await sdkRefusal(upload(html, sha1(css)));
    expect(wrongDigest.status).to.equal(400);
    expect(wrongDigest.error["code"]).to.equal("invalid_digest");
    expect(wrongDigest.error["message"]).to.include(sha1(html));

    const response = await fetch(`${emulator.url}/v2/files?teamId=${teamId()}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${emulator.token}`,
        "x-vercel-digest": sha1(html),
        "x-now-size": "3",
      },
      body: html,
    });
    expect(response.status).to.equal(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).to.equal("invalid_size");

    const noDigest = await fetch(`${emulator.url}/v2/files?teamId=${teamId()}`, {
      method: "POST",
      headers: { authorization: `Bearer ${emulator.token}` },
      body: html,
    });
    expect(noDigest.status).to.equal(400);
  });

  it("answers missing_files with exactly the SHAs not uploaded yet, then deploys once they are", async () => {
    await upload(html);
    const missing = await sdkRefusal(deploy());
    expect(missing.status).to.equal(400);
    expect(missing.error).to.deep.include({ code: "missing_files", missing: [sha1(css)] });
    expect((await sdk.deployments.getDeployments({ teamId: teamId() })).deployments).to.have.length(0);

    await upload(css);
    const created = await deploy();
    expect(created.readyState).to.equal("QUEUED");
    expect(created.url).to.match(/^site-[a-z0-9]{9}-[a-z0-9-]+\.vercel\.app$/);
    const tree = await sdk.deployments.listDeploymentFiles({ teamId: teamId(), id: created.id });
    expect(tree.map((node) => node.name)).to.deep.equal(["assets", "index.html"]);
    expect(tree[0]?.children?.[0]).to.include({ name: "site.css", uid: sha1(css), type: "file" });
    const content = await api<{ data: string }>("GET", `/v8/deployments/${created.id}/files/${sha1(css)}`);
    expect(Buffer.from(content.body.data, "base64").toString()).to.equal(css.toString());
  });

  it("creates the project a new `name` names, once every file is there; a missing `project` is 404", async () => {
    const projectNames = async () =>
      (await api<{ projects: { name: string }[] }>("GET", "/v10/projects")).body.projects.map((p) => p.name);
    await upload(html);
    const fresh = (extra: Record<string, unknown> = {}) =>
      sdk.deployments.createDeployment({
        teamId: teamId(),
        requestBody: { name: "fresh-site", files, ...extra },
      });
    const missing = await sdkRefusal(fresh());
    expect(missing.error).to.deep.include({ code: "missing_files" });
    expect(await projectNames()).to.deep.equal(["site"]);
    await upload(css);
    const created = (await fresh()) as Deployment;
    const project = await sdk.projects.getProject({ teamId: teamId(), idOrName: "fresh-site" });
    expect(created).to.include({ projectId: project.id, name: "fresh-site" });
    // The next deployment of the name goes to that project, not a new one.
    expect(((await fresh()) as Deployment).projectId).to.equal(project.id);
    const unknown = await sdkRefusal(fresh({ project: "no-such-project" }));
    expect([unknown.status, unknown.error["code"]]).to.deep.equal([404, "not_found"]);
    const badName = await sdkRefusal(fresh({ name: "Not A Name" }));
    expect([badName.status, badName.error["code"]]).to.deep.equal([400, "bad_request"]);
    expect(await projectNames()).to.have.members(["site", "fresh-site"]);
  });

  it("moves QUEUED → BUILDING → READY on the emulator's clock, with the build's events", async () => {
    await upload(html);
    await upload(css);
    const { id, url } = await deploy();
    const state = async () =>
      (await sdk.deployments.getDeployment({ teamId: teamId(), idOrUrl: id })).readyState;
    expect(await state()).to.equal("QUEUED");
    await advance(QUEUED_MS);
    expect(await state()).to.equal("BUILDING");
    await advance(BUILD_MS);
    expect(await state()).to.equal("READY");
    const byUrl = await sdk.deployments.getDeployment({ teamId: teamId(), idOrUrl: `https://${url}` });
    expect(byUrl).to.include({ id, aliasAssigned: true });
    const events = (await api<{ type: string; text: string }[]>("GET", `/v3/deployments/${id}/events`)).body;
    expect(events.map((e) => e.text)).to.include("Downloading 2 deployment files...");
    expect(events.at(-1)?.text).to.equal("Deployment completed");
  });

  it("fails a build whose command is `exit <n>`, the last event naming the command", async () => {
    await upload(html);
    await upload(css);
    const { id } = await deploy({ projectSettings: { buildCommand: "exit 2" } });
    await advance(QUEUED_MS + BUILD_MS);
    const failed = await sdk.deployments.getDeployment({ teamId: teamId(), idOrUrl: id });
    expect(failed).to.include({ readyState: "ERROR", errorCode: "BUILD_FAILED" });
    const events = (
      await api<{ type: string; text: string; level?: string }[]>("GET", `/v3/deployments/${id}/events`)
    ).body;
    expect(events.at(-1)).to.include({
      type: "stderr",
      level: "error",
      text: 'Error: Command "exit 2" exited with 2',
    });
  });

  it("cancels a deployment until it is finished", async () => {
    await upload(html);
    await upload(css);
    const { id } = await deploy();
    await advance(QUEUED_MS);
    const canceled = await sdk.deployments.cancelDeployment({ teamId: teamId(), id });
    expect(canceled.readyState).to.equal("CANCELED");
    await advance(BUILD_MS);
    expect((await sdk.deployments.getDeployment({ teamId: teamId(), idOrUrl: id })).readyState).to.equal(
      "CANCELED",
    );
    const again = await sdkRefusal(sdk.deployments.cancelDeployment({ teamId: teamId(), id }));
    expect(again.status).to.equal(400);
    expect(again.error["message"]).to.include("CANCELED");
  });

  it("lists newest first with filters and pages", async () => {
    await upload(html);
    await upload(css);
    await api("POST", "/v11/projects", { name: "other" });
    const a = await deploy();
    const b = await deploy({ target: "production" });
    const c = await deploy();
    await sdk.deployments.createDeployment({ teamId: teamId(), requestBody: { name: "other", files } });
    const first = await sdk.deployments.getDeployments({ teamId: teamId(), app: "site", limit: 2 });
    expect(first.deployments.map((d) => d.uid)).to.deep.equal([c.id, b.id]);
    const next = first.pagination.next;
    expect(next).to.be.a("number");
    const second = await sdk.deployments.getDeployments({
      teamId: teamId(),
      app: "site",
      limit: 2,
      until: next as number,
    });
    expect(second.deployments.map((d) => d.uid)).to.deep.equal([a.id]);
    expect(second.pagination.next).to.equal(null);
    const production = await sdk.deployments.getDeployments({ teamId: teamId(), target: "production" });
    expect(production.deployments.map((d) => d.uid)).to.deep.equal([b.id]);
    await sdk.deployments.cancelDeployment({ teamId: teamId(), id: a.id });
    const canceled = await sdk.deployments.getDeployments({ teamId: teamId(), state: "CANCELED" });
    expect(canceled.deployments.map((d) => d.uid)).to.deep.equal([a.id]);
  });

  it("gives a READY production deployment the project's domains, taken from the one before", async () => {
    await upload(html);
    await upload(css);
    await api("POST", "/v10/projects/site/domains", { name: "www.example.com" });
    const first = await deploy({ target: "production" });
    const preview = await deploy();
    await advance(QUEUED_MS + BUILD_MS);
    expect(
      (await sdk.deployments.getDeployment({ teamId: teamId(), idOrUrl: first.id })).alias,
    ).to.deep.equal(["www.example.com"]);
    expect(
      (await sdk.deployments.getDeployment({ teamId: teamId(), idOrUrl: preview.id })).alias,
    ).to.deep.equal([]);
    const second = await deploy({ target: "production" });
    await advance(QUEUED_MS + BUILD_MS);
    expect(
      (await sdk.deployments.getDeployment({ teamId: teamId(), idOrUrl: second.id })).alias,
    ).to.deep.equal(["www.example.com"]);
    expect(
      (await sdk.deployments.getDeployment({ teamId: teamId(), idOrUrl: first.id })).alias,
    ).to.deep.equal([]);
  });

  it("deletes a deployment, and every deployment of a deleted project", async () => {
    await upload(html);
    await upload(css);
    const one = await deploy();
    const two = await deploy();
    const deleted = await sdk.deployments.deleteDeployment({ teamId: teamId(), id: one.id });
    expect(deleted).to.deep.equal({ uid: one.id, state: "DELETED" });
    expect(
      (await sdkRefusal(sdk.deployments.getDeployment({ teamId: teamId(), idOrUrl: one.id }))).status,
    ).to.equal(404);
    await api("DELETE", "/v9/projects/site");
    expect(
      (await sdkRefusal(sdk.deployments.getDeployment({ teamId: teamId(), idOrUrl: two.id }))).status,
    ).to.equal(404);
    expect((await emulator.admin.state()).total).to.equal(0);
  });
});
