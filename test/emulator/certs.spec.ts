// The certs area's rules through @vercel/sdk over loopback: an uploaded certificate's names and
// expiry read from its PEM, its key never answered by any route, bad PEMs and a key that is not the
// certificate's refused in the platform's error envelope, issuing only for the team's own domains,
// lists per team and per hostname, and removal.
import { Vercel } from "@vercel/sdk";
import { expect } from "chai";
import { X509Certificate } from "node:crypto";
import { useEmulator } from "../support/emulator";
import { sdkRefusal } from "../support/rejection";
import { testCertificate } from "../support/tls";

describe("emulator certs", () => {
  const emulator = useEmulator();
  let sdk: Vercel;
  const teamId = () => emulator.teamId;
  const { cert, key, ca, otherKey } = testCertificate();

  before(() => {
    sdk = new Vercel({ bearerToken: emulator.token, serverURL: emulator.url });
  });

  const upload = (body: { cert: string; key: string; ca: string; skipValidation?: boolean }) =>
    sdk.certs.uploadCert({ teamId: teamId(), requestBody: body });

  it("reads an uploaded certificate's names and expiry from its PEM, and never answers its key", async () => {
    const uploaded = await upload({ cert, key, ca });
    expect(uploaded.cns).to.have.members(["example.com", "www.example.com"]);
    expect(uploaded.expiresAt).to.equal(Date.parse(new X509Certificate(cert).validTo));
    expect(uploaded.autoRenew).to.equal(false);
    const keyBody = key.split("\n")[1]!;
    const answers = [
      await emulator.admin.api("GET", `/v8/certs/${uploaded.id}?teamId=${teamId()}`),
      await emulator.admin.api("GET", `/v8/certs?teamId=${teamId()}`),
    ];
    for (const answer of answers) {
      expect(answer.status).to.equal(200);
      expect(JSON.stringify(answer.body)).not.to.include(keyBody).and.not.to.include("BEGIN");
    }
  });

  it("refuses PEMs that do not parse, and a key that is not the certificate's, naming the field", async () => {
    const cases = [
      [{ cert: "not a certificate", key, ca }, /"cert" is not a PEM-encoded X.509 certificate/],
      [
        { cert, key: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n", ca },
        /"key" is not a PEM/,
      ],
      [{ cert, key, ca: "junk" }, /"ca" is not a PEM-encoded X.509 certificate/],
      [{ cert, key: otherKey, ca }, /"key" does not match the certificate's public key/],
    ] as const;
    for (const [body, message] of cases) {
      const { status, error } = await sdkRefusal(upload(body));
      expect(status).to.equal(400);
      expect(error.code).to.equal("bad_request");
      expect(String(error.message)).to.match(message);
    }
    // skipValidation takes a key that does not match, but never one that does not parse.
    expect((await upload({ cert, key: otherKey, ca, skipValidation: true })).cns).to.include("example.com");
    const listed = await sdk.certs.getCerts({ teamId: teamId() });
    expect(listed.certs).to.have.length(1);
  });

  it("issues only for hostnames under one of the team's domains", async () => {
    const refused = await sdkRefusal(
      sdk.certs.issueCert({ teamId: teamId(), requestBody: { cns: ["shop.example.net"] } }),
    );
    expect(refused.status).to.equal(404);
    expect(refused.error).to.deep.include({ code: "not_found", domain: "shop.example.net" });

    await emulator.admin.api("POST", `/v7/domains?teamId=${teamId()}`, { name: "example.net" });
    await emulator.admin.api("POST", `/v7/domains?teamId=${teamId()}`, { name: "example.org" });
    const issued = await sdk.certs.issueCert({
      teamId: teamId(),
      requestBody: { cns: ["Shop.Example.net", "example.net"] },
    });
    expect(issued.cns).to.deep.equal(["shop.example.net", "example.net"]);
    expect(issued.autoRenew).to.equal(true);
    expect(issued.expiresAt - issued.createdAt).to.equal(90 * 24 * 3600_000);

    const spanning = await sdkRefusal(
      sdk.certs.issueCert({ teamId: teamId(), requestBody: { cns: ["example.net", "example.org"] } }),
    );
    expect(spanning).to.deep.include({ status: 400 });
    expect(spanning.error.code).to.equal("should_share_root_domain");
    const invalid = await sdkRefusal(
      sdk.certs.issueCert({ teamId: teamId(), requestBody: { cns: ["not a host"] } }),
    );
    expect(invalid.error.code).to.equal("invalid_cn");

    // Another team's domains are not this team's.
    const other = await emulator.admin.createTeam("other", []);
    const foreign = await emulator.admin.api("POST", `/v8/certs?teamId=${other.id}`, {
      cns: ["example.net"],
    });
    expect(foreign.status).to.be.oneOf([403, 404]);
  });

  it("lists per team and per hostname, newest first, and removes", async () => {
    await emulator.admin.api("POST", `/v7/domains?teamId=${teamId()}`, { name: "example.net" });
    const wildcard = await sdk.certs.issueCert({ teamId: teamId(), requestBody: { cns: ["*.example.net"] } });
    const uploaded = await upload({ cert, key, ca });
    const all = await sdk.certs.getCerts({ teamId: teamId() });
    expect(all.certs.map((c) => c.id)).to.deep.equal([uploaded.id, wildcard.id]);

    const forHost = await emulator.admin.api<{ certs: { id: string }[] }>(
      "GET",
      `/v8/certs?teamId=${teamId()}&domain=api.example.net`,
    );
    expect(forHost.body.certs.map((c) => c.id)).to.deep.equal([wildcard.id]);
    const personal = await emulator.admin.api<{ certs: unknown[] }>("GET", "/v8/certs");
    expect(personal.body.certs).to.deep.equal([]);

    await sdk.certs.removeCert({ teamId: teamId(), id: uploaded.id });
    const gone = await sdkRefusal(sdk.certs.getCertById({ teamId: teamId(), id: uploaded.id }));
    expect(gone).to.deep.include({ status: 404 });
    expect(gone.error.code).to.equal("not_found");
    expect((await sdkRefusal(sdk.certs.removeCert({ teamId: teamId(), id: uploaded.id }))).status).to.equal(
      404,
    );
  });
});
