// The feature-flags group's settings and listings through @vercel/sdk: a project's settings
// (defaults, PATCH and its rules, metadata counted from the flags), the team's listings, a flag's
// version history and the flags a deployment declares.
import { strict as assert } from "node:assert";
import { createHash } from "node:crypto";
import { useContract } from "./support/contract";

describe("contract: flag settings and listings", () => {
  const contract = useContract("flag-settings");
  const teamId = () => contract.teamId;
  const projectIdOrName = "web";
  const base = `/v1/projects/${projectIdOrName}/feature-flags`;
  const env = (variantId: string) => ({
    active: true,
    pausedOutcome: { type: "variant", variantId },
    fallthrough: { type: "variant", variantId },
    rules: [],
  });
  const flag = (slug: string) => ({
    slug,
    kind: "boolean",
    variants: [
      { id: "off", value: false },
      { id: "on", value: true },
    ],
    environments: { production: env("off"), preview: env("on"), development: env("on") },
  });
  const seed = async () => {
    await contract.setup("POST", "/v11/projects", { name: projectIdOrName });
    await contract.setup("PUT", `${base}/flags`, flag("checkout"));
    await contract.setup("PUT", `${base}/flags`, flag("search"));
  };
  const entities = [{ kind: "user", label: "User", attributes: [{ key: "email", type: "string" }] }];

  it("getFlagSettings: defaults until written, metadata counted from the flags", async () => {
    await seed();
    const body = (await contract.check("getFlagSettings", (sdk) =>
      sdk.featureFlags.getFlagSettings({ teamId: teamId(), projectIdOrName }),
    )) as { enabled: boolean; environments: string[]; metadata: { activeFlagCount: number } };
    assert.equal(body.enabled, false);
    assert.deepEqual(body.environments, ["production", "preview", "development"]);
    assert.equal(body.metadata.activeFlagCount, 2);
  });

  it("updateFlagSettings: writes what it names, kept on the next read", async () => {
    await seed();
    await contract.check("updateFlagSettings", (sdk) =>
      sdk.featureFlags.updateFlagSettings({
        teamId: teamId(),
        projectIdOrName,
        requestBody: { enabled: true, entities, environments: ["production"] },
      }),
    );
    const read = await contract.sdk.featureFlags.getFlagSettings({ teamId: teamId(), projectIdOrName });
    assert.equal(read.enabled, true);
    assert.deepEqual(read.environments, ["production"]);
    assert.equal(read.entities[0]?.attributes[0]?.key, "email");
  });

  it("updateFlagSettings refuses an unknown environment and a kind named twice", async () => {
    await seed();
    await assert.rejects(
      contract.setup("PATCH", `${base}/settings`, { environments: ["staging"] }),
      /environments\[0\] .*staging.* is not an environment of this project/,
    );
    await assert.rejects(
      contract.setup("PATCH", `${base}/settings`, { entities: [...entities, ...entities] }),
      /entities\[1\]\.kind .*user.* is named twice/,
    );
  });

  it("listTeamFlagSettings: every project of the team", async () => {
    await seed();
    await contract.setup("POST", "/v11/projects", { name: "docs" });
    const body = (await contract.check("listTeamFlagSettings", (sdk) =>
      sdk.featureFlags.listTeamFlagSettings({ teamId: teamId() }),
    )) as { data: { projectId: string }[] };
    assert.equal(body.data.length, 2);
  });

  it("listTeamFlags and listTeamFlagsV2: flags of every project, searched by slug", async () => {
    await seed();
    const v1 = (await contract.check("listTeamFlags", (sdk) =>
      sdk.featureFlags.listTeamFlags({ teamId: teamId() }),
    )) as { data: { slug: string }[] };
    assert.deepEqual(v1.data.map((f) => f.slug).sort(), ["checkout", "search"]);
    const v2 = (await contract.check("listTeamFlagsV2", (sdk) =>
      sdk.featureFlags.listTeamFlagsV2({ teamId: teamId(), search: "check", limit: 1 }),
    )) as { data: { slug: string }[]; pagination: { next: string | null } };
    assert.deepEqual(
      v2.data.map((f) => f.slug),
      ["checkout"],
    );
    assert.equal(v2.pagination.next, null);
  });

  it("listFlagVersions: one revision per write, naming the environments it changed", async () => {
    await seed();
    await contract.setup("PATCH", `${base}/flags/checkout`, {
      environments: { ...flag("checkout").environments, production: env("on") },
    });
    const body = (await contract.check("listFlagVersions", (sdk) =>
      sdk.featureFlags.listFlagVersions({ teamId: teamId(), projectIdOrName, flagIdOrSlug: "checkout" }),
    )) as { versions: { revision: number; changedEnvironments: string[] }[] };
    assert.deepEqual(
      body.versions.map((v) => [v.revision, v.changedEnvironments]),
      [
        [2, ["production"]],
        [1, ["production", "preview", "development"]],
      ],
    );
  });

  it("getDeploymentFeatureFlags: the project's active flags when it was deployed", async () => {
    await seed();
    const page = Buffer.from("<h1>flags</h1>\n");
    const sha = createHash("sha1").update(page).digest("hex");
    await contract.sdk.deployments.uploadFile({
      teamId: teamId(),
      xVercelDigest: sha,
      requestBody: new Uint8Array(page),
    });
    const deployment = await contract.setup<{ id: string }>("POST", "/v13/deployments", {
      name: projectIdOrName,
      files: [{ file: "index.html", sha, size: page.length }],
    });
    const body = (await contract.check("getDeploymentFeatureFlags", (sdk) =>
      sdk.featureFlags.getDeploymentFeatureFlags({ teamId: teamId(), deploymentId: deployment.id }),
    )) as { status: { flagCount: number } };
    assert.equal(body.status.flagCount, 2);
  });
});
