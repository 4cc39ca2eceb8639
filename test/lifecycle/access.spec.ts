// Who may do what, declared: a team whose members, access group, project grants and project
// members are all in one program on the real Pulumi engine. Up, a preview with no change, each
// member's own token then doing exactly what their role allows against the emulator (one allowed
// and one refused call each), the program's UserToken working at once, a member removed outside the
// program and one added outside the project's members shown as drift and put back, and a destroy
// that leaves the emulator empty.
import { expect } from "chai";
import {
  AccessGroup,
  AccessGroupMember,
  AccessGroupProject,
  Project,
  ProjectMembers,
  TeamMember,
  UserToken,
} from "../../provider";
import { rejection } from "../support/rejection";
import { useSharedLifecycle } from "../support/shared-lifecycle";

describe("a team's members, access groups and project grants in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();
  const users: Record<string, { id: string; token: string }> = {};

  /** An env var written with `token`: the answer's status. */
  const addEnv = async (token: string, key: string, target: "preview" | "production") =>
    (
      await emulator.as(token).api("POST", `/v10/projects/web/env?teamId=${emulator.teamId}`, {
        key,
        value: "v",
        type: "plain",
        target: [target],
      })
    ).status;

  before(async () => {
    for (const name of ["ada", "grace", "linus"]) {
      const { user, token } = await emulator.admin.createUser(name);
      users[name] = { id: user.id, token };
    }
    const graceId = users.grace?.id ?? "";
    shared().setProgram(async () => {
      const web = new Project("web", { name: "web" });
      const ada = new TeamMember("ada", { email: "ada@example.com", role: "DEVELOPER" });
      const grace = new TeamMember("grace", { userId: graceId, role: "CONTRIBUTOR" });
      const linus = new TeamMember("linus", { email: "linus@example.com", role: "CONTRIBUTOR" });
      // No name: auto-named `frontend-<7 hex>`, as @pulumiverse/vercel programs may leave it.
      const frontend = new AccessGroup("frontend", {});
      new AccessGroupProject("frontend-web", {
        accessGroupId: frontend.id,
        projectId: web.id,
        role: "PROJECT_DEVELOPER",
      });
      new AccessGroupMember(
        "frontend-grace",
        { accessGroupId: frontend.id, userId: graceId },
        { dependsOn: [grace] },
      );
      new ProjectMembers(
        "web-members",
        { projectId: web.id, members: [{ email: "linus@example.com", role: "PROJECT_VIEWER" }] },
        { dependsOn: [linus] },
      );
      const ci = new UserToken("ci", { name: "ci" });
      return { adaRole: ada.role, ciToken: ci.token };
    });
  });

  it("creates them all, previews no change, and each member's token does what the role allows", async () => {
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ create: 10 }); // nine resources and the stack
    expect(up.outputs.ciToken?.secret).to.equal(true);
    const groups = await api<{ accessGroups: Array<{ name: string }> }>("GET", "/v1/access-groups");
    expect(groups.accessGroups.map((group) => group.name)).to.satisfy(
      (names: string[]) => names.length === 1 && /^frontend-[0-9a-f]{7}$/.test(names[0]!),
    );
    // The auto-name is kept from the state: refreshed, nothing changes.
    await shared().stack.preview({ refresh: true, expectNoChanges: true });

    const token = (name: string) => users[name]?.token ?? "";
    // A developer: preview variables yes, production no.
    expect(await addEnv(token("ada"), "ADA_PREVIEW", "preview")).to.equal(201);
    expect(await addEnv(token("ada"), "ADA_PRODUCTION", "production")).to.equal(403);
    // A contributor in the group: what the group's PROJECT_DEVELOPER allows, no more.
    expect(await addEnv(token("grace"), "GRACE_PREVIEW", "preview")).to.equal(201);
    expect(await addEnv(token("grace"), "GRACE_PRODUCTION", "production")).to.equal(403);
    // A contributor who is a project viewer: reads the project, changes nothing.
    const asLinus = emulator.as(token("linus"));
    expect((await asLinus.api("GET", `/v9/projects/web?teamId=${emulator.teamId}`)).status).to.equal(200);
    expect(await addEnv(token("linus"), "LINUS_PREVIEW", "preview")).to.equal(403);
    // The program's token works at once, for the team.
    const ci = String(up.outputs.ciToken?.value);
    expect((await emulator.as(ci).api("GET", `/v9/projects/web?teamId=${emulator.teamId}`)).status).to.equal(
      200,
    );
    // Nothing secret in state in clear.
    expect(await shared().exportEncrypted()).to.not.include(ci);
  });

  it("shows a member removed outside the program and one added to the project as drift, and puts them back", async () => {
    await api("DELETE", `/v1/teams/${emulator.teamId}/members/${users.ada?.id ?? ""}`);
    const drift = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(drift)).to.match(/no changes were expected/i);
    await shared().stack.up({ refresh: true });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });

    await api("POST", "/v1/projects/web/members", { uid: users.ada?.id, role: "ADMIN" });
    const added = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(added)).to.match(/no changes were expected/i);
    await shared().stack.up({ refresh: true });
    const { members } = await api<{ members: Array<{ uid: string }> }>("GET", "/v1/projects/web/members");
    expect(members.map((member) => member.uid)).to.deep.equal([users.linus?.id]);
    expect(await addEnv(users.ada?.token ?? "", "ADA_AGAIN", "preview")).to.equal(201);
  });

  it("destroys them all, leaving the emulator empty and the members' tokens without a team", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
    const team = await api<{ members: unknown[] }>("GET", `/v3/teams/${emulator.teamId}/members`);
    expect(team.members).to.have.length(1); // the program's own user, the owner
  });
});
