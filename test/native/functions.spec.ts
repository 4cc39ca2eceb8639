// Invoke of the real plugin process against the emulator over loopback HTTP, as the engine calls
// it for `fn::invoke` and the SDKs' invokes: every lookup function of the registry is served as
// vercel:index:<functionName>, secret results come back wrapped, bad arguments come back as
// per-property failures before any API call, and API errors keep the operations' wording.
import { expect } from "chai";
import * as grpc from "@grpc/grpc-js";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateRequest, InvokeRequest } from "@pulumi/pulumi/proto/provider_pb";
import { jwksOf } from "../../provider/families/kms/kms-issuer";
import { functionDefinitions } from "../../provider/families/registry";
import type { EdgeConfig } from "../../schema/edge-config";
import type { Flag, SdkKeyCreated, Segment } from "../../schema/flags";
import { seedProject, teamApi } from "../resources/env-support";
import { useEmulator, type EmulatorHandle } from "../support/emulator";
import {
  isWireSecret,
  secretValue,
  struct,
  urnOf,
  useNativePlugin,
  type NativePlugin,
} from "../support/native-plugin";
import { eventually, install } from "../support/integrations";
import { rejection } from "../support/rejection";

type Props = Record<string, unknown>;

/** What one function is invoked with, and what the answer must hold. */
interface Lookup {
  args: Props;
  /** Fields of the answer, as plain values (secrets unwrapped). */
  expected: Props;
  /** The answer's keys that must be wire secrets, and no others. */
  secret: string[];
}

/** How to make an object for each function to find: through the emulator's API or the plugin's Create. */
type Fixture = (emulator: EmulatorHandle, plugin: NativePlugin) => Promise<Lookup>;

async function createThroughPlugin(plugin: NativePlugin, type: string, inputs: Props) {
  const request = new CreateRequest();
  request.setUrn(urnOf(`vercel:index:${type}`, "fixture"));
  request.setType(`vercel:index:${type}`);
  request.setProperties(struct(inputs));
  const response = await plugin.call("create", request);
  return { id: response.getId(), outputs: unwrapped(response.getProperties()?.toJavaScript() ?? {}) };
}

async function edgeConfigStore(emulator: EmulatorHandle): Promise<string> {
  const store = await teamApi<EdgeConfig>(emulator, "POST", "/v1/edge-config", {
    slug: "looked-up",
    items: { greeting: "hi" },
  });
  return store.id;
}

/** A folder with one file, for the local-file lookups. */
async function localFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "native-lookup-"));
  await writeFile(join(folder, "index.html"), "hi");
  return folder;
}
const HI_SHA = "c22b5f9178342609428d6f51b2c5af4c0bde6a42";

/** A linq connector made through the API, and what a lookup of it answers (no credentials). */
async function lookedUpConnector(emulator: EmulatorHandle, name: string) {
  const made = await teamApi<{ id: string; uid: string; createdAt: number; updatedAt: number }>(
    emulator,
    "POST",
    "/v1/connect/connectors",
    { name, type: "linq", uid: `linq/${name}`, data: { apiToken: "linq-token" } },
  );
  return {
    id: made.id,
    connectorId: made.id,
    name,
    uid: made.uid,
    type: "linq",
    service: "linq",
    typeName: "Linq",
    triggers: false,
    supportedSubjectTypes: ["app"],
    supportsInstallation: false,
    supportsRevocation: false,
    supportsTriggers: false,
    createdAt: made.createdAt,
    updatedAt: made.updatedAt,
  };
}

