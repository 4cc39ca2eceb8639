// Wire types of the checks-v2 group (seed 000: a project's checks under
// `/v2/projects/{projectIdOrName}/checks`, a deployment's check runs under
// `/v2/deployments/{deploymentId}/check-runs`). The platform description lists the routes only; the shapes are
// @vercel/sdk 1.28.35's models (CreateProjectCheck, UpdateProjectCheck, ListProjectChecks,
// CreateDeploymentCheckRun, UpdateDeploymentCheckRun, ListCheckRuns, ListDeploymentCheckRuns).
// A check is a project's definition ("run X on every production deployment; it blocks
// promotion"); a check run is one check on one deployment, which its source reports on.
import { z } from "zod";
import { EpochMs } from "./common";

export const CHECK_BLOCKS = [
  "build-start",
  "deployment-start",
  "deployment-alias",
  "deployment-promotion",
  "none",
] as const;
export const CHECK_REQUIRES = ["build-ready", "deployment-url", "none"] as const;
export const RUN_STATUSES = ["queued", "running", "completed"] as const;
export const RUN_CONCLUSIONS = ["canceled", "skipped", "timeout", "failed", "neutral", "succeeded"] as const;
/** Conclusions that let what a check blocks go ahead. */
export const PASSING_CONCLUSIONS: ReadonlySet<string> = new Set(["succeeded", "neutral", "skipped"]);
/** What a blocking check holds back until it passes: a deployment's production aliases. */
export const PROMOTION_BLOCKS: ReadonlySet<string> = new Set(["deployment-alias", "deployment-promotion"]);

const WebhookSource = z.strictObject({
  kind: z.literal("webhook").describe("`webhook`: a webhook of the team reports on the runs."),
  webhookId: z
    .string()
    .optional()
    .describe("The id of the team webhook that receives the runs and reports on them."),
});
const GitProviderSource = z.strictObject({
  kind: z
    .literal("git-provider")
    .describe("`git-provider`: a check in the connected git repository (a CI job) reports on the runs."),
  externalCheckName: z
    .string()
    .min(1, "must not be empty")
    .describe("The name of the git provider's check whose result each run takes, as the CI job reports it."),
  provider: z
    .enum(["github", "gitlab", "bitbucket"])
    .describe("The git provider whose check it is: `github`, `gitlab` or `bitbucket`."),
});
const IntegrationSource = z.strictObject({
  kind: z.literal("integration").describe("`integration`: an installed integration reports on the runs."),
  integrationId: z.string().optional().describe("The id of the integration that reports on the runs."),
  integrationConfigurationId: z
    .string()
    .optional()
    .describe("The id of the integration's installation on the team (`icfg_...`)."),
  externalResourceId: z
    .string()
    .optional()
    .describe("The integration's own id of the resource the check is about."),
  resourceId: z
    .string()
    .optional()
    .describe("The platform's id of the integration resource the check is about."),
});
/** Who reports on the check's runs. */
export const CheckSource = z.discriminatedUnion("kind", [
  WebhookSource,
  GitProviderSource,
  IntegrationSource,
]);
export type CheckSource = z.infer<typeof CheckSource>;

const CheckTarget = z.string().min(1, "must not be empty");
/** Seconds a run may take before it concludes `timeout`. */
export const CheckTimeout = z
  .number()
  .int()
  .min(1, "must be at least 1 second")
  .max(86_400, "must be at most a day");

const CheckSettings = {
  isRerequestable: z.boolean().optional(),
  requires: z.enum(CHECK_REQUIRES).optional(),
  /** The environments whose deployments it runs on (`production`, `preview`, custom ones). */
  targets: z.array(CheckTarget).optional(),
  blocks: z.enum(CHECK_BLOCKS).optional(),
  timeout: CheckTimeout.optional(),
};

export const CheckCreateRequest = z.looseObject({
  name: z.string().min(1, "must not be empty").max(100, "must be at most 100 characters"),
  ...CheckSettings,
  /** Who reports on its runs: required to create a check (the Terraform provider says so too). */
  source: CheckSource,
});
export type CheckCreateRequest = z.infer<typeof CheckCreateRequest>;

export const CheckUpdateRequest = z.looseObject({
  name: z.string().min(1, "must not be empty").max(100, "must be at most 100 characters").optional(),
  ...CheckSettings,
});
export type CheckUpdateRequest = z.infer<typeof CheckUpdateRequest>;

export const Check = z.object({
  id: z.string(),
  name: z.string(),
  ownerId: z.string(),
  projectId: z.string(),
  isRerequestable: z.boolean(),
  requires: z.enum(CHECK_REQUIRES),
  blocks: z.enum(CHECK_BLOCKS),
  targets: z.array(z.string()),
  timeout: z.number(),
  source: z.looseObject({ kind: z.string() }),
  sourceKind: z.enum(["git-provider", "integration", "vercel", "webhook"]),
  createdAt: EpochMs,
  updatedAt: EpochMs,
});
export type Check = z.infer<typeof Check>;

export const CheckList = z.object({ checks: z.array(Check) });
export const CheckListQuery = z.object({ blocks: z.enum(CHECK_BLOCKS).optional() });
export const CheckDeleted = z.object({ success: z.literal(true) });

export const CheckRunCreateRequest = z.looseObject({ checkId: z.string().min(1, "must not be empty") });

export const CheckRunUpdateRequest = z.looseObject({
  status: z.enum(RUN_STATUSES).optional(),
  conclusion: z.enum(RUN_CONCLUSIONS).optional(),
  conclusionText: z.string().max(1000, "must be at most 1000 characters").optional(),
  completedAt: EpochMs.optional(),
  externalId: z.string().optional(),
  externalUrl: z.url("must be a URL").optional(),
  output: z.record(z.string(), z.unknown()).optional(),
});
export type CheckRunUpdateRequest = z.infer<typeof CheckRunUpdateRequest>;

/** One check on one deployment. */
export const CheckRun = z.object({
  id: z.string(),
  checkId: z.string(),
  deploymentId: z.string(),
  projectId: z.string(),
  ownerId: z.string(),
  name: z.string(),
  status: z.enum(RUN_STATUSES),
  conclusion: z.enum(RUN_CONCLUSIONS).optional(),
  conclusionText: z.string().optional(),
  completedAt: EpochMs.optional(),
  externalId: z.string().optional(),
  externalUrl: z.string().optional(),
  output: z.record(z.string(), z.unknown()).optional(),
  blocks: z.enum(CHECK_BLOCKS),
  requires: z.enum(CHECK_REQUIRES),
  targets: z.array(z.string()),
  timeout: z.number(),
  source: z.looseObject({ kind: z.string() }),
  createdAt: EpochMs,
  updatedAt: EpochMs,
});
export type CheckRun = z.infer<typeof CheckRun>;

export const CheckRunList = z.object({ runs: z.array(CheckRun) });
