// What an installed integration reaches, declared: one stack on the real Pulumi engine grants an
// integration (installed on "specific projects" through the emulator's dashboard stand-in) one
// project of the program, and reads it back with getIntegration, the project's members with
// getProjectMembers and the identity provider's groups with getDsyncGroups. Up, a preview with no
// change, the installation's own token reaching the granted project only; a revocation made
// outside the program shown as drift and put back; a grant made outside the program adopted; and a
// destroy that leaves the emulator empty and the installation reaching no project.
import { expect } from "chai";
import * as pulumi from "@pulumi/pulumi";
import { DEFAULT_USER_ID } from "../../emulator";
import type { IntegrationConfiguration } from "../../schema/integrations";
import {
  getDsyncGroupsOutput,
  getIntegrationOutput,
  getProjectMembersOutput,
  IntegrationProjectAccess,
  Project,
  ProjectMembers,
  TeamMember,
} from "../../provider";
import { installWithToken } from "../support/integrations";
import { rejection } from "../support/rejection";
import { useSharedLifecycle } from "../support/shared-lifecycle";

describe("an integration's project access and the access lookups in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();
  let configurationId = "";
  let integrationToken = "";

  const configuration = () =>
    api<IntegrationConfiguration>("GET", `/v1/integrations/configuration/${configurationId}`);
  /** The installation's own token reading a project: the answer's status. */
  const reads = async (project: string) =>
    (await emulator.as(integrationToken).api("GET", `/v9/projects/${project}?teamId=${emulator.teamId}`))
      .status;

  function program(adoptApi: boolean) {
    return async () => {
      const web = new Project("web", { name: "ia-web" });
      const apiProject = new Project("api", { name: "ia-api" });
      const mona = new TeamMember("mona", { email: "mona@example.com", role: "DEVELOPER" });
      const members = new ProjectMembers(
        "web-members",
        { projectId: web.id, members: [{ email: "mona@example.com", role: "PROJECT_VIEWER" }] },
        { dependsOn: [mona] },
      );
      const access = new IntegrationProjectAccess("web-access", {
        integrationId: configurationId,
        projectId: web.id,
      });
      if (adoptApi) {
        new IntegrationProjectAccess("api-access", {
          integrationId: configurationId,
          projectId: apiProject.id,
          adopt: true,
        });
      }
      const integration = getIntegrationOutput({ id: access.integrationId });
      const groups = getDsyncGroupsOutput({});
      return {
        webId: web.id,
        apiId: apiProject.id,
        selection: integration.projectSelection,
        // Read once the grant exists: the lookup's input is the resource's output.
        reached: pulumi.all([access.id, integration.projects]).apply(([, projects]) => projects),
        memberEmails: getProjectMembersOutput({ projectId: members.projectId }).members.apply((list) =>
          list.map((member) => `${member.email}:${member.role}`),
        ),
        groupMap: groups.map,
        groupNames: groups.lists.apply((list) => list.map((group) => group.name)),
      };
    };
  }

  before(async () => {
    await emulator.admin.createUser("mona");
    const synced = await emulator.admin.api("PUT", `/_emulator/teams/${emulator.teamId}/dsync/groups`, {
      groups: [{ name: "finance" }, { name: "admin" }],
    });
    expect(synced.status).to.equal(200);
    const installed = await installWithToken(emulator, {
      clientSecret: "client-secret",
      slug: "acme-ci",
      scopes: ["read:project"],
      userId: DEFAULT_USER_ID,
      teamId: emulator.teamId,
      projectSelection: "selected",
    });
    configurationId = installed.configurationId;
    integrationToken = installed.accessToken;
    shared().setProgram(program(false));
  });

  it("grants the project, reads it all back through the lookups, and the installation reaches it alone", async () => {
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ create: 6 }); // five resources and the stack
    const webId = String(up.outputs.webId?.value);
    const apiId = String(up.outputs.apiId?.value);
    expect(up.outputs.selection?.value).to.equal("selected");
    expect(up.outputs.reached?.value).to.deep.equal([webId]);
    expect(up.outputs.memberEmails?.value).to.deep.equal(["mona@example.com:PROJECT_VIEWER"]);
    expect(up.outputs.groupNames?.value).to.deep.equal(["admin", "finance"]);
    const { groups } = await api<{ groups: Array<{ id: string; name: string }> }>(
      "GET",
      `/teams/${emulator.teamId}/dsync/groups`,
    );
    expect(up.outputs.groupMap?.value).to.deep.equal(Object.fromEntries(groups.map((g) => [g.name, g.id])));

    expect(await reads(webId)).to.equal(200);
    expect(await reads(apiId)).to.equal(403);
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("shows a revocation made outside the program as drift, and grants the project again", async () => {
    const { webId } = await shared().stack.outputs();
    const web = String(webId?.value);
    await api("POST", `/v1/integrations/configuration/${configurationId}/project/${web}`, { allowed: false });
    expect(await reads(web)).to.equal(403);
    const drift = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(drift)).to.match(/no changes were expected/i);
    await shared().stack.up({ refresh: true });
    expect(await reads(web)).to.equal(200);
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("adopts a grant made in the dashboard", async () => {
    const { apiId } = await shared().stack.outputs();
    const apiProject = String(apiId?.value);
    await api("POST", `/v1/integrations/configuration/${configurationId}/project/${apiProject}`, {
      allowed: true,
    });
    shared().setProgram(program(true));
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ create: 1 });
    expect((await configuration()).projects).to.have.members([String(up.outputs.webId?.value), apiProject]);
    expect(await reads(apiProject)).to.equal(200);
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("destroys it all: the emulator is empty and the installation reaches no project", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
    expect(await configuration()).to.deep.include({ projectSelection: "selected", projects: [] });
  });
});
