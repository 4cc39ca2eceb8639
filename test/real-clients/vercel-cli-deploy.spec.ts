// `vercel deploy` (CLI 64.0.2, the real child process) against the emulator: a linked static folder
// is hashed, created (400 missing_files), uploaded file by file to `POST /v2/files`, created again,
// followed through its build log (`/v3/now/deployments/{id}/events?format=lines`) until READY, and
// the URL it prints then serves the folder. A second deploy of the same folder with one file changed
// uploads that one file only. `--prod` gives the project's domain the deployment. `--logs` prints
// the build log as the build writes it: the one events request (`follow=1`) stays open while the
// emulator's clock moves the build along, and its `alias-assigned` item ends the CLI's wait.
import { expect } from "chai";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Deployment } from "../../schema/deployments";
import type { RequestCounts } from "../../emulator";
import { useEmulator } from "../support/emulator";
import { eventually } from "../support/integrations";
import { vercelWorkspace, type CliResult, type VercelWorkspace } from "../support/vercel-cli";

describe("vercel CLI: deploy a static folder to the emulator", function () {
  this.timeout(300_000);
  // The CLI refuses tokens with "-".
  const emulator = useEmulator({ token: "clideploytoken", resetBetweenTests: false });
  let workspace: VercelWorkspace;
  let projectId = "";
  const api = <T>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`, body);

  /** The run, the URL it printed, and the API calls it made (@vercel/client's do not show in --debug). */
  const deploy = async (
    ...extra: string[]
  ): Promise<{ result: CliResult; url: string; calls: RequestCounts["counts"] }> => {
    await emulator.admin.clearRequestCounts();
    const result = await workspace.run(["deploy", "--yes", ...extra]);
    expect(result.code, `${result.stdout}\n${result.stderr.slice(-3000)}`).to.equal(0);
    const url = /https:\/\/(\S+\.vercel\.app)/.exec(result.stdout)?.[1] ?? "";
    expect(url, result.stdout).to.not.equal("");
    const unserved = result.requests.filter(
      (r) => r.status === undefined || r.status === 404 || r.status >= 500,
    );
    expect(
      unserved.filter((r) => !r.target.startsWith("/v9/projects/")),
      "unserved or failed calls",
    ).to.deep.equal([]);
    return { result, url, calls: (await emulator.admin.requestCounts()).counts };
  };
  /** The project's CI bypass secret: a preview deployment is behind the project's protection. */
  let bypass = "";
  const page = (url: string, path = "/") =>
    fetch(`${emulator.url}/_sites/${url}${path}`, { headers: { "x-vercel-protection-bypass": bypass } });

  before(async () => {
    workspace = await vercelWorkspace(() => ({ url: emulator.url, token: emulator.token }));
    const project = await api<{ id: string }>("POST", "/v11/projects", { name: "cli-site" });
    projectId = project.body.id;
    await api("POST", "/v10/projects/cli-site/domains", { name: "cli.example.com" });
    await workspace.link(projectId, emulator.teamId);
    await mkdir(join(workspace.project, "assets"), { recursive: true });
    await writeFile(join(workspace.project, "index.html"), "<!doctype html><h1>deployed by the CLI</h1>\n");
    await writeFile(join(workspace.project, "assets", "site.css"), "h1 { color: teal }\n");
  });

  after(async () => {
    await workspace.remove();
  });

  it("deploys the folder (missing_files, uploads, create, build log) and the printed URL serves it", async () => {
    const { url, calls } = await deploy();
    expect(calls["POST /v2/files"]).to.equal(2);
    // Refused with missing_files, then created once the two files are there.
    expect(calls["POST /v13/deployments"]).to.equal(2);
    const deployment = (await api<Deployment>("GET", `/v13/deployments/${url}`)).body;
    expect(deployment).to.include({ readyState: "READY", projectId });
    // A preview behind the project's default protection: refused without the CI's bypass secret.
    expect((await page(url)).status).to.equal(401);
    const { body } = await api<{ protectionBypass: Record<string, unknown> }>(
      "PATCH",
      `/v1/projects/${projectId}/protection-bypass`,
      { generate: { note: "ci" } },
    );
    bypass = Object.keys(body.protectionBypass)[0]!;
    const home = await page(url);
    expect(home.status).to.equal(200);
    expect(await home.text()).to.equal("<!doctype html><h1>deployed by the CLI</h1>\n");
    expect((await page(url, "/assets/site.css")).headers.get("content-type")).to.equal(
      "text/css; charset=utf-8",
    );
  });

  it("uploads only the changed file the next time, and --prod takes the project's domain", async () => {
    await writeFile(join(workspace.project, "index.html"), "<!doctype html><h1>changed</h1>\n");
    const { calls } = await deploy("--prod");
    expect(calls["POST /v2/files"]).to.equal(1);
    const alias = await fetch(`${emulator.url}/_sites/cli.example.com/`);
    expect(await alias.text()).to.equal("<!doctype html><h1>changed</h1>\n");
    expect(await (await fetch(`${emulator.url}/_sites/cli.example.com/assets/site.css`)).text()).to.equal(
      "h1 { color: teal }\n",
    );
  });

  it("--logs follows the build through one held-open events request, and its alias-assigned item ends the wait", async () => {
    // Builds that never move in real time: only the test's clock moves them.
    const stage = 3_600_000;
    await emulator.admin.api("PUT", "/_emulator/deployments/build-timing", {
      queuedMs: stage,
      buildMs: stage,
    });
    await writeFile(join(workspace.project, "index.html"), "<!doctype html><h1>followed</h1>\n");
    await emulator.admin.clearRequestCounts();
    const eventsCalls = async () =>
      (await emulator.admin.requestCounts()).counts["GET /v3/now/deployments/:idOrUrl/events"] ?? 0;
    const run = workspace.start(["deploy", "--yes", "--logs"]);
    // The log is asked for while the deployment is still queued: it has no event yet.
    await eventually(eventsCalls, (n) => n === 1, "the CLI's followed build log", 120_000);
    await emulator.admin.api("POST", "/_emulator/clock", { advanceMs: stage });
    // Written by the build once BUILDING, after the request began: only an open answer carries it.
    await run.printed("Downloading 2 deployment files...");
    // The status poll is held back from here, so only the followed log can tell the CLI it is done.
    await emulator.admin.addFault({
      route: "/v13/deployments/:idOrUrl",
      method: "GET",
      latencyMs: 60_000,
      times: 1000,
    });
    await emulator.admin.api("POST", "/_emulator/clock", { advanceMs: stage });
    const result = await run.done;
    await emulator.admin.clearFaults();
    await emulator.admin.api("PUT", "/_emulator/deployments/build-timing", { queuedMs: 300, buildMs: 700 });
    expect(result.code, `${result.stdout}\n${result.stderr.slice(-3000)}`).to.equal(0);
    expect(result.stderr).to.include("Deployment alias assigned from event stream");
    expect(await eventsCalls()).to.equal(1);
    const url = /https:\/\/(\S+\.vercel\.app)/.exec(result.stdout)?.[1] ?? "";
    expect(await (await page(url)).text()).to.equal("<!doctype html><h1>followed</h1>\n");
  });
});
