// `ai-gateway`: the team's routing rules on one path, /v1/ai-gateway/rules: list (disabled ones only
// with `includeDisabled=true`), create, update by `ruleId` in the body ("enabled, action, or
// description": a rule's type and match stay), delete by `?ruleId=`. The gateway applies the first
// enabled rule, oldest first, matching a request's model (inference/routing.ts).
import { z } from "zod";
import { Rule, RuleCreateRequest, RuleList, RuleUpdateRequest } from "../../../../schema/ai-gateway";
import { badRequest } from "../../../errors";
import { newId } from "../../../ids";
import { defineRoute, item, list, noContent, type Route } from "../../../route";
import type { Store } from "../../../store";
import { presentRule } from "../presenter";
import { findRule, rulesOf, type StoredRule } from "../store";

const PATH = "/v1/ai-gateway/rules";

export function createRule(
  store: Store,
  ownerId: string,
  userId: string,
  body: RuleCreateRequest,
): StoredRule {
  const now = store.now();
  const ruleId = newId("rule_", 24);
  return rulesOf(store).insert(ownerId, {
    id: ruleId,
    ruleId,
    ownerId,
    type: body.type,
    match: { model: body.match.model },
    ...(body.action ? { action: body.action } : {}),
    enabled: body.enabled ?? true,
    ...(body.description !== undefined ? { description: body.description } : {}),
    createdAt: now,
    updatedAt: now,
    createdBy: userId,
    updatedBy: userId,
  });
}

export const ruleRoutes: readonly Route[] = [
  defineRoute({
    method: "GET",
    paths: PATH,
    query: z.looseObject({ includeDisabled: z.enum(["true", "false"]).optional() }),
    response: RuleList,
    operation: "list",
    present: presentRule,
    handle: ({ store, ownerId, query }) =>
      list(
        "rules",
        rulesOf(store)
          .list(ownerId)
          .filter((rule) => rule.enabled || query.includeDisabled === "true"),
      ),
  }),
  defineRoute({
    method: "POST",
    paths: PATH,
    body: RuleCreateRequest,
    response: Rule,
    present: presentRule,
    handle: ({ store, ownerId, userId, body }) => item(createRule(store, ownerId, userId, body), 201),
  }),
  defineRoute({
    method: "PATCH",
    paths: PATH,
    body: RuleUpdateRequest,
    response: Rule,
    present: presentRule,
    handle: ({ store, ownerId, userId, body: { ruleId, enabled, action, description } }) => {
      const rule = findRule(store, ownerId, ruleId);
      const next = { ...rule, action: action ?? rule.action };
      if (rule.type === "rewrite" && !next.action?.rewriteModel) {
        throw badRequest('Invalid request: "action.rewriteModel" is required for a rewrite rule');
      }
      if (rule.type === "deny" && next.action?.rewriteModel !== undefined) {
        throw badRequest('Invalid request: "action.rewriteModel" must not be set on a deny rule');
      }
      return item(
        rulesOf(store).replace(ownerId, {
          ...next,
          enabled: enabled ?? rule.enabled,
          ...(description !== undefined ? { description } : {}),
          updatedAt: store.now(),
          updatedBy: userId,
        }),
      );
    },
  }),
  defineRoute({
    method: "DELETE",
    paths: PATH,
    query: z.looseObject({ ruleId: z.string().min(1, "must not be empty") }),
    handle: ({ store, ownerId, query }) => {
      rulesOf(store).remove(ownerId, findRule(store, ownerId, query.ruleId).id);
      return noContent();
    },
  }),
];
