// The client users of the provider call: the request engine (provider/client/) plus every
// family's API areas (`client.projects`, `client.dns`, ...), built from the manifests. An area's
// type comes from its family's `*-api.ts` (declaration merging into ClientAreas).
import { HttpClient, type ClientSettings } from "../client/http";
import { OwnersApi, type Owner } from "../client/owners";
import { FAMILIES } from ".";
import type { ClientCore, VercelClient } from "./kit/vercel-client";

export type { VercelClient } from "./kit/vercel-client";

class Client implements ClientCore {
  readonly owners: OwnersApi;

  constructor(readonly http: HttpClient) {
    this.owners = new OwnersApi(http);
    const areas = this as unknown as Record<string, unknown>;
    for (const family of FAMILIES) {
      for (const [area, build] of Object.entries(family.client)) areas[area] = build?.(http);
    }
  }

  forTeam(team: string | undefined): VercelClient {
    return this.scoped(this.http.forTeam(team));
  }

  forOwner(owner: Owner): VercelClient {
    return this.scoped(this.http.withScope(owner.kind === "team" ? { teamId: owner.id } : "personal"));
  }

  withSecrets(values: readonly string[]): VercelClient {
    return this.scoped(this.http.withSecrets(values));
  }

  private scoped(http: HttpClient): VercelClient {
    return http === this.http ? (this as unknown as VercelClient) : newClient(http);
  }
}

/** A client over `http` with every family's areas. */
function newClient(http: HttpClient): VercelClient {
  return new Client(http) as unknown as VercelClient;
}

export function createClient(settings: ClientSettings): VercelClient {
  return newClient(HttpClient.fromSettings(settings));
}
