// A prebuilt output deployed as `vercel deploy --prebuilt` does, through the provider's host
// functions against the emulator: `prebuilt` + `directory` (the project folder or its
// .vercel/output) read at check, refused before any API call when it cannot be deployed (no output,
// no config.json, a failed build, built for another project or environment); deployed, the site
// serves its static files with config.json's routes. getPrebuiltProject answers the output's files
// for a Deployment's `files` + `pathPrefix` (the Terraform provider's form), and refuses likewise.
import { expect } from "chai";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { host } from "../../provider/dynamic/host";
import { useEmulator } from "../support/emulator";
import { writePrebuiltOutput } from "../support/prebuilt-output";
import { rejection } from "../support/rejection";
import { checkFailures, configureProvider, runNamedFunction, type Props } from "./env-support";

const TYPE = "Deployment";

describe("Deployment of a prebuilt output, and getPrebuiltProject", () => {
  const emulator = useEmulator();
  let projectId: string;
  const folders: string[] = [];
  const output = async (...args: Parameters<typeof writePrebuiltOutput>) => {
    const folder = await writePrebuiltOutput(...args);
    folders.push(folder);
    return folder;
  };

  beforeEach(async () => {
    configureProvider(emulator);
    // Unprotected: these tests fetch preview deployments.
    const [project] = await emulator.admin.seedProjects([
      { teamId: emulator.teamId, name: "built", ssoProtection: null },
    ]);
    projectId = String(project?.id);
  });
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
  });

  const site = (url: string, path: string) =>
    fetch(`${emulator.url}/_sites/${url}${path}`, { redirect: "manual" });
  const expectServed = async (url: string) => {
    const home = await site(url, "/");
    expect([await home.text(), home.headers.get("x-built")]).to.deep.equal(["<h1>prebuilt</h1>", "prebuilt"]);
    const legacy = await site(url, "/legacy/intro");
    expect([legacy.status, legacy.headers.get("location")]).to.deep.equal([308, "/docs/intro"]);
    const missing = await site(url, "/nowhere");
    expect([missing.status, await missing.text()]).to.deep.equal([404, "<h1>prebuilt 404</h1>"]);
    // The source beside the output is not deployed.
    expect((await site(url, "/src/index.js")).status).to.equal(404);
  };

  it("refuses, before any API call, an output that cannot be deployed, naming the field", async () => {
    const linked = await output({ projectId: "prj_someoneelse", target: "preview" });
    const noConfig = await output({ config: false });
    const failed = await output({ failed: true });
    const production = await output({ projectId, target: "production" });
    const empty = folders[0] ? join(folders[0], "src") : "";
    await emulator.admin.clearRequestCounts();
    expect(await checkFailures(TYPE, { projectId, prebuilt: true })).to.deep.equal({
      directory: "is required with prebuilt: the folder holding .vercel/output (or that folder)",
    });
    expect(
      await checkFailures(TYPE, { projectId, prebuilt: true, directory: linked, files: { a: "b" } }),
    ).to.deep.equal({
      files: "must be unset with prebuilt: the output is deployed as `vercel build` left it",
    });
    expect(await checkFailures(TYPE, { projectId, prebuilt: true, directory: empty })).to.deep.equal({
      directory: `${empty} holds no prebuilt output (.vercel/output): run \`vercel build\` there first`,
    });
    expect(await checkFailures(TYPE, { projectId, prebuilt: true, directory: noConfig })).to.deep.equal({
      directory: `${noConfig}/.vercel/output has no config.json: a prebuilt output (Build Output API v3) needs .vercel/output/config.json`,
    });
    expect(await checkFailures(TYPE, { projectId, prebuilt: true, directory: failed })).to.deep.equal({
      directory: `${failed}/.vercel/output cannot be deployed: \`vercel build\` failed there (builds.json records an error)`,
    });
    expect(await checkFailures(TYPE, { projectId, prebuilt: true, directory: linked })).to.deep.equal({
      directory: `${linked}/.vercel/output was built for project prj_someoneelse (${linked}/.vercel/project.json), not ${projectId}: run \`vercel link\` and \`vercel build\` for this project`,
    });
    expect(await checkFailures(TYPE, { projectId, prebuilt: true, directory: production })).to.deep.equal({
      production: `${production}/.vercel/output was built for production (builds.json), not preview: run \`vercel build\``,
    });
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
  });

  it("deploys the output with prebuilt + directory: its files only, served with config.json's routes", async () => {
    const folder = await output({ projectId, target: "production" });
    const { inputs, failures } = await host.check(
      TYPE,
      {},
      {
        projectId,
        prebuilt: true,
        production: true,
        directory: folder,
        deleteOnDestroy: true,
      },
    );
    expect(failures).to.deep.equal([]);
    expect(Object.keys(inputs.fileDigests as Props)).to.deep.equal([
      ".vercel/output/builds.json",
      ".vercel/output/config.json",
      ".vercel/output/static/404.html",
      ".vercel/output/static/index.html",
    ]);
    const { id, outs } = await host.create(TYPE, inputs);
    expect(outs).to.include({ readyState: "READY", deploymentId: id, projectId, production: true });
    await expectServed(String(outs.url));
    // The .vercel/output folder itself names the same output.
    const same = await host.check(
      TYPE,
      {},
      {
        projectId,
        prebuilt: true,
        production: true,
        directory: join(folder, ".vercel/output"),
        deleteOnDestroy: true,
      },
    );
    expect(same.inputs.fileDigests).to.deep.equal(inputs.fileDigests);
    await host.delete(TYPE, id, outs);
  });

  it("refuses at create an output linked to another project when projectId is a name", async () => {
    const folder = await output({ projectId: "prj_someoneelse" });
    const inputs = { projectId: "built", prebuilt: true, directory: folder };
    const checked = await host.check(TYPE, {}, inputs);
    expect(checked.failures).to.deep.equal([]);
    await emulator.admin.clearRequestCounts();
    const error = await rejection(host.create(TYPE, checked.inputs));
    expect(error.message).to.include(
      `directory: ${folder}/.vercel/output was built for project prj_someoneelse`,
    );
    expect((await emulator.admin.requestCounts()).counts["POST /v2/files"]).to.equal(undefined);
  });

  it("getPrebuiltProject: the output's files for files + pathPrefix, and its refusals", async () => {
    const folder = await output({ projectId });
    const found = await runNamedFunction(emulator, "getPrebuiltProject", {
      path: folder,
      projectId: "built",
    });
    expect(found).to.include({ id: folder, path: folder, linkedProjectId: projectId });
    expect(Object.keys(found.output as Props)).to.deep.equal([
      `${folder}/.vercel/output/config.json`,
      `${folder}/.vercel/output/static/404.html`,
      `${folder}/.vercel/output/static/index.html`,
    ]);
    const { inputs, failures } = await host.check(
      TYPE,
      {},
      { projectId, files: found.output, pathPrefix: folder },
    );
    expect(failures).to.deep.equal([]);
    const { outs } = await host.create(TYPE, inputs);
    await expectServed(String(outs.url));

    const other = await rejection(
      runNamedFunction(emulator, "getPrebuiltProject", {
        path: await output({ projectId: "prj_x" }),
        projectId,
      }),
    );
    expect(other.message).to.match(/^looking up PrebuiltProject ".*": path: .* was built for project prj_x/);
    const noConfig = await output({ config: false });
    const missing = await rejection(runNamedFunction(emulator, "getPrebuiltProject", { path: noConfig }));
    expect(missing.message).to.include(`path: ${noConfig}/.vercel/output has no config.json`);
  });
});
