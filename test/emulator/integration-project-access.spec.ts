// Which projects an installation reaches: "all" or "selected" at install, the owner's grants and
// revocations (GET|POST /v1/integrations/configuration/{id}/project/{projectId}, as the Terraform
// provider calls them), what the installation's token may then reach, and a deleted project leaving
// the selection. Over real HTTP, with the installation's own token where it matters.
import { expect } from "chai";
import { DEFAULT_USER_ID } from "../../emulator";
import type { IntegrationConfiguration } from "../../schema/integrations";
import { useEmulator } from "../support/emulator";
import { installWithToken } from "../support/integrations";

interface ErrorBody {
  error: { code: string; message: string };
}

describe("emulator integration project access", () => {
  const emulator = useEmulator();
  const team = () => emulator.teamId;

  async function setup(projectSelection: "all" | "selected") {
    const [web, api] = await emulator.admin.seedProjects([
      { name: "access-web", teamId: team() },
      { name: "access-api", teamId: team() },
    ]);
    const installed = await installWithToken(emulator, {
      clientSecret: "client-secret",
      scopes: ["read:project", "read-write:integration-configuration"],
      userId: DEFAULT_USER_ID,
      teamId: team(),
      projectSelection,
      ...(projectSelection === "selected" ? { projects: [web!.name] } : {}),
    });
    const access = (projectId: string) =>
      `/v1/integrations/configuration/${installed.configurationId}/project/${projectId}?teamId=${team()}`;
    const configuration = async () =>
      (
        await emulator.admin.api<IntegrationConfiguration>(
          "GET",
          `/v1/integrations/configuration/${installed.configurationId}?teamId=${team()}`,
        )
      ).body;
    const asIntegration = emulator.as(installed.accessToken);
    return { web: web!, api: api!, installed, access, configuration, asIntegration };
  }

  it("grants and revokes a project of a selected installation, which its token then reaches or not", async () => {
    const { web, api, access, configuration, asIntegration } = await setup("selected");
    expect(await configuration()).to.deep.include({ projectSelection: "selected", projects: [web.id] });
    expect((await emulator.admin.api("GET", access(api.id))).body).to.deep.equal({ allowed: false });

    const project = (id: string) =>
      asIntegration.api<ErrorBody>("GET", `/v9/projects/${id}?teamId=${team()}`);
    const refused = await project(api.id);
    expect(refused.status).to.equal(403);
    expect(refused.body.error.message).to.include("no access to the project").and.include(api.name);
    // An installation may always ask whether it reaches a project.
    expect((await asIntegration.api("GET", access(api.id))).body).to.deep.equal({ allowed: false });

    const granted = await emulator.admin.api("POST", access(api.id), { allowed: true });
    expect(granted.status).to.equal(200);
    expect(granted.body).to.deep.equal({ allowed: true });
    expect((await emulator.admin.api("GET", access(api.id))).body).to.deep.equal({ allowed: true });
    expect((await configuration()).projects).to.have.members([web.id, api.id]);
    expect((await project(api.id)).status).to.equal(200);

    // Granting twice changes nothing.
    expect((await emulator.admin.api("POST", access(api.id), { allowed: true })).status).to.equal(200);
    expect((await configuration()).projects).to.have.lengthOf(2);

    expect((await emulator.admin.api("POST", access(api.id), { allowed: false })).body).to.deep.equal({
      allowed: false,
    });
    expect((await configuration()).projects).to.deep.equal([web.id]);
    expect((await project(api.id)).status).to.equal(403);
  });

  it("refuses grants on an installation that reaches every project, which answers allowed", async () => {
    const { api, access } = await setup("all");
    expect((await emulator.admin.api("GET", access(api.id))).body).to.deep.equal({ allowed: true });
    const refused = await emulator.admin.api<ErrorBody>("POST", access(api.id), { allowed: true });
    expect(refused.status).to.equal(400);
    expect(refused.body.error.message).to.include("access to all projects");
  });

  it("refuses a project of another owner, an integration choosing for itself, and a bad body", async () => {
    const { installed, access, asIntegration, api } = await setup("selected");
    const [personal] = await emulator.admin.seedProjects([{ name: "access-personal" }]);
    const missing = await emulator.admin.api<ErrorBody>("POST", access(personal!.id), { allowed: true });
    expect(missing.status).to.equal(404);
    const itself = await asIntegration.api<ErrorBody>("POST", access(api.id), { allowed: true });
    expect(itself.status).to.equal(403);
    expect(itself.body.error.message).to.include("account's members");
    const bad = await emulator.admin.api<ErrorBody>("POST", access(api.id), { allowed: "yes" });
    expect(bad.status).to.equal(400);
    expect(bad.body.error.message).to.include("allowed");
    const unknown = await emulator.admin.api<ErrorBody>(
      "POST",
      `/v1/integrations/configuration/icfg_missing/project/${api.id}?teamId=${team()}`,
      { allowed: true },
    );
    expect(unknown.status).to.equal(404);
    expect(installed.configurationId).to.match(/^icfg_/);
  });

  it("drops a deleted project from the selection", async () => {
    const { web, configuration } = await setup("selected");
    expect((await emulator.admin.api("DELETE", `/v9/projects/${web.id}?teamId=${team()}`)).status).to.equal(
      204,
    );
    expect(await configuration()).to.deep.include({ projectSelection: "selected", projects: [] });
  });

  it("refuses to install with projects that are not the owner's, or projects without a selection", async () => {
    const base = { scopes: ["read:project"], userId: DEFAULT_USER_ID, teamId: team() };
    const unknown = await emulator.admin.api<ErrorBody>("POST", "/_emulator/integrations/installations", {
      ...base,
      projectSelection: "selected",
      projects: ["prj_unknown"],
    });
    expect(unknown.status).to.equal(404);
    const stray = await emulator.admin.api<ErrorBody>("POST", "/_emulator/integrations/installations", {
      ...base,
      projects: ["prj_unknown"],
    });
    expect(stray.status).to.equal(400);
  });
});
