// Wire types of system bypass rules (not shown in the platform's documents; @vercel/sdk's getBypassIp, addBypassIp
// and removeBypassIp are the contract): GET, POST and DELETE /v1/security/firewall/bypass, all with
// `?projectId=`. A rule lets a source IP or CIDR past the platform's system mitigations on one of
// the project's domains, or on all of them (`projectScope`).
import { z } from "zod";
import { IpOrCidr } from "./ip";

/** The Terraform provider's bound on a rule's note. */
export const BYPASS_NOTE_MAX = 500;

export const BypassQuery = z.looseObject({ projectId: z.string().min(1) });

/** The rule a POST adds or a DELETE removes: a domain, or `projectScope: true` for every domain. */
export const BypassRuleRequest = z.looseObject({
  domain: z.string().min(1).optional(),
  projectScope: z.boolean().optional(),
  sourceIp: IpOrCidr.optional(),
  /** Every source: the rule holds no IP. */
  allSources: z.boolean().optional(),
  /** Seconds the rule lasts [INF: the SDK names no unit]; absent: until removed. */
  ttl: z.number().int().positive().optional(),
  note: z.string().max(BYPASS_NOTE_MAX, `must be at most ${BYPASS_NOTE_MAX} characters`).optional(),
});
export type BypassRuleRequest = z.infer<typeof BypassRuleRequest>;

/** GET's filters (besides `projectId`): one rule by source and domain, or a page of them. */
export const BypassListQuery = BypassQuery.extend({
  sourceIp: z.string().optional(),
  domain: z.string().optional(),
  projectScope: z.enum(["true", "false"]).optional(),
  limit: z.coerce.number().int().min(1).max(128).optional(),
  /** The id of the last rule of the previous page. */
  offset: z.string().optional(),
});

/**
 * A rule as GET answers it (the SDK's GetBypassIpResult). The platform spells a rule's keys in
 * PascalCase (`Id`, `Domain`, `Ip`), unlike every other answer: the SDK maps them, and the
 * Terraform provider's Go struct reads them by those names.
 */
export const BypassRule = z.looseObject({
  Id: z.string(),
  OwnerId: z.string(),
  ProjectId: z.string().optional(),
  Domain: z.string(),
  Ip: z.string(),
  IsProjectRule: z.boolean().optional(),
  Note: z.string().optional(),
  Action: z.enum(["block", "bypass"]).optional(),
  ActorId: z.string().optional(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  UpdatedAtHour: z.string(),
  ExpiresAt: z.number().nullable().optional(),
});
export type BypassRule = z.infer<typeof BypassRule>;

export const BypassListResponse = z.looseObject({
  result: z.array(BypassRule),
  pagination: z.looseObject({ Id: z.string(), OwnerId: z.string() }).optional(),
});
export type BypassListResponse = z.infer<typeof BypassListResponse>;

/** POST's answer (the SDK's AddBypassIpResponseBody1): the rule, in the short form. */
export const BypassAddResponse = z.looseObject({
  ok: z.boolean(),
  result: z.array(
    z.looseObject({
      Id: z.string(),
      OwnerId: z.string(),
      ProjectId: z.string(),
      Domain: z.string(),
      Ip: z.string().optional(),
      IsProjectRule: z.boolean(),
      Note: z.string(),
    }),
  ),
});
export type BypassAddResponse = z.infer<typeof BypassAddResponse>;

export const BypassRemoveResponse = z.looseObject({ ok: z.boolean() });
