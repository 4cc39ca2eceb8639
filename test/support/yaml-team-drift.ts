// One out-of-band change for every resource of examples/yaml-team, made through the platform API
// (the provider's client, over real HTTP, outside any Pulumi operation), and what a refresh
// preview must then report for it: the input it names, or a create when the object was deleted.
// The edits reach each object by its natural key, not through the provider's own read.
import type { VercelClient } from "../../provider/families/client";

/** What a drifted resource must look like in `pulumi preview --refresh`. */
export type ExpectedDrift = { changed: string } | { recreated: true };

export interface OutOfBandEdit {
  /** The resource's name in the YAML program. */
  resource: string;
  edit(client: VercelClient, team: YamlTeamIds): Promise<void>;
  expect: ExpectedDrift;
}

/** Ids the edits need, read from the stack's outputs and state. */
export interface YamlTeamIds {
  teamId: string;
  projectId: string;
  edgeConfigId: string;
  /** State ids by resource name. */
  stateIds: Readonly<Record<string, string>>;
}

const DOMAIN = "yaml-team.dev";

async function envIdOf(client: VercelClient, projectId: string, key: string): Promise<string> {
  const found = (await client.env.list(projectId)).find((variable) => variable.key === key);
  if (!found) throw new Error(`no variable ${key} on ${projectId}`);
  return found.id;
}

async function sharedIdOf(client: VercelClient, key: string): Promise<string> {
  const found = (await client.sharedEnv.list()).find((variable) => variable.key === key);
  if (!found) throw new Error(`no shared variable ${key}`);
  return found.id;
}

