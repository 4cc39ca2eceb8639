// Deployments of a prebuilt output on the real Pulumi engine, in one shared stack, as a pipeline that
// runs `vercel build` and then `pulumi up`: a production Deployment with `prebuilt` + `directory`,
// and a preview one in the Terraform provider's form (getPrebuiltProject's `output` as `files`, its
// `path` as `pathPrefix`). The emulator serves each with the output's static files and config.json's
// routes; a rebuilt file shows as a replacement at preview and the next up uploads it once;
// an output built for another project is refused at preview naming `directory`; destroy empties the
// emulator.
import { expect } from "chai";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Deployment, getPrebuiltProjectOutput, Project } from "../../provider";
import { rejection } from "../support/rejection";
import { useSharedLifecycle } from "../support/shared-lifecycle";
import { writePrebuiltOutput } from "../support/prebuilt-output";

describe("prebuilt output deployments in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared } = useSharedLifecycle();
  let folder = "";
  let other = "";

  before(async () => {
    folder = await writePrebuiltOutput({ target: "production" });
    other = await writePrebuiltOutput({ projectId: "prj_someoneelse", target: "production" });
  });
  after(async () => {
    await Promise.all([folder, other].map((f) => rm(f, { recursive: true, force: true })));
  });

  const program = (directory: string) =>
    shared().setProgram(async () => {
      const project = new Project("built", {
        name: "prebuilt-site",
        vercelAuthentication: { deploymentType: "none" },
      });
      const production = new Deployment("production", {
        projectId: project.id,
        prebuilt: true,
        directory,
        production: true,
        deleteOnDestroy: true,
      });
      // The Terraform provider's form: the lookup's files, its path stripped.
      const built = getPrebuiltProjectOutput({ path: folder });
      const preview = new Deployment(
        "preview",
        { projectId: project.id, files: built.output, pathPrefix: built.path, deleteOnDestroy: true },
        // After the production one: a file both lack is uploaded once, not by both at once.
        { dependsOn: [production] },
      );
      return { production: production.url, preview: preview.url };
    });
  const site = (host: string, path: string) =>
    fetch(`${emulator.url}/_sites/${host}${path}`, { redirect: "manual" });

  it("deploys the output both ways; each site serves its static files and config.json's routes", async () => {
    program(folder);
    const up = await shared().stack.up();
    for (const url of [up.outputs.production?.value, up.outputs.preview?.value].map(String)) {
      const home = await site(url, "/");
      expect([home.status, await home.text(), home.headers.get("x-built")]).to.deep.equal([
        200,
        "<h1>prebuilt</h1>",
        "prebuilt",
      ]);
      const legacy = await site(url, "/legacy/intro");
      expect([legacy.status, legacy.headers.get("location")]).to.deep.equal([308, "/docs/intro"]);
      const missing = await site(url, "/nowhere");
      expect([missing.status, await missing.text()]).to.deep.equal([404, "<h1>prebuilt 404</h1>"]);
      // Only the output is deployed, never the source beside it.
      expect((await site(url, "/src/index.js")).status).to.equal(404);
    }
    await shared().stack.preview({ expectNoChanges: true });
  });

  it("a rebuilt file shows as a replacement at preview, and the next up uploads it once", async () => {
    await writeFile(join(folder, ".vercel/output/static/index.html"), "<h1>rebuilt</h1>");
    const preview = await shared().stack.preview({ diff: true });
    expect(preview.changeSummary).to.include({ replace: 2 });
    await emulator.admin.clearRequestCounts();
    const up = await shared().stack.up();
    expect((await emulator.admin.requestCounts()).counts["POST /v2/files"]).to.equal(1);
    for (const url of [up.outputs.production?.value, up.outputs.preview?.value].map(String)) {
      expect(await (await site(url, "/")).text()).to.equal("<h1>rebuilt</h1>");
    }
  });

  it("refuses at preview an output built for another project, naming directory", async () => {
    program(other);
    const error = await rejection(shared().stack.preview());
    expect(String(error)).to.match(/directory.*was built for project prj_someoneelse/s);
    program(folder);
    await shared().stack.preview({ expectNoChanges: true });
  });

  it("destroys: the deployments and the project gone", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
