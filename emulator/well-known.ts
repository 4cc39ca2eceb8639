// Routes anyone may read without a token, under /.well-known/: the OIDC discovery document and key
// set, which verifiers of the emulator's OIDC tokens (the queue, a user's own code with `jose`)
// fetch as they would the platform's.
import { Jwks, OpenIdConfiguration } from "../schema/oidc";
import type { OidcIssuer } from "./oidc";
import { defineRoute, ok, type Route } from "./route";

export const PUBLIC_PREFIX = "/.well-known/";

export function wellKnownRoutes(issuer: OidcIssuer): Route[] {
  return [
    defineRoute({
      method: "GET",
      paths: "/.well-known/jwks",
      response: Jwks,
      handle: () => ok(issuer.jwks()),
    }),
    defineRoute({
      method: "GET",
      paths: "/.well-known/openid-configuration",
      response: OpenIdConfiguration,
      handle: () => ok(issuer.discovery()),
    }),
  ];
}
