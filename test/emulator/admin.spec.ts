// The admin API: reset, seed, request counts and state.
import { expect } from "chai";
import { DEFAULT_USER_ID } from "../../emulator";
import { useEmulator } from "../support/emulator";

describe("emulator admin API", () => {
  const emulator = useEmulator();

  it("seeds projects as the API would create them, per team", async () => {
    const seeded = await emulator.admin.seedProjects([
      { teamId: emulator.teamId, name: "team-app", framework: "astro" },
      { name: "personal-app", gitRepository: { type: "github", repo: "me/app" } },
    ]);
    expect(seeded.map((p) => [p.name, p.accountId])).to.deep.equal([
      ["team-app", emulator.teamId],
      ["personal-app", DEFAULT_USER_ID],
    ]);
    expect(seeded[0]).to.include({ framework: "astro", nodeVersion: "22.x" });
    expect(seeded[1]?.link).to.include({ type: "github", org: "me", repo: "app" });
    const read = await emulator.admin.api("GET", `/v9/projects/team-app?teamId=${emulator.teamId}`);
    expect(read.body).to.deep.equal(seeded[0]);
  });

  it("seeds all or nothing", async () => {
    const { status } = await emulator.admin.api("POST", "/_emulator/seed", {
      projects: [{ name: "fine" }, { name: "fine" }],
    });
    expect(status).to.equal(409);
    expect((await emulator.admin.state()).total).to.equal(0);
  });

  it("rejects seeds for unknown areas and invalid items", async () => {
    const unknownArea = await emulator.admin.api("POST", "/_emulator/seed", { planets: [] });
    expect(unknownArea.status).to.equal(400);
    const invalid = await emulator.admin.api("POST", "/_emulator/seed", { projects: [{ name: "UPPER" }] });
    expect(invalid.status).to.equal(400);
    expect(JSON.stringify(invalid.body)).to.include('\\"projects[0].name\\" may contain only');
  });

  it("counts platform calls by method and route template, never admin calls", async () => {
    emulator.expectViolations(); // the unserved call below
    await emulator.admin.api("POST", "/v11/projects", { name: "a" });
    await emulator.admin.api("GET", "/v9/projects/a");
    await emulator.admin.api("GET", "/v9/projects/b");
    await emulator.admin.api("GET", "/v1/unserved");
    await emulator.admin.state();
    expect(await emulator.admin.requestCounts()).to.deep.equal({
      counts: { "POST /v11/projects": 1, "GET /v9/projects/:idOrName": 2 },
    });
  });

  it("reports every stored resource by area and owner", async () => {
    await emulator.admin.seedProjects([{ name: "mine" }, { teamId: emulator.teamId, name: "ours" }]);
    const state = await emulator.admin.state();
    expect(state.total).to.equal(2);
    expect(Object.keys(state.areas)).to.deep.equal(["projects"]);
    const byOwner = state.areas.projects ?? {};
    expect(Object.keys(byOwner).sort()).to.deep.equal([emulator.teamId, DEFAULT_USER_ID].sort());
    expect(byOwner[emulator.teamId]).to.have.length(1);
  });

  it("resets resources, faults and counts, keeping the identities", async () => {
    await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "gone-soon" }]);
    await emulator.admin.addFault({ route: "/v10/projects", status: 500 });
    await emulator.admin.api("GET", "/v9/projects/x");

    await emulator.admin.reset();
    expect(await emulator.admin.state()).to.deep.equal({ total: 0, areas: {} });
    expect(await emulator.admin.requestCounts()).to.deep.equal({ counts: {} });
    const list = await emulator.admin.api("GET", `/v10/projects?teamId=${emulator.teamId}`);
    expect(list.status).to.equal(200); // the fault is gone and the team still exists
  });

  it("never writes the token to its log", async () => {
    await emulator.admin.api("GET", `/v10/projects?note=${emulator.token}`);
    await fetch(`${emulator.url}/v10/projects`, { headers: { Authorization: `Bearer ${emulator.token}x` } });
    expect(emulator.logs.length).to.be.greaterThan(0);
    expect(emulator.logs.join("\n")).not.to.include(emulator.token);
  });
});
