// A deployment's runtime logs are what its site really answered: one `application/stream+json`
// line per request, oldest first, with method, path, status and a level from the status; another
// deployment's requests are not in them, and a project that is not the deployment's is refused.
import { expect } from "chai";
import { useEmulator } from "../support/emulator";

describe("emulator runtime logs", () => {
  const emulator = useEmulator();
  const api = <T>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`, body);

  async function deploy(project: string): Promise<{ id: string; url: string }> {
    const { body } = await api<{ id: string; url: string }>("POST", "/v13/deployments", {
      name: project,
      files: [
        { file: "index.html", data: "<h1>home</h1>" },
        { file: "404.html", data: "<h1>lost</h1>" },
      ],
    });
    return body;
  }

  it("records each request the site answered, in order, and only the deployment's own", async () => {
    const project = await api<{ id: string }>("POST", "/v11/projects", { name: "site", ssoProtection: null });
    const site = await deploy("site");
    const other = await deploy("site");
    await emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 60_000 });
    for (const path of ["/", "/missing", "/index.html"])
      await fetch(`${emulator.url}/_sites/${site.url}${path}`);
    await fetch(`${emulator.url}/_sites/${other.url}/`);

    const response = await fetch(
      `${emulator.url}/v1/projects/${project.body.id}/deployments/${site.id}/runtime-logs?teamId=${emulator.teamId}`,
      { headers: { authorization: `Bearer ${emulator.token}` } },
    );
    expect(response.headers.get("content-type")).to.match(/application\/stream\+json/);
    const lines = (await response.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((l) => [l.requestMethod, l.requestPath, l.responseStatusCode, l.level])).to.deep.equal([
      ["GET", "/", 200, "info"],
      ["GET", "/missing", 404, "warning"],
      ["GET", "/index.html", 200, "info"],
    ]);
    expect(lines[0]).to.deep.include({ domain: site.url, source: "request", message: "GET / 200" });

    const elsewhere = await api("GET", `/v1/projects/prj_other/deployments/${site.id}/runtime-logs`);
    expect(elsewhere.status).to.equal(404);
    // Deleting the deployment deletes its logs.
    await api("DELETE", `/v13/deployments/${site.id}`);
    const state = await emulator.admin.state();
    expect(JSON.stringify(state)).not.to.include(`"deploymentId":"${site.id}"`);
  });
});
