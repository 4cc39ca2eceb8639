// What a `pulumi up` user reads when the token is an integration's and the platform refuses it:
// which scope is missing and at which level, or that the installation is disabled, and what to
// do. Through the provider's host functions (what the engine calls), against the emulator.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import { startNewRun } from "../../provider/operations/session";
import { DEFAULT_USER_ID } from "../../emulator";
import { useEmulator } from "../support/emulator";
import { installOnTeamByMember } from "../support/integrations";
import { rejection } from "../support/rejection";

describe("Provider errors with an integration's token", () => {
  const emulator = useEmulator();

  function configure(token: string, team: string): void {
    const config: Record<string, string> = {
      "vercel:apiToken": token,
      "vercel:apiUrl": emulator.url,
      "vercel:team": team,
    };
    startNewRun();
    host.configure("Project", {
      get: (key: string) => config[key],
      require: (key: string) => String(config[key]),
    });
  }

  const teamInstallation = (scopes: string[]) => installOnTeamByMember(emulator, scopes);

  it("names the missing scope and its level, and says to confirm or reinstall the integration", async () => {
    const { team, installed } = await teamInstallation(["read:project", "read:team", "read:user"]);
    configure(installed.accessToken, team.id);
    const error = await rejection(host.create("Project", { name: "web" }));
    expect(error.message).to.include(
      'creating Project "web": 403 forbidden: Missing scope read-write:project',
    );
    expect(error.message).to.include("missing scope project (read-write) on this token");
    expect(error.message).to.include("confirm the change (or reinstall the integration)");
    expect(error.message).not.to.include(installed.accessToken);
  });

  it("says the installation is disabled and that an owner must transfer or re-activate it", async () => {
    const { team, installed } = await teamInstallation(["read-write:project", "read:team", "read:user"]);
    configure(installed.accessToken, team.id);
    const { id } = await host.create("Project", { name: "web" });
    await emulator.admin.setMembers(team.id, [DEFAULT_USER_ID]);
    const error = await rejection(host.read("Project", id, { name: "web" }));
    expect(error.message).to.include("403 integration_configuration_disabled");
    expect(error.message).to.include("transfer its ownership or re-activate it within 30 days");
    expect(error.message).not.to.include(installed.accessToken);
  });
});
