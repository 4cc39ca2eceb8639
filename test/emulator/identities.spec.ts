// Users, teams and tokens: GET /v2/user and /v2/teams, identities created through the admin API,
// and team scoping that follows each caller's memberships.
import { expect } from "chai";
import { DEFAULT_TEAM, DEFAULT_USER_ID } from "../../emulator";
import type { StoredProject } from "../../emulator/areas/projects/store";
import type { Team, UserResponse } from "../../schema/teams";
import { useEmulator } from "../support/emulator";

describe("emulator identities", () => {
  const emulator = useEmulator();

  /** A created user and a team of its own, the default user not among its members. */
  async function outsider() {
    const { user, token } = await emulator.admin.createUser("bob");
    const team = await emulator.admin.createTeam("bobs-team", [user.id]);
    return { user, token, team, bob: emulator.as(token) };
  }

  it("answers GET /v2/user with the default user for the tokens given at start", async () => {
    const { status, body } = await emulator.admin.api<UserResponse>("GET", "/v2/user");
    expect(status).to.equal(200);
    expect(body.user).to.deep.include({ id: DEFAULT_USER_ID, defaultTeamId: DEFAULT_TEAM.id });
    // The full user of @vercel/sdk's AuthUser: what the emulator has no notion of answers "none".
    expect(Object.keys(body.user).sort()).to.deep.equal(
      [
        "avatar",
        "billing",
        "createdAt",
        "defaultTeamId",
        "email",
        "hasTrialAvailable",
        "id",
        "name",
        "resourceConfig",
        "softBlock",
        "stagingPrefix",
        "username",
      ].sort(),
    );
    expect(body.user).to.deep.include({
      billing: { plan: "hobby" },
      stagingPrefix: "emulator",
      softBlock: null,
    });
  });

  it("creates a user with a fresh token that authenticates as that user", async () => {
    const created = await emulator.admin.api<{ user: UserResponse["user"]; token: string }>(
      "POST",
      "/_emulator/users",
      { username: "alice", name: "Alice" },
    );
    expect(created.status).to.equal(201);
    const { user, token } = created.body;
    expect(user.id).to.match(/^user_[A-Za-z0-9]{24}$/);
    expect(user).to.deep.include({
      username: "alice",
      email: "alice@example.com",
      name: "Alice",
      defaultTeamId: null,
    });
    expect(token).to.be.a("string").and.not.equal(emulator.token);

    const me = await emulator.as(token).api<UserResponse>("GET", "/v2/user");
    expect(me.body.user).to.deep.equal(user);
  });

  it("issues more tokens for an existing user, and 404 for an unknown one", async () => {
    const { user } = await emulator.admin.createUser("carol");
    const { status, body } = await emulator.admin.api<{ token: string }>("POST", "/_emulator/tokens", {
      userId: user.id,
    });
    expect(status).to.equal(201);
    expect((await emulator.as(body.token).api<UserResponse>("GET", "/v2/user")).body.user.id).to.equal(
      user.id,
    );
    const unknown = await emulator.admin.api("POST", "/_emulator/tokens", { userId: "user_nobody" });
    expect(unknown.status).to.equal(404);
    expect(unknown.body).to.have.nested.property("error.code", "not_found");
  });

  it("serves a team by id or slug to its members", async () => {
    const { user, team, bob } = await outsider();
    expect(team.id).to.match(/^team_[A-Za-z0-9]{24}$/);
    expect(team).to.deep.include({ slug: "bobs-team", name: "bobs-team", members: [user.id] });
    for (const key of [team.id, team.slug]) {
      const { status, body } = await bob.api<Team>("GET", `/v2/teams/${key}`);
      expect(status).to.equal(200);
      expect(body).to.deep.equal({
        id: team.id,
        slug: "bobs-team",
        name: "bobs-team",
        avatar: null,
        description: null,
        billing: { plan: "pro" },
        // The settings PATCH /v2/teams/{teamId} changes, at the platform's defaults.
        emailDomain: null,
        previewDeploymentSuffix: null,
        enablePreviewFeedback: "default",
        enableProductionFeedback: "default",
        sensitiveEnvironmentVariablePolicy: "default",
        hideIpAddresses: false,
        hideIpAddressesInLogDrains: false,
        remoteCaching: { enabled: true },
        inviteCode: body.inviteCode,
        creatorId: user.id,
        stagingPrefix: "bobs-team",
        createdAt: team.createdAt,
        updatedAt: team.createdAt,
      });
    }
    expect((await bob.api<UserResponse>("GET", "/v2/user")).body.user.defaultTeamId).to.equal(team.id);
  });

  it("answers 403 for a team the caller is not in and 404 for no such team", async () => {
    const { team } = await outsider();
    const forbidden = await emulator.admin.api("GET", `/v2/teams/${team.id}`);
    expect(forbidden.status).to.equal(403);
    expect(forbidden.body).to.deep.equal({
      error: { code: "forbidden", message: `Not authorized to access the team "${team.id}"` },
    });
    const missing = await emulator.admin.api("GET", "/v2/teams/no-such-team");
    expect(missing.status).to.equal(404);
    expect(missing.body).to.have.nested.property("error.code", "not_found");
  });

  it("lists the caller's teams", async () => {
    const { user, team, bob } = await outsider();
    await emulator.admin.createTeam("shared", [user.id, DEFAULT_USER_ID]);
    const mine = await emulator.admin.api<{ teams: Team[]; pagination: unknown }>("GET", "/v2/teams");
    expect(mine.body.teams.map((t) => t.slug)).to.deep.equal(["shared", DEFAULT_TEAM.slug]);
    const bobs = await bob.api<{ teams: Team[] }>("GET", "/v2/teams");
    expect(bobs.body.teams.map((t) => t.id))
      .to.include(team.id)
      .and.to.have.length(2);
  });

  it("scopes each caller to its own account and teams", async () => {
    const { user, team, bob } = await outsider();
    const personal = await bob.api<StoredProject>("POST", "/v11/projects", { name: "bobs-own" });
    expect(personal.body.accountId).to.equal(user.id);
    const teamProject = await bob.api<StoredProject>("POST", `/v11/projects?teamId=${team.id}`, {
      name: "web",
    });
    expect(teamProject.body.accountId).to.equal(team.id);

    // The default user is not a member: 403 by id and by slug, and its personal account is its own.
    for (const query of [`teamId=${team.id}`, `slug=${team.slug}`]) {
      expect((await emulator.admin.api("GET", `/v9/projects/web?${query}`)).status).to.equal(403);
    }
    expect((await emulator.admin.api("GET", "/v9/projects/bobs-own")).status).to.equal(404);
    // Bob is not in the default team either.
    expect((await bob.api("GET", `/v10/projects?teamId=${DEFAULT_TEAM.id}`)).status).to.equal(403);

    await emulator.admin.setMembers(team.id, [user.id, DEFAULT_USER_ID]);
    expect((await emulator.admin.api("GET", `/v9/projects/web?teamId=${team.id}`)).status).to.equal(200);
    await emulator.admin.setMembers(team.slug, []);
    expect((await bob.api("GET", `/v9/projects/web?teamId=${team.id}`)).status).to.equal(403);
  });

  it("keeps a team's plan, moves its updatedAt on a member change, and reports the plan's limits", async () => {
    const { user, token } = await emulator.admin.createUser("erin");
    const created = await emulator.admin.api<Team>("POST", "/_emulator/teams", {
      slug: "erins-team",
      members: [user.id],
      plan: "enterprise",
    });
    const team = created.body;
    expect(team).to.deep.include({ billing: { plan: "enterprise" }, creatorId: user.id });
    await emulator.admin.setMembers(team.id, [user.id, DEFAULT_USER_ID]);
    const read = (await emulator.as(token).api<Team>("GET", `/v2/teams/${team.id}`)).body;
    expect(read.updatedAt).to.be.greaterThan(team.updatedAt ?? Infinity);
    expect(read.createdAt).to.equal(team.createdAt);

    const limitOf = async (teamId: string) => {
      await emulator.admin.api("POST", `/v11/projects?teamId=${teamId}`, { name: "web" });
      const listed = await emulator.admin.api<{ accountLimit: { total: number } }>(
        "GET",
        `/v9/projects/web/custom-environments?teamId=${teamId}`,
      );
      return listed.body.accountLimit.total;
    };
    expect(await limitOf(team.id)).to.equal(12);
    expect(await limitOf(DEFAULT_TEAM.id)).to.equal(1);
  });

  it("refuses taken usernames and slugs and unknown members", async () => {
    await emulator.admin.createUser("dave");
    expect((await emulator.admin.api("POST", "/_emulator/users", { username: "dave" })).status).to.equal(409);
    const slugTaken = await emulator.admin.api("POST", "/_emulator/teams", {
      slug: DEFAULT_TEAM.slug,
      members: [],
    });
    expect(slugTaken.status).to.equal(409);
    const unknown = await emulator.admin.api("POST", "/_emulator/teams", {
      slug: "x",
      members: ["user_ghost"],
    });
    expect(unknown.status).to.equal(400);
    expect(unknown.body).to.deep.equal({
      error: { code: "bad_request", message: 'Invalid request: "members" names unknown users "user_ghost"' },
    });
    expect(
      (await emulator.admin.api("PUT", "/_emulator/teams/team_ghost/members", { members: [] })).status,
    ).to.equal(404);
  });

  it("drops created identities on reset and keeps the default ones as they were at start", async () => {
    const { token } = await outsider();
    await emulator.admin.setMembers(DEFAULT_TEAM.id, []);
    await emulator.admin.reset();

    expect((await emulator.as(token).api("GET", "/v2/user")).status).to.equal(403);
    const team = await emulator.admin.api<Team>("GET", `/v2/teams/${DEFAULT_TEAM.slug}`);
    expect(team.status).to.equal(200);
    expect(team.body.id).to.equal(DEFAULT_TEAM.id);
    expect(await emulator.admin.state()).to.deep.equal({ total: 0, areas: {} });
  });

  it("never logs a created token", async () => {
    const { token, bob } = await outsider();
    await bob.api("GET", `/v10/projects?note=${token}`);
    expect(emulator.logs.join("\n")).to.include("note=[REDACTED]").and.not.include(token);
  });

  it("answers GET /teams/:teamId unversioned by id or slug, and 404 for a user's id or name", async () => {
    for (const idOrSlug of [DEFAULT_TEAM.id, DEFAULT_TEAM.slug]) {
      const { status, body } = await emulator.admin.api<Team>("GET", `/teams/${idOrSlug}`);
      expect(status, idOrSlug).to.equal(200);
      expect(body).to.include({ id: DEFAULT_TEAM.id, slug: DEFAULT_TEAM.slug });
    }
    // A user is no team, though the personal account owns resources under the user's id.
    const { user } = await emulator.admin.createUser("dora");
    for (const name of [DEFAULT_USER_ID, user.id, "dora"]) {
      const { status, body } = await emulator.admin.api("GET", `/teams/${name}`);
      expect(status, name).to.equal(404);
      expect(body).to.have.nested.property("error.code", "not_found");
    }
    const { team } = await outsider();
    expect((await emulator.admin.api("GET", `/teams/${team.id}`)).status).to.equal(403);
  });

  it("lists the caller's teams under v1 as under v2", async () => {
    await emulator.admin.createTeam("second", [DEFAULT_USER_ID]);
    const v1 = await emulator.admin.api<{ teams: Team[]; pagination: unknown }>("GET", "/v1/teams");
    const v2 = await emulator.admin.api<{ teams: Team[]; pagination: unknown }>("GET", "/v2/teams");
    expect(v1.status).to.equal(200);
    expect(v1.body.teams.map((t) => t.slug)).to.deep.equal(["second", DEFAULT_TEAM.slug]);
    expect(v1.body).to.deep.equal(v2.body);
  });

  describe("an account that is a team (northstar)", () => {
    it("is created with a Hobby team of its own as its default team, and says so in GET /v2/user", async () => {
      const { user, token } = await emulator.admin.createUser("erin", { northstar: true });
      expect(user).to.deep.include({ username: "erin", version: "northstar" });
      const own = await emulator.as(token).api<Team>("GET", `/v2/teams/${String(user.defaultTeamId)}`);
      expect(own.status).to.equal(200);
      expect(own.body).to.deep.include({
        id: user.defaultTeamId,
        slug: "erins-projects",
        name: "erin's projects",
        billing: { plan: "hobby" },
        creatorId: user.id,
      });
      expect((await emulator.as(token).api<UserResponse>("GET", "/v2/user")).body.user).to.deep.equal(user);
      // A team it joins later is not its default team.
      await emulator.admin.createTeam("erins-work", [user.id]);
      expect(
        (await emulator.as(token).api<UserResponse>("GET", "/v2/user")).body.user.defaultTeamId,
      ).to.equal(own.body.id);
    });

    it("acts for its default team when a call names no team, and for a named team when one is", async () => {
      const { user, token } = await emulator.admin.createUser("finn", { northstar: true });
      const finn = emulator.as(token);
      const unnamed = await finn.api<StoredProject>("POST", "/v11/projects", { name: "finns-site" });
      expect(unnamed.body.accountId).to.equal(user.defaultTeamId);
      const byId = await finn.api<StoredProject>(
        "GET",
        `/v9/projects/finns-site?teamId=${String(user.defaultTeamId)}`,
      );
      expect(byId.status).to.equal(200);
      const other = await emulator.admin.createTeam("finns-work", [user.id]);
      const named = await finn.api<StoredProject>("POST", `/v11/projects?teamId=${other.id}`, { name: "w" });
      expect(named.body.accountId).to.equal(other.id);
      // Shared environment variables exist only in teams: its own scope has them.
      const shared = await finn.api("POST", "/v1/env", {
        evs: [{ key: "K", value: "v" }],
        type: "encrypted",
        target: ["production"],
      });
      expect(shared.status).to.equal(201);
      // The user's id owns nothing and is no team.
      expect((await finn.api("GET", `/teams/${user.id}`)).status).to.equal(404);
    });

    it("falls back to its personal account once it has left its default team", async () => {
      const { user, token } = await emulator.admin.createUser("gus", { northstar: true });
      await emulator.admin.setMembers(String(user.defaultTeamId), []);
      const created = await emulator.as(token).api<StoredProject>("POST", "/v11/projects", { name: "g" });
      expect(created.body.accountId).to.equal(user.id);
    });

    it("refuses a username whose Hobby team's slug is taken", async () => {
      await emulator.admin.createTeam("hals-projects", [DEFAULT_USER_ID]);
      const taken = await emulator.admin.api("POST", "/_emulator/users", {
        username: "hal",
        version: "northstar",
      });
      expect(taken.status).to.equal(409);
      expect(taken.body).to.have.nested.property(
        "error.message",
        'A team with the slug "hals-projects" already exists',
      );
    });
  });
});
