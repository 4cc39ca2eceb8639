import * as vercel from "vercel-pulumi";

const api = new vercel.Project("api", { name: "acme-api" });
const issuer = new vercel.KmsIssuer("service-tokens", { name: "acme-service-tokens" });

// acme-api's production and preview deployments may have tokens signed by the issuer.
const grant = new vercel.KmsProjectGrant("api-tokens", {
  issuerId: issuer.issuerId,
  projectId: api.id,
  environments: ["production", "preview"],
  tokenClaims: { aud: "payments.example.com" },
});

export const grantedEnvironments = grant.environments;
