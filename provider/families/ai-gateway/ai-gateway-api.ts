// The AI gateway's management groups: virtual model configs (`/v1/ai-gateway/virtual-model-configs`,
// by slug in the path) and routing rules (`/v1/ai-gateway/rules`, one path: list, create, update
// with `ruleId` in the body, delete with `?ruleId=`; no read of one rule, so it is found in the list).
import { z } from "zod";
import {
  Rule,
  RuleList,
  VirtualModelConfig,
  VirtualModelConfigList,
  type RuleCreateRequest,
  type RuleUpdateRequest,
  type VirtualModelCreateRequest,
  type VirtualModelUpdateRequest,
} from "../../../schema/ai-gateway";
import { undefinedIfNotFound } from "../../client/errors";
import type { HttpClient } from "../../client/http";
import { collect, paginate } from "../../client/paginate";

const CONFIGS = "/v1/ai-gateway/virtual-model-configs";
const CONFIG = `${CONFIGS}/{vmcSlug}`;
const RULES = "/v1/ai-gateway/rules";
const NoContent = z.undefined();

export class AiGatewayApi {
  constructor(private readonly http: HttpClient) {}

  /** The slug is the config's key: after an ambiguous failure the lookup reads it. */
  createVirtualModel(body: VirtualModelCreateRequest): Promise<VirtualModelConfig> {
    return this.http.create({
      method: "POST",
      path: CONFIGS,
      body,
      response: VirtualModelConfig,
      lookup: () => undefinedIfNotFound(this.getVirtualModel(body.virtualModelSlug)),
    });
  }

  /** A live config; a deleted one is "not found" (it only comes back through a restore). */
  getVirtualModel(slug: string): Promise<VirtualModelConfig> {
    return this.http.request({
      method: "GET",
      path: CONFIG,
      params: { vmcSlug: slug },
      response: VirtualModelConfig,
    });
  }

  listVirtualModels(): Promise<VirtualModelConfig[]> {
    return collect(
      paginate(async (cursor) => {
        const page = await this.http.request({
          method: "GET",
          path: `${CONFIGS}/list`,
          query: { limit: 200, cursor: cursor === undefined ? undefined : String(cursor) },
          response: VirtualModelConfigList,
        });
        return { items: page.virtualModelConfigs, next: page.cursor };
      }),
    );
  }

  updateVirtualModel(slug: string, body: VirtualModelUpdateRequest): Promise<VirtualModelConfig> {
    return this.http.request({
      method: "PATCH",
      // Sets the given fields to the given values.
      idempotent: true,
      path: CONFIG,
      params: { vmcSlug: slug },
      body,
      response: VirtualModelConfig,
    });
  }

  async deleteVirtualModel(slug: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: CONFIG,
      params: { vmcSlug: slug },
      response: NoContent,
    });
  }

  /**
   * Rules have no unique key: after an ambiguous failure the lookup takes a rule of the same type
   * and model that did not exist before this call started.
   */
  async createRule(body: RuleCreateRequest): Promise<Rule> {
    const before = new Set((await this.listRules()).map((rule) => rule.ruleId));
    return this.http.create({
      method: "POST",
      path: RULES,
      body,
      response: Rule,
      lookup: async () =>
        (await this.findRules(body.type, body.match.model)).find((rule) => !before.has(rule.ruleId)),
    });
  }

  /** Every rule, disabled ones too. */
  async listRules(): Promise<Rule[]> {
    const { rules } = await this.http.request({
      method: "GET",
      path: RULES,
      query: { includeDisabled: "true" },
      response: RuleList,
    });
    return rules;
  }

  /** The rules of this type matching this model, oldest first. */
  async findRules(type: string, model: string): Promise<Rule[]> {
    return (await this.listRules()).filter((rule) => rule.type === type && rule.match?.model === model);
  }

  /** A rule by id; one the list no longer holds is a NotFoundError. */
  async getRule(ruleId: string): Promise<Rule> {
    const rule = (await this.listRules()).find((candidate) => candidate.ruleId === ruleId);
    if (!rule) throw this.http.missing(RULES, `Rule not found: ${ruleId}`);
    return rule;
  }

  updateRule(body: RuleUpdateRequest): Promise<Rule> {
    return this.http.request({ method: "PATCH", idempotent: true, path: RULES, body, response: Rule });
  }

  async deleteRule(ruleId: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: RULES,
      query: { ruleId },
      response: NoContent,
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    aiGateway: AiGatewayApi;
  }
}
