// Key-signing issuers through @vercel/sdk: issuers, signing keys (activate, revoke), project-grant
// policies, and signing. A token the emulator signs verifies with `jose` against the issuer's
// published keys (every algorithm family); a message's signature with the published key as jose
// imports it; a revoked key leaves the published keys.
import { expect } from "chai";
import { verify, type KeyObject } from "node:crypto";
import { createLocalJWKSet, importJWK, jwtVerify, type JWK } from "jose";
import { useContract } from "./support/contract";

interface Issuer {
  id: string;
  signingKeys: { keyId: string; status: string; publicKey: JWK }[];
}

describe("contract: kms", () => {
  const contract = useContract("kms");
  const teamId = () => contract.teamId;
  const seedIssuer = (algorithm = "ES256") =>
    contract.setup<Issuer>("POST", "/v1/kms/issuers", { name: "deployments", algorithm });
  const published = async (issuerId: string) =>
    createLocalJWKSet({
      keys: (await contract.setup<Issuer>("GET", `/v1/kms/issuers/${issuerId}`)).signingKeys.map(
        (k) => k.publicKey,
      ),
    });

  it("createKmsIssuer", async () => {
    await contract.setup("POST", "/v11/projects", { name: "web" });
    await contract.check("createKmsIssuer", (sdk) =>
      sdk.kms.createKmsIssuer({
        teamId: teamId(),
        requestBody: {
          name: "deployments",
          algorithm: "RS256",
          policy: { kind: "project-grant", teamId: teamId(), projectId: "web", environments: ["production"] },
        },
      }),
    );
  });

  it("listKmsIssuers", async () => {
    await seedIssuer();
    await contract.check("listKmsIssuers", (sdk) => sdk.kms.listKmsIssuers({ teamId: teamId(), limit: 10 }));
  });

  it("getKmsIssuer", async () => {
    const { id } = await seedIssuer();
    await contract.check("getKmsIssuer", (sdk) => sdk.kms.getKmsIssuer({ teamId: teamId(), issuerId: id }));
  });

  it("updateKmsIssuer", async () => {
    const { id } = await seedIssuer();
    await contract.check("updateKmsIssuer", (sdk) =>
      sdk.kms.updateKmsIssuer({ teamId: teamId(), issuerId: id, requestBody: { name: "renamed" } }),
    );
  });

  it("deleteKmsIssuer", async () => {
    const { id } = await seedIssuer();
    await contract.check("deleteKmsIssuer", (sdk) =>
      sdk.kms.deleteKmsIssuer({ teamId: teamId(), issuerId: id }),
    );
  });

  it("createKmsSigningKey", async () => {
    const { id } = await seedIssuer();
    await contract.check("createKmsSigningKey", (sdk) =>
      sdk.kms.createKmsSigningKey({ teamId: teamId(), issuerId: id, requestBody: { activation: "manual" } }),
    );
  });

  it("activateKmsSigningKey", async () => {
    const { id } = await seedIssuer();
    const key = await contract.setup<{ keyId: string }>("POST", `/v1/kms/issuers/${id}/keys`, {
      activation: "manual",
    });
    await contract.check("activateKmsSigningKey", (sdk) =>
      sdk.kms.activateKmsSigningKey({ teamId: teamId(), issuerId: id, keyId: key.keyId }),
    );
  });

  it("revokeKmsSigningKey", async () => {
    const { id, signingKeys } = await seedIssuer();
    await contract.check("revokeKmsSigningKey", (sdk) =>
      sdk.kms.revokeKmsSigningKey({ teamId: teamId(), issuerId: id, keyId: signingKeys[0]?.keyId ?? "" }),
    );
  });

  it("createKmsIssuerPolicy", async () => {
    const { id } = await seedIssuer();
    await contract.setup("POST", "/v11/projects", { name: "web" });
    await contract.check("createKmsIssuerPolicy", (sdk) =>
      sdk.kms.createKmsIssuerPolicy({
        teamId: teamId(),
        issuerId: id,
        requestBody: { kind: "project-grant", projectId: "web", environments: ["preview"] },
      }),
    );
  });

  it("updateKmsIssuerPolicy", async () => {
    const { id } = await seedIssuer();
    const project = await contract.setup<{ id: string }>("POST", "/v11/projects", { name: "web" });
    await contract.setup("POST", `/v1/kms/issuers/${id}/policies`, {
      kind: "project-grant",
      projectId: project.id,
      environments: ["preview"],
    });
    await contract.check("updateKmsIssuerPolicy", (sdk) =>
      sdk.kms.updateKmsIssuerPolicy({
        teamId: teamId(),
        issuerId: id,
        kind: "project-grant",
        policyKey: project.id,
        requestBody: { environments: ["preview", "production"] },
      }),
    );
  });

  it("deleteKmsIssuerPolicy", async () => {
    const { id } = await seedIssuer();
    const project = await contract.setup<{ id: string }>("POST", "/v11/projects", { name: "web" });
    await contract.setup("POST", `/v1/kms/issuers/${id}/policies`, {
      kind: "project-grant",
      projectId: project.id,
      environments: ["preview"],
    });
    await contract.check("deleteKmsIssuerPolicy", (sdk) =>
      sdk.kms.deleteKmsIssuerPolicy({
        teamId: teamId(),
        issuerId: id,
        kind: "project-grant",
        policyKey: project.id,
      }),
    );
  });

  it("signKmsToken: a JWT that jose verifies with the issuer's published keys, for every algorithm family", async () => {
    for (const algorithm of ["ES256", "RS256", "PS384"]) {
      const { id } = await contract.setup<Issuer>("POST", "/v1/kms/issuers", {
        name: `i-${algorithm}`,
        algorithm,
      });
      const body = (await contract.check("signKmsToken", (sdk) =>
        sdk.kms.signKmsToken({ issuerId: id, requestBody: { ttl: 600 } }),
      )) as { token: string };
      const keys = await published(id);
      const { payload, protectedHeader } = await jwtVerify(body.token, keys, { issuer: id });
      expect(protectedHeader.alg).to.equal(algorithm);
      expect(Number(payload.exp) - Number(payload.iat)).to.equal(600);
      // The SDK's model of `claims` is an empty object, so it strips them: a raw call sends some.
      const raw = await contract.setup<{ token: string }>("POST", `/v1/kms/issuers/${id}/sign/token`, {
        claims: { sub: "deploy", aud: "api" },
      });
      const claimed = await jwtVerify(raw.token, keys, { audience: "api" });
      expect(claimed.payload).to.include({ sub: "deploy", iss: id });
    }
  });

  it("signKmsMessage: a signature that verifies with the published key, which a revoke withdraws", async () => {
    const { id } = await seedIssuer();
    const body = (await contract.check("signKmsMessage", (sdk) =>
      sdk.kms.signKmsMessage({ issuerId: id, requestBody: { message: "release 42" } }),
    )) as { algorithm: string; keyId: string; signature: string };
    const issuer = await contract.setup<Issuer>("GET", `/v1/kms/issuers/${id}`);
    const jwk = issuer.signingKeys.find((k) => k.keyId === body.keyId)?.publicKey;
    if (!jwk) throw new Error(`the issuer does not publish the key ${body.keyId}`);
    // jose imports the published JWK; the signature is over the message's bytes (ES256: r||s).
    const key = (await importJWK(jwk, body.algorithm)) as KeyObject;
    const signature = Buffer.from(body.signature, "base64url");
    expect(
      verify("sha256", Buffer.from("release 42"), { key, dsaEncoding: "ieee-p1363" }, signature),
    ).to.equal(true);
    expect(
      verify("sha256", Buffer.from("release 43"), { key, dsaEncoding: "ieee-p1363" }, signature),
    ).to.equal(false);
    await contract.setup("POST", `/v1/kms/issuers/${id}/keys/${body.keyId}/revoke`);
    const after = await contract.setup<Issuer>("GET", `/v1/kms/issuers/${id}`);
    expect(after.signingKeys.map((k) => k.keyId)).to.not.include(body.keyId);
  });
});
