// Project members through @vercel/sdk: a team member's role on one project.
import { useContract } from "./support/contract";

describe("contract: project-members", () => {
  const contract = useContract("project-members");
  const teamId = () => contract.teamId;
  let memberId = "";

  beforeEach(async () => {
    const { user } = await contract.emulator.admin.createUser("ada");
    memberId = user.id;
    await contract.emulator.admin.setMembers(teamId(), ["user_EmulatorUser000000000000", memberId], {
      [memberId]: "CONTRIBUTOR",
    });
    await contract.setup("POST", "/v11/projects", { name: "web" });
  });

  it("addProjectMember", async () => {
    await contract.check("addProjectMember", (sdk) =>
      sdk.projectMembers.addProjectMember({
        teamId: teamId(),
        idOrName: "web",
        requestBody: { email: "ada@example.com", role: "PROJECT_DEVELOPER" },
      }),
    );
  });

  it("getProjectMembers", async () => {
    await contract.setup("POST", "/v1/projects/web/members", { uid: memberId, role: "PROJECT_VIEWER" });
    await contract.check("getProjectMembers", (sdk) =>
      sdk.projectMembers.getProjectMembers({ teamId: teamId(), idOrName: "web", limit: 10 }),
    );
  });

  it("removeProjectMember", async () => {
    await contract.setup("POST", "/v1/projects/web/members", { uid: memberId, role: "PROJECT_VIEWER" });
    await contract.check("removeProjectMember", (sdk) =>
      sdk.projectMembers.removeProjectMember({ teamId: teamId(), idOrName: "web", uid: memberId }),
    );
  });
});
