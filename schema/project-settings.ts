// Wire types of three project settings with their own endpoints (outside the platform description catalogue; the
// shapes are @vercel/sdk's where it models them, the Terraform provider's where it does not):
// - crons: PATCH /v1/projects/{idOrName}/crons `{ enabled }`, answering the project, whose `crons`
//   says when they were switched (GetProjectCrons);
// - deployment retention: PATCH /v9/projects/{idOrName}/deployment-expiration with periods as
//   words ("1d".."1y", "unlimited"), answering them; the project keeps them as days
//   (GetProjectDeploymentExpiration);
// - the rolling release configuration: GET|PATCH|DELETE /v1/projects/{idOrName}/rolling-release/config
//   (GetRollingReleaseConfigResponseBody; the SDK's PATCH sends no body, the CLI's and the
//   Terraform provider's send `{ enabled, advancementType, stages }`).
import { z } from "zod";

// --- crons -------------------------------------------------------------------------------------

export const ProjectCronsRequest = z.strictObject({ enabled: z.boolean() });
export type ProjectCronsRequest = z.infer<typeof ProjectCronsRequest>;

/** A project's `crons`: when they were last switched on and off (disabledAt null while on). */
export const ProjectCronsState = z.looseObject({
  enabledAt: z.number(),
  disabledAt: z.number().nullable(),
  updatedAt: z.number(),
  deploymentId: z.string().nullable(),
  definitions: z.array(z.unknown()),
});
export type ProjectCronsState = z.infer<typeof ProjectCronsState>;

// --- deployment retention ----------------------------------------------------------------------

/** The periods the platform offers, as words and as the days the project keeps. */
export const RETENTION_DAYS = {
  "1d": 1,
  "1w": 7,
  "1m": 30,
  "2m": 60,
  "3m": 90,
  "6m": 180,
  "1y": 365,
  unlimited: 36500,
} as const;
export type RetentionPeriod = keyof typeof RETENTION_DAYS;
export const RETENTION_PERIODS = Object.keys(RETENTION_DAYS) as RetentionPeriod[];
export const RetentionPeriod = z.enum(RETENTION_PERIODS as [RetentionPeriod, ...RetentionPeriod[]]);

/** The PATCH's fields; `expiration` is the preview deployments' period. */
export const DEPLOYMENT_EXPIRATION_FIELDS = [
  "expiration",
  "expirationProduction",
  "expirationCanceled",
  "expirationErrored",
] as const;
export type DeploymentExpirationField = (typeof DEPLOYMENT_EXPIRATION_FIELDS)[number];

export const DeploymentExpirationRequest = z.strictObject({
  expiration: RetentionPeriod.optional(),
  expirationProduction: RetentionPeriod.optional(),
  expirationCanceled: RetentionPeriod.optional(),
  expirationErrored: RetentionPeriod.optional(),
});
export type DeploymentExpirationRequest = z.infer<typeof DeploymentExpirationRequest>;

export const DeploymentExpirationAnswer = z.looseObject({
  deploymentExpiration: z.looseObject({
    expiration: RetentionPeriod,
    expirationProduction: RetentionPeriod,
    expirationCanceled: RetentionPeriod,
    expirationErrored: RetentionPeriod,
  }),
});
export type DeploymentExpirationAnswer = z.infer<typeof DeploymentExpirationAnswer>;

/** The project's `deploymentExpiration`: days per kind of deployment, absent where never set. */
export const ProjectDeploymentExpiration = z.looseObject({
  expirationDays: z.number().optional(),
  expirationDaysProduction: z.number().optional(),
  expirationDaysCanceled: z.number().optional(),
  expirationDaysErrored: z.number().optional(),
  deploymentsToKeep: z.number().optional(),
});
export type ProjectDeploymentExpiration = z.infer<typeof ProjectDeploymentExpiration>;

/** Which of the project's day counts each PATCH field sets. */
export const EXPIRATION_DAYS_KEY: Readonly<
  Record<DeploymentExpirationField, keyof ProjectDeploymentExpiration>
> = {
  expiration: "expirationDays",
  expirationProduction: "expirationDaysProduction",
  expirationCanceled: "expirationDaysCanceled",
  expirationErrored: "expirationDaysErrored",
};

// --- rolling release ---------------------------------------------------------------------------

export const ADVANCEMENT_TYPES = ["automatic", "manual-approval"] as const;

export const RollingReleaseStage = z.looseObject({
  /** The share of traffic the new deployment gets at this stage (0-100). */
  targetPercentage: z.number(),
  /** Minutes before advancing on its own (automatic advancement only). */
  duration: z.number().optional(),
  requireApproval: z.boolean().optional(),
  linearShift: z.boolean().optional(),
});
export type RollingReleaseStage = z.infer<typeof RollingReleaseStage>;

/** The configuration as stored and answered; `advancementType` is answered too (the CLI reads it). */
export const RollingReleaseConfig = z.looseObject({
  target: z.string(),
  stages: z.array(RollingReleaseStage).nullable().optional(),
  advancementType: z.enum(ADVANCEMENT_TYPES).optional(),
  canaryResponseHeader: z.boolean().optional(),
});
export type RollingReleaseConfig = z.infer<typeof RollingReleaseConfig>;

export const RollingReleaseConfigAnswer = z.looseObject({ rollingRelease: RollingReleaseConfig.nullable() });
export type RollingReleaseConfigAnswer = z.infer<typeof RollingReleaseConfigAnswer>;

/** What a PATCH sends: on with its advancement and stages, or off. */
export const RollingReleaseConfigRequest = z.looseObject({
  enabled: z.boolean(),
  advancementType: z.string().optional(),
  stages: z.array(RollingReleaseStage).optional(),
  canaryResponseHeader: z.boolean().optional(),
});
export type RollingReleaseConfigRequest = z.infer<typeof RollingReleaseConfigRequest>;
