import * as vercel from "vercel-pulumi";

// Created with its first signing key, active at once.
const issuer = new vercel.KmsIssuer("service-tokens", {
  name: "acme-service-tokens",
  algorithm: "ES256",
});

// The `iss` of the tokens it signs.
export const issuerId = issuer.issuerId;
// Publish this JSON Web Key Set where the verifying services load it.
export const jwks = issuer.jwks;
