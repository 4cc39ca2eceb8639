// The root Pulumi.yaml quickstart through the plain CLI (`pulumi up` with the Node.js language
// host, as a user runs it), configured only through the environment, against the emulator.
// The project file is copied into a temp dir with `main` made absolute, so the stack's config
// file and state stay out of the repository.
import { expect } from "chai";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { useEmulator } from "../support/emulator";
import { REPO_ROOT, runPulumi } from "../support/engine";

describe("quickstart example through the pulumi CLI", function () {
  this.timeout(300_000);
  const emulator = useEmulator();
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "vercel-pulumi-quickstart-"));
    await mkdir(join(dir, "backend"));
    const project = await readFile(join(REPO_ROOT, "Pulumi.yaml"), "utf8");
    const main = /^main: (.+)$/m.exec(project)?.[1];
    expect(main, "Pulumi.yaml names its main").to.be.a("string");
    await writeFile(
      join(dir, "Pulumi.yaml"),
      project.replace(/^main: .+$/m, `main: ${join(REPO_ROOT, main ?? "")}`),
    );
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  function pulumi(...args: string[]): Promise<string> {
    return runPulumi([...args, "--stack", "test"], {
      cwd: dir,
      env: {
        PULUMI_HOME: join(dir, "home"),
        PULUMI_BACKEND_URL: `file://${join(dir, "backend")}`,
        VERCEL_API_URL: emulator.url,
        VERCEL_API_TOKEN: emulator.token,
        VERCEL_TEAM: emulator.teamSlug,
      },
    });
  }

  it("deploys with `pulumi up`, previews no change, and destroys", async () => {
    await pulumi("stack", "init");
    await pulumi("up", "--yes", "--skip-preview");

    const outputs = JSON.parse(await pulumi("stack", "output", "--json")) as Record<string, unknown>;
    expect(outputs).to.include({ projectName: "quickstart-site", accountId: emulator.teamId });
    const { body } = await emulator.admin.api<{ projects: Array<Record<string, unknown>> }>(
      "GET",
      `/v10/projects?teamId=${emulator.teamId}`,
    );
    expect(body.projects).to.have.length(1);
    expect(body.projects[0]).to.include({ id: outputs.projectId, framework: "nextjs", nodeVersion: "22.x" });

    const preview = await pulumi("preview", "--expect-no-changes");
    expect(preview).to.match(/2 unchanged/);

    const backend = await readdir(join(dir, "backend"), { recursive: true, withFileTypes: true });
    for (const file of backend.filter((entry) => entry.isFile())) {
      expect(await readFile(join(file.parentPath, file.name), "utf8")).not.to.include(emulator.token);
    }

    await pulumi("destroy", "--yes", "--skip-preview");
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
    await pulumi("stack", "rm", "--yes");
  });
});
