// Deployments, uploaded files and the hostnames that reach a deployment, as the emulator stores
// them: the deployments area's public surface (its routes, the site server, later aliases).
//
// Uploaded files belong to the owner that uploaded them, keyed by SHA-1, and outlive deployments
// (the platform keeps them for the next deployment that names the same content). A deployment lists
// its files by path and SHA; it is a child of its project. Every hostname that serves a deployment
// (its own URL, an alias) is one item of the global `siteHosts` index, a child of the deployment, so
// that a request's Host finds its deployment in one lookup whoever owns it, and deleting a
// deployment (or its project) takes its hostnames with it.
import { newestFirst } from "../../pagination";
import type { ProtectionBypassEntry } from "../../../schema/aliases";
import type { ReadyState } from "../../../schema/deployments";
import { notFound } from "../../errors";
import { findUser, IDENTITY_OWNER, planOf } from "../identity/store";
import type { Store } from "../../store";
import { domainsOf as projectDomainsOf } from "../project-domains/store";

export const DEPLOYMENTS = "deployments";
export const ALIASES = "aliases";
export const FILE_BLOBS = "deploymentFiles";
export const SITE_HOSTS = "siteHosts";
export const BUILD_TIMING = "deploymentBuildTiming";
/** The deployments whose build has not ended, whoever owns them (a global index, like siteHosts). */
export const PENDING_BUILDS = "pendingBuilds";

/** Not platform resources: uploaded bodies (a content cache), the hostname index, the build timing. */
export const DEPLOYMENT_BOOKKEEPING_COLLECTIONS: ReadonlySet<string> = new Set([
  FILE_BLOBS,
  SITE_HOSTS,
  BUILD_TIMING,
  PENDING_BUILDS,
]);

/** One file of a deployment: where it is served and which uploaded body it is. */
export interface StoredDeploymentFile {
  /** The path inside the deployment, `/`-separated, without a leading slash. */
  file: string;
  sha: string;
  size: number;
  mode: number;
}

/** One line of the build's log, as the events endpoint answers it. */
export interface StoredBuildEvent {
  id: string;
  serial: string;
  date: number;
  type: "command" | "stdout" | "stderr" | "exit" | "deployment-state";
  text: string;
  level?: "error";
}

export interface StoredDeployment {
  id: string;
  /** The hostname, without scheme: `<project>-<9 chars>-<owner handle>.vercel.app`. */
  url: string;
  name: string;
  projectId: string;
  ownerId: string;
  /** `production`, or null for a preview. */
  target: "production" | null;
  customEnvironmentId: string | null;
  readyState: ReadyState;
  files: StoredDeploymentFile[];
  meta: Record<string, string>;
  /**
   * The names of the deployment's own variables (runtime and build), as the platform lists them;
   * their values are never answered, so they are not kept. Absent on deployments made before.
   */
  envKeys?: string[];
  buildEnvKeys?: string[];
  projectSettings: Record<string, unknown>;
  creator: { uid: string; username: string };
  /** The hostnames assigned once READY (production: the project's domains). */
  alias: string[];
  createdAt: number;
  /** When the build leaves the queue, and when it ends: the build timeline on the emulator's clock. */
  buildingAt: number;
  readyAt: number;
  /** Set when the build fails: why (the last error event says it too). */
  errorCode?: string;
  errorMessage?: string;
  canceledAt?: number;
  events: StoredBuildEvent[];
  /** READY, but a blocking check has not passed yet: its production aliases wait (checks area). */
  promotionHeld?: boolean;
}

/** An uploaded file's body (base64, so the state stays JSON) under its SHA-1. */
export interface StoredFileBlob {
  id: string;
  size: number;
  data: string;
  uploadedAt: number;
}

/** A hostname that serves a deployment. */
export interface StoredSiteHost {
  /** The hostname, lower case. */
  id: string;
  ownerId: string;
  deploymentId: string;
  /** The alias record behind it, when it is not the deployment's own URL. */
  aliasId?: string;
}

/** A hostname the account pointed at a deployment (`POST /v2/deployments/{id}/aliases`). */
export interface StoredAlias {
  id: string;
  /** The hostname, lower case. */
  alias: string;
  deploymentId: string;
  projectId: string;
  redirect: string | null;
  creatorId: string;
  createdAt: number;
  updatedAt: number;
  /** Who may pass the deployment protection on this hostname (routes/protection-bypass.ts). */
  protectionBypass?: Record<string, ProtectionBypassEntry>;
}

/** How long builds take on the emulator's clock; the admin API changes it for tests. */
export interface StoredBuildTiming {
  id: "timing";
  queuedMs: number;
  buildMs: number;
}

export const DEFAULT_BUILD_TIMING: StoredBuildTiming = { id: "timing", queuedMs: 300, buildMs: 700 };

export const deploymentsOf = (store: Store) => store.collection<StoredDeployment>(DEPLOYMENTS);
export const aliasesOf = (store: Store) => store.collection<StoredAlias>(ALIASES);
export const blobsOf = (store: Store) => store.collection<StoredFileBlob>(FILE_BLOBS);
export const siteHostsOf = (store: Store) => store.collection<StoredSiteHost>(SITE_HOSTS);
/** A deployment whose build has not ended: its id (the item id) and owner. */
export interface StoredPendingBuild {
  id: string;
  ownerId: string;
  deploymentId: string;
}
export const pendingBuildsOf = (store: Store) => store.collection<StoredPendingBuild>(PENDING_BUILDS);
const timingOf = (store: Store) => store.collection<StoredBuildTiming>(BUILD_TIMING);

