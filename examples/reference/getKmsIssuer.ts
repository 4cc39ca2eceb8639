import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();
const issuer = vercel.getKmsIssuerOutput({ id: config.require("kmsIssuerId") });

export const issuerAlgorithm = issuer.algorithm;
// The public keys (JSON Web Key Set) a verifier of the issued tokens needs.
export const issuerJwks = issuer.jwks;
