// A team's members through @vercel/sdk (the teams group the catalogue leaves in its gap).
import { useContract } from "./support/contract";

describe("contract: team-members", () => {
  const contract = useContract("team-members");
  const teamId = () => contract.teamId;
  let memberId = "";

  beforeEach(async () => {
    memberId = (await contract.emulator.admin.createUser("linus")).user.id;
    await contract.setup("POST", "/v11/projects", { name: "web" });
  });
  const join = () =>
    contract.setup("POST", `/v2/teams/${teamId()}/members`, {
      email: "linus@example.com",
      role: "DEVELOPER",
    });

  it("inviteUserToTeam", async () => {
    await contract.check("inviteUserToTeam", (sdk) =>
      sdk.teams.inviteUserToTeam({
        teamId: teamId(),
        requestBody: [
          {
            email: "linus@example.com",
            role: "CONTRIBUTOR",
            projects: [{ projectId: "web", role: "PROJECT_VIEWER" }],
          },
        ],
      }),
    );
  });

  it("getTeamMembers", async () => {
    await join();
    await contract.setup("POST", `/v2/teams/${teamId()}/members`, { email: "nobody-yet@example.com" });
    await contract.check("getTeamMembers", (sdk) =>
      sdk.teams.getTeamMembers({ teamId: teamId(), limit: 10 }),
    );
  });

  it("updateTeamMember", async () => {
    await join();
    await contract.check("updateTeamMember", (sdk) =>
      sdk.teams.updateTeamMember({
        teamId: teamId(),
        uid: memberId,
        requestBody: { role: "VIEWER", projects: [{ projectId: "web", role: "ADMIN" }] },
      }),
    );
  });

  it("removeTeamMember", async () => {
    await join();
    await contract.check("removeTeamMember", (sdk) =>
      sdk.teams.removeTeamMember({ teamId: teamId(), uid: memberId }),
    );
  });
});