export function buildTiming(store: Store): StoredBuildTiming {
  return timingOf(store).get(IDENTITY_OWNER, "timing") ?? DEFAULT_BUILD_TIMING;
}

export function setBuildTiming(store: Store, timing: Omit<StoredBuildTiming, "id">): StoredBuildTiming {
  const next: StoredBuildTiming = { id: "timing", ...timing };
  if (timingOf(store).get(IDENTITY_OWNER, "timing")) timingOf(store).replace(IDENTITY_OWNER, next);
  else timingOf(store).insert(IDENTITY_OWNER, next);
  return next;
}

/** `{idOrUrl}`: the deployment's id, or its hostname (with or without `https://`). */
export function findDeployment(store: Store, ownerId: string, idOrUrl: string): StoredDeployment {
  const host = hostOf(idOrUrl);
  const deployment = deploymentsOf(store).find(ownerId, (d) => d.id === idOrUrl || d.url === host);
  if (!deployment) throw notFound("The deployment could not be found.");
  return deployment;
}

/** The deployment a hostname serves, whoever owns it; undefined for a hostname no deployment has. */
export function deploymentForHost(store: Store, hostname: string): StoredDeployment | undefined {
  const entry = siteHostsOf(store).get(IDENTITY_OWNER, hostname.toLowerCase());
  return entry && deploymentsOf(store).get(entry.ownerId, entry.deploymentId);
}

/** Points `hostname` at a deployment (a new alias, or one moved to a newer deployment). */
export function pointHost(
  store: Store,
  hostname: string,
  deployment: Pick<StoredDeployment, "id" | "ownerId">,
  aliasId?: string,
): void {
  const entry: StoredSiteHost = {
    id: hostname.toLowerCase(),
    ownerId: deployment.ownerId,
    deploymentId: deployment.id,
    ...(aliasId === undefined ? {} : { aliasId }),
  };
  const hosts = siteHostsOf(store);
  if (hosts.get(IDENTITY_OWNER, entry.id)) hosts.replace(IDENTITY_OWNER, entry);
  else hosts.insert(IDENTITY_OWNER, entry);
}

export function unpointHost(store: Store, hostname: string): void {
  siteHostsOf(store).remove(IDENTITY_OWNER, hostname.toLowerCase());
}

export function hostOf(idOrUrl: string): string {
  return idOrUrl
    .replace(/^https?:\/\//, "")
    .replace(/\/.*$/, "")
    .toLowerCase();
}

/**
 * A production deployment takes the project's domains (those that neither redirect nor follow a
 * branch or a custom environment) from the one before it.
 */
export function assignAliases(store: Store, deployment: StoredDeployment): void {
  if (deployment.target !== "production") return;
  const domains = projectDomainsOf(store).filter(
    deployment.ownerId,
    (d) =>
      d.projectId === deployment.projectId &&
      d.redirect === null &&
      d.gitBranch === null &&
      !d.customEnvironmentId,
  );
  const names = domains.map((d) => d.name);
  for (const name of names) pointHost(store, name, deployment);
  // The deployment that held them lists them no more.
  for (const previous of deploymentsOf(store).filter(
    deployment.ownerId,
    (d) => d.id !== deployment.id && d.alias.some((a) => names.includes(a)),
  )) {
    deploymentsOf(store).replace(deployment.ownerId, {
      ...previous,
      alias: previous.alias.filter((a) => !names.includes(a)),
    });
  }
  deployment.alias = [...new Set([...deployment.alias, ...names])];
}

/** Promotes a READY deployment whose promotion checks held: it takes its production aliases now. */
export function releasePromotion(store: Store, deployment: StoredDeployment): StoredDeployment {
  const next: StoredDeployment = { ...deployment, promotionHeld: false };
  assignAliases(store, next);
  return deploymentsOf(store).replace(next.ownerId, next);
}

/**
 * How many of a project's deployments its `latestDeployments` lists, newest first (inferred): the SDK's
 * model says nothing of a number; the platform's dashboard cards show a handful.
 */
export const LATEST_DEPLOYMENTS = 5;

/**
 * A project's newest deployments in the shape of @vercel/sdk's `latestDeployments` item (getProject,
 * getProjects), as they stand (the server settles due builds before every platform call).
 */
export function latestDeploymentsOf(store: Store, ownerId: string, projectId: string) {
  const newest = newestFirst(deploymentsOf(store).filter(ownerId, (d) => d.projectId === projectId)).slice(
    0,
    LATEST_DEPLOYMENTS,
  );
  const plan = planOf(store, ownerId);
  return newest.map((d) => {
    const ready = d.readyState === "READY";
    const user = findUser(store, d.creator.uid);
    return {
      id: d.id,
      name: d.name,
      url: d.url,
      deploymentHostname: d.url.split(".")[0] ?? d.url,
      createdAt: d.createdAt,
      createdIn: "sfo1",
      buildingAt: d.buildingAt,
      ...(ready ? { readyAt: d.readyAt } : {}),
      readyState: d.readyState,
      ...(ready ? { readySubstate: d.promotionHeld ? "STAGED" : "PROMOTED" } : {}),
      target: d.target,
      alias: ready ? d.alias : [],
      aliasAssigned: ready && !d.promotionHeld ? d.readyAt : null,
      aliasError: null,
      creator: { uid: d.creator.uid, username: d.creator.username, email: user?.email ?? "" },
      meta: d.meta,
      plan,
      private: true,
      type: "LAMBDAS",
      ...(ownerId.startsWith("team_") ? { teamId: ownerId } : {}),
      userId: d.creator.uid,
    };
  });
}
