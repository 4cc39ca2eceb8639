// Attack challenge mode and system bypass rules: POST /v1/security/attack-mode (the state is read
// back from the project's `security`), and GET, POST, DELETE /v1/security/firewall/bypass.
import { AttackModeResponse } from "../../../schema/attack-mode";
import {
  BypassAddResponse,
  BypassListResponse,
  BypassRemoveResponse,
  type BypassRule,
} from "../../../schema/firewall-bypass";
import type { HttpClient } from "../../client/http";

const BYPASS = "/v1/security/firewall/bypass";
/** The domain of a rule for all the project's domains, as the Terraform provider spells it. */
export const ALL_DOMAINS = "*";

/** Which rule: a domain (or `*` for all of them) and a source IP or CIDR. */
export interface BypassKey {
  domain: string;
  sourceIp: string;
}

/** The body naming a rule: `*` is `projectScope` on the wire. */
const ruleBody = ({ domain, sourceIp }: BypassKey) =>
  domain === ALL_DOMAINS ? { projectScope: true, sourceIp } : { domain, sourceIp };

export class SecurityApi {
  constructor(private readonly http: HttpClient) {}

  /** Switches attack challenge mode; `activeUntil` (epoch ms) ends it by itself. */
  setAttackMode(projectId: string, enabled: boolean, activeUntil?: number): Promise<AttackModeResponse> {
    return this.http.request({
      method: "POST",
      // Sets a value: sending it twice leaves the same mode.
      idempotent: true,
      path: "/v1/security/attack-mode",
      body: {
        projectId,
        attackModeEnabled: enabled,
        ...(enabled && activeUntil !== undefined ? { attackModeActiveUntil: activeUntil } : {}),
      },
      response: AttackModeResponse,
    });
  }

  /** The project's rule for this domain and source, or undefined. */
  async bypassRule(projectId: string, key: BypassKey): Promise<BypassRule | undefined> {
    const { result } = await this.http.request({
      method: "GET",
      path: BYPASS,
      query: {
        projectId,
        sourceIp: key.sourceIp,
        ...(key.domain === ALL_DOMAINS ? { projectScope: true } : { domain: key.domain }),
      },
      response: BypassListResponse,
    });
    return result[0];
  }

  /** Every rule of the project, page by page. */
  async bypassRules(projectId: string): Promise<BypassRule[]> {
    const rules: BypassRule[] = [];
    let offset: string | undefined;
    for (;;) {
      const page = await this.http.request({
        method: "GET",
        path: BYPASS,
        query: { projectId, limit: 128, offset },
        response: BypassListResponse,
      });
      rules.push(...page.result);
      if (!page.pagination || page.pagination.Id === offset) return rules;
      offset = page.pagination.Id;
    }
  }

  /** Adds the rule, or changes its note when it exists (the platform keeps one per key). */
  async addBypass(projectId: string, key: BypassKey, note: string | undefined): Promise<string> {
    const { result } = await this.http.request({
      method: "POST",
      idempotent: true,
      path: BYPASS,
      query: { projectId },
      body: { ...ruleBody(key), ...(note !== undefined ? { note } : {}) },
      response: BypassAddResponse,
    });
    const added = result[0];
    if (!added) throw new Error(`adding the bypass rule for ${key.sourceIp} answered no rule`);
    return added.Id;
  }

  /** Removes the rule; a rule already gone is the platform's 404 (NotFoundError). */
  async removeBypass(projectId: string, key: BypassKey): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: BYPASS,
      query: { projectId },
      body: ruleBody(key),
      response: BypassRemoveResponse,
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    security: SecurityApi;
  }
}
