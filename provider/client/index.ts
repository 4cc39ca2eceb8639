// The internal REST client: one request engine (http.ts) and one class per API area.
import { DnsApi } from "../families/domains/dns-api";
import { DomainsApi } from "../families/domains/domains-api";
import { HttpClient, type ClientSettings } from "./http";
import { OwnersApi, type Owner } from "./owners";
import { ProjectsApi } from "../families/projects/projects-api";
import { ProjectDomainsApi } from "../families/projects/project-domains-api";
import { CustomEnvironmentsApi } from "../families/environment/custom-environments-api";
import { EnvApi } from "../families/environment/env-api";
import { SharedEnvApi } from "../families/environment/shared-env-api";
import { DrainsApi } from "../families/drains/drains-api";
import { WebhooksApi } from "../families/webhooks/webhooks-api";
import { EdgeConfigApi } from "../families/edge-config/edge-config-api";
import { FirewallApi } from "../families/firewall/firewall-api";
import { FlagsApi } from "../families/flags/flags-api";

export class VercelClient {
  readonly projects: ProjectsApi;
  readonly owners: OwnersApi;
  readonly domains: DomainsApi;
  readonly dns: DnsApi;
  readonly projectDomains: ProjectDomainsApi;
  readonly customEnvironments: CustomEnvironmentsApi;
  readonly env: EnvApi;
  readonly sharedEnv: SharedEnvApi;
  readonly drains: DrainsApi;
  readonly webhooks: WebhooksApi;
  readonly edgeConfig: EdgeConfigApi;
  readonly firewall: FirewallApi;
  readonly flags: FlagsApi;

  constructor(readonly http: HttpClient) {
    this.projects = new ProjectsApi(http);
    this.owners = new OwnersApi(http);
    this.domains = new DomainsApi(http);
    this.dns = new DnsApi(http);
    this.projectDomains = new ProjectDomainsApi(http);
    this.customEnvironments = new CustomEnvironmentsApi(http);
    this.env = new EnvApi(http);
    this.sharedEnv = new SharedEnvApi(http);
    this.drains = new DrainsApi(http);
    this.webhooks = new WebhooksApi(http);
    this.edgeConfig = new EdgeConfigApi(http);
    this.firewall = new FirewallApi(http);
    this.flags = new FlagsApi(http);
  }

  /** The same client acting for another team (id or slug); undefined keeps the current one. */
  forTeam(team: string | undefined): VercelClient {
    return this.scoped(this.http.forTeam(team));
  }

  /** The same client acting for `owner`: a team by id, or the personal account (no team parameter). */
  forOwner(owner: Owner): VercelClient {
    return this.scoped(this.http.withScope(owner.kind === "team" ? { teamId: owner.id } : "personal"));
  }

  /** The same client, also redacting these values (secret inputs) from its logs and errors. */
  withSecrets(values: readonly string[]): VercelClient {
    return this.scoped(this.http.withSecrets(values));
  }

  private scoped(http: HttpClient): VercelClient {
    return http === this.http ? this : new VercelClient(http);
  }
}

export function createClient(settings: ClientSettings): VercelClient {
  return new VercelClient(HttpClient.fromSettings(settings));
}

export * from "./errors";
export { forgetResolvedOwners, TeamAccessError, type Owner } from "./owners";
export type { ClientSettings, CreateOptions, RequestOptions, Scope } from "./http";