const FIXTURES: Record<string, Fixture> = {
  async getDeployment(emulator, plugin) {
    const projectId = await seedProject(emulator, "deployed");
    // Through the plugin's create: the native front deploys as the dynamic one does.
    const deployment = await createThroughPlugin(plugin, "Deployment", {
      projectId,
      files: { "index.html": "hi" },
    });
    return {
      args: { id: deployment.id },
      expected: {
        id: deployment.id,
        projectId,
        readyState: "READY",
        url: deployment.outputs.url,
        teamId: emulator.teamId,
      },
      secret: [],
    };
  },
  async getAlias(emulator, plugin) {
    const projectId = await seedProject(emulator, "aliased");
    const deployment = await createThroughPlugin(plugin, "Deployment", {
      projectId,
      files: { "index.html": "hi" },
    });
    const alias = await createThroughPlugin(plugin, "Alias", {
      alias: "Aliased.vercel.app",
      deploymentId: deployment.id,
    });
    return {
      args: { alias: "aliased.vercel.app" },
      expected: {
        id: alias.id,
        alias: "aliased.vercel.app",
        deploymentId: deployment.id,
        teamId: emulator.teamId,
      },
      secret: [],
    };
  },
  async getProjectDirectory() {
    const folder = await localFolder();
    return {
      args: { path: folder },
      expected: { id: folder, path: folder, files: { [`${folder}/index.html`]: `2~${HI_SHA}` } },
      secret: [],
    };
  },
  async getPrebuiltProject() {
    const folder = await mkdtemp(join(tmpdir(), "native-prebuilt-"));
    await mkdir(join(folder, ".vercel/output/static"), { recursive: true });
    await writeFile(join(folder, ".vercel/output/config.json"), '{"version":3}');
    await writeFile(join(folder, ".vercel/output/static/index.html"), "hi");
    return {
      args: { path: folder },
      expected: {
        id: folder,
        path: folder,
        output: {
          [`${folder}/.vercel/output/config.json`]: "13~15ce20dffd92d3b9a5ef45880aeb21090b8e579a",
          [`${folder}/.vercel/output/static/index.html`]: `2~${HI_SHA}`,
        },
      },
      secret: [],
    };
  },
  async getFile() {
    const file = join(await localFolder(), "index.html");
    return {
      args: { path: file },
      expected: { id: file, path: file, file: { [file]: `2~${HI_SHA}` } },
      secret: [],
    };
  },
  async getProject(emulator, plugin) {
    const project = await createThroughPlugin(plugin, "Project", {
      name: "looked-up",
      buildCommand: "make",
      gitRepository: { type: "github", repo: "acme/site", deployHooks: [{ name: "nightly", ref: "main" }] },
      trustedIps: { addresses: [{ value: "10.0.0.0/8" }], deploymentType: "all_deployments" },
    });
    expect(project.outputs.gitRepository)
      .to.have.nested.property("deployHooks[0].url")
      .that.matches(/^https:/);
    return {
      args: { name: "looked-up" },
      expected: {
        id: project.id,
        name: "looked-up",
        buildCommand: "make",
        teamId: emulator.teamId,
        // The hook's url is a credential: the whole repository comes back secret, as in the resource.
        gitRepository: project.outputs.gitRepository,
        trustedIps: project.outputs.trustedIps,
      },
      secret: ["gitRepository", "trustedIps"],
    };
  },
  async getDomainConfig(emulator) {
    await teamApi(emulator, "POST", "/v7/domains", { name: "site.example" });
    return {
      args: { domain: "Site.Example" },
      expected: {
        id: "site.example",
        domain: "site.example",
        recommendedCname: "cname.vercel-dns.com.",
        recommendedIpv4s: ["76.76.21.21"],
        misconfigured: true,
        acceptedChallenges: ["dns-01"],
        teamId: emulator.teamId,
      },
      secret: [],
    };
  },
  async getCustomEnvironment(emulator) {
    const projectId = await seedProject(emulator, "fn-app");
    const created = await teamApi(emulator, "POST", `/v9/projects/${projectId}/custom-environments`, {
      slug: "qa",
    });
    return {
      args: { projectId, name: "qa" },
      expected: { id: created.id, name: "qa", projectId, teamId: emulator.teamId },
      secret: [],
    };
  },
  async getSharedEnvironmentVariable(emulator) {
    const { created } = await teamApi<{ created: Array<{ id: string }> }>(emulator, "POST", "/v1/env", {
      evs: [{ key: "SHARED_KEY", value: "shared-value" }],
      target: ["production", "preview"],
    });
    return {
      args: { key: "SHARED_KEY", targets: ["preview", "production"] },
      expected: { id: created[0]?.id, key: "SHARED_KEY", value: "shared-value", sensitive: false },
      secret: ["value"],
    };
  },
  async getLogDrain(_emulator, plugin) {
    const drain = await createThroughPlugin(plugin, "LogDrain", {
      name: "logs",
      endpoint: "https://logs.example/in",
      environments: ["production"],
      sources: ["lambda"],
    });
    return {
      args: { id: drain.id },
      expected: { id: drain.id, name: "logs", sources: ["lambda"], secret: drain.outputs.secret },
      secret: ["secret", "headers"],
    };
  },
  async getEndpointVerification(emulator) {
    const { body } = await emulator.admin.api<{ verificationCode: string }>(
      "GET",
      `/v1/verify-endpoint?teamId=${emulator.teamId}`,
    );
    return {
      args: {},
      expected: { id: body.verificationCode, verificationCode: body.verificationCode },
      secret: ["id", "verificationCode"],
    };
  },
  async getTraceDrain(_emulator, plugin) {
    const drain = await createThroughPlugin(plugin, "TraceDrain", {
      name: "traces",
      endpoint: "https://otel.example/v1/traces",
      headers: { authorization: "Bearer trace-header" },
    });
    return {
      args: { id: drain.id },
      expected: {
        id: drain.id,
        name: "traces",
        headers: { authorization: "Bearer trace-header" },
        secret: drain.outputs.secret,
      },
      secret: ["secret", "headers"],
    };
  },
  async getEdgeConfig(emulator) {
    const id = await edgeConfigStore(emulator);
    return { args: { id }, expected: { id, name: "looked-up", itemCount: 1 }, secret: [] };
  },
  async getEdgeConfigItem(emulator) {
    const id = await edgeConfigStore(emulator);
    return {
      args: { id, key: "greeting" },
      expected: { id, key: "greeting", value: "hi", valueJson: "hi" },
      secret: [],
    };
  },
  async getEdgeConfigSchema(emulator) {
    const id = await edgeConfigStore(emulator);
    await teamApi(emulator, "POST", `/v1/edge-config/${id}/schema`, { definition: { type: "object" } });
    return { args: { id }, expected: { id, definition: '{"type":"object"}' }, secret: [] };
  },
  async getEdgeConfigToken(emulator) {
    const id = await edgeConfigStore(emulator);
    const created = await teamApi<{ token: string; id: string }>(
      emulator,
      "POST",
      `/v1/edge-config/${id}/token`,
      {
        label: "ci",
      },
    );
    return {
      // As the engine sends a value the program made secret.
      args: { edgeConfigId: id, token: secretValue(created.token) },
      expected: {
        id: created.id,
        edgeConfigId: id,
        label: "ci",
        token: created.token,
        connectionString: `https://edge-config.vercel.com/${id}?token=${created.token}`,
      },
      secret: ["token", "connectionString"],
    };
  },
  async getFeatureFlag(emulator) {
    const projectId = await seedProject(emulator, "flags-app");
    const outcome = { type: "variant", variantId: "blue" };
    const flag = await teamApi<Flag>(emulator, "PUT", `/v1/projects/${projectId}/feature-flags/flags`, {
      slug: "color",
      kind: "string",
      variants: [{ id: "blue", value: "#00f", label: "Blue" }],
      environments: { production: { active: true, pausedOutcome: outcome, fallthrough: outcome, rules: [] } },
    });
    return {
      args: { projectId, key: "color" },
      expected: {
        id: flag.id,
        key: "color",
        kind: "string",
        projectId,
        variants: [{ id: "blue", label: "Blue", valueString: "#00f" }],
      },
      secret: [],
    };
  },
  async getFeatureFlagSegment(emulator) {
    const projectId = await seedProject(emulator, "flags-app");
    const segment = await teamApi<Segment>(
      emulator,
      "PUT",
      `/v1/projects/${projectId}/feature-flags/segments`,
      {
        slug: "staff",
        label: "Staff",
        hint: "",
        data: { include: { user: { email: [{ value: "a@example.com" }] } } },
      },
    );
    return {
      args: { projectId, slug: "staff" },
      expected: {
        id: segment.id,
        name: "Staff",
        include: [{ entity: "user", attribute: "email", values: ["a@example.com"] }],
      },
      secret: [],
    };
  },
  async getAiGatewayVirtualModel(_emulator, plugin) {
    const config = await createThroughPlugin(plugin, "AiGatewayVirtualModel", {
      virtualModelSlug: "assistant",
      modelSlug: "anthropic/claude-sonnet-4",
      providerOrder: ["bedrock"],
    });
    return {
      args: { virtualModelSlug: "assistant" },
      expected: {
        id: config.id,
        modelId: "vmc/assistant",
        modelSlug: "anthropic/claude-sonnet-4",
        providerOrder: ["bedrock"],
      },
      secret: [],
    };
  },
  async getBulkRedirects(emulator) {
    const projectId = await seedProject(emulator, "redirected");
    const staged = await teamApi<{ version: { id: string } }>(emulator, "PUT", "/v1/bulk-redirects", {
      teamId: emulator.teamId,
      projectId,
      redirects: [{ source: "/old", destination: "/new", statusCode: 301 }],
    });
    await teamApi(emulator, "POST", `/v1/bulk-redirects/versions?projectId=${projectId}`, {
      id: staged.version.id,
      action: "promote",
    });
    return {
      args: { projectId },
      expected: {
        id: projectId,
        projectId,
        redirects: [{ source: "/old", destination: "/new", statusCode: 301 }],
        versionId: staged.version.id,
      },
      secret: [],
    };
  },
  async getProjectRoutes(emulator) {
    const projectId = await seedProject(emulator, "routed");
    const route = { name: "docs", srcSyntax: "path-to-regexp", route: { src: "/docs/:path*", dest: "/d" } };
    const added = await teamApi<{ route: { id: string }; version: { id: string } }>(
      emulator,
      "POST",
      `/v1/projects/${projectId}/routes`,
      { route },
    );
    await teamApi(emulator, "POST", `/v1/projects/${projectId}/routes/versions`, {
      id: added.version.id,
      action: "promote",
    });
    return {
      args: { projectId },
      expected: {
        id: projectId,
        projectId,
        rules: [{ id: added.route.id, enabled: true, ...route }],
        versionId: added.version.id,
      },
      secret: [],
    };
  },
  async getAttackChallengeMode(emulator) {
    const projectId = await seedProject(emulator, "attacked");
    const until = Date.now() + 3_600_000;
    await teamApi(emulator, "POST", "/v1/security/attack-mode", {
      projectId,
      attackModeEnabled: true,
      attackModeActiveUntil: until,
    });
    return {
      args: { projectId },
      expected: { id: projectId, projectId, enabled: true, attackModeActiveUntil: until },
      secret: [],
    };
  },
  async getKmsIssuer(emulator) {
    const issuer = await teamApi<{ id: string; signingKeys: { publicKey: unknown }[] }>(
      emulator,
      "POST",
      "/v1/kms/issuers",
      { name: "deployments", algorithm: "ES256" },
    );
    return {
      args: { id: issuer.id },
      expected: {
        id: issuer.id,
        issuerId: issuer.id,
        name: "deployments",
        algorithm: "ES256",
        jwks: jwksOf(issuer.signingKeys.map((key) => key.publicKey as object)),
      },
      secret: [],
    };
  },
  async getBlobStore(emulator) {
    const { store } = await blobStore(emulator, "assets");
    return {
      args: { id: store.id },
      expected: { ...blobStoreFields(store), id: store.id },
      secret: [],
    };
  },
  async getBlobStores(emulator) {
    const { store } = await blobStore(emulator, "listed");
    return {
      args: {},
      expected: { id: emulator.teamId, stores: [{ ...blobStoreFields(store), id: store.id }] },
      secret: [],
    };
  },
  async getBlobStoreSecrets(emulator) {
    const { store } = await blobStore(emulator, "tokened");
    const { rwToken } = await teamApi<{ rwToken: string }>(
      emulator,
      "GET",
      `/v1/storage/stores/${store.id}/secrets`,
    );
    return {
      args: { storeId: store.id },
      expected: { id: store.id, storeId: store.id, readWriteToken: rwToken },
      secret: ["readWriteToken"],
    };
  },
  async getBlobObject(emulator) {
    const { store } = await blobStore(emulator, "objects");
    const { rwToken } = await teamApi<{ rwToken: string }>(
      emulator,
      "GET",
      `/v1/storage/stores/${store.id}/secrets`,
    );
    const authorization = `Bearer ${rwToken}`;
    const put = await fetch(`${emulator.blobUrl}/?pathname=brand/logo.txt`, {
      method: "PUT",
      headers: { authorization, "x-content-type": "text/plain" },
      body: "logo",
    });
    expect(put.status).to.equal(200);
    const head = (await (
      await fetch(`${emulator.blobUrl}/?url=brand/logo.txt`, { headers: { authorization } })
    ).json()) as Record<string, string>;
    return {
      args: { storeId: store.id, pathname: "brand/logo.txt" },
      expected: {
        id: `${store.id}/brand/logo.txt`,
        storeId: store.id,
        pathname: "brand/logo.txt",
        url: head.url,
        downloadUrl: head.downloadUrl,
        etag: head.etag?.replace(/"/g, ""),
        size: 4,
        uploadedAt: head.uploadedAt,
        contentType: "text/plain",
        contentDisposition: 'inline; filename="logo.txt"',
        cacheControl: head.cacheControl,
        cacheControlMaxAge: 2_592_000,
      },
      secret: [],
    };
  },
  async getBlobProjectConnections(emulator) {
    const { store } = await blobStore(emulator, "connected");
    const project = await teamApi<{ id: string }>(emulator, "POST", "/v11/projects", { name: "blob-site" });
    const connection = await teamApi<{ id: string }>(
      emulator,
      "POST",
      `/v1/storage/stores/${store.id}/connections`,
      { projectId: project.id, envVarEnvironments: ["production"] },
    );
    return {
      args: { storeId: store.id },
      expected: {
        id: store.id,
        storeId: store.id,
        connections: [
          {
            id: connection.id,
            projectId: project.id,
            projectName: "blob-site",
            projectFramework: "",
            environments: ["production"],
            envVarPrefix: "",
            readWriteTokenEnvVarName: "BLOB_READ_WRITE_TOKEN",
            productionDeploymentId: "",
            productionDeploymentUrl: "",
          },
        ],
      },
      secret: [],
    };
  },
  async getNetwork(emulator) {
    const created = await teamApi<{ id: string }>(emulator, "POST", "/v1/connect/networks", {
      name: "backend",
      cidr: "10.30.0.0/16",
      region: "fra1",
    });
    await emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 60_000 });
    const network = await teamApi<{
      awsAccountId: string;
      egressIpAddresses: string[];
      vpcId: string;
    }>(emulator, "GET", `/v1/connect/networks/${created.id}`);
    return {
      args: { id: created.id },
      expected: {
        id: created.id,
        networkId: created.id,
        name: "backend",
        cidr: "10.30.0.0/16",
        region: "fra1",
        awsRegion: "eu-central-1",
        awsAccountId: network.awsAccountId,
        egressIpAddresses: network.egressIpAddresses,
        vpcId: network.vpcId,
        status: "ready",
      },
      secret: [],
    };
  },
  async getConnector(emulator) {
    const connector = await lookedUpConnector(emulator, "support-line");
    return { args: { id: connector.uid }, expected: connector, secret: [] };
  },
  async getConnectors(emulator) {
    const connector = await lookedUpConnector(emulator, "sales-line");
    return { args: { type: "linq" }, expected: { connectors: [connector] }, secret: [] };
  },
  async getMicrofrontendGroup(emulator) {
    const web = await teamApi<{ id: string }>(emulator, "POST", "/v11/projects", { name: "mfe-web" });
    const { newMicrofrontendsGroup: group } = await teamApi<{ newMicrofrontendsGroup: { id: string } }>(
      emulator,
      "POST",
      "/v1/microfrontends/group",
      { groupName: "Shop", defaultApp: { projectId: web.id, defaultRoute: "/" }, otherApplications: [] },
    );
    return {
      args: { id: group.id },
      expected: {
        id: group.id,
        name: "Shop",
        slug: "shop",
        defaultApp: { projectId: web.id, defaultRoute: "/", id: `${emulator.teamId}/${group.id}` },
      },
      secret: [],
    };
  },
  async getMicrofrontendGroupMembership(emulator) {
    const web = await teamApi<{ id: string }>(emulator, "POST", "/v11/projects", { name: "mfe-shell" });
    const docs = await teamApi<{ id: string }>(emulator, "POST", "/v11/projects", { name: "mfe-docs" });
    const { newMicrofrontendsGroup: group } = await teamApi<{ newMicrofrontendsGroup: { id: string } }>(
      emulator,
      "POST",
      "/v1/microfrontends/group",
      {
        groupName: "Docs",
        defaultApp: { projectId: web.id },
        otherApplications: [{ projectId: docs.id, defaultRoute: "/docs" }],
      },
    );
    return {
      args: { microfrontendGroupId: group.id, projectId: docs.id },
      expected: {
        id: `${group.id}/${docs.id}`,
        microfrontendGroupId: group.id,
        projectId: docs.id,
        defaultRoute: "/docs",
        routeObservabilityToThisProject: true,
      },
      secret: [],
    };
  },
  async getAccessGroup(emulator) {
    const group = await teamApi<{ accessGroupId: string }>(emulator, "POST", "/v1/access-groups", {
      name: "frontend",
    });
    return {
      args: { id: "frontend" },
      expected: {
        id: group.accessGroupId,
        accessGroupId: group.accessGroupId,
        name: "frontend",
        membersCount: 0,
        projectsCount: 0,
      },
      secret: [],
    };
  },
  async getAccessGroupProject(emulator) {
    const projectId = await seedProject(emulator, "granted");
    const group = await teamApi<{ accessGroupId: string }>(emulator, "POST", "/v1/access-groups", {
      name: "frontend",
      projects: [{ projectId, role: "PROJECT_VIEWER" }],
    });
    return {
      args: { accessGroupId: group.accessGroupId, projectId },
      expected: {
        id: `${group.accessGroupId}/${projectId}`,
        accessGroupId: group.accessGroupId,
        projectId,
        role: "PROJECT_VIEWER",
      },
      secret: [],
    };
  },
  async getTeamConfig(emulator) {
    await teamApi(emulator, "PATCH", `/v2/teams/${emulator.teamId}`, {
      description: "settings",
      hideIpAddresses: true,
    });
    const team = await teamApi<{ slug: string; name: string; inviteCode: string }>(
      emulator,
      "GET",
      `/v2/teams/${emulator.teamId}`,
    );
    return {
      args: { id: emulator.teamId },
      expected: {
        id: emulator.teamId,
        name: team.name,
        slug: team.slug,
        description: "settings",
        enablePreviewFeedback: "default",
        enableProductionFeedback: "default",
        sensitiveEnvironmentVariablePolicy: "default",
        hideIpAddresses: true,
        hideIpAddressesInLogDrains: false,
        remoteCaching: { enabled: true },
        inviteCode: team.inviteCode,
      },
      secret: ["inviteCode"],
    };
  },
  async getTeamMember(emulator) {
    const { user } = await emulator.admin.createUser("ada");
    await teamApi(emulator, "POST", `/v2/teams/${emulator.teamId}/members`, [
      { email: "ada@example.com", role: "VIEWER" },
    ]);
    return {
      args: { email: "ada@example.com" },
      expected: {
        id: user.id,
        userId: user.id,
        email: "ada@example.com",
        username: "ada",
        role: "VIEWER",
        projects: [],
      },
      secret: [],
    };
  },
  async getProjectMembers(emulator) {
    const projectId = await seedProject(emulator, "membered");
    const { user } = await emulator.admin.createUser("mona");
    await teamApi(emulator, "POST", `/v2/teams/${emulator.teamId}/members`, [
      { email: "mona@example.com", role: "CONTRIBUTOR" },
    ]);
    await teamApi(emulator, "POST", `/v1/projects/${projectId}/members`, {
      uid: user.id,
      role: "PROJECT_VIEWER",
    });
    return {
      args: { projectId },
      expected: {
        id: projectId,
        projectId,
        members: [{ userId: user.id, email: "mona@example.com", username: "mona", role: "PROJECT_VIEWER" }],
      },
      secret: [],
    };
  },
  async getDsyncGroups(emulator) {
    const synced = await emulator.admin.api<{ groups: { id: string; name: string }[] }>(
      "PUT",
      `/_emulator/teams/${emulator.teamId}/dsync/groups`,
      { groups: [{ name: "admin" }] },
    );
    const [admin] = synced.body.groups;
    return {
      args: {},
      expected: { id: emulator.teamId, lists: [admin], map: { admin: admin!.id } },
      secret: [],
    };
  },
  async getIntegration(emulator) {
    const projectId = await seedProject(emulator, "reached");
    const installed = await install(emulator, {
      slug: "acme-native",
      scopes: ["read:project"],
      teamId: emulator.teamId,
      projectSelection: "selected",
      projects: [projectId],
    });
    return {
      args: { slug: "acme-native" },
      expected: {
        id: installed.configurationId,
        clientId: installed.clientId,
        slug: "acme-native",
        projectSelection: "selected",
        projects: [projectId],
        scopes: ["read:project"],
      },
      secret: [],
    };
  },
  async purgeEdgeCache(emulator) {
    const projectId = await seedProject(emulator, "cached");
    return {
      args: { projectId, tags: ["blog"], action: "delete", revalidationDeadlineSeconds: 60 },
      expected: { projectId, action: "delete", purged: ["blog"] },
      secret: [],
    };
  },
  async getAiGatewayRule(emulator) {
    const rule = await teamApi<{ ruleId: string }>(emulator, "POST", "/v1/ai-gateway/rules", {
      type: "deny",
      match: { model: "google/gemini-2.5-flash" },
      enabled: false,
    });
    return {
      args: { ruleId: rule.ruleId },
      expected: {
        id: rule.ruleId,
        type: "deny",
        match: { model: "google/gemini-2.5-flash" },
        enabled: false,
      },
      secret: [],
    };
  },
  async getVcrRepository(emulator) {
    const projectId = await seedProject(emulator, "images");
    const { repository } = await teamApi<{ repository: { id: string } }>(
      emulator,
      "POST",
      "/v1/vcr/repository",
      {
        projectId,
        name: "api",
      },
    );
    return {
      args: { projectId, name: "api" },
      expected: {
        id: repository.id,
        projectId,
        name: "api",
        url: `${new URL(emulator.url).host}/${emulator.teamSlug}/images/api`,
      },
      secret: [],
    };
  },
  async getFeatureFlagSdkKey(emulator) {
    const projectId = await seedProject(emulator, "flags-app");
    const key = await teamApi<SdkKeyCreated>(
      emulator,
      "PUT",
      `/v1/projects/${projectId}/feature-flags/sdk-keys`,
      {
        sdkKeyType: "client",
        environment: "preview",
        label: "web",
      },
    );
    return {
      args: { projectId, id: key.hashKey },
      expected: { id: key.hashKey, projectId, type: "client", environment: "preview", label: "web" },
      secret: ["partialKeyValue"],
    };
  },
  async getProjectDeploymentRetention(emulator) {
    const projectId = await seedProject(emulator, "retained");
    await teamApi(emulator, "PATCH", `/v9/projects/${projectId}/deployment-expiration`, {
      expiration: "1w",
      expirationErrored: "1d",
    });
    return {
      args: { projectId },
      expected: {
        id: projectId,
        projectId,
        expirationPreview: "1w",
        expirationProduction: "unlimited",
        expirationCanceled: "unlimited",
        expirationErrored: "1d",
      },
      secret: [],
    };
  },
  async getProjectRollingRelease(emulator) {
    const projectId = await seedProject(emulator, "rolled");
    await teamApi(emulator, "PATCH", `/v1/projects/${projectId}/rolling-release/config`, {
      enabled: true,
      advancementType: "automatic",
      stages: [{ targetPercentage: 25, duration: 30 }, { targetPercentage: 100 }],
    });
    return {
      args: { projectId },
      // The final 100% stage is the platform's: the lookup answers the stages before it.
      expected: {
        id: projectId,
        projectId,
        advancementType: "automatic",
        stages: [{ targetPercentage: 25, duration: 30 }],
      },
      secret: [],
    };
  },
};

