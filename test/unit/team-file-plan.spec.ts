// The resources a team config declares, without an engine: which resources, in which order, and
// that names in the file became references to other resources' outputs (an env var's project is
// the Project resource's id), never looked-up literals.
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseTeamFile } from "../../provider/team-file/parse";
import { Reference, substitute, type PlannedResource } from "../../provider/team-file/plan";
import { SecretReference } from "../../provider/team-file/schema";
import { REPO_ROOT } from "../support/engine";

const EXAMPLE = readFileSync(join(REPO_ROOT, "examples/team-config/team.yaml"), "utf8");

/** Arguments with references as `<key>.<output>` and secrets as `secret:<name>`, to compare. */
const shown = (resource: PlannedResource) =>
  substitute(resource.args, {
    ref: (reference) => `${reference.key}.${reference.output}`,
    secret: (secret) => `secret:${secret.name}`,
    lookup: (lookup) => `${lookup.fn}(${JSON.stringify(lookup.args)}).${lookup.output}`,
  }) as Record<string, unknown>;

describe("team config plan", () => {
  const { resources } = parseTeamFile(EXAMPLE, "team.yaml");
  const byKey = new Map(resources.map((resource) => [resource.key, resource]));
  const args = (key: string) => {
    const resource = byKey.get(key);
    if (!resource) throw new Error(`no ${key} planned`);
    return shown(resource);
  };

  it("lists every resource after the resources it references or depends on", () => {
    const seen = new Set<string>();
    for (const resource of resources) {
      const referenced: string[] = [...resource.dependsOn];
      substitute(resource.args, {
        ref: (reference) => referenced.push(reference.key),
        secret: () => undefined,
        lookup: () => undefined,
      });
      for (const key of referenced) expect(seen, `${resource.key} needs ${key}`).to.include(key);
      seen.add(resource.key);
    }
    expect(seen.size).to.equal(resources.length);
  });

  it("makes a project's children reference the project's id", () => {
    for (const key of [
      "ProjectEnvironmentVariables:web",
      "CustomEnvironment:web/staging",
      "ProjectDomain:web/www.example-team.dev",
      "FirewallConfig:web",
      "FeatureFlagSegment:web/staff",
      "FeatureFlagDefinition:web/new-checkout",
      "FeatureFlagConfig:web/new-checkout",
    ]) {
      expect(args(key).projectId, key).to.equal("Project:web.id");
    }
    expect(args("ProjectEnvironmentVariables:api").projectId).to.equal("Project:api.id");
  });

  it("turns names into references: custom environments, segments, flags, projects and domains", () => {
    const variables = args("ProjectEnvironmentVariables:web").variables as Record<string, unknown>[];
    expect(variables.map((variable) => variable.customEnvironmentIds)).to.deep.equal([
      undefined,
      undefined,
      ["CustomEnvironment:web/staging.id"],
    ]);
    expect(args("ProjectDomain:web/staging.example-team.dev").customEnvironmentId).to.equal(
      "CustomEnvironment:web/staging.id",
    );
    const config = args("FeatureFlagConfig:web/new-checkout") as {
      flagId: string;
      production: { rules: { conditions: { segments: string[] }[] }[] };
    };
    expect(config.flagId).to.equal("FeatureFlagDefinition:web/new-checkout.key");
    expect(config.production.rules[0]?.conditions[0]?.segments).to.deep.equal([
      "FeatureFlagSegment:web/staff.segmentId",
    ]);
    expect(args("LogDrain:errors").projectIds).to.deep.equal(["Project:web.id", "Project:api.id"]);
    expect(args("TraceDrain:traces").projectIds).to.deep.equal(["Project:api.id"]);
    expect(args("Webhook:https://hooks.example-team.dev/deployments").projectIds).to.deep.equal([
      "Project:web.id",
    ]);
    expect(args("DnsRecord:example-team.dev/MX/@").domain).to.equal("Domain:example-team.dev.name");
    expect(args("EdgeConfigItems:web-settings").edgeConfigId).to.equal("EdgeConfig:web-settings.id");
  });

  it("turns the access and key-signing sections' names into references: projects, groups, members, issuers", () => {
    expect(args("TeamMember:grace@example-team.dev")).to.deep.equal({
      email: "grace@example-team.dev",
      role: "DEVELOPER",
      projects: [{ projectId: "Project:api.id", role: "PROJECT_VIEWER" }],
    });
    expect(args("AccessGroupProject:web-developers/web")).to.deep.equal({
      accessGroupId: "AccessGroup:web-developers.id",
      projectId: "Project:web.id",
      role: "PROJECT_DEVELOPER",
    });
    expect(args("AccessGroupMember:web-developers/ada@example-team.dev")).to.deep.equal({
      accessGroupId: "AccessGroup:web-developers.id",
      userId: "TeamMember:ada@example-team.dev.id",
    });
    expect(args("ProjectMembers:web").projectId).to.equal("Project:web.id");
    // A project member who is one of the file's team members joins the team first.
    expect(byKey.get("ProjectMembers:web")?.dependsOn).to.deep.equal(["TeamMember:ada@example-team.dev"]);
    expect(args("KmsSigningKey:web-tokens/next")).to.deep.equal({
      activation: "manual",
      issuerId: "KmsIssuer:web-tokens.id",
    });
    expect(args("KmsProjectGrant:web-tokens/web")).to.deep.equal({
      environments: ["production"],
      tokenClaims: { audience: "api.example-team.dev" },
      issuerId: "KmsIssuer:web-tokens.id",
      projectId: "Project:web.id",
    });
  });

  it("plans secure compute, connectors, Blob stores and integrations: projects by name, secrets and the integration's slug", () => {
    expect(args("Network:backend")).to.deep.equal({ name: "backend", region: "iad1", cidr: "10.20.0.0/16" });
    expect(args("ProjectStaticIps:api")).to.deep.equal({
      regions: ["iad1"],
      builds: true,
      projectId: "Project:api.id",
    });
    expect(args("PrivateLinkEndpoint:api/orders-db")).to.deep.include({
      name: "orders-db",
      projectId: "Project:api.id",
    });
    expect(args("Connector:partner-api")).to.deep.equal({
      name: "partner-api",
      type: "api-key",
      apiKeys: [{ value: "secret:partnerApiKey", scope: "read" }],
    });
    expect(args("ConnectorProjectConnection:partner-api/api")).to.deep.equal({
      environments: ["production"],
      connectorId: "Connector:partner-api.id",
      projectId: "Project:api.id",
    });
    expect(args("BlobProjectConnection:team-assets/web")).to.deep.equal({
      environments: ["production", "preview"],
      envVarPrefix: "ASSETS_",
      blobStoreId: "BlobStore:team-assets.id",
      projectId: "Project:web.id",
    });
    // The installation is not the file's: its configuration id is looked up by slug at run time.
    expect(args("IntegrationProjectAccess:acme-ci/api")).to.deep.equal({
      integrationId: 'getIntegration({"slug":"acme-ci"}).id',
      projectId: "Project:api.id",
    });
  });

  it("orders what the platform needs first without a reference", () => {
    // A project domain of an account domain waits for it; items wait for the store's schema.
    expect(byKey.get("ProjectDomain:web/www.example-team.dev")?.dependsOn).to.deep.equal([
      "Domain:example-team.dev",
    ]);
    expect(byKey.get("EdgeConfigItems:web-settings")?.dependsOn).to.deep.equal([
      "EdgeConfigSchema:web-settings",
    ]);
  });

  it("keeps secrets as references to stack config, never as text", () => {
    const variables = args("ProjectEnvironmentVariables:web").variables as { key: string; value: unknown }[];
    expect(variables.find((variable) => variable.key === "DATABASE_PASSWORD")?.value).to.equal(
      "secret:dbPassword",
    );
    expect(args("LogDrain:errors")).to.deep.include({
      secret: "secret:drainSecret",
      headers: { Authorization: "secret:drainAuthorization" },
    });
    const raw = byKey.get("LogDrain:errors")?.args as { secret: unknown };
    expect(raw.secret).to.be.instanceOf(SecretReference);
  });

  it("passes the file's values through as the resources' arguments", () => {
    expect(args("Project:web")).to.deep.equal({ name: "web", framework: "nextjs" });
    expect(args("EdgeConfigSchema:web-settings")).to.deep.equal({
      edgeConfigId: "EdgeConfig:web-settings.id",
      definition: JSON.stringify({ type: "object", properties: { maintenance: { type: "boolean" } } }),
    });
    expect(resources.map((resource) => resource.type)).to.include.members([
      "Domain",
      "DnsRecord",
      "EdgeConfig",
      "EdgeConfigToken",
      "FirewallConfig",
      "LogDrain",
      "TraceDrain",
      "Webhook",
    ]);
    expect(byKey.get("DnsRecord:example-team.dev/A/@")?.args.domain).to.be.instanceOf(Reference);
  });
});
