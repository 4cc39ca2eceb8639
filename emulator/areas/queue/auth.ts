// The queue's authentication: `Authorization: Bearer <OIDC token>`, a JWT the emulator's issuer
// signed (oidc.ts), valid now on the emulator's clock. Its claims (owner, project, environment)
// scope every request; a platform API token is not accepted here.
import { emulatorNow } from "../../clock";
import type { PlaneRequest } from "../../data-plane";
import type { OidcIssuer } from "../../oidc";
import type { Store } from "../../store";
import { unauthorized } from "./errors";

export interface QueueCaller {
  /** Keys rate-limit windows; never logged. */
  readonly token: string;
  readonly ownerId: string;
  readonly projectId: string;
  readonly environment: string;
}

export function queueAuthenticator(issuer: OidcIssuer) {
  return (request: PlaneRequest, store: Store): QueueCaller => {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1];
    if (token === undefined) throw unauthorized("no bearer token");
    const verified = issuer.verify(token, emulatorNow(store));
    if ("problem" in verified) throw unauthorized(verified.problem);
    const { owner_id, project_id, environment } = verified.claims;
    return { token, ownerId: owner_id, projectId: project_id, environment };
  };
}
