import * as fs from "fs";
import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();

const certificate = new vercel.CustomCertificate("example-com", {
  certificate: fs.readFileSync("certs/example.com.crt", "utf8"),
  privateKey: config.requireSecret("certificatePrivateKey"),
  certificateAuthorityCertificate: fs.readFileSync("certs/ca.crt", "utf8"),
});

export const coveredNames = certificate.cns;
export const expiresAt = certificate.expiresAt;
