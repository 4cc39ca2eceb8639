// The flags area of the client: the platform creates flags, segments and SDK keys with PUT, and
// a create whose answer was lost is never blindly sent again: a flag or segment is found by its
// slug (one PUT in all), an SDK key whose value was lost is deleted and made anew (no orphan).
import { expect } from "chai";
import { type VercelClient } from "../../provider/families/client";
import { emulatorClient } from "../support/client";
import { useEmulator } from "../support/emulator";

describe("client flags area", () => {
  const emulator = useEmulator();
  let client: VercelClient;
  let projectId: string;
  const ROUTES = "/v1/projects/:projectIdOrName/feature-flags";
  const puts = async (what: string) => (await emulator.admin.requestCounts()).counts[`PUT ${ROUTES}/${what}`];

  beforeEach(async () => {
    client = emulatorClient(emulator);
    const [project] = await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "flagged" }]);
    projectId = String(project?.id);
  });

  it("finds a flag by its slug after a lost answer, and sends the PUT once", async () => {
    await emulator.admin.addFault({ method: "PUT", route: `${ROUTES}/flags`, dropResponse: true });
    const outcome = { type: "variant" as const, variantId: "a" };
    const flag = await client.flags.createFlag(projectId, {
      slug: "beta",
      kind: "string",
      variants: [{ id: "a", value: "x" }],
      environments: { production: { active: true, pausedOutcome: outcome, fallthrough: outcome, rules: [] } },
    });
    expect(flag.slug).to.equal("beta");
    expect((await client.flags.flags(projectId)).map((f) => f.id)).to.deep.equal([flag.id]);
    expect(await puts("flags")).to.equal(1);
  });

  it("finds a segment by its slug after a lost answer, and sends the PUT once", async () => {
    await emulator.admin.addFault({ method: "PUT", route: `${ROUTES}/segments`, dropResponse: true });
    const segment = await client.flags.createSegment(projectId, {
      slug: "staff",
      label: "Staff",
      hint: "",
      data: {},
    });
    expect((await client.flags.segments(projectId)).map((s) => s.id)).to.deep.equal([segment.id]);
    expect(await puts("segments")).to.equal(1);
  });

  it("replaces an SDK key whose value was lost with the answer, leaving no orphan", async () => {
    await emulator.admin.addFault({ method: "PUT", route: `${ROUTES}/sdk-keys`, dropResponse: true });
    const created = await client.flags.createSdkKey(projectId, {
      sdkKeyType: "server",
      environment: "production",
    });
    expect(created.keyValue).to.match(/^vf_server_/);
    expect((await client.flags.sdkKeys(projectId)).map((k) => k.hashKey)).to.deep.equal([created.hashKey]);
    expect(await puts("sdk-keys")).to.equal(2);
  });
});