/** The plain values of a wire Struct's JavaScript form: secrets unwrapped at every depth. */
function unwrapped(value: unknown): Props {
  const unwrap = (item: unknown): unknown => {
    if (isWireSecret(item)) return unwrap((item as { value: unknown }).value);
    if (Array.isArray(item)) return item.map(unwrap);
    if (typeof item === "object" && item !== null)
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, unwrap(inner)]));
    return item;
  };
  return unwrap(value) as Props;
}

interface BlobStoreAnswer {
  store: {
    id: string;
    name: string;
    access: string;
    region: string;
    status: string;
    count: number;
    size: number;
    createdAt: number;
    updatedAt: number;
  };
}
const blobStore = (emulator: EmulatorHandle, name: string) =>
  teamApi<BlobStoreAnswer>(emulator, "POST", "/v1/storage/stores/blob", { name });
const blobStoreFields = (store: BlobStoreAnswer["store"]) => ({
  name: store.name,
  access: store.access,
  region: store.region,
  status: store.status,
  fileCount: store.count,
  size: store.size,
  createdAt: store.createdAt,
  updatedAt: store.updatedAt,
});

describe("native plugin: lookup functions (Invoke)", () => {
  const emulator = useEmulator();
  const plugin = useNativePlugin(emulator);
  beforeEach(() => plugin.configure());

  async function invoke(token: string, args: Props) {
    const response = await plugin.call("invoke", new InvokeRequest().setTok(token).setArgs(struct(args)));
    return {
      wire: (response.getReturn()?.toJavaScript() ?? {}) as Props,
      failures: response.getFailuresList().map((failure) => failure.toObject()),
    };
  }

  it("has a fixture for every function of the registry, and none for a function it lacks", () => {
    expect(Object.keys(FIXTURES).sort()).to.deep.equal(functionDefinitions.map((d) => d.name).sort());
  });

  for (const definition of functionDefinitions) {
    it(`serves vercel:index:${definition.name}, with its secret results wrapped`, async () => {
      const fixture = FIXTURES[definition.name];
      if (!fixture) throw new Error(`no fixture for ${definition.name}`);
      const lookup = await fixture(emulator, plugin);
      const { wire, failures } = await invoke(`vercel:index:${definition.name}`, lookup.args);
      expect(failures).to.deep.equal([]);
      expect(unwrapped(wire)).to.deep.include(lookup.expected);
      const wrapped = Object.keys(wire).filter((key) => isWireSecret(wire[key]));
      expect(wrapped, "the secret keys of the answer").to.have.members(lookup.secret);
    });
  }

  it("reports bad arguments as failures naming the field and the rule, before any API call", async () => {
    await emulator.admin.clearRequestCounts();
    const misspelt = await invoke("vercel:index:getProject", { nmae: "site" });
    expect(misspelt.failures).to.have.deep.members([
      { property: "name", reason: "is required" },
      { property: "nmae", reason: "unknown argument; did you mean name?" },
    ]);
    expect(misspelt.wire).to.deep.equal({});

    const badDomain = await invoke("vercel:index:getDomainConfig", { domain: "not a domain" });
    expect(badDomain.failures).to.deep.equal([
      {
        property: "domain",
        reason: "must be a domain name such as example.com (letters, digits, '-' and '.')",
      },
    ]);
    const both = await invoke("vercel:index:getSharedEnvironmentVariable", { id: "env_1", key: "K" });
    expect(both.failures).to.deep.equal([
      { property: "id", reason: "give either id, or key and targets, not both" },
    ]);
    const wrongTeam = await invoke("vercel:index:getEdgeConfig", { id: "ecfg_1", teamId: 42 });
    expect(wrongTeam.failures).to.deep.equal([{ property: "teamId", reason: "must be a string" }]);
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
  });

  it("answers a missing object with the operations' wording, naming the subject, not the token", async () => {
    const error = await rejection<grpc.ServiceError>(invoke("vercel:index:getProject", { name: "missing" }));
    expect(error.code).to.equal(grpc.status.UNKNOWN);
    expect(error.details).to.match(/^looking up Project "missing": 404 not_found/);
    expect(error.details).not.to.include("vercel:index:");

    const storeId = await edgeConfigStore(emulator);
    const missingItem = await rejection<grpc.ServiceError>(
      invoke("vercel:index:getEdgeConfigItem", { id: storeId, key: "absent" }),
    );
    expect(missingItem.details).to.match(/^looking up EdgeConfigItem "absent": 404/);
  });

  it("says what to check on a 403, with neither the API token nor a secret argument in the error", async () => {
    const outsider = await emulator.admin.createUser("outsider");
    await plugin.configure({
      "vercel:config:apiToken": outsider.token,
      "vercel:config:apiUrl": emulator.url,
      "vercel:config:team": emulator.teamId,
    });
    const error = await rejection<grpc.ServiceError>(
      invoke("vercel:index:getProject", { name: secretValue("hidden-project-name") }),
    );
    expect(error.details)
      .to.match(/^looking up Project "\[REDACTED\]": 403 /)
      .and.include("check vercel:apiToken");
    expect(error.details).not.to.include(outsider.token).and.not.include("hidden-project-name");
    expect(error.details).not.to.include("vercel:index:");
  });

  it("reads with the settings Configure received, and a teamId argument overrides its team", async () => {
    const [project] = await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "team-site" }]);
    // Without vercel:team the token's personal account is searched, where the project is not.
    await plugin.configure({
      "vercel:config:apiToken": emulator.token,
      "vercel:config:apiUrl": emulator.url,
    });
    const personal = await rejection<grpc.ServiceError>(
      invoke("vercel:index:getProject", { name: "team-site" }),
    );
    expect(personal.details).to.match(/^looking up Project "team-site": 404/);
    const { wire } = await invoke("vercel:index:getProject", {
      name: "team-site",
      teamId: emulator.teamSlug,
    });
    expect(wire).to.include({ id: project?.id, teamId: emulator.teamId });
  });

  it("rejects a token it does not serve, naming it", async () => {
    for (const token of ["vercel:index:getNothing", "vercel:index:Project", "other:index:getProject"]) {
      const error = await rejection<grpc.ServiceError>(invoke(token, {}));
      expect(error.code, token).to.equal(grpc.status.INVALID_ARGUMENT);
      expect(error.details).to.equal(`the vercel provider has no function "${token}"`);
    }
  });
});

describe("native plugin: lookup functions with VERCEL_PULUMI_DEBUG", () => {
  const emulator = useEmulator();
  const plugin = useNativePlugin(emulator, { env: { VERCEL_PULUMI_DEBUG: "1" } });
  beforeEach(() => plugin.configure());

  it("logs each request of a lookup on stderr, as the resources do, never the token", async () => {
    await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "logged-site" }]);
    await plugin.call(
      "invoke",
      new InvokeRequest().setTok("vercel:index:getProject").setArgs(struct({ name: "logged-site" })),
    );
    // stderr arrives on its own pipe, not ordered with the gRPC answer.
    const lines = await eventually(
      async () => plugin.stderr.join(""),
      (text) => text.includes("GET /v9/projects/{idOrName} -> 200"),
      "the request's log line",
    );
    expect(lines).not.to.include(emulator.token);
  });
});