export const OUT_OF_BAND_EDITS: readonly OutOfBandEdit[] = [
  {
    resource: "site",
    edit: (c, { projectId }) => c.projects.update(projectId, { buildCommand: "make site" }).then(() => {}),
    expect: { changed: "buildCommand" },
  },
  {
    resource: "docs",
    edit: (c, { stateIds }) =>
      c.projects.update(stateIds.docs!, { buildCommand: "make docs" }).then(() => {}),
    expect: { changed: "buildCommand" },
  },
  {
    resource: "staging",
    edit: (c, { projectId }) =>
      c.customEnvironments.update(projectId, "staging", { description: "edited outside" }).then(() => {}),
    expect: { changed: "description" },
  },
  {
    resource: "apiUrl",
    edit: async (c, { projectId }) => {
      await c.env.update(projectId, await envIdOf(c, projectId, "API_URL"), {
        value: "https://evil.example",
      });
    },
    expect: { changed: "value" },
  },
  {
    resource: "runtimeSettings",
    edit: async (c, { projectId }) => {
      await c.env.update(projectId, await envIdOf(c, projectId, "LOG_LEVEL"), { value: "debug" });
    },
    expect: { changed: "variables" },
  },
  {
    resource: "analyticsId",
    edit: async (c) => {
      await c.sharedEnv.update(await sharedIdOf(c, "ANALYTICS_ID"), { target: ["production", "preview"] });
    },
    expect: { changed: "targets" },
  },
  {
    resource: "analyticsLink",
    edit: async (c, { projectId }) => c.sharedEnv.unlink(await sharedIdOf(c, "ANALYTICS_ID"), projectId),
    expect: { recreated: true },
  },
  {
    resource: "zone",
    edit: (c) => c.domains.update(DOMAIN, { zone: false }).then(() => {}),
    expect: { changed: "zone" },
  },
  {
    resource: "www",
    edit: (c, { stateIds }) =>
      c.dns.update(DOMAIN, stateIds.www!, { value: "elsewhere.example.com." }).then(() => {}),
    expect: { changed: "value" },
  },
  {
    resource: "wwwDomain",
    edit: (c, { projectId }) => c.projectDomains.remove(projectId, `www.${DOMAIN}`),
    expect: { recreated: true },
  },
  {
    resource: "settings",
    edit: (c, { edgeConfigId }) => c.edgeConfig.rename(edgeConfigId, "renamed_outside").then(() => {}),
    expect: { changed: "name" },
  },
  {
    resource: "settingsSchema",
    edit: (c, { edgeConfigId }) =>
      c.edgeConfig.setSchema(edgeConfigId, { type: "object", properties: {} }).then(() => {}),
    expect: { changed: "definition" },
  },
  {
    resource: "maintenance",
    edit: (c, { edgeConfigId }) =>
      c.edgeConfig.patchItems(edgeConfigId, [
        { operation: "update", key: "maintenance", value: { enabled: true } },
      ]),
    expect: { changed: "valueJson" },
  },
  {
    resource: "limits",
    edit: (c, { edgeConfigId }) =>
      c.edgeConfig.patchItems(edgeConfigId, [{ operation: "update", key: "maxUploads", value: 99 }]),
    expect: { changed: "items" },
  },
  {
    resource: "settingsReader",
    edit: async (c, { edgeConfigId }) => {
      const tokens = await c.edgeConfig.tokens(edgeConfigId);
      await c.edgeConfig.deleteTokens(
        edgeConfigId,
        tokens.filter((token) => token.label === "site reader").map((token) => token.id),
      );
    },
    expect: { recreated: true },
  },
  {
    resource: "staff",
    edit: (c, { projectId }) =>
      c.flags.updateSegment(projectId, "staff", { label: "Everyone" }).then(() => {}),
    expect: { changed: "name" },
  },
  {
    resource: "checkout",
    edit: (c, { projectId }) =>
      c.flags.updateFlag(projectId, "new-checkout", { description: "edited outside" }).then(() => {}),
    expect: { changed: "description" },
  },
  {
    resource: "checkoutTargeting",
    edit: async (c, { projectId }) => {
      const { environments } = await c.flags.flag(projectId, "new-checkout");
      const production = environments.production;
      if (!production) throw new Error("the flag has no production configuration");
      await c.flags.updateFlag(projectId, "new-checkout", {
        environments: { ...environments, production: { ...production, rules: [] } },
      });
    },
    expect: { changed: "production" },
  },
  {
    resource: "flagsKey",
    edit: async (c, { projectId }) => {
      for (const key of await c.flags.sdkKeys(projectId)) await c.flags.deleteSdkKey(projectId, key.hashKey);
    },
    expect: { recreated: true },
  },
  {
    resource: "firewall",
    edit: (c, { projectId }) => c.firewall.patch(projectId, { action: "firewallEnabled", value: false }),
    expect: { changed: "enabled" },
  },
  {
    resource: "attackMode",
    edit: (c, { projectId }) => c.security.setAttackMode(projectId, false).then(() => {}),
    expect: { changed: "enabled" },
  },
  {
    resource: "monitorsBypass",
    edit: (c, { projectId }) =>
      c.security
        .addBypass(projectId, { domain: "*", sourceIp: "198.51.100.0/24" }, "edited outside")
        .then(() => {}),
    expect: { changed: "note" },
  },
  {
    resource: "logs",
    edit: (c, { stateIds }) => c.drains.update(stateIds.logs!, { name: "renamed-outside" }).then(() => {}),
    expect: { changed: "name" },
  },
  {
    resource: "traces",
    edit: (c, { stateIds }) => c.drains.update(stateIds.traces!, { name: "traces-renamed" }).then(() => {}),
    expect: { changed: "name" },
  },
  {
    resource: "deploys",
    edit: (c, { stateIds }) => c.webhooks.delete(stateIds.deploys!),
    expect: { recreated: true },
  },
  {
    resource: "redirects",
    // Someone stages and promotes another redirect set from the dashboard.
    edit: async (c, { teamId, projectId }) => {
      const draft = await c.bulkRedirects.stage({
        teamId,
        projectId,
        overwrite: true,
        redirects: [{ source: "/old-pricing", destination: "/plans", statusCode: 302 }],
      });
      await c.bulkRedirects.act(projectId, { id: draft.id, action: "promote" });
    },
    expect: { changed: "redirects" },
  },
  {
    resource: "routes",
    edit: async (c, { projectId }) => {
      const draft = await c.projectRoutes.stage(projectId, { overwrite: true, routes: [] });
      await c.projectRoutes.act(projectId, { id: draft.id, action: "promote" });
    },
    expect: { changed: "rules" },
  },
  {
    resource: "docsRedirect",
    edit: async (c, { stateIds }) => {
      const [projectId, routeId] = stateIds.docsRedirect!.split("/") as [string, string];
      const live = await c.projectRoutes.list(projectId);
      // The rules as a stage takes them (the answer's routeType, rawSrc... are not fields of it).
      const routes = live.routes.map(({ id, name, description, enabled, srcSyntax, route }) => ({
        id,
        name,
        ...(description !== undefined ? { description } : {}),
        ...(enabled !== undefined ? { enabled } : {}),
        ...(srcSyntax !== undefined ? { srcSyntax } : {}),
        route: id === routeId ? { ...route, status: 307 } : route,
      }));
      const draft = await c.projectRoutes.stage(projectId, { overwrite: true, routes });
      await c.projectRoutes.act(projectId, { id: draft.id, action: "promote" });
    },
    expect: { changed: "route" },
  },
  {
    resource: "grace",
    edit: (c, { teamId, stateIds }) => c.access.updateTeamMember(teamId, stateIds.grace!, { role: "VIEWER" }),
    expect: { changed: "role" },
  },
  {
    resource: "teamSettings",
    edit: (c, { teamId }) => c.teamSettings.patch(teamId, { description: "changed outside" }).then(() => {}),
    expect: { changed: "description" },
  },
  {
    resource: "frontend",
    edit: (c, { stateIds }) =>
      c.access.updateGroup(stateIds.frontend!, { name: "renamed-outside" }).then(() => {}),
    expect: { changed: "name" },
  },
  {
    resource: "frontendSite",
    edit: (c, { projectId, stateIds }) => c.access.deleteGrant(stateIds.frontend!, projectId),
    expect: { recreated: true },
  },
  {
    resource: "frontendGrace",
    edit: (c, { stateIds }) =>
      c.access.updateGroup(stateIds.frontend!, { membersToRemove: [stateIds.grace!] }).then(() => {}),
    expect: { recreated: true },
  },
  {
    resource: "siteMembers",
    edit: (c, { projectId, stateIds }) => c.access.removeProjectMember(projectId, stateIds.grace!),
    expect: { changed: "members" },
  },
  {
    resource: "ciToken",
    edit: (c, { stateIds }) => c.access.deleteToken(stateIds.ciToken!),
    expect: { recreated: true },
  },
  {
    resource: "gatewayKey",
    edit: (c, { stateIds }) => c.apiKeys.delete(stateIds.gatewayKey!),
    expect: { recreated: true },
  },
  {
    resource: "observability",
    // Someone turns the extended tier back on from the dashboard.
    edit: async (c, { projectId }) => {
      await c.observability.setDisabled(projectId, false);
    },
    expect: { changed: "extendedTierEnabled" },
  },
  {
    resource: "flagSettings",
    // Someone turns the project's flags off from the dashboard.
    edit: async (c, { projectId }) => {
      await c.flags.updateFlagSettings(projectId, { enabled: false });
    },
    expect: { changed: "enabled" },
  },
  {
    // Before the alias's own edit (deleting the alias takes its exception along): someone turns
    // the exception off in the dashboard.
    resource: "sitePreviewPublic",
    edit: (c) => c.protection.setException("yaml-team-preview.vercel.app", "revoke"),
    expect: { recreated: true },
  },
  {
    // Before the deployment's deletion below, which would take its aliases with it.
    resource: "sitePreviewAlias",
    edit: (c, { stateIds }) => c.aliases.delete(stateIds.sitePreviewAlias!),
    expect: { recreated: true },
  },
  {
    resource: "sitePreview",
    edit: (c, { stateIds }) => c.deployments.deleteDeployment(stateIds.sitePreview!),
    expect: { recreated: true },
  },
  {
    resource: "signer",
    edit: (c, { stateIds }) =>
      c.kms.updateIssuer(stateIds.signer!, { name: "renamed-outside" }).then(() => {}),
    expect: { changed: "name" },
  },
  {
    resource: "signerNextKey",
    // Someone revokes the waiting key: it is no longer published.
    edit: (c, { stateIds }) => {
      const [issuerId, keyId] = stateIds.signerNextKey!.split("/");
      return c.kms.revokeKey(issuerId!, keyId!);
    },
    expect: { recreated: true },
  },
  {
    resource: "signerGrant",
    edit: (c, { stateIds }) =>
      c.kms
        .updateGrant(stateIds.signer!, stateIds.site!, { environments: ["preview"], tokenClaims: null })
        .then(() => {}),
    expect: { changed: "environments" },
  },
  {
    resource: "siteAssets",
    edit: (c, { stateIds }) => c.blob.renameStore(stateIds.siteAssets!, "renamed-outside").then(() => {}),
    expect: { changed: "name" },
  },
  {
    // Overwritten through the data plane: the object no longer holds the repository's file.
    resource: "siteLogo",
    edit: async (c, { stateIds }) => {
      const storeId = stateIds.siteAssets!;
      await (
        await c.blob.plane(storeId)
      ).put({ pathname: "brand/logo.txt", data: Buffer.from("defaced"), access: "private" });
    },
    expect: { changed: "sourceSha256" },
  },
  {
    resource: "siteAssetsConnection",
    edit: (c, { stateIds }) => {
      const [storeId, connectionId] = stateIds.siteAssetsConnection!.split("/");
      return c.blob
        .updateConnection(storeId!, connectionId!, { envVarEnvironments: ["development"] })
        .then(() => {});
    },
    expect: { changed: "environments" },
  },
  {
    resource: "siteIntegration",
    edit: (c, { stateIds }) => {
      const [integrationId, projectId] = stateIds.siteIntegration!.split("/");
      return c.integrations.setProjectAccess(integrationId!, projectId!, false);
    },
    expect: { recreated: true },
  },
  {
    resource: "backendNetwork",
    edit: (c, { stateIds }) =>
      c.networks.renameNetwork(stateIds.backendNetwork!, "renamed-outside").then(() => {}),
    expect: { changed: "name" },
  },
  {
    resource: "siteDatabaseLink",
    edit: (c, { stateIds }) => {
      const [projectId, endpointId] = stateIds.siteDatabaseLink!.split("/");
      return c.networks.updateEndpoint(projectId!, endpointId!, { enablePrivateDns: true }).then(() => {});
    },
    expect: { changed: "enablePrivateDns" },
  },
  {
    resource: "siteStaticIps",
    edit: (c, { projectId }) =>
      c.networks.updateStaticIps(projectId, { regions: ["iad1", "fra1"] }).then(() => {}),
    expect: { changed: "regions" },
  },
  {
    resource: "storefront",
    edit: (c, { teamId, stateIds }) =>
      c.microfrontends.updateGroup(teamId, stateIds.storefront!, { name: "renamed-outside" }).then(() => {}),
    expect: { changed: "name" },
  },
  {
    resource: "storefrontDocs",
    edit: (c, { stateIds }) =>
      c.microfrontends
        .updateMembership(stateIds.storefrontDocs!.split("/")[1]!, { defaultRoute: "/guides" })
        .then(() => {}),
    expect: { changed: "defaultRoute" },
  },
  {
    resource: "supportLine",
    edit: (c, { stateIds }) =>
      c.connect.updateConnector(stateIds.supportLine!, { name: "renamed-outside" }).then(() => {}),
    expect: { changed: "name" },
  },
  {
    resource: "supportLineSite",
    edit: (c, { stateIds, projectId }) =>
      c.connect.upsertConnection(stateIds.supportLine!, projectId, ["development"]).then(() => {}),
    expect: { changed: "environments" },
  },
  {
    resource: "siteCiBypass",
    // Someone relabels the bypass in the dashboard (the state id names it by a digest of its secret).
    edit: async (c, { projectId, stateIds }) => {
      const { secret } = await c.protection.bypass(projectId, stateIds.siteCiBypass!.split("/")[1]!);
      await c.protection.change(projectId, { update: { secret, note: "edited outside" } });
    },
    expect: { changed: "note" },
  },
  {
    resource: "siteCrons",
    edit: (c, { projectId }) => c.projectSettings.setCrons(projectId, true).then(() => {}),
    expect: { changed: "enabled" },
  },
  {
    resource: "siteRetention",
    edit: (c, { projectId }) =>
      c.projectSettings.setDeploymentExpiration(projectId, { expiration: "1w" }).then(() => {}),
    expect: { changed: "expirationPreview" },
  },
  {
    resource: "siteRollout",
    edit: (c, { projectId }) =>
      c.projectSettings
        .setRollingRelease(projectId, {
          enabled: true,
          advancementType: "manual-approval",
          stages: [{ targetPercentage: 25 }, { targetPercentage: 100 }],
        })
        .then(() => {}),
    expect: { changed: "stages" },
  },
  {
    resource: "siteAnalytics",
    edit: (c, { projectId }) => c.projectSettings.setAnalytics(projectId, "webAnalytics", false),
    expect: { changed: "webAnalytics" },
  },
  {
    resource: "assistant",
    edit: (c) =>
      c.aiGateway.updateVirtualModel("assistant", { description: "edited outside" }).then(() => {}),
    expect: { changed: "description" },
  },
  {
    resource: "noPreviewModels",
    edit: (c, { stateIds }) =>
      c.aiGateway.updateRule({ ruleId: stateIds.noPreviewModels!, enabled: false }).then(() => {}),
    expect: { changed: "enabled" },
  },
  {
    resource: "siteCertificate",
    edit: (c, { stateIds }) => c.certs.remove(stateIds.siteCertificate!),
    expect: { recreated: true },
  },
  {
    // Before the repository's own edit: deleting the repository takes its grants with it.
    resource: "imagesForPartner",
    edit: (c, { projectId }) =>
      c.vcr.removePermission(projectId, "site-images", { teamSlug: "yaml-partner" }),
    expect: { recreated: true },
  },
  {
    // The platform updates nothing of a repository: the drift a team meets is one deleted outside.
    resource: "images",
    edit: (c, { projectId }) => c.vcr.delete(projectId, "site-images"),
    expect: { recreated: true },
  },
  {
    resource: "e2eCheck",
    edit: (c, { projectId, stateIds }) =>
      c.checks.update(projectId, stateIds.e2eCheck!, { timeout: 60 }).then(() => {}),
    expect: { changed: "timeout" },
  },
];
