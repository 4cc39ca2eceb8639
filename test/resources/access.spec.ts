// The access family through the provider's host functions against the emulator: checks before any
// call, create and read with no diff, changes in place, drift (a member added outside a
// ProjectMembers), adopt, import ids, gone, the lookups, and a UserToken whose value works at once.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import type { AnyResourceDefinition } from "../../provider/families/kit/definition";
import { parseImportId } from "../../provider/families/kit/import-id";
import { definitionByName } from "../../provider/families/registry";
import { useEmulator } from "../support/emulator";
import { expectRefreshTogether, type Created } from "../support/refresh-together";
import { rejection } from "../support/rejection";
import {
  checkFailures,
  configureProvider,
  runNamedFunction,
  seedProject,
  teamApi,
  type Props,
} from "./env-support";

describe("access resources", () => {
  const emulator = useEmulator();
  const calls = async () => (await emulator.admin.requestCounts()).counts;
  const noChange = async (type: string, id: string, state: Props, news: Props) => {
    const { props } = await host.read(type, id, state);
    expect((await host.diff(type, id, props, news)).changes, JSON.stringify(props)).to.equal(false);
    return props;
  };
  let projectId = "";
  let ada = "";
  let grace = "";

  beforeEach(async () => {
    configureProvider(emulator);
    projectId = await seedProject(emulator, "web");
    ada = (await emulator.admin.createUser("ada")).user.id;
    grace = (await emulator.admin.createUser("grace")).user.id;
  });
  const join = async (...ids: string[]) => {
    const team = await teamApi<{ members: { uid: string }[] }>(
      emulator,
      "GET",
      `/v3/teams/${emulator.teamId}/members`,
    );
    await emulator.admin.setMembers(
      emulator.teamId,
      [...team.members.map((m) => m.uid), ...ids],
      Object.fromEntries(ids.map((id) => [id, "CONTRIBUTOR" as const])),
    );
  };

  it("refuses an unknown role, a bad email and an expiry in the past before any call", async () => {
    expect(
      await checkFailures("AccessGroupProject", { accessGroupId: "ag_1", projectId: "p", role: "OWNER" }),
    ).to.have.key("role");
    expect(await checkFailures("TeamMember", { email: "not-an-email", role: "MEMBER" })).to.deep.equal({
      email: "must be an email address",
    });
    expect(await checkFailures("TeamMember", { role: "CAPTAIN" })).to.have.key("role");
    expect(await checkFailures("TeamMember", { role: "MEMBER" })).to.deep.equal({
      userId: "name the member by exactly one of userId or email",
    });
    expect(await checkFailures("UserToken", { name: "ci", expiresAt: Date.now() - 1000 })).to.deep.equal({
      expiresAt: "must be in the future",
    });
    expect(
      await checkFailures("ProjectMembers", {
        projectId: "p",
        members: [{ email: "a@example.com", userId: "u", role: "ADMIN" }],
      }),
    ).to.have.key("members[0].userId");
    expect(await calls()).to.deep.equal({});
  });

  it("AccessGroup, AccessGroupProject and AccessGroupMember: create, no diff, in place, adopt, import, gone", async () => {
    await join(ada);
    const group = await host.create("AccessGroup", { name: "frontend" });
    expect(group.id).to.match(/^ag_/);
    await noChange("AccessGroup", group.id, group.outs, { name: "frontend" });
    const renamed = await host.update("AccessGroup", group.id, group.outs, { name: "web-team" });
    expect(renamed.outs).to.include({ name: "web-team", accessGroupId: group.id });

    const grant = await host.create("AccessGroupProject", {
      accessGroupId: group.id,
      projectId,
      role: "PROJECT_VIEWER",
    });
    expect(grant.id).to.equal(`${group.id}/${projectId}`);
    const diff = await host.diff("AccessGroupProject", grant.id, grant.outs, {
      accessGroupId: group.id,
      projectId,
      role: "ADMIN",
    });
    expect(diff.replaces).to.deep.equal([]);
    const regranted = await host.update("AccessGroupProject", grant.id, grant.outs, {
      accessGroupId: group.id,
      projectId,
      role: "ADMIN",
    });
    expect(regranted.outs).to.include({ role: "ADMIN" });

    const member = await host.create("AccessGroupMember", { accessGroupId: group.id, userId: ada });
    await noChange("AccessGroupMember", member.id, member.outs, { accessGroupId: group.id, userId: ada });
    expect((await runNamedFunction(emulator, "getAccessGroup", { id: "web-team" })).membersCount).to.equal(1);
    expect(
      await runNamedFunction(emulator, "getAccessGroupProject", { accessGroupId: group.id, projectId }),
    ).to.include({
      role: "ADMIN",
    });

    // Adopt by name, refused without adopt; import `[team/]ag_…/projectId`.
    const conflict = await rejection(host.create("AccessGroup", { name: "web-team" }));
    expect(String(conflict)).to.contain("adopt");
    expect((await host.create("AccessGroup", { name: "web-team", adopt: true })).id).to.equal(group.id);
    const definition = definitionByName("AccessGroupProject") as AnyResourceDefinition;
    const imported = parseImportId(definition, `${emulator.teamSlug}/${group.id}/${projectId}`);
    expect((await host.read("AccessGroupProject", imported.id, {})).props).to.include({ role: "ADMIN" });

    // Gone once removed outside; deleting the group removes its grants.
    await host.delete("AccessGroupMember", member.id, member.outs);
    expect(await host.read("AccessGroupMember", member.id, member.outs)).to.deep.equal({ id: "", props: {} });
    await host.delete("AccessGroup", group.id, renamed.outs);
    expect(await host.read("AccessGroupProject", grant.id, regranted.outs)).to.deep.equal({
      id: "",
      props: {},
    });
  });

  it("reads a group's members together (one list), a member removed outside reading gone, and its grants together as each alone reads", async () => {
    const users: string[] = [];
    for (let i = 0; i < 12; i++) users.push((await emulator.admin.createUser(`member${i}`)).user.id);
    await join(...users);
    const group = await host.create("AccessGroup", { name: "many" });
    const members: Created[] = [];
    for (const userId of users) {
      const { id, outs = {} } = await host.create("AccessGroupMember", { accessGroupId: group.id, userId });
      members.push({ id, outs });
    }
    configureProvider(emulator);
    await emulator.admin.clearRequestCounts();
    const readAll = () =>
      Promise.all(members.map(({ id, outs }) => host.read("AccessGroupMember", id, outs)));
    expect((await readAll()).map((read) => read.id)).to.deep.equal(members.map(({ id }) => id));
    expect(await calls()).to.deep.equal({ "GET /v1/access-groups/:idOrName/members": 1 });
    // Removed outside: that member reads gone, the others stay; still one list in a new run.
    await teamApi(emulator, "POST", `/v1/access-groups/${group.id}`, { membersToRemove: [users[4]] });
    configureProvider(emulator);
    await emulator.admin.clearRequestCounts();
    const after = await readAll();
    expect(after.filter((read) => read.id === "").length).to.equal(1);
    expect(after[4]).to.deep.equal({ id: "", props: {} });
    // The member the list lacks is read alone (its own list), in case the list was short.
    expect(await calls()).to.deep.equal({ "GET /v1/access-groups/:idOrName/members": 2 });

    const grants: Created[] = [];
    for (let i = 0; i < 6; i++) {
      const project = await seedProject(emulator, `granted-${i}`);
      const { id, outs = {} } = await host.create("AccessGroupProject", {
        accessGroupId: group.id,
        projectId: project,
        role: "PROJECT_VIEWER",
      });
      grants.push({ id, outs });
    }
    await expectRefreshTogether({
      emulator,
      type: "AccessGroupProject",
      created: grants,
      newRun: () => configureProvider(emulator),
      listCalls: { "GET /v1/access-groups/:idOrName/projects": 1 },
      edit: {
        index: 2,
        apply: ({ outs }) =>
          teamApi(emulator, "PATCH", `/v1/access-groups/${group.id}/projects/${String(outs.projectId)}`, {
            role: "ADMIN",
          }).then(() => {}),
        changes: { role: "ADMIN" },
      },
    });
  });

  it("ProjectMembers reports a member added outside as drift and the next update removes it", async () => {
    await join(ada, grace);
    const inputs = { projectId, members: [{ email: "ada@example.com", role: "PROJECT_DEVELOPER" }] };
    const created = await host.create("ProjectMembers", inputs);
    const state = await noChange("ProjectMembers", created.id, created.outs, inputs);
    await teamApi(emulator, "POST", `/v1/projects/${projectId}/members`, {
      uid: grace,
      role: "PROJECT_VIEWER",
    });
    const { props: drifted } = await host.read("ProjectMembers", created.id, state);
    expect(drifted.members).to.deep.include({ userId: grace, role: "PROJECT_VIEWER" });
    expect((await host.diff("ProjectMembers", created.id, drifted, inputs)).changes).to.equal(true);
    const updated = await host.update("ProjectMembers", created.id, drifted, inputs);
    expect(updated.outs.members).to.deep.equal(inputs.members);
    await host.delete("ProjectMembers", created.id, updated.outs);
    const left = await teamApi<{ members: unknown[] }>(emulator, "GET", `/v1/projects/${projectId}/members`);
    expect(left.members).to.deep.equal([]);
  });

  it("TeamMember: joins by email, changes role, projects and groups in place, and getTeamMember reads it", async () => {
    const group = await host.create("AccessGroup", { name: "frontend" });
    const inputs = {
      email: "ada@example.com",
      role: "DEVELOPER",
      projects: [{ projectId, role: "ADMIN" }],
      accessGroups: [group.id],
    };
    const created = await host.create("TeamMember", inputs);
    expect(created.id).to.equal(ada);
    const state = await noChange("TeamMember", created.id, created.outs, inputs);
    const next = { ...inputs, role: "VIEWER", projects: [], accessGroups: [] };
    const updated = await host.update("TeamMember", created.id, state, next);
    expect(updated.outs).to.deep.include({ role: "VIEWER", projects: [], accessGroups: [] });
    expect(await runNamedFunction(emulator, "getTeamMember", { email: "ada@example.com" })).to.include({
      userId: ada,
      role: "VIEWER",
    });
    const definition = definitionByName("TeamMember") as AnyResourceDefinition;
    expect(parseImportId(definition, `${emulator.teamId}/${ada}`).id).to.equal(ada);
    await host.delete("TeamMember", created.id, updated.outs);
    expect(await host.read("TeamMember", created.id, updated.outs)).to.deep.equal({ id: "", props: {} });
    // By user id, as the Terraform provider's `user_id`.
    const byId = await host.create("TeamMember", { userId: grace, role: "MEMBER" });
    expect(byId.outs).to.deep.include({ userId: grace, role: "MEMBER", username: "grace" });
  });

  it("TeamMember: members and a pending invite read together from one list of the team, as each alone reads, and a role changed outside in the next run", async () => {
    const created: Created[] = [];
    for (let i = 0; i < 6; i++) {
      const { user } = await emulator.admin.createUser(`teammate${i}`);
      const { id, outs = {} } = await host.create("TeamMember", { userId: user.id, role: "MEMBER" });
      created.push({ id, outs });
    }
    // An invite by an email no user has: pending, it is an entry of the same list.
    const invite = await host.create("TeamMember", { email: "newcomer@example.com", role: "VIEWER" });
    expect(invite.outs).to.deep.include({ confirmed: false, role: "VIEWER" });
    created.push({ id: invite.id, outs: invite.outs ?? {} });
    await expectRefreshTogether({
      emulator,
      type: "TeamMember",
      created,
      newRun: () => configureProvider(emulator),
      listCalls: { "GET /v3/teams/:teamId/members": 1 },
      edit: {
        index: 3,
        apply: ({ id }) =>
          teamApi(emulator, "PATCH", `/v1/teams/${emulator.teamId}/members/${id}`, { role: "DEVELOPER" }),
        changes: { role: "DEVELOPER" },
      },
    });
  });

  it("TeamMember: a project role given through ProjectMembers in the same run shows in the member's next read", async () => {
    const members: Created[] = [];
    for (const userId of [ada, grace]) {
      const { id, outs = {} } = await host.create("TeamMember", { userId, role: "MEMBER", projects: [] });
      members.push({ id, outs });
    }
    configureProvider(emulator);
    // Read together: one list of the team, kept for the run.
    const before = await Promise.all(members.map(({ id, outs }) => host.read("TeamMember", id, outs)));
    expect(before.map(({ props }) => props.projects)).to.deep.equal([[], []]);
    await host.create("ProjectMembers", {
      projectId,
      members: [{ userId: grace, role: "PROJECT_DEVELOPER" }],
    });
    const after = await Promise.all(members.map(({ id, outs }) => host.read("TeamMember", id, outs)));
    expect(after.map(({ props }) => props.projects)).to.deep.equal([
      [],
      [{ projectId, role: "PROJECT_DEVELOPER" }],
    ]);
  });

  it("UserToken: the value works at once, is kept from state reads, and stops working once deleted", async () => {
    const created = await host.create("UserToken", { name: "ci", expiresAt: Date.now() + 3_600_000 });
    const token = String(created.outs.token);
    expect(token).to.match(/^emu_/);
    const asToken = emulator.as(token);
    expect((await asToken.api("GET", `/v9/projects/web?teamId=${emulator.teamId}`)).status).to.equal(200);
    const { props } = await host.read("UserToken", created.id, created.outs);
    expect(props).to.include({ token, name: "ci" });
    await host.delete("UserToken", created.id, props);
    expect((await asToken.api("GET", `/v9/projects/web?teamId=${emulator.teamId}`)).status).to.equal(403);
  });
});
