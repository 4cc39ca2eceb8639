// Wire types of account webhooks (api-contract §11): POST|GET /v1/webhooks, GET|DELETE
// /v1/webhooks/{id}, and GET /v1/events/types, the platform's user event types. There is no update:
// a change is a delete and a create. The signing secret is in the create answer only.
import { z } from "zod";
import { EpochMs } from "./common";

/** The event names a webhook may subscribe to (api-contract §11.2). */
export const WEBHOOK_EVENTS = [
  "budget.reached",
  "domain.created",
  "domain.dns.records.changed",
  "domain.transfer-in.started",
  "domain.transfer-in.completed",
  "domain.transfer-in.failed",
  "domain.certificate.add",
  "domain.certificate.add.failed",
  "domain.certificate.renew",
  "domain.certificate.renew.failed",
  "domain.certificate.deleted",
  "domain.renewal",
  "domain.renewal.failed",
  "domain.auto-renew.changed",
  "deployment.created",
  "deployment.build-requested",
  "deployment.cleanup",
  "deployment.error",
  "deployment.blocked",
  "deployment.canceled",
  "deployment.succeeded",
  "deployment.ready",
  "deployment.check-rerequested",
  "deployment.promoted",
  "deployment.rollback",
  "deployment.integration.action.start",
  "deployment.integration.action.cancel",
  "deployment.integration.action.cleanup",
  "deployment.checkrun.start",
  "deployment.checkrun.cancel",
  "deployment.checks.failed",
  "deployment.checks.succeeded",
  "edge-config.created",
  "edge-config.deleted",
  "edge-config.items.updated",
  "firewall.attack",
  "firewall.system-rule-anomaly",
  "firewall.custom-rule-anomaly",
  "function.archival-required",
  "function.removal-required",
  "alerts.triggered",
  "integration-configuration.permission-upgraded",
  "integration-configuration.removed",
  "integration-configuration.scope-change-confirmed",
  "integration-configuration.transferred",
  "integration-resource.project-connected",
  "integration-resource.project-disconnected",
  "project.created",
  "project.removed",
  "project.renamed",
  "project.env-variable.created",
  "project.env-variable.updated",
  "project.env-variable.deleted",
  "project.domain.created",
  "project.domain.updated",
  "project.domain.deleted",
  "project.domain.verified",
  "project.domain.unverified",
  "project.domain.moved",
  "project.rolling-release.started",
  "project.rolling-release.aborted",
  "project.rolling-release.completed",
  "project.rolling-release.approved",
  "marketplace.member.changed",
  "marketplace.invoice.created",
  "marketplace.invoice.paid",
  "marketplace.invoice.notpaid",
  "marketplace.invoice.overdue",
  "marketplace.invoice.refunded",
  "ai-gateway.balance-depleted",
  "ai-gateway.auto-reload.limit-reached",
  "observability.anomaly",
  "observability.anomaly-error",
  "observability.usage-anomaly",
  "observability.error-anomaly",
  "botid.anomaly",
  "flag.created",
  "flag.updated",
  "flag.deleted",
  "flag.segment.created",
  "flag.segment.updated",
  "flag.segment.deleted",
  "test-webhook",
  "message.created",
  "message.updated",
  "message.deleted",
  "message.reaction-added",
  "message.reaction-removed",
  "message.mentioned",
  "thread.resolved",
  "thread.unresolved",
  "comment.created",
  "comment.updated",
  "comment.deleted",
  "comment.resolved",
  "comment.unresolved",
  "comment.reaction-added",
  "comment.reaction-removed",
  "comment.mentioned",
  // Legacy hyphenated names, still accepted.
  "deployment",
  "deployment-ready",
  "deployment-prepared",
  "deployment-error",
  "deployment-canceled",
  "deployment-check-rerequested",
  "deployment-checks-completed",
  "project-created",
  "project-removed",
  "domain-created",
  "integration-configuration-permission-updated",
  "integration-configuration-removed",
  "integration-configuration-scope-change-confirmed",
] as const;

const KNOWN_EVENTS: ReadonlySet<string> = new Set(WEBHOOK_EVENTS);

/** An event name the platform knows; the message names the unknown one. */
export const WebhookEvent = z.string().refine((event) => KNOWN_EVENTS.has(event), {
  error: (issue) =>
    `unknown event "${String(issue.input)}"; webhook events are named <object>.<event>, e.g. deployment.ready, project.created`,
});

export const WebhookCreateRequest = z.looseObject({
  url: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }),
  events: z.array(WebhookEvent).min(1, "must name at least one event"),
  projectIds: z.array(z.string().min(1)).optional(),
});
export type WebhookCreateRequest = z.infer<typeof WebhookCreateRequest>;

export const Webhook = z.looseObject({
  id: z.string(),
  url: z.string(),
  // Reads may carry events newer than this client's list.
  events: z.array(z.string()),
  ownerId: z.string(),
  projectIds: z.array(z.string()).optional(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
  /** The signing secret: in the create answer only. */
  secret: z.string().optional(),
});
export type Webhook = z.infer<typeof Webhook>;

/** List items add the linked projects' metadata. */
export const WebhookList = z.array(
  Webhook.extend({
    projectsMetadata: z
      .array(z.looseObject({ id: z.string(), name: z.string() }))
      .nullable()
      .optional(),
  }),
);

/**
 * `GET /v1/events/types`: the platform's user event types (activity log entries, kebab case, e.g.
 * `project-created`; seeds/000), grouped in categories (@vercel/sdk ListEventTypesResponse). These
 * are not webhook event names (WEBHOOK_EVENTS).
 */
export const EventTypeList = z.object({
  categories: z.array(z.object({ label: z.string(), name: z.string() })).optional(),
  types: z.array(
    z.looseObject({
      name: z.string(),
      description: z.string().optional(),
      categories: z.array(z.string()).optional(),
    }),
  ),
});
