// The API areas of the client (`client.projects`, `client.dns`, ...), one class per area, each in
// its family's folder. A family's `*-api.ts` adds its area to this interface (declaration
// merging, so the type needs no list) and its manifest supplies the factory; families/client.ts
// builds every manifest's areas onto one VercelClient.
import type { HttpClient } from "../../client/http";

// Empty here on purpose: each area file merges its member in.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ClientAreas {}

/** How a family builds its areas over the request engine. */
export type ClientFactories = {
  readonly [Area in keyof ClientAreas]?: (http: HttpClient) => ClientAreas[Area];
};
