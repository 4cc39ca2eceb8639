// Who may do what, through @vercel/sdk over loopback with each member's own token: team roles,
// project roles given to members and to access groups, and user tokens made through the API (at
// once usable, scoped to their team, refused once expired or deleted).
import { Vercel } from "@vercel/sdk";
import { expect } from "chai";
import type { TeamRole } from "../../schema/access-roles";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";

/** What @vercel/sdk's errors carry: the status and the raw body. */
type VercelError = Error & { statusCode: number; body: string };

describe("emulator: team roles and user tokens", () => {
  const emulator = useEmulator();
  const sdk = (token: string) => new Vercel({ bearerToken: token, serverURL: emulator.url });
  let teamId = "";
  let tokens: Record<string, string> = {};
  let ids: Record<string, string> = {};

  /** A team whose members have the given roles; the owner is `owner`. */
  beforeEach(async () => {
    tokens = {};
    ids = {};
    const roles: Record<string, TeamRole> = {};
    for (const [name, role] of [
      ["owner", "OWNER"],
      ["viewer", "VIEWER"],
      ["developer", "DEVELOPER"],
      ["contributor", "CONTRIBUTOR"],
    ] as const) {
      const { user, token } = await emulator.admin.createUser(name);
      tokens[name] = token;
      ids[name] = user.id;
      roles[user.id] = role;
    }
    teamId = (await emulator.admin.createTeam("acme", Object.values(ids), roles)).id;
    const owner = sdk(tokens.owner ?? "");
    await owner.projects.createProject({ teamId, requestBody: { name: "web" } });
    await owner.projects.createProjectEnv({
      teamId,
      idOrName: "web",
      requestBody: {
        key: "API_URL",
        value: "https://api.example.com",
        type: "plain",
        target: ["production"],
      },
    });
  });

  const addEnv = (
    who: string,
    target: "production" | "preview",
    key = `K_${who.toUpperCase()}_${target.toUpperCase()}`,
  ) =>
    sdk(tokens[who] ?? "").projects.createProjectEnv({
      teamId,
      idOrName: "web",
      requestBody: { key, value: "v", type: "plain", target: [target] },
    });
  const refusal = async (promise: Promise<unknown>) => {
    const error = await rejection<VercelError>(promise);
    expect(error.statusCode, error.message).to.equal(403);
    return JSON.parse(error.body) as { error: { code: string; message: string } };
  };

  it("lets a viewer read the project's variables and refuses any change", async () => {
    const listed = await sdk(tokens.viewer ?? "").projects.filterProjectEnvs({ teamId, idOrName: "web" });
    expect(JSON.stringify(listed)).to.include("API_URL");
    const { error } = await refusal(addEnv("viewer", "preview"));
    expect(error.code).to.equal("forbidden");
    expect(error.message).to.match(/permission to change environment variables of the project "web".*VIEWER/);
  });

  it("lets a developer change preview variables but not production ones", async () => {
    await addEnv("developer", "preview");
    const { error } = await refusal(addEnv("developer", "production"));
    expect(error.message).to.match(/change production environment variables of the project "web"/);
    const envs = await emulator
      .as(tokens.owner ?? "")
      .api<{ envs: { id: string; key: string }[] }>("GET", `/v10/projects/web/env?teamId=${teamId}`);
    const production = envs.body.envs.find((env) => env.key === "API_URL");
    await refusal(
      sdk(tokens.developer ?? "").projects.removeProjectEnv({
        teamId,
        idOrName: "web",
        id: production?.id ?? "",
      }),
    );
    // The developer cannot change the project itself, nor create one.
    await refusal(
      sdk(tokens.developer ?? "").projects.updateProject({
        teamId,
        idOrName: "web",
        requestBody: { buildCommand: "make" },
      }),
    );
    await refusal(
      sdk(tokens.developer ?? "").projects.createProject({ teamId, requestBody: { name: "api" } }),
    );
  });

  it("gives a contributor only what a project role or an access group grants", async () => {
    const contributor = sdk(tokens.contributor ?? "");
    await refusal(contributor.projects.getProject({ teamId, idOrName: "web" }));
    const owner = sdk(tokens.owner ?? "");
    await owner.projectMembers.addProjectMember({
      teamId,
      idOrName: "web",
      requestBody: { uid: ids.contributor ?? "", role: "PROJECT_VIEWER" },
    });
    await contributor.projects.getProject({ teamId, idOrName: "web" });
    await refusal(addEnv("contributor", "preview"));

    await owner.accessGroups.createAccessGroup({
      teamId,
      requestBody: {
        name: "frontend",
        membersToAdd: [ids.contributor ?? ""],
        projects: [{ projectId: "web", role: "PROJECT_DEVELOPER" }],
      },
    });
    await addEnv("contributor", "preview");
    await refusal(addEnv("contributor", "production"));
    const members = await owner.projectMembers.getProjectMembers({ teamId, idOrName: "web" });
    const listed = (members as { members: { uid: string; role: string; computedProjectRole: string }[] })
      .members;
    expect(
      listed.map(({ uid, role, computedProjectRole }) => ({ uid, role, computedProjectRole })),
    ).to.deep.equal([
      { uid: ids.contributor, role: "PROJECT_VIEWER", computedProjectRole: "PROJECT_DEVELOPER" },
    ]);

    // Leaving the team ends the project role and the group membership.
    await owner.teams.removeTeamMember({ teamId, uid: ids.contributor ?? "" });
    const group = await owner.accessGroups.readAccessGroup({ teamId, idOrName: "frontend" });
    expect(group.membersCount).to.equal(0);
    expect(
      (await owner.projectMembers.getProjectMembers({ teamId, idOrName: "web" })) as object,
    ).to.deep.include({ members: [] });
  });

  it("lets only owners manage members and access groups", async () => {
    const { error } = await refusal(
      sdk(tokens.developer ?? "").teams.updateTeamMember({
        teamId,
        uid: ids.viewer ?? "",
        requestBody: { role: "OWNER" },
      }),
    );
    expect(error.message).to.match(/manage the team's members/);
    await refusal(
      sdk(tokens.developer ?? "").accessGroups.createAccessGroup({ teamId, requestBody: { name: "x" } }),
    );
    await sdk(tokens.owner ?? "").teams.updateTeamMember({
      teamId,
      uid: ids.viewer ?? "",
      requestBody: { role: "MEMBER" },
    });
    await addEnv("viewer", "production"); // a MEMBER administers every project
    // The last owner stays.
    const last = await rejection<VercelError>(
      sdk(tokens.owner ?? "").teams.updateTeamMember({
        teamId,
        uid: ids.owner ?? "",
        requestBody: { role: "MEMBER" },
      }),
    );
    expect(last.statusCode).to.equal(400);
  });

  it("makes a token that works at once, for its team only, until it expires or is deleted", async () => {
    const developer = sdk(tokens.developer ?? "");
    const made = await developer.authentication.createAuthToken({
      teamId,
      requestBody: { name: "ci", expiresAt: Date.now() + 60_000 },
    });
    expect(made.bearerToken).to.match(/^emu_/);
    expect(made.token.scopes).to.deep.include({
      type: "team",
      teamId,
      createdAt: made.token.createdAt,
      origin: "manual",
      expiresAt: made.token.expiresAt,
    });
    const ci = sdk(made.bearerToken);
    // The role of its user applies, and a call naming no team acts for its team.
    await addEnv("developer", "preview", "FROM_CI").then(() => undefined);
    await ci.projects.getProject({ idOrName: "web" });
    const other = await emulator.admin.createTeam("other", [ids.developer ?? ""]);
    await refusal(ci.projects.getProjects({ teamId: other.id }));
    // The list shows it without its value.
    const listed = await developer.authentication.listAuthTokens();
    expect(JSON.stringify(listed)).to.not.include(made.bearerToken);

    // Deleted: refused from the next request.
    await developer.authentication.deleteAuthToken({ tokenId: made.token.id });
    await refusal(ci.projects.getProject({ teamId, idOrName: "web" }));

    // Expired: refused once the clock passes its expiry.
    const short = await developer.authentication.createAuthToken({
      requestBody: { name: "short", expiresAt: Date.now() + 60_000 },
    });
    await sdk(short.bearerToken).projects.getProject({ teamId, idOrName: "web" });
    await emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 120_000 });
    const { error } = await refusal(sdk(short.bearerToken).projects.getProject({ teamId, idOrName: "web" }));
    expect(error.message).to.equal("The token has expired");
  });

  it("refuses a token expiry in the past", async () => {
    const error = await rejection<VercelError>(
      sdk(tokens.owner ?? "").authentication.createAuthToken({
        requestBody: { name: "late", expiresAt: Date.now() - 1000 },
      }),
    );
    expect(error.statusCode).to.equal(400);
  });
});
