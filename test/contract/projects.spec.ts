// The projects area through @vercel/sdk.
import type { Vercel } from "@vercel/sdk";
import { expect } from "chai";
import { useContract } from "./support/contract";

describe("contract: projects", () => {
  const contract = useContract("projects");
  const teamId = () => contract.teamId;
  const seedWeb = () => contract.setup("POST", "/v11/projects", { name: "web", framework: "nextjs" });

  it("createProject", async () => {
    await contract.check("createProject", (sdk) =>
      sdk.projects.createProject({ teamId: teamId(), requestBody: { name: "web", framework: "nextjs" } }),
    );
  });

  it("getProject", async () => {
    await seedWeb();
    await contract.check("getProject", (sdk) =>
      sdk.projects.getProject({ teamId: teamId(), idOrName: "web" }),
    );
  });

  it("updateProject", async () => {
    await seedWeb();
    await contract.check("updateProject", (sdk) =>
      sdk.projects.updateProject({
        teamId: teamId(),
        idOrName: "web",
        requestBody: { buildCommand: "npm run build" },
      }),
    );
  });

  it("deleteProject", async () => {
    await seedWeb();
    await contract.check("deleteProject", (sdk) =>
      sdk.projects.deleteProject({ teamId: teamId(), idOrName: "web" }),
    );
  });

  it("getProjects", async () => {
    await seedWeb();
    await contract.check("getProjects", (sdk) => sdk.projects.getProjects({ teamId: teamId(), limit: "20" }));
  });

  describe("updateProjectProtectionBypass", () => {
    type Answer = { protectionBypass: Record<string, { isEnvVar?: boolean; note?: string; scope: string }> };
    const bypass = (
      requestBody: Parameters<Vercel["projects"]["updateProjectProtectionBypass"]>[0]["requestBody"],
    ) =>
      contract.check("updateProjectProtectionBypass", (sdk) =>
        sdk.projects.updateProjectProtectionBypass({ teamId: teamId(), idOrName: "web", requestBody }),
      ) as Promise<Answer>;

    it("generates, updates and revokes automation bypasses; the first is the env-var default", async () => {
      await seedWeb();
      const first = await bypass({ generate: { note: "ci" } });
      const [generated] = Object.keys(first.protectionBypass);
      expect(generated).to.match(/^[a-zA-Z0-9]{32}$/);
      expect(first.protectionBypass[generated!]).to.include({
        scope: "automation-bypass",
        isEnvVar: true,
        note: "ci",
      });

      const chosen = "abcdefghijklmnopqrstuvwxyz123456";
      const second = await bypass({ generate: { secret: chosen } });
      expect(second.protectionBypass[chosen]).to.include({ isEnvVar: false });

      const promoted = await bypass({ update: { secret: chosen, isEnvVar: true, note: "qa" } });
      expect(promoted.protectionBypass[chosen]).to.include({ isEnvVar: true, note: "qa" });
      expect(promoted.protectionBypass[generated!]).to.include({ isEnvVar: false });

      const revoked = await bypass({ revoke: { secret: generated!, regenerate: false } });
      expect(Object.keys(revoked.protectionBypass)).to.deep.equal([chosen]);
      // The project answers the same map.
      const project = await contract.setup<Answer>("GET", "/v9/projects/web");
      expect(project.protectionBypass).to.deep.equal(revoked.protectionBypass);
    });
  });
});
