// The client's type, as the families see it: the request engine's scoping and owners, and every
// family's API areas (merged into ClientAreas by each area's file). Declared here, below the
// families, so a definition can name the client it is handed without importing the list of
// families that builds it (families/client.ts).
import type { HttpClient } from "../../client/http";
import type { Owner, OwnersApi } from "../../client/owners";
import type { ClientAreas } from "./client-areas";

export interface ClientCore {
  readonly http: HttpClient;
  readonly owners: OwnersApi;
  /** The same client acting for another team (id or slug); undefined keeps the current one. */
  forTeam(team: string | undefined): VercelClient;
  /** The same client acting for `owner`: a team by id, or the personal account (no team parameter). */
  forOwner(owner: Owner): VercelClient;
  /** The same client, also redacting these values (secret inputs) from its logs and errors. */
  withSecrets(values: readonly string[]): VercelClient;
}

/** The request engine's scoping and owners, and every family's areas. */
export type VercelClient = ClientCore & ClientAreas;
