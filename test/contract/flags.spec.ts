// The flags area (feature flags, segments, SDK keys) through @vercel/sdk.
import { useContract } from "./support/contract";

describe("contract: flags", () => {
  const contract = useContract("flags");
  const teamId = () => contract.teamId;
  const projectIdOrName = "web";
  const base = `/v1/projects/${projectIdOrName}/feature-flags`;
  const variantEnv = (variantId: string) => ({
    active: true,
    pausedOutcome: { type: "variant" as const, variantId },
    fallthrough: { type: "variant" as const, variantId },
    rules: [],
  });
  const flag = {
    slug: "new-checkout",
    kind: "boolean" as const,
    variants: [
      { id: "off", value: false },
      { id: "on", value: true },
    ],
    environments: { production: variantEnv("off"), preview: variantEnv("on") },
  };
  const segment = {
    slug: "staff",
    label: "Staff",
    hint: "employees",
    data: { include: { user: { email: [{ value: "a@example.com" }] } } },
  };
  const project = () => contract.setup("POST", "/v11/projects", { name: projectIdOrName });
  const seedFlag = async () => {
    await project();
    await contract.setup("PUT", `${base}/flags`, flag);
  };
  const seedSegment = async () => {
    await project();
    await contract.setup("PUT", `${base}/segments`, segment);
  };
  const seedSdkKey = async () => {
    await project();
    const key = { sdkKeyType: "server", environment: "production", label: "api" };
    return (await contract.setup<{ hashKey: string }>("PUT", `${base}/sdk-keys`, key)).hashKey;
  };

  it("createFlag", async () => {
    await project();
    await contract.check("createFlag", (sdk) =>
      sdk.featureFlags.createFlag({ teamId: teamId(), projectIdOrName, requestBody: flag }),
    );
  });

  it("listFlags", async () => {
    await seedFlag();
    await contract.check("listFlags", (sdk) =>
      sdk.featureFlags.listFlags({ teamId: teamId(), projectIdOrName }),
    );
  });

  it("listFlagsV2", async () => {
    await seedFlag();
    await contract.check("listFlagsV2", (sdk) =>
      sdk.featureFlags.listFlagsV2({ teamId: teamId(), projectIdOrName }),
    );
  });

  it("getFlag", async () => {
    await seedFlag();
    await contract.check("getFlag", (sdk) =>
      sdk.featureFlags.getFlag({ teamId: teamId(), projectIdOrName, flagIdOrSlug: flag.slug }),
    );
  });

  it("updateFlag", async () => {
    await seedFlag();
    await contract.check("updateFlag", (sdk) =>
      sdk.featureFlags.updateFlag({
        teamId: teamId(),
        projectIdOrName,
        flagIdOrSlug: flag.slug,
        requestBody: { description: "The new checkout" },
      }),
    );
  });

  it("deleteFlag", async () => {
    await seedFlag();
    // The platform deletes archived flags only (seeds: flags).
    await contract.setup("PATCH", `${base}/flags/${flag.slug}`, { state: "archived" });
    await contract.check("deleteFlag", (sdk) =>
      sdk.featureFlags.deleteFlag({ teamId: teamId(), projectIdOrName, flagIdOrSlug: flag.slug }),
    );
  });

  it("createFlagSegment", async () => {
    await project();
    await contract.check("createFlagSegment", (sdk) =>
      sdk.featureFlags.createFlagSegment({ teamId: teamId(), projectIdOrName, requestBody: segment }),
    );
  });

  it("listFlagSegments", async () => {
    await seedSegment();
    await contract.check("listFlagSegments", (sdk) =>
      sdk.featureFlags.listFlagSegments({ teamId: teamId(), projectIdOrName }),
    );
  });

  it("getFlagSegment", async () => {
    await seedSegment();
    await contract.check("getFlagSegment", (sdk) =>
      sdk.featureFlags.getFlagSegment({ teamId: teamId(), projectIdOrName, segmentIdOrSlug: segment.slug }),
    );
  });

  it("updateFlagSegment", async () => {
    await seedSegment();
    await contract.check("updateFlagSegment", (sdk) =>
      sdk.featureFlags.updateFlagSegment({
        teamId: teamId(),
        projectIdOrName,
        segmentIdOrSlug: segment.slug,
        requestBody: { label: "Employees" },
      }),
    );
  });

  it("deleteFlagSegment", async () => {
    await seedSegment();
    await contract.check("deleteFlagSegment", (sdk) =>
      sdk.featureFlags.deleteFlagSegment({
        teamId: teamId(),
        projectIdOrName,
        segmentIdOrSlug: segment.slug,
      }),
    );
  });

  it("createSdkKey", async () => {
    await project();
    await contract.check("createSdkKey", (sdk) =>
      sdk.featureFlags.createSDKKey({
        teamId: teamId(),
        projectIdOrName,
        requestBody: { sdkKeyType: "server", environment: "production", label: "api" },
      }),
    );
  });

  it("getSdkKeys", async () => {
    await seedSdkKey();
    await contract.check("getSdkKeys", (sdk) =>
      sdk.featureFlags.getSDKKeys({ teamId: teamId(), projectIdOrName }),
    );
  });

  it("deleteSdkKey", async () => {
    const hashKey = await seedSdkKey();
    await contract.check("deleteSdkKey", (sdk) =>
      sdk.featureFlags.deleteSDKKey({ teamId: teamId(), projectIdOrName, hashKey }),
    );
  });
});
