// The deployments area's wire shapes (@vercel/sdk's createDeployment / getDeployment answer, the
// getDeployments list item, the build events, the file tree). What stays inside: the file list
// with SHAs (answered by the files endpoint instead), the build timeline, the event list.
import type { DeploymentAliasAssigned, DeploymentEvent, FileTreeNode } from "../../../schema/deployments";
import { presenter } from "../../present";
import { PLATFORM_DOMAIN } from "../domains/store";
import { contentTypeOf } from "../../content-types";
import type { StoredDeployment, StoredDeploymentFile } from "./store";

const isPlatformHost = (host: string) => host.endsWith(`.${PLATFORM_DOMAIN}`);

/** The full deployment (create and get). */
export const presentDeployment = presenter<StoredDeployment>((d) => ({
  id: d.id,
  url: d.url,
  name: d.name,
  projectId: d.projectId,
  ownerId: d.ownerId,
  readyState: d.readyState,
  status: d.readyState,
  readySubstate: d.readyState === "READY" ? (d.promotionHeld ? "STAGED" : "PROMOTED") : undefined,
  target: d.target,
  customEnvironment: d.customEnvironmentId === null ? undefined : { id: d.customEnvironmentId },
  alias: d.readyState === "READY" ? d.alias : [],
  aliasAssigned: d.readyState === "READY" && !d.promotionHeld,
  automaticAliases: d.alias.filter(isPlatformHost),
  createdAt: d.createdAt,
  buildingAt: d.buildingAt,
  bootedAt: d.createdAt,
  ...(d.readyState === "READY" ? { ready: d.readyAt } : {}),
  ...(d.canceledAt === undefined ? {} : { canceledAt: d.canceledAt }),
  ...(d.errorCode === undefined ? {} : { errorCode: d.errorCode, errorMessage: d.errorMessage ?? null }),
  creator: d.creator,
  meta: d.meta,
  projectSettings: d.projectSettings,
  build: { env: d.buildEnvKeys ?? [] },
  env: d.envKeys ?? [],
  plan: "pro",
  public: false,
  regions: ["iad1"],
  routes: null,
  type: "LAMBDAS",
  version: 2,
  source: "cli",
  createdIn: "sfo1",
  buildSkipped: false,
  isInConcurrentBuildsQueue: false,
  isInSystemBuildsQueue: false,
  inspectorUrl: `https://vercel.com/${d.name}/${d.id.replace(/^dpl_/, "")}`,
}));

/** One deployment of the list (`GET /v7/deployments`), under its older field names. */
export const presentListItem = presenter<StoredDeployment>((d) => ({
  uid: d.id,
  name: d.name,
  url: d.url,
  projectId: d.projectId,
  created: d.createdAt,
  createdAt: d.createdAt,
  buildingAt: d.buildingAt,
  ...(d.readyState === "READY" ? { ready: d.readyAt } : {}),
  state: d.readyState,
  readyState: d.readyState,
  type: "LAMBDAS",
  target: d.target,
  creator: d.creator,
  meta: d.meta,
  aliasAssigned: d.readyState === "READY" && !d.promotionHeld ? d.readyAt : null,
  aliasError: null,
  inspectorUrl: `https://vercel.com/${d.name}/${d.id.replace(/^dpl_/, "")}`,
  source: "cli",
}));

export function presentEvents(d: StoredDeployment): DeploymentEvent[] {
  return d.events.map((e) => ({
    id: e.id,
    created: e.date,
    date: e.date,
    deploymentId: d.id,
    serial: e.serial,
    type: e.type,
    text: e.text,
    ...(e.level ? { level: e.level } : {}),
    info: { name: "bld_" + d.id.slice(4, 16), type: "build", entrypoint: "." },
  }));
}

/** A followed log's `alias-assigned` item, for a READY deployment whose aliases are assigned. */
export function presentAliasAssigned(d: StoredDeployment): DeploymentAliasAssigned {
  return {
    type: "alias-assigned",
    date: d.readyAt,
    deploymentId: d.id,
    alias: d.alias,
    aliasError: null,
    aliasWarning: null,
  };
}

/** The files as a tree of directories, each file named by its uid (its SHA), sorted by name. */
export function fileTree(files: readonly StoredDeploymentFile[]): FileTreeNode[] {
  const root: FileTreeNode[] = [];
  for (const file of files) {
    const parts = file.file.split("/");
    let level = root;
    for (const [index, part] of parts.entries()) {
      if (index === parts.length - 1) {
        level.push({
          name: part,
          type: "file",
          mode: file.mode,
          uid: file.sha,
          contentType: contentTypeOf(part),
        });
        break;
      }
      let directory = level.find((node) => node.type === "directory" && node.name === part);
      if (!directory) {
        directory = { name: part, type: "directory", mode: 16877, children: [] };
        level.push(directory);
      }
      level = directory.children ?? [];
    }
  }
  sortTree(root);
  return root;
}

function sortTree(nodes: FileTreeNode[]): void {
  nodes.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const node of nodes) if (node.children) sortTree(node.children);
}
