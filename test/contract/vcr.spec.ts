// The container registry's management API through @vercel/sdk (13 operations): repositories of a
// project, the teams one is shared with, and the images and tags pushed through the registry
// protocol (pushed here with the tests' registry client, so the lists hold real pushes).
import { DEFAULT_USER_ID } from "../../emulator";
import { registryClient } from "../support/registry-client";
import { useContract } from "./support/contract";

describe("contract: vcr", () => {
  const contract = useContract("vcr");
  const teamId = () => contract.teamId;
  const scope = () => ({ teamId: teamId(), projectId: "web" });
  const seedRepository = async () => {
    await contract.setup("POST", "/v11/projects", { name: "web" });
    await contract.setup("POST", "/v1/vcr/repository", { projectId: "web", name: "api" });
  };
  const seedImage = async () => {
    await seedRepository();
    const registry = registryClient(contract.emulator.url, contract.emulator.token);
    return registry.pushImage(`${contract.emulator.teamSlug}/web/api`, "v1", [Buffer.from("layer one")]);
  };
  const seedPartner = async () => {
    await contract.emulator.admin.createTeam("partner", [DEFAULT_USER_ID]);
    await contract.setup("POST", "/v1/vcr/repository/api/permissions?projectId=web", { teamSlug: "partner" });
  };

  it("createRepository", async () => {
    await contract.setup("POST", "/v11/projects", { name: "web" });
    await contract.check("createRepository", (sdk) =>
      sdk.vcr.createRepository({ teamId: teamId(), requestBody: { projectId: "web", name: "api" } }),
    );
  });

  it("listRepositories", async () => {
    await seedRepository();
    await contract.check("listRepositories", (sdk) => sdk.vcr.listRepositories({ ...scope(), limit: 10 }));
  });

  it("getRepository", async () => {
    await seedRepository();
    await contract.check("getRepository", (sdk) => sdk.vcr.getRepository({ ...scope(), idOrName: "api" }));
  });

  it("deleteRepository", async () => {
    await seedImage();
    await contract.check("deleteRepository", (sdk) =>
      sdk.vcr.deleteRepository({ ...scope(), idOrName: "api" }),
    );
  });

  it("listRepositoryImages", async () => {
    await seedImage();
    await contract.check("listRepositoryImages", (sdk) =>
      sdk.vcr.listRepositoryImages({ ...scope(), idOrName: "api", limit: 10 }),
    );
  });

  it("getRepositoryImage", async () => {
    const { digest } = await seedImage();
    await contract.check("getRepositoryImage", (sdk) =>
      sdk.vcr.getRepositoryImage({ ...scope(), idOrName: "api", imageIdOrDigest: digest }),
    );
  });

  it("deleteRepositoryImage", async () => {
    const { digest } = await seedImage();
    await contract.check("deleteRepositoryImage", (sdk) =>
      sdk.vcr.deleteRepositoryImage({ ...scope(), idOrName: "api", imageId: digest }),
    );
  });

  it("listRepositoryTags", async () => {
    await seedImage();
    await contract.check("listRepositoryTags", (sdk) =>
      sdk.vcr.listRepositoryTags({ ...scope(), idOrName: "api", sortBy: "tag", sortOrder: "asc" }),
    );
  });

  it("getRepositoryTag", async () => {
    await seedImage();
    await contract.check("getRepositoryTag", (sdk) =>
      sdk.vcr.getRepositoryTag({ ...scope(), idOrName: "api", tag: "v1" }),
    );
  });

  it("addRepositoryPermission", async () => {
    await seedRepository();
    await contract.emulator.admin.createTeam("partner", [DEFAULT_USER_ID]);
    await contract.check("addRepositoryPermission", (sdk) =>
      sdk.vcr.addRepositoryPermission({ ...scope(), idOrName: "api", requestBody: { teamSlug: "partner" } }),
    );
  });

  it("listRepositoryPermissions", async () => {
    await seedRepository();
    await seedPartner();
    await contract.check("listRepositoryPermissions", (sdk) =>
      sdk.vcr.listRepositoryPermissions({ ...scope(), idOrName: "api" }),
    );
  });

  it("removeRepositoryPermission", async () => {
    await seedRepository();
    await seedPartner();
    await contract.check("removeRepositoryPermission", (sdk) =>
      sdk.vcr.removeRepositoryPermission({
        ...scope(),
        idOrName: "api",
        requestBody: { teamSlug: "partner" },
      }),
    );
  });

  it("clearRepositoryPermissions", async () => {
    await seedRepository();
    await seedPartner();
    await contract.check("clearRepositoryPermissions", (sdk) =>
      sdk.vcr.clearRepositoryPermissions({ ...scope(), idOrName: "api" }),
    );
  });
});
