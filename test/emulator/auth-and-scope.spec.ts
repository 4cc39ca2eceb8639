// Bearer auth on every route and team scoping: the same call sees different resources per owner.
import { expect } from "chai";
import { DEFAULT_USER_ID } from "../../emulator";
import type { StoredProject } from "../../emulator/areas/projects/store";
import { useEmulator } from "../support/emulator";

describe("emulator auth and team scoping", () => {
  const emulator = useEmulator();

  async function callWith(authorization: string | undefined, path = "/v10/projects") {
    const response = await fetch(emulator.url + path, {
      headers: authorization === undefined ? {} : { Authorization: authorization },
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  for (const [label, header] of [
    ["no Authorization header", undefined],
    ["an unknown token", "Bearer not-the-token"],
    ["a non-bearer scheme", "Basic dXNlcjpwYXNz"],
  ] as const) {
    it(`answers 403 forbidden to ${label}`, async () => {
      const { status, body } = await callWith(header);
      expect(status).to.equal(403);
      expect(body).to.deep.equal({ error: { code: "forbidden", message: "Not authorized" } });
    });
  }

  it("guards the admin API with the same tokens", async () => {
    const { status } = await callWith("Bearer nope", "/_emulator/state");
    expect(status).to.equal(403);
  });

  it("answers 403 before revealing whether a route exists", async () => {
    const { status } = await callWith(undefined, "/v1/not-a-route");
    expect(status).to.equal(403);
  });

  it("accepts the configured token", async () => {
    const { status } = await callWith(`Bearer ${emulator.token}`);
    expect(status).to.equal(200);
  });

  it("keeps personal and team projects apart", async () => {
    const personal = await emulator.admin.api<StoredProject>("POST", "/v11/projects", { name: "mine" });
    const team = await emulator.admin.api<StoredProject>("POST", `/v11/projects?teamId=${emulator.teamId}`, {
      name: "ours",
    });
    expect(personal.body.accountId).to.equal(DEFAULT_USER_ID);
    expect(team.body.accountId).to.equal(emulator.teamId);

    const personalList = await emulator.admin.api<{ projects: StoredProject[] }>("GET", "/v10/projects");
    const teamList = await emulator.admin.api<{ projects: StoredProject[] }>(
      "GET",
      `/v10/projects?teamId=${emulator.teamId}`,
    );
    expect(personalList.body.projects.map((p) => p.name)).to.deep.equal(["mine"]);
    expect(teamList.body.projects.map((p) => p.name)).to.deep.equal(["ours"]);

    // The team's project is invisible from the personal account, by id and by name.
    expect((await emulator.admin.api("GET", `/v9/projects/${team.body.id}`)).status).to.equal(404);
    expect((await emulator.admin.api("GET", "/v9/projects/ours")).status).to.equal(404);
  });

  it("selects the team by slug as well as by id", async () => {
    await emulator.admin.api("POST", `/v11/projects?slug=${emulator.teamSlug}`, { name: "by-slug" });
    const { status, body } = await emulator.admin.api<StoredProject>(
      "GET",
      `/v9/projects/by-slug?teamId=${emulator.teamId}`,
    );
    expect(status).to.equal(200);
    expect(body.accountId).to.equal(emulator.teamId);
  });

  it("allows the same name in two scopes", async () => {
    expect((await emulator.admin.api("POST", "/v11/projects", { name: "twin" })).status).to.equal(200);
    const again = await emulator.admin.api("POST", `/v11/projects?teamId=${emulator.teamId}`, {
      name: "twin",
    });
    expect(again.status).to.equal(200);
  });

  it("answers 403 naming a team the user does not belong to", async () => {
    const byId = await emulator.admin.api("GET", "/v10/projects?teamId=team_someoneElse000000000000");
    expect(byId.status).to.equal(403);
    expect(byId.body).to.deep.equal({
      error: {
        code: "forbidden",
        message: 'Not authorized to access the team "team_someoneElse000000000000"',
      },
    });
    const bySlug = await emulator.admin.api("GET", "/v10/projects?slug=other-team");
    expect(bySlug.status).to.equal(403);
    expect(bySlug.body).to.deep.equal({
      error: { code: "forbidden", message: 'Not authorized to access the team "other-team"' },
    });
  });
});
