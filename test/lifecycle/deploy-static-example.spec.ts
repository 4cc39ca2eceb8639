// examples/deploy-static through the plain CLI on the real engine: up deploys the folder and the
// site is served by the emulator (by its URL and by the project's domain), a preview shows no
// change, one changed file shows as a replacement and the next up uploads that file only (counted
// on the emulator), the old deployment is deleted after the new one is READY, destroy empties the
// emulator. A failing build fails the up, naming the deployment and its last error event.
import { expect } from "chai";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../support/engine";
import { useEmulator } from "../support/emulator";
import { useExampleProject } from "../support/example-project";

describe("deploy-static example through the pulumi CLI", function () {
  this.timeout(300_000);
  const emulator = useEmulator();
  const example = useExampleProject(emulator, "examples/deploy-static/Pulumi.yaml", "examples/deploy-static");
  let siteDir = "";

  beforeEach(async () => {
    siteDir = await mkdtemp(join(tmpdir(), "deploy-static-site-"));
    await cp(join(REPO_ROOT, "examples/deploy-static/site"), siteDir, { recursive: true });
  });
  afterEach(async () => {
    await rm(siteDir, { recursive: true, force: true });
  });

  const outputs = async () =>
    JSON.parse(await example().pulumi("stack", "output", "--json")) as { url: string; aliases: string[] };
  const site = async (host: string, path = "/") => {
    const response = await fetch(`${emulator.url}/_sites/${host}${path}`);
    return { status: response.status, text: await response.text() };
  };

  it("deploys the folder, serves it, redeploys one changed file with one upload, and destroys", async () => {
    await example().pulumi("stack", "init");
    await example().pulumi("config", "set", "siteDir", siteDir);
    await example().pulumi("up", "--yes", "--skip-preview");
    const first = await outputs();
    expect(first.aliases).to.deep.equal(["www.static-site.example"]);
    expect((await site(first.url)).text).to.include("Deployed with vercel-pulumi");
    expect(await site("www.static-site.example", "/style.css")).to.deep.equal({
      status: 200,
      text: await readFile(join(siteDir, "style.css"), "utf8"),
    });
    expect((await site(first.url, "/missing")).text).to.include("Not here");
    expect((await site("static-site-demo.vercel.app")).text).to.include("Deployed with vercel-pulumi");
    await example().pulumi("preview", "--expect-no-changes");

    await writeFile(join(siteDir, "style.css"), "body { color: rebeccapurple; }\n");
    const preview = await example().pulumi("preview", "--diff");
    // The preview names the one changed file: the folder was read at preview.
    expect(preview, preview).to.match(/\+-pulumi-nodejs:dynamic\/vercel:Deployment: \(replace\)/);
    expect(preview, preview).to.match(/~ style\.css\s*: "\d+~\w+" => "\d+~\w+"/);
    await emulator.admin.clearRequestCounts();
    await example().pulumi("up", "--yes", "--skip-preview");
    const counts = (await emulator.admin.requestCounts()).counts;
    expect(counts["POST /v2/files"], JSON.stringify(counts)).to.equal(1);
    const second = await outputs();
    expect(second.url).to.not.equal(first.url);
    expect((await site("www.static-site.example", "/style.css")).text).to.equal(
      "body { color: rebeccapurple; }\n",
    );
    // The alias moved to the new deployment in place.
    expect((await site("static-site-demo.vercel.app", "/style.css")).text).to.equal(
      "body { color: rebeccapurple; }\n",
    );
    // Replaced, create first: the old deployment is gone once the new one serves the domain.
    expect((await site(first.url)).status).to.equal(404);
    await example().pulumi("preview", "--expect-no-changes");

    await example().pulumi("destroy", "--yes", "--skip-preview");
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
    await example().pulumi("stack", "rm", "--yes");
  });

  it("fails the up when the build fails, naming the deployment and the last error event", async () => {
    await example().pulumi("stack", "init");
    await example().pulumi("config", "set", "siteDir", siteDir);
    // Fails by the emulator's documented rule (docs/deployments.md).
    await example().pulumi("config", "set", "buildCommand", "exit 1");
    const failed = await example()
      .pulumi("up", "--yes", "--skip-preview")
      .then(
        () => "",
        (error: Error) => error.message,
      );
    expect(failed).to.match(
      /deployment dpl_\w+ \(static-site-\S+\.vercel\.app\) ended ERROR: Error: Command "exit 1" exited with 1/,
    );
    await example().pulumi("destroy", "--yes", "--skip-preview");
    await example().pulumi("stack", "rm", "--yes");
  });
});
