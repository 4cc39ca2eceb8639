// Projects as the emulator stores them, with the platform's defaults for a new project: the projects
// area's public surface, used by its routes (routes/index.ts, routes/git.ts) and by the child areas
// that find their parent project (project-domains, env, ...).
import type { ProjectInsights } from "../../../schema/insights";
import type { z } from "zod";
import type {
  GitComments,
  GitProviderOptions,
  OidcTokenConfig,
  OptionsAllowlist,
  ProjectLink,
  ResourceConfig,
  SsoProtection,
  TrustedIps,
  TrustedSources,
} from "../../../schema/projects";
import type { ConnectConfiguration } from "../../../schema/networks";
import type {
  ProjectCronsState,
  ProjectDeploymentExpiration,
  RollingReleaseConfig,
} from "../../../schema/project-settings";
import type { ProjectBypassEntry } from "../../../schema/protection-bypass";
import type { ProjectSecurity } from "../../../schema/attack-mode";
import { emulatorNow } from "../../clock";
import { notFound } from "../../errors";
import { newId } from "../../ids";
import type { Store } from "../../store";

/** Settings a new project starts with when its create body does not choose (api-contract §2.2–2.4, (inferred)). */
export const DEFAULT_SETTINGS = {
  previewDeploymentSuffix: null as string | null,
  enablePreviewFeedback: null as boolean | null,
  enableProductionFeedback: null as boolean | null,
  previewDeploymentsDisabled: false as boolean | null,
  enableAffectedProjectsDeployments: false,
  serverlessFunctionZeroConfigFailover: false,
  autoExposeSystemEnvs: true,
  autoAssignCustomDomains: true,
  gitForkProtection: true,
  gitLFS: false,
  customerSupportCodeVisibility: false,
  protectedSourcemaps: false,
  productionDeploymentsFastLane: false,
  directoryListing: false,
  ssoProtection: { deploymentType: "all_except_custom_domains" } as z.infer<typeof SsoProtection> | null,
  trustedIps: null as z.infer<typeof TrustedIps> | null,
  trustedSources: null as z.infer<typeof TrustedSources> | null,
  optionsAllowlist: null as z.infer<typeof OptionsAllowlist> | null,
  oidcTokenConfig: { enabled: true, issuerMode: "team" } as z.infer<typeof OidcTokenConfig>,
  gitComments: { onPullRequest: true, onCommit: false } as z.infer<typeof GitComments>,
  gitProviderOptions: { createDeployments: "enabled" } as z.infer<typeof GitProviderOptions>,
};
export type StoredSettings = typeof DEFAULT_SETTINGS;

export const DEFAULT_NODE_VERSION = "22.x";
export const DEFAULT_REGION = "iad1";

/** A project as stored; the projects area's presenter turns it into what the endpoints answer. */
export interface StoredProject extends StoredSettings {
  id: string;
  name: string;
  /** The owner: team id, or user id for the personal account. */
  accountId: string;
  nodeVersion: string;
  framework: string | null;
  buildCommand: string | null;
  devCommand: string | null;
  installCommand: string | null;
  outputDirectory: string | null;
  rootDirectory: string | null;
  commandForIgnoringBuildStep: string | null;
  alias: unknown[];
  resourceConfig: z.infer<typeof ResourceConfig>;
  defaultResourceConfig: { functionDefaultRegions: string[] };
  /** Days each kind of deployment is kept (routes/deployment-expiration.ts); empty until set. */
  deploymentExpiration: ProjectDeploymentExpiration;
  /** When its cron jobs were switched on and off (routes/crons.ts); absent until switched. */
  crons?: ProjectCronsState;
  /** The template for its next production rollouts (routes/rolling-release.ts); absent while off. */
  rollingRelease?: RollingReleaseConfig;
  env: unknown[];
  latestDeployments: unknown[];
  /** Seconds; absent while skew protection is off. */
  skewProtectionMaxAge?: number;
  /** Present only while a git repository is connected. */
  link?: ProjectLink;
  /** The password is stored but never answered (see the projects presenter). */
  passwordProtection: { deploymentType: string; password: string } | null;
  /** Automation bypasses of its deployment protection, keyed by secret (routes/protection-bypass.ts). */
  protectionBypass?: Record<string, ProjectBypassEntry>;
  /** Web Analytics and Speed Insights, once switched (areas/insights); absent before. */
  webAnalytics?: ProjectInsights;
  speedInsights?: ProjectInsights;
  /** Its environments' links to Secure Compute networks (networks/store.ts); absent when none. */
  connectConfigurations?: ConnectConfiguration[];
  /** Attack challenge mode, once switched (projects/security.ts); absent before. */
  security?: ProjectSecurity;
  createdAt: number;
  updatedAt: number;
}

