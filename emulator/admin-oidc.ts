// `POST /_emulator/oidc/tokens`: the admin API stands for the platform giving a deployment its OIDC
// token. The caller names one of its projects (of its personal account, or of a team it belongs
// to) and an environment; the token's claims carry them, and the data planes scope every request
// by them.
import { MintOidcTokenRequest } from "../schema/oidc";
import { findTeam, findUser } from "./areas/identity/store";
import { findProject } from "./areas/projects/store";
import { emulatorNow } from "./clock";
import type { OidcIssuer } from "./oidc";
import { created, defineRoute, type Route } from "./route";
import { resolveOwner } from "./scope";

export function oidcAdminRoutes(issuer: OidcIssuer): Route[] {
  return [
    defineRoute({
      method: "POST",
      paths: "/_emulator/oidc/tokens",
      body: MintOidcTokenRequest,
      handle: ({ store, body, userId }) => {
        // `teamId` takes an id or a slug, as the platform's `{teamId}` path parameters do.
        const teamId =
          body.teamId === undefined ? undefined : (findTeam(store, body.teamId)?.id ?? body.teamId);
        const ownerId = resolveOwner({ teamId }, userId, store);
        const project = findProject(store, ownerId, body.projectId);
        const ownerSlug =
          ownerId === userId
            ? (findUser(store, userId)?.username ?? userId)
            : (findTeam(store, ownerId)?.slug ?? ownerId);
        const subject = {
          ownerId,
          ownerSlug,
          projectId: project.id,
          projectName: project.name,
          environment: body.environment,
          userId,
        };
        const { token, claims } = issuer.mint(subject, emulatorNow(store), body.expiresInSeconds);
        return created({ token, expiresAt: new Date(claims.exp * 1000).toISOString(), claims });
      },
    }),
  ];
}
