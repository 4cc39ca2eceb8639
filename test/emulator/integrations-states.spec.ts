// Configuration states on the emulator's clock: the installing owner leaves the team → disabled
// (403 integration_configuration_disabled); re-activation → active; 30 days disabled → deleted.
import { expect } from "chai";
import type { IntegrationConfiguration } from "../../schema/integrations";
import { DEFAULT_USER_ID } from "../../emulator";
import { useEmulator } from "../support/emulator";
import { installOnTeamByMember } from "../support/integrations";

const DAY = 24 * 60 * 60 * 1000;

describe("emulator integration configuration states", () => {
  const emulator = useEmulator();

  async function installedByMember() {
    const { member, team, installed } = await installOnTeamByMember(emulator, ["read:project"]);
    const configurationPath = `/v1/integrations/configuration/${installed.configurationId}?teamId=${team.id}`;
    const projects = () =>
      emulator
        .as(installed.accessToken)
        .api<{ error: { code: string; message: string } }>("GET", `/v9/projects?teamId=${team.id}`);
    const leave = () => emulator.admin.setMembers(team.id, [DEFAULT_USER_ID]);
    const advance = (ms: number) => emulator.admin.api("POST", "/_emulator/clock", { advanceMs: ms });
    return { member, team, installed, configurationPath, projects, leave, advance };
  }

  it("disables the configuration when its installing owner leaves the team", async () => {
    const { projects, leave, configurationPath, installed } = await installedByMember();
    expect((await projects()).status).to.equal(200);
    await leave();
    const refused = await projects();
    expect(refused.status).to.equal(403);
    expect(refused.body.error.code).to.equal("integration_configuration_disabled");
    expect(refused.body.error.message).to.include(installed.configurationId).and.include("30 days");
    const shown = await emulator.admin.api<IntegrationConfiguration>("GET", configurationPath);
    expect(shown.body).to.include({ disabledReason: "original-owner-left-the-team" });
    expect(shown.body.disabledAt).to.be.a("number");
  });

  it("re-activates on an ownership transfer to a member, and refuses one to a non-member", async () => {
    const { projects, leave, advance, installed, member } = await installedByMember();
    await leave();
    await advance(29 * DAY);
    const activate = `/_emulator/integrations/configurations/${installed.configurationId}/activate`;
    expect((await emulator.admin.api("POST", activate, { userId: member.user.id })).status).to.equal(409);
    expect((await emulator.admin.api("POST", activate, { userId: DEFAULT_USER_ID })).status).to.equal(200);
    expect((await projects()).status).to.equal(200);
    // Owned by someone still in the team, it outlives the 30 days.
    await advance(2 * DAY);
    expect((await projects()).status).to.equal(200);
  });

  it("deletes a configuration disabled for 30 days without an ownership transfer", async () => {
    const { projects, leave, advance, configurationPath } = await installedByMember();
    await leave();
    await advance(30 * DAY - 60_000);
    expect((await emulator.admin.api("GET", configurationPath)).status).to.equal(200);
    const clock = await advance(60_000);
    expect(clock.body).to.include({ offsetMs: 30 * DAY });
    expect((await emulator.admin.api("GET", configurationPath)).status).to.equal(404);
    expect((await projects()).status).to.equal(403);
  });

  it("starts the clock over on reset", async () => {
    await emulator.admin.api("POST", "/_emulator/clock", { advanceMs: DAY });
    await emulator.admin.reset();
    const { body } = await emulator.admin.api<{ offsetMs: number }>("GET", "/_emulator/clock");
    expect(body.offsetMs).to.equal(0);
  });
});
