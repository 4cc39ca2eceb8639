// Which collections own which. A child collection names its parent collection and the field of its
// items that holds the parent's id; removing a parent (`Collection.remove`) removes its children, and
// theirs, in the same transaction, so a failed request undoes the whole cascade. Areas never delete
// children by hand: a new child area adds one line to COLLECTION_PARENTS.
//
// A collection whose items list parent ids instead (`many`: a shared variable linked to projects)
// is not owned by any one of them: removing a parent takes its id out of every list, the item stays.
//
// Ids are unique across owners, so children are found by foreign key in every owner's items.

export interface ParentLink {
  /** The parent collection, e.g. "projects". */
  readonly parent: string;
  /** The field of a child item holding its parent's id, e.g. "projectId". */
  readonly foreignKey: string;
  /**
   * The field holds a list of parent ids (a shared variable's linked projects): removing a parent
   * removes its id from the list and keeps the item.
   */
  readonly many?: boolean;
}

/** Child collection → its parent. One parent per collection; no cycles (checked at start). */
export type CollectionParents = Readonly<Record<string, ParentLink>>;

export const COLLECTION_PARENTS: CollectionParents = {
  tokens: { parent: "users", foreignKey: "userId" },
  // Each area's stored items carry the foreign key named here.
  env: { parent: "projects", foreignKey: "projectId" },
  projectDomains: { parent: "projects", foreignKey: "projectId" },
  firewall: { parent: "projects", foreignKey: "projectId" },
  firewallBypass: { parent: "projects", foreignKey: "projectId" },
  flags: { parent: "projects", foreignKey: "projectId" },
  bulkRedirects: { parent: "projects", foreignKey: "projectId" },
  projectRoutes: { parent: "projects", foreignKey: "projectId" },
  edgeCachePurges: { parent: "projects", foreignKey: "projectId" },
  observabilityDisabled: { parent: "projects", foreignKey: "projectId" },
  // Page views and custom events its sites received (areas/web-analytics/): the project's.
  webAnalyticsHits: { parent: "projects", foreignKey: "projectId" },
  // An API key made for one project goes with it (areas/api-keys/); a team-wide one has no parent.
  apiKeys: { parent: "projects", foreignKey: "projectId" },
  dnsRecords: { parent: "domains", foreignKey: "domainId" },
  customEnvironments: { parent: "projects", foreignKey: "projectId" },
  sharedEnv: { parent: "projects", foreignKey: "projectId", many: true },
  drains: { parent: "projects", foreignKey: "projectIds", many: true },
  // An installation limited to selected projects (areas/integrations/project-access.ts).
  integrationConfigurations: { parent: "projects", foreignKey: "projects", many: true },
  edgeConfigItems: { parent: "edgeConfigs", foreignKey: "edgeConfigId" },
  edgeConfigTokens: { parent: "edgeConfigs", foreignKey: "edgeConfigId" },
  edgeConfigBackups: { parent: "edgeConfigs", foreignKey: "edgeConfigId" },
  projectMembers: { parent: "projects", foreignKey: "projectId" },
  kmsSigningKeys: { parent: "kmsIssuers", foreignKey: "issuerId" },
  // Vercel Blob (areas/blob/store.ts): a store's objects and project connections.
  blobObjects: { parent: "blobStores", foreignKey: "storeId" },
  blobConnections: { parent: "blobStores", foreignKey: "storeId" },
  privateLinkEndpoints: { parent: "projects", foreignKey: "projectId" },
  // A grant goes with its project; deleting its access group removes it too (access-groups/store.ts).
  accessGroupProjects: { parent: "projects", foreignKey: "projectId" },
  flagSegments: { parent: "projects", foreignKey: "projectId" },
  flagSdkKeys: { parent: "projects", foreignKey: "projectId" },
  flagVersions: { parent: "projects", foreignKey: "projectId" },
  flagSettings: { parent: "projects", foreignKey: "projectId" },
  oauthCodes: { parent: "integrationConfigurations", foreignKey: "configurationId" },
  integrationTokens: { parent: "integrationConfigurations", foreignKey: "configurationId" },
  ssoCodes: { parent: "integrationConfigurations", foreignKey: "configurationId" },
  ssoRefreshTokens: { parent: "integrationConfigurations", foreignKey: "configurationId" },
  // The marketplace (areas/marketplace/store.ts): an installation's resources, invoices and reports;
  // a resource's experimentation items; a resource's connection belongs to its project too.
  marketplaceResources: { parent: "integrationConfigurations", foreignKey: "configurationId" },
  marketplaceInvoices: { parent: "integrationConfigurations", foreignKey: "configurationId" },
  marketplaceReports: { parent: "integrationConfigurations", foreignKey: "configurationId" },
  marketplaceItems: { parent: "marketplaceResources", foreignKey: "resourceInternalId" },
  marketplaceConnections: { parent: "projects", foreignKey: "projectId" },
  marketplaceDeploymentActions: { parent: "deployments", foreignKey: "deploymentId" },
  webhookDeliveries: { parent: "webhooks", foreignKey: "webhookId" },
  // The message queue's data (areas/queue/store.ts) belongs to the project of the token that wrote it.
  queueMessages: { parent: "projects", foreignKey: "projectId" },
  queueDuplicates: { parent: "projects", foreignKey: "projectId" },
  queueTopics: { parent: "projects", foreignKey: "projectId" },
  queueCursors: { parent: "projects", foreignKey: "projectId" },
  queueIdempotencyKeys: { parent: "projects", foreignKey: "projectId" },
  queueDeferrals: { parent: "projects", foreignKey: "projectId" },
  deployments: { parent: "projects", foreignKey: "projectId" },
  // The hostnames that reach a deployment (its URL, its aliases), in one global index.
  siteHosts: { parent: "deployments", foreignKey: "deploymentId" },
  pendingBuilds: { parent: "deployments", foreignKey: "deploymentId" },
  // A project's checks; a check's runs belong to the deployment they ran on.
  checks: { parent: "projects", foreignKey: "projectId" },
  checkRuns: { parent: "deployments", foreignKey: "deploymentId" },
  // What a deployment's site answered (areas/logs/).
  runtimeLogs: { parent: "deployments", foreignKey: "deploymentId" },
  aliases: { parent: "deployments", foreignKey: "deploymentId" },
  // The container registry (areas/vcr/store.ts): a repository is its project's, and holds the rest.
  vcrRepositories: { parent: "projects", foreignKey: "projectId" },
  vcrPermissions: { parent: "vcrRepositories", foreignKey: "repositoryId" },
  vcrBlobs: { parent: "vcrRepositories", foreignKey: "repositoryId" },
  vcrImages: { parent: "vcrRepositories", foreignKey: "repositoryId" },
  vcrTags: { parent: "vcrImages", foreignKey: "imageId" },
  // Connect (areas/connect/store.ts): a connection goes with its project (deleting its connector
  // removes it by hand, one parent per collection); grants and installations with their connector.
  connectConnections: { parent: "projects", foreignKey: "projectId" },
  connectAuthorizations: { parent: "connectConnectors", foreignKey: "connectorId" },
};

