// Deployment through the provider's host functions against the emulator: the folder read at check
// (digests in the inputs, bad input refused before any call), create uploading only what the
// platform lacks, uploads and creates retried without duplicates, a failed build named, replace on
// a changed file, read and delete; and the lookups getDeployment, getProjectDirectory and getFile.
import { expect } from "chai";
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { host } from "../../provider/dynamic/host";
import { useEmulator } from "../support/emulator";
import { checkFailures, configureProvider, runNamedFunction, teamApi, type Props } from "./env-support";

const TYPE = "Deployment";

describe("Deployment provider", () => {
  const emulator = useEmulator();
  let projectId: string;
  let folder: string;

  beforeEach(async () => {
    configureProvider(emulator);
    // Unprotected: these tests fetch preview deployments (deployment-protection.spec.ts covers protection).
    const [project] = await emulator.admin.seedProjects([
      { teamId: emulator.teamId, name: "docs", ssoProtection: null },
    ]);
    projectId = String(project?.id);
    folder = await mkdtemp(join(tmpdir(), "deployment-spec-"));
    await writeFile(join(folder, "index.html"), "<h1>docs</h1>");
    await writeFile(join(folder, "a.css"), "a{}");
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const checked = async (news: Props) => {
    const { inputs, failures } = await host.check(TYPE, {}, news);
    expect(failures).to.deep.equal([]);
    return inputs;
  };
  const counts = async () => (await emulator.admin.requestCounts()).counts;

  it("reads the folder at check into fileDigests, and refuses bad input before any API call", async () => {
    const inputs = await checked({ projectId, directory: folder, files: { "extra.txt": "x" } });
    expect(Object.keys(inputs.fileDigests as Props)).to.deep.equal(["a.css", "extra.txt", "index.html"]);
    const sha = createHash("sha1").update("a{}").digest("hex");
    expect((inputs.fileDigests as Record<string, string>)["a.css"]).to.equal(`3~${sha}`);
    expect(await checkFailures(TYPE, { projectId })).to.deep.equal({
      files: "is required unless directory or ref is set: a deployment needs files",
    });
    expect(await checkFailures(TYPE, { projectId, directory: join(folder, "nope") })).to.deep.equal({
      directory: `${join(folder, "nope")} is not a folder`,
    });
    expect(
      await checkFailures(TYPE, { projectId, files: { a: "b" }, production: true, target: "staging" }),
    ).to.deep.equal({
      target: "must not be set on a production deployment",
    });
    expect(await counts()).to.deep.equal({});
  });

  it("uploads only the files the platform lacks, waits for READY, and replaces on a changed file", async () => {
    const inputs = await checked({ projectId, directory: folder, deleteOnDestroy: true });
    const { id, outs } = await host.create(TYPE, inputs);
    expect(outs).to.include({ readyState: "READY", deploymentId: id, projectId });
    expect(outs.url).to.match(/^docs-\w+-emulator\.vercel\.app$/);
    expect((await counts())["POST /v2/files"]).to.equal(2);

    await writeFile(join(folder, "a.css"), "a{color:red}");
    const changed = await checked({ projectId, directory: folder, deleteOnDestroy: true });
    const diff = await host.diff(TYPE, id, outs, changed);
    expect(diff.replaces).to.deep.equal(["fileDigests"]);
    expect(diff.deleteBeforeReplace).to.equal(false);
    await emulator.admin.clearRequestCounts();
    const next = await host.create(TYPE, changed);
    expect((await counts())["POST /v2/files"]).to.equal(1);
    await host.delete(TYPE, id, outs);
    const response = await emulator.admin.api("GET", `/v13/deployments/${id}?teamId=${emulator.teamId}`);
    expect(response.status).to.equal(404);
    expect((await host.read(TYPE, next.id, next.outs)).props).to.include({ url: next.outs.url });
  });

  it("retries a failed upload and a create whose answer was lost, without a duplicate", async () => {
    await emulator.admin.addFault({ method: "POST", path: "/v2/files", status: 503, times: 1 });
    await emulator.admin.addFault({ method: "POST", path: "/v13/deployments", dropResponse: true, times: 1 });
    const { id } = await host.create(TYPE, await checked({ projectId, files: { "index.html": "hi" } }));
    const listed = await teamApi<{ deployments: { uid: string }[] }>(
      emulator,
      "GET",
      `/v7/deployments?projectId=${projectId}`,
    );
    expect(listed.deployments.map((d) => d.uid)).to.deep.equal([id]);
  });

  it("fails the create when the build fails, naming the deployment and the last error event", async () => {
    const failed = await host
      .create(
        TYPE,
        await checked({
          projectId,
          files: { "index.html": "hi" },
          projectSettings: { buildCommand: "exit 3" },
        }),
      )
      .then(
        () => "",
        (error: Error) => error.message,
      );
    expect(failed).to.match(
      /deployment dpl_\w+ \(docs-\S+\.vercel\.app\) ended ERROR: Error: Command "exit 3" exited with 3/,
    );
  });

  it("sends its own variables, whose names the platform lists and whose values it never answers", async () => {
    const { id, outs } = await host.create(
      TYPE,
      await checked({ projectId, files: { "index.html": "hi" }, environment: { API_KEY: "s3cr3t-value" } }),
    );
    expect(outs.domains).to.deep.equal(outs.aliases);
    const response = await emulator.admin.api("GET", `/v13/deployments/${id}?teamId=${emulator.teamId}`);
    const text = JSON.stringify(response.body);
    expect(response.body).to.deep.include({ env: ["API_KEY"], build: { env: ["API_KEY"] } });
    expect(text).to.not.include("s3cr3t-value");
    // The digest `adopt` reads rides in meta, visible to the team: it holds no value in clear.
    expect(JSON.stringify(outs.meta ?? {})).to.not.include("s3cr3t-value");
  });

  it("deploys a Git ref of the linked repository, refused before any call with files, and by the emulator without Git content", async () => {
    expect(await checkFailures(TYPE, { projectId, ref: "main", files: { a: "b" } })).to.deep.equal({
      ref: "deploys the Git repository: leave files and directory unset",
    });
    const unlinked = await host.create(TYPE, await checked({ projectId, ref: "main" })).then(
      () => "",
      (error: Error) => error.message,
    );
    expect(unlinked).to.include(
      `Deployment of project ${projectId}: ref: the project has no Git repository linked`,
    );
    await teamApi(emulator, "POST", `/v9/projects/${projectId}/link`, { type: "github", repo: "acme/docs" });
    const linked = await host.create(TYPE, await checked({ projectId, ref: "feature-x" })).then(
      () => "",
      (error: Error) => error.message,
    );
    expect(linked).to.match(/incorrect_git_source_info|has no reference "feature-x"/);
  });

  it("looks up a deployment, and deploys local files named as getProjectDirectory and getFile name them", async () => {
    const directory = await runNamedFunction(emulator, "getProjectDirectory", { path: folder });
    const sha = createHash("sha1").update("<h1>docs</h1>").digest("hex");
    expect(directory.files).to.include({ [`${folder}/index.html`]: `13~${sha}` });
    const file = await runNamedFunction(emulator, "getFile", { path: join(folder, "a.css") });
    expect(Object.keys(file.file as Props)).to.deep.equal([join(folder, "a.css")]);
    const inputs = await checked({ projectId, files: directory.files, pathPrefix: folder });
    expect(Object.keys(inputs.fileDigests as Props)).to.deep.equal(["a.css", "index.html"]);
    const { id, outs } = await host.create(TYPE, inputs);
    const found = await runNamedFunction(emulator, "getDeployment", { id: String(outs.url) });
    expect(found).to.include({ id, url: outs.url, readyState: "READY", projectId });
    const served = await fetch(`${emulator.url}/_sites/${String(outs.url)}/`);
    expect(await served.text()).to.equal("<h1>docs</h1>");
  });

  it("Alias: points a hostname at a deployment, moves it in place, serves it, and is refused elsewhere", async () => {
    const first = await host.create(TYPE, await checked({ projectId, files: { "index.html": "one" } }));
    const second = await host.create(TYPE, await checked({ projectId, files: { "index.html": "two" } }));
    const inputs = { alias: "Docs-Demo.vercel.app", deploymentId: first.id };
    const { inputs: aliasInputs } = await host.check("Alias", {}, inputs);
    const alias = await host.create("Alias", aliasInputs);
    expect(alias.outs).to.include({ alias: "docs-demo.vercel.app", deploymentId: first.id });
    const served = async () => (await fetch(`${emulator.url}/_sites/docs-demo.vercel.app/`)).text();
    expect(await served()).to.equal("one");
    const moved = await host.diff("Alias", alias.id, alias.outs, { ...aliasInputs, deploymentId: second.id });
    expect(moved.replaces).to.deep.equal([]);
    await host.update("Alias", alias.id, alias.outs, { ...aliasInputs, deploymentId: second.id });
    expect(await served()).to.equal("two");
    const found = await runNamedFunction(emulator, "getAlias", { alias: "docs-demo.vercel.app" });
    expect(found).to.include({ id: alias.id, deploymentId: second.id });
    const refused = await host
      .create("Alias", { alias: "www.someone-else.example", deploymentId: first.id })
      .then(
        () => "",
        (error: Error) => error.message,
      );
    expect(refused).to.include("not_domain_owner");
    await host.delete("Alias", alias.id, alias.outs);
    expect((await fetch(`${emulator.url}/_sites/docs-demo.vercel.app/`)).status).to.equal(404);
  });
});
