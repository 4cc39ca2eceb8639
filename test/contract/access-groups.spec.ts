// Access groups through @vercel/sdk: the group, its members and its roles on projects.
import { useContract } from "./support/contract";

describe("contract: access-groups", () => {
  const contract = useContract("access-groups");
  const teamId = () => contract.teamId;
  let memberId = "";

  beforeEach(async () => {
    const { user } = await contract.emulator.admin.createUser("grace");
    memberId = user.id;
    await contract.emulator.admin.setMembers(teamId(), ["user_EmulatorUser000000000000", memberId], {
      [memberId]: "CONTRIBUTOR",
    });
    await contract.setup("POST", "/v11/projects", { name: "web" });
  });
  const seedGroup = () =>
    contract.setup<{ accessGroupId: string }>("POST", "/v1/access-groups", {
      name: "frontend",
      membersToAdd: [memberId],
      projects: [{ projectId: "web", role: "PROJECT_DEVELOPER" }],
    });

  it("createAccessGroup", async () => {
    await contract.check("createAccessGroup", (sdk) =>
      sdk.accessGroups.createAccessGroup({
        teamId: teamId(),
        requestBody: { name: "frontend", membersToAdd: [memberId] },
      }),
    );
  });

  it("readAccessGroup", async () => {
    await seedGroup();
    await contract.check("readAccessGroup", (sdk) =>
      sdk.accessGroups.readAccessGroup({ teamId: teamId(), idOrName: "frontend" }),
    );
  });

  it("listAccessGroups", async () => {
    await seedGroup();
    await contract.check("listAccessGroups", (sdk) =>
      sdk.accessGroups.listAccessGroups({ teamId: teamId(), limit: 10, membersLimit: 5, projectsLimit: 5 }),
    );
  });

  it("updateAccessGroup", async () => {
    await seedGroup();
    await contract.check("updateAccessGroup", (sdk) =>
      sdk.accessGroups.updateAccessGroup({
        teamId: teamId(),
        idOrName: "frontend",
        requestBody: { name: "web-team", membersToRemove: [memberId] },
      }),
    );
  });

  it("deleteAccessGroup", async () => {
    await seedGroup();
    await contract.check("deleteAccessGroup", (sdk) =>
      sdk.accessGroups.deleteAccessGroup({ teamId: teamId(), idOrName: "frontend" }),
    );
  });

  it("listAccessGroupMembers", async () => {
    await seedGroup();
    await contract.check("listAccessGroupMembers", (sdk) =>
      sdk.accessGroups.listAccessGroupMembers({ teamId: teamId(), idOrName: "frontend", limit: 10 }),
    );
  });

  it("listAccessGroupProjects", async () => {
    await seedGroup();
    await contract.check("listAccessGroupProjects", (sdk) =>
      sdk.accessGroups.listAccessGroupProjects({ teamId: teamId(), idOrName: "frontend", limit: 10 }),
    );
  });

  it("createAccessGroupProject", async () => {
    await contract.setup("POST", "/v1/access-groups", { name: "frontend" });
    await contract.check("createAccessGroupProject", (sdk) =>
      sdk.accessGroups.createAccessGroupProject({
        teamId: teamId(),
        accessGroupIdOrName: "frontend",
        requestBody: { projectId: "web", role: "PROJECT_VIEWER" },
      }),
    );
  });

  it("readAccessGroupProject", async () => {
    await seedGroup();
    await contract.check("readAccessGroupProject", (sdk) =>
      sdk.accessGroups.readAccessGroupProject({
        teamId: teamId(),
        accessGroupIdOrName: "frontend",
        projectId: "web",
      }),
    );
  });

  it("updateAccessGroupProject", async () => {
    await seedGroup();
    await contract.check("updateAccessGroupProject", (sdk) =>
      sdk.accessGroups.updateAccessGroupProject({
        teamId: teamId(),
        accessGroupIdOrName: "frontend",
        projectId: "web",
        requestBody: { role: "ADMIN" },
      }),
    );
  });

  it("deleteAccessGroupProject", async () => {
    await seedGroup();
    await contract.check("deleteAccessGroupProject", (sdk) =>
      sdk.accessGroups.deleteAccessGroupProject({
        teamId: teamId(),
        accessGroupIdOrName: "frontend",
        projectId: "web",
      }),
    );
  });
});
