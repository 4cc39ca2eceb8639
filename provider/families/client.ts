// The client users of the provider call: the request engine (provider/client/) plus every
// family's API areas (`client.projects`, `client.dns`, ...), built from the manifests. An area's
// type comes from its family's `*-api.ts` (declaration merging into ClientAreas).
import { HttpClient, type ClientSettings } from "../client/http";
import { OwnersApi, type Owner } from "../client/owners";
import { FAMILIES } from ".";
import type { ClientAreas } from "./kit/client-areas";

class Client {
  readonly owners: OwnersApi;

  constructor(readonly http: HttpClient) {
    this.owners = new OwnersApi(http);
    const areas = this as unknown as Record<string, unknown>;
    for (const family of FAMILIES) {
      for (const [area, build] of Object.entries(family.client)) areas[area] = build?.(http);
    }
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
    return http === this.http ? (this as unknown as VercelClient) : new VercelClient(http);
  }
}

/** The request engine's scoping and owners, and every family's areas. */
export type VercelClient = Client & ClientAreas;
export const VercelClient = Client as new (http: HttpClient) => VercelClient;

export function createClient(settings: ClientSettings): VercelClient {
  return new VercelClient(HttpClient.fromSettings(settings));
}
