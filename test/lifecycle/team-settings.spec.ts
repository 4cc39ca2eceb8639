// The team's settings (TeamConfig, getTeamConfig) and the team file component's rename, on the real
// Pulumi engine in one stack: a stack made with the component's old type token upgrades to TeamFile
// with no replace, create or delete; the settings are applied, read back by getTeamConfig, refused
// in preview when bad (field and rule named), kept out of plaintext state (the invite code), shown
// as drift when changed outside and put back; and destroy leaves the team's settings as they are.
import * as pulumi from "@pulumi/pulumi";
import { expect } from "chai";
import { getTeamConfigOutput, Project, TeamConfig, TeamFile } from "../../provider";
import { LEGACY_TEAM_FILE_TYPE } from "../../provider/dynamic/team-file";
import { rejection } from "../support/rejection";
import { useSharedLifecycle } from "../support/shared-lifecycle";

const TEAM_FILE = "projects:\n  - name: web\n";

/** The component as releases before the rename registered it: its type token and a child per entry. */
class LegacyTeamFile extends pulumi.ComponentResource {
  constructor(name: string) {
    super(LEGACY_TEAM_FILE_TYPE, name, {}, {});
    new Project(`${name}/web`, { name: "web" }, { parent: this });
    this.registerOutputs({});
  }
}

const SETTINGS = {
  name: "Platform",
  slug: "platform-team",
  description: "The platform team",
  emailDomain: "example.com",
  previewDeploymentSuffix: "previews.example.com",
  enablePreviewFeedback: "off",
  sensitiveEnvironmentVariablePolicy: "on",
  hideIpAddresses: true,
  remoteCaching: { enabled: false },
  saml: { enforced: false, roles: { admins: { role: "OWNER" } } },
};

describe("a team's settings, and the team file component renamed, in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();
  const team = () => api<Record<string, unknown>>("GET", `/v2/teams/${emulator.teamId}`);

  const program =
    (component: "legacy" | "renamed", settings: Record<string, unknown> = SETTINGS) =>
    async () => {
      if (component === "legacy") new LegacyTeamFile("team");
      else new TeamFile("team", { text: TEAM_FILE, fileName: "team.yaml" });
      const config = new TeamConfig("settings", settings);
      const read = getTeamConfigOutput({ id: config.id });
      return { slug: config.slug, readDescription: read.description, inviteCode: read.inviteCode };
    };

  it("applies the settings with the component under its old type token", async () => {
    shared().setProgram(program("legacy"));
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ create: 4 }); // component, project, settings, stack
    expect(up.outputs.slug?.value).to.equal("platform-team");
    expect(up.outputs.readDescription?.value).to.equal("The platform team");
    expect(up.outputs.inviteCode?.secret).to.equal(true);
    expect(await team()).to.deep.include({
      slug: "platform-team",
      description: "The platform team",
      previewDeploymentSuffix: "previews.example.com",
      enablePreviewFeedback: "off",
      sensitiveEnvironmentVariablePolicy: "on",
      hideIpAddresses: true,
      remoteCaching: { enabled: false },
    });
    expect((await team())["saml"]).to.deep.include({ roles: { admins: "OWNER" } });
  });

  it("upgrades to TeamFile without replacing, creating or deleting anything", async () => {
    const before = await api<{ projects: Array<{ id: string }> }>("GET", "/v10/projects");
    shared().setProgram(program("renamed"));
    const preview = await shared().stack.preview();
    expect(preview.changeSummary).to.not.have.any.keys("create", "delete", "replace", "create-replacement");
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.not.have.any.keys("create", "delete", "replace");
    await shared().stack.preview({ expectNoChanges: true });
    const after = await api<{ projects: Array<{ id: string }> }>("GET", "/v10/projects");
    expect(after.projects.map((p) => p.id)).to.deep.equal(before.projects.map((p) => p.id));
    const exported = JSON.stringify((await shared().stack.exportStack()).deployment);
    expect(exported).to.include("vercel:index:TeamFile").and.not.include(`${LEGACY_TEAM_FILE_TYPE}$`);
  });

  it("keeps the invite code out of plaintext state", async () => {
    const code = String((await team())["inviteCode"]);
    expect(code).to.have.length.greaterThan(5);
    expect(await shared().exportEncrypted()).not.to.include(code);
  });

  it("refuses bad settings in preview, naming the field and the rule", async () => {
    shared().setProgram(
      program("renamed", {
        ...SETTINGS,
        slug: "Not A Slug",
        emailDomain: "not a domain",
        sensitiveEnvironmentVariablePolicy: "sometimes",
        saml: { roles: { admins: { role: "OWNER", accessGroupId: "ag_1" } } },
      }),
    );
    const message = String(await rejection(shared().stack.preview()));
    expect(message).to.include("TeamConfig");
    expect(message).to.match(/slug.*lowercase letters/);
    expect(message).to.match(/emailDomain.*domain name/);
    expect(message).to.match(/sensitiveEnvironmentVariablePolicy/);
    expect(message).to.match(/exactly one of role or accessGroupId/);
    shared().setProgram(program("renamed"));
  });

  it("shows a setting changed outside as drift and puts it back", async () => {
    await api("PATCH", `/v2/teams/${emulator.teamId}`, {
      description: "changed by hand",
      hideIpAddresses: false,
    });
    const drift = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(drift)).to.match(/no changes were expected/i);
    await shared().stack.up({ refresh: true });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
    expect(await team()).to.deep.include({ description: "The platform team", hideIpAddresses: true });
  });

  it("destroys the stack's objects and leaves the team's settings as they are", async () => {
    await shared().stack.destroy();
    expect((await api<{ projects: unknown[] }>("GET", "/v10/projects")).projects).to.deep.equal([]);
    expect(await team()).to.deep.include({ slug: "platform-team", description: "The platform team" });
  });
});
