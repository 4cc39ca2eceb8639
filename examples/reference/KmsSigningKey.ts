import * as vercel from "vercel-pulumi";

const issuer = new vercel.KmsIssuer("service-tokens", { name: "acme-service-tokens" });

// A rotation: the new key signs from now on; the previous one stays published for 48 hours.
const rotation = new vercel.KmsSigningKey("rotation-2026-q4", {
  issuerId: issuer.issuerId,
  activation: "automatic",
  revokePreviousAfterHours: 48,
});

export const keyId = rotation.keyId;
export const publicKeyPem = rotation.publicKeyPem;
