// The firewall area: GET /v1/security/firewall/config/active, the whole-document PUT and the
// one-change-per-call PATCH of /v1/security/firewall/config, all for `?projectId=`.
import {
  FirewallConfig,
  FirewallPatchResponse,
  FirewallPutResponse,
  type FirewallConfigPutRequest,
  type FirewallPatchRequest,
} from "../../../schema/firewall";
import { undefinedIfNotFound } from "../../client/errors";
import type { HttpClient } from "../../client/http";

const CONFIG = "/v1/security/firewall/config";

/**
 * Actions that may be sent twice: they set a value (a rule's content, its position, a flag).
 * Inserts would add a second rule, and a repeated remove would fail on the rule the first removed.
 */
const REPEATABLE: ReadonlySet<FirewallPatchRequest["action"]> = new Set([
  "firewallEnabled",
  "rules.update",
  "rules.priority",
  "ip.update",
  "crs.update",
  "managedRules.update",
]);

export class FirewallApi {
  constructor(private readonly http: HttpClient) {}

  /** The live config; a project that never had one answers 404 (NotFoundError). */
  get(projectId: string): Promise<FirewallConfig> {
    return this.http.request({
      method: "GET",
      path: `${CONFIG}/active`,
      query: { projectId },
      response: FirewallConfig,
    });
  }

  find(projectId: string): Promise<FirewallConfig | undefined> {
    return undefinedIfNotFound(this.get(projectId));
  }

  /** Replaces the whole document (what it omits is reset) and answers the new config. */
  async put(projectId: string, body: FirewallConfigPutRequest): Promise<FirewallConfig> {
    const { active } = await this.http.request({
      method: "PUT",
      // A replace by project: sending the same document twice leaves the same config.
      idempotent: true,
      path: CONFIG,
      query: { projectId },
      body,
      response: FirewallPutResponse,
    });
    return active;
  }

  /** One change; the platform answers `{}`, so callers read the config back for rule ids. */
  async patch(projectId: string, body: FirewallPatchRequest): Promise<void> {
    await this.http.request({
      method: "PATCH",
      idempotent: REPEATABLE.has(body.action),
      path: CONFIG,
      query: { projectId },
      body,
      response: FirewallPatchResponse,
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    firewall: FirewallApi;
  }
}
