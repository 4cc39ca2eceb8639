// The feature flag lookup functions through runFunction against the emulator: getFeatureFlag,
// getFeatureFlagSegment and getFeatureFlagSdkKey (its masked key a secret result).
import { expect } from "chai";
import { functionDefinitions } from "../../provider/families/registry";
import type { Flag, SdkKeyCreated, Segment } from "../../schema/flags";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";
import { runNamedFunction, seedProject, teamApi } from "./env-support";

describe("feature flag lookup functions", () => {
  const emulator = useEmulator();
  const run = (name: string, args: Record<string, unknown>) => runNamedFunction(emulator, name, args);
  let projectId: string;
  let base: string;
  beforeEach(async () => {
    projectId = await seedProject(emulator, "looked-up");
    base = `/v1/projects/${projectId}/feature-flags`;
  });

  it("getFeatureFlag finds a flag by key or id, with its variants as the resource has them", async () => {
    const outcome = { type: "variant", variantId: "blue" };
    const env = { active: true, pausedOutcome: outcome, fallthrough: outcome, rules: [] };
    const flag = await teamApi<Flag>(emulator, "PUT", `${base}/flags`, {
      slug: "color",
      kind: "string",
      description: "button color",
      variants: [{ id: "blue", value: "#00f", label: "Blue" }],
      environments: { production: env },
    });
    const found = await run("getFeatureFlag", { projectId, key: "color" });
    expect(found).to.deep.include({
      id: flag.id,
      key: "color",
      kind: "string",
      archived: false,
      flagId: flag.id,
    });
    expect(found.variants).to.deep.equal([{ id: "blue", label: "Blue", valueString: "#00f" }]);
    expect(await run("getFeatureFlag", { projectId, key: flag.id })).to.include({ key: "color" });
    expect((await rejection(run("getFeatureFlag", { projectId, key: "none" }))).message).to.include(
      "not_found",
    );
  });

  it("getFeatureFlagSegment finds a segment by slug, include as entity lists", async () => {
    const segment = await teamApi<Segment>(emulator, "PUT", `${base}/segments`, {
      slug: "staff",
      label: "Staff",
      hint: "",
      data: { include: { user: { email: [{ value: "a@example.com" }] } } },
    });
    expect(await run("getFeatureFlagSegment", { projectId, slug: "staff" })).to.deep.include({
      id: segment.id,
      name: "Staff",
      include: [{ entity: "user", attribute: "email", values: ["a@example.com"] }],
      exclude: [],
    });
  });

  it("getFeatureFlagSdkKey finds a key by id, its masked value a secret result", async () => {
    const named = functionDefinitions.find((d) => d.name === "getFeatureFlagSdkKey");
    expect(named?.secretResults).to.deep.equal(["partialKeyValue"]);
    const created = await teamApi<SdkKeyCreated>(emulator, "PUT", `${base}/sdk-keys`, {
      sdkKeyType: "client",
      environment: "preview",
      label: "web",
    });
    const found = await run("getFeatureFlagSdkKey", { projectId, id: created.hashKey });
    expect(found).to.include({ id: created.hashKey, type: "client", environment: "preview", label: "web" });
    expect(JSON.stringify(found)).to.not.include(created.keyValue);
    const missing = await rejection(run("getFeatureFlagSdkKey", { projectId, id: "nope" }));
    expect(missing.message).to.include("SDK key not found: nope");
  });
});
