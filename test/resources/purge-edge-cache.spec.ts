// purgeEdgeCache against the emulator: each purge is one call the emulator records (by tag or by
// source image, invalidate or delete), and bad arguments are refused before any call.
import { expect } from "chai";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";
import { configureProvider, runNamedFunction, seedProject } from "./env-support";

describe("purgeEdgeCache", () => {
  const emulator = useEmulator();
  let projectId: string;
  beforeEach(async () => {
    configureProvider(emulator);
    projectId = await seedProject(emulator, "cached-site");
  });
  const recorded = async () =>
    (
      await emulator.admin.api<{ purges: Array<Record<string, unknown>> }>(
        "GET",
        `/_emulator/edge-cache/purges?projectId=${projectId}`,
      )
    ).body.purges.map(({ id: _id, createdAt: _at, ...purge }) => purge);

  it("invalidates by tag and deletes by source image, one call each, as the emulator records", async () => {
    await emulator.admin.clearRequestCounts();
    const tags = await runNamedFunction(emulator, "purgeEdgeCache", {
      projectId,
      tags: ["blog", "home"],
      target: "production",
    });
    expect(tags).to.deep.equal({
      projectId,
      action: "invalidate",
      purged: ["blog", "home"],
      teamId: emulator.teamId,
    });
    await runNamedFunction(emulator, "purgeEdgeCache", {
      projectId,
      srcImages: ["/hero.png"],
      action: "delete",
      revalidationDeadlineSeconds: 10,
    });
    expect(await recorded()).to.deep.equal([
      { projectId, action: "invalidate", by: "tags", values: ["blog", "home"], target: "production" },
      {
        projectId,
        action: "delete",
        by: "srcImages",
        values: ["/hero.png"],
        revalidationDeadlineSeconds: 10,
      },
    ]);
    const { counts } = await emulator.admin.requestCounts();
    expect(Object.entries(counts).filter(([call]) => call.includes("edge-cache"))).to.deep.equal([
      ["POST /v1/edge-cache/invalidate-by-tags", 1],
      ["POST /v1/edge-cache/dangerously-delete-by-src-images", 1],
    ]);
  });

  it("refuses tags and images together, neither, a target for images and a deadline without delete", async () => {
    for (const [args, message] of [
      [{ projectId }, /tags: give exactly one of tags and srcImages/],
      [{ projectId, tags: ["a"], srcImages: ["/b.png"] }, /tags: give exactly one of tags and srcImages/],
      [{ projectId, srcImages: ["/b.png"], target: "preview" }, /target: applies to tags only/],
      [
        { projectId, tags: ["a"], revalidationDeadlineSeconds: 5 },
        /revalidationDeadlineSeconds: applies to action "delete" only/,
      ],
      [{ projectId, tags: [""] }, /tags\[0\]: must not be empty/],
    ] as const) {
      expect(String(await rejection(runNamedFunction(emulator, "purgeEdgeCache", args)))).to.match(message);
    }
    expect(await recorded()).to.deep.equal([]);
  });
});
