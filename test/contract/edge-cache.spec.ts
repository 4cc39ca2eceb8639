// Edge cache purges through @vercel/sdk: each of the four operations checked against the SDK's
// models, and what the emulator records of them (GET /_emulator/edge-cache/purges).
import { expect } from "chai";
import { useContract } from "./support/contract";

type Purge = {
  id: string;
  createdAt: number;
  projectId: string;
  action: string;
  by: string;
  values: string[];
  target?: string;
  revalidationDeadlineSeconds?: number;
};

describe("contract: edge-cache", () => {
  const contract = useContract("edge-cache");
  const teamId = () => contract.teamId;
  const project = async () =>
    (await contract.setup<{ id: string }>("POST", "/v11/projects", { name: "cached" })).id;
  const purges = async (projectId: string) =>
    (
      await contract.emulator.admin.api<{ purges: Purge[] }>(
        "GET",
        `/_emulator/edge-cache/purges?projectId=${projectId}`,
      )
    ).body.purges;

  it("invalidateByTags and dangerouslyDeleteByTags: recorded in order, a comma list split", async () => {
    const projectId = await project();
    await contract.check("invalidateByTags", (sdk) =>
      sdk.edgeCache.invalidateByTags({
        teamId: teamId(),
        projectIdOrName: projectId,
        requestBody: { tags: ["blog", "home"] },
      }),
    );
    await contract.check("dangerouslyDeleteByTags", (sdk) =>
      sdk.edgeCache.dangerouslyDeleteByTags({
        teamId: teamId(),
        projectIdOrName: "cached",
        requestBody: { tags: "pricing, docs", target: "production", revalidationDeadlineSeconds: 30 },
      }),
    );
    const recorded = await purges(projectId);
    expect(recorded.map(({ id: _id, createdAt: _at, ...purge }) => purge)).to.deep.equal([
      { projectId, action: "invalidate", by: "tags", values: ["blog", "home"] },
      {
        projectId,
        action: "delete",
        by: "tags",
        values: ["pricing", "docs"],
        target: "production",
        revalidationDeadlineSeconds: 30,
      },
    ]);
  });

  it("invalidateBySrcImages and dangerouslyDeleteBySrcImages", async () => {
    const projectId = await project();
    await contract.check("invalidateBySrcImages", (sdk) =>
      sdk.edgeCache.invalidateBySrcImages({
        teamId: teamId(),
        projectIdOrName: projectId,
        requestBody: { srcImages: ["/hero.png"] },
      }),
    );
    await contract.check("dangerouslyDeleteBySrcImages", (sdk) =>
      sdk.edgeCache.dangerouslyDeleteBySrcImages({
        teamId: teamId(),
        projectIdOrName: projectId,
        requestBody: { srcImages: ["https://cdn.example.com/a.jpg"] },
      }),
    );
    expect((await purges(projectId)).map(({ action, by, values }) => ({ action, by, values }))).to.deep.equal(
      [
        { action: "invalidate", by: "srcImages", values: ["/hero.png"] },
        { action: "delete", by: "srcImages", values: ["https://cdn.example.com/a.jpg"] },
      ],
    );
  });

  it("refuses an empty tag list, an unknown project, and goes with its project", async () => {
    const projectId = await project();
    const post = (path: string, body: unknown, name = projectId) =>
      contract.emulator.admin.api(
        "POST",
        `/v1/edge-cache/${path}?projectIdOrName=${name}&teamId=${teamId()}`,
        body,
      );
    expect((await post("invalidate-by-tags", { tags: [] })).status).to.equal(400);
    expect((await post("invalidate-by-tags", { tags: ["x"] }, "nope")).status).to.equal(404);
    expect((await post("invalidate-by-src-images", { srcImages: [] })).status).to.equal(400);
    await post("invalidate-by-tags", { tags: ["x"] });
    await contract.setup("DELETE", `/v9/projects/${projectId}`);
    expect(await purges(projectId)).to.deep.equal([]);
  });
});