/**
 * A stored project as it may leave the emulator, in any area's answer: the password of
 * passwordProtection is write-only (stored, never answered). The projects presenter and every area
 * that answers a whole project go through here, so the rule lives in one place.
 */
export function answerableProject({ passwordProtection, ...project }: StoredProject) {
  return {
    ...project,
    passwordProtection: passwordProtection ? { deploymentType: passwordProtection.deploymentType } : null,
  };
}

export function projectsOf(store: Store) {
  return store.collection<StoredProject>("projects");
}

/** `{idOrName}` accepts the project id or its name. */
export function findProject(store: Store, ownerId: string, idOrName: string): StoredProject {
  const project = projectsOf(store).find(ownerId, (p) => p.id === idOrName || p.name === idOrName);
  if (!project) throw notFound("Project not found");
  return project;
}

/** Saves a changed project, stamping `updatedAt`. */
export function saveProject(store: Store, ownerId: string, project: StoredProject): StoredProject {
  project.updatedAt = store.now();
  return projectsOf(store).replace(ownerId, project);
}

// A project's `security` block as far as the emulator keeps it: attack challenge mode. The firewall
// area switches it (POST /v1/security/attack-mode); the platform switches it off by itself when
// `attackModeActiveUntil` has passed (pulumiverse's AttackChallengeMode: "enabled drifts to false"),
// which the emulator does on its controllable clock whenever the project is looked at.

/** The project with an expired attack mode switched off (and saved); otherwise as it was. */
export function settleAttackMode(store: Store, project: StoredProject): StoredProject {
  const until = project.security?.attackModeActiveUntil;
  if (!project.security?.attackModeEnabled || typeof until !== "number" || until > emulatorNow(store)) {
    return project;
  }
  return saveProject(store, project.accountId, {
    ...project,
    security: {
      ...project.security,
      attackModeEnabled: false,
      attackModeActiveUntil: null,
      attackModeUpdatedAt: until,
    },
  });
}

/** Switches attack mode; `activeUntil` null keeps it on until it is switched off. */
export function setAttackMode(
  store: Store,
  project: StoredProject,
  enabled: boolean,
  activeUntil: number | null,
): StoredProject {
  return saveProject(store, project.accountId, {
    ...project,
    security: {
      ...project.security,
      attackModeEnabled: enabled,
      attackModeActiveUntil: enabled ? activeUntil : null,
      attackModeUpdatedAt: emulatorNow(store),
    },
  });
}

/**
 * A new project named `name` with every platform default and nothing else: what `POST /v11/projects`
 * starts from before applying its body, and what a first deployment of a new name makes.
 */
export function newProject(ownerId: string, name: string, now: number): StoredProject {
  return {
    id: newId("prj_", 28),
    name,
    accountId: ownerId,
    // Not a create field (api-contract §2.2): always the default until a PATCH sets it.
    nodeVersion: DEFAULT_NODE_VERSION,
    framework: null,
    buildCommand: null,
    devCommand: null,
    installCommand: null,
    outputDirectory: null,
    rootDirectory: null,
    commandForIgnoringBuildStep: null,
    ...structuredClone(DEFAULT_SETTINGS),
    passwordProtection: null,
    alias: [],
    resourceConfig: { functionDefaultRegions: [DEFAULT_REGION] },
    defaultResourceConfig: { functionDefaultRegions: [DEFAULT_REGION] },
    deploymentExpiration: {},
    env: [],
    latestDeployments: [],
    createdAt: now,
    updatedAt: now,
  };
}
