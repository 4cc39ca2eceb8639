// The internal REST client: one request engine (http.ts) and one class per API area.
import { HttpClient, type ClientSettings } from "./http";
import { ProjectsApi } from "./projects";

export class VercelClient {
  readonly projects: ProjectsApi;

  constructor(readonly http: HttpClient) {
    this.projects = new ProjectsApi(http);
  }

  /** The same client acting for another team. */
  forTeam(team: string | undefined): VercelClient {
    const scoped = this.http.forTeam(team);
    return scoped === this.http ? this : new VercelClient(scoped);
  }
}

export function createClient(settings: ClientSettings): VercelClient {
  return new VercelClient(new HttpClient(settings));
}

export * from "./errors";
export type { ClientSettings } from "./http";
