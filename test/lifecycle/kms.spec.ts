// Key signing declared: an issuer, a rotated-in signing key and a project grant on the real Pulumi
// engine. The program's key signs a token through the emulator, and `jose` (not our code) verifies
// it with the public keys the issuer publishes; destroy revokes and deletes, leaving the emulator
// empty.
import { expect } from "chai";
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from "jose";
import { KmsIssuer, KmsProjectGrant, KmsSigningKey, Project } from "../../provider";
import { useSharedLifecycle } from "../support/shared-lifecycle";

describe("a key-signing issuer, its key and a project grant in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();

  before(() => {
    shared().setProgram(async () => {
      const web = new Project("web", { name: "web" });
      const issuer = new KmsIssuer("deployments", { name: "deployments", algorithm: "RS256" });
      const key = new KmsSigningKey("rotated", { issuerId: issuer.id, revokePreviousAfterHours: 1 });
      new KmsProjectGrant("web-grant", {
        issuerId: issuer.id,
        projectId: web.id,
        environments: ["production", "preview"],
      });
      return { issuerId: issuer.id, keyId: key.keyId };
    });
  });

  it("signs a token with the program's key that jose verifies with the issuer's published keys", async () => {
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ create: 5 });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
    const issuerId = String(up.outputs.issuerId?.value);
    const keyId = String(up.outputs.keyId?.value);

    const { token } = await api<{ token: string }>("POST", `/v1/kms/issuers/${issuerId}/sign/token`, {
      claims: { sub: "deploy", aud: "https://api.example.com" },
      ttl: 300,
    });
    const issuer = await api<{ signingKeys: { publicKey: JSONWebKeySet["keys"][number] }[] }>(
      "GET",
      `/v1/kms/issuers/${issuerId}`,
    );
    const keys = createLocalJWKSet({ keys: issuer.signingKeys.map((k) => k.publicKey) });
    const { payload, protectedHeader } = await jwtVerify(token, keys, {
      issuer: issuerId,
      audience: "https://api.example.com",
    });
    expect(protectedHeader).to.include({ alg: "RS256", kid: keyId });
    expect(payload.sub).to.equal("deploy");
  });

  it("destroys them, revoking the key and leaving the emulator empty", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