/** Throws when following parents from some collection comes back to it: a cascade would never end. */
export function checkParents(parents: CollectionParents): void {
  for (const start of Object.keys(parents)) {
    const seen = new Set([start]);
    for (let link = parents[start]; link; link = parents[link.parent]) {
      if (seen.has(link.parent)) {
        throw new Error(`Collection parents form a cycle: ${[...seen, link.parent].join(" -> ")}`);
      }
      seen.add(link.parent);
    }
  }
}

/**
 * Remove, from `collections` (the store's live state, already copied for rollback), every descendant
 * of the item `parentId` of collection `parent`.
 */
export function removeDescendants(
  collections: Record<string, Record<string, unknown[]>>,
  parents: CollectionParents,
  parent: string,
  parentId: string,
): void {
  for (const [child, link] of Object.entries(parents)) {
    if (link.parent !== parent) continue;
    const byOwner = collections[child] ?? {};
    if (link.many) {
      unlinkFromLists(byOwner, link.foreignKey, parentId);
      continue;
    }
    for (const [owner, items] of Object.entries(byOwner)) {
      const removed = items.filter((item) => foreignKey(item, link.foreignKey) === parentId);
      if (removed.length === 0) continue;
      byOwner[owner] = items.filter((item) => !removed.includes(item));
      for (const item of removed) {
        const id = foreignKey(item, "id");
        if (id !== undefined) removeDescendants(collections, parents, child, id);
      }
    }
  }
}

/** Takes `parentId` out of the `field` list of every item that holds it (as new items, not in place). */
function unlinkFromLists(byOwner: Record<string, unknown[]>, field: string, parentId: string): void {
  for (const [owner, items] of Object.entries(byOwner)) {
    byOwner[owner] = items.map((item) => {
      const ids = (item as Record<string, unknown> | null)?.[field];
      if (!Array.isArray(ids) || !ids.includes(parentId)) return item;
      return { ...(item as Record<string, unknown>), [field]: ids.filter((id) => id !== parentId) };
    });
  }
}

function foreignKey(item: unknown, field: string): string | undefined {
  const value = (item as Record<string, unknown> | null)?.[field];
  return typeof value === "string" ? value : undefined;
}
