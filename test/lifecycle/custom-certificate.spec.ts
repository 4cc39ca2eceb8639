// CustomCertificate on the real Pulumi engine, in one shared stack: check refuses a key that is not
// the certificate's and a PEM that does not parse at preview, before any API call; up uploads,
// keeps the key out of state in clear and previews no change; an out-of-band delete is detected
// and the certificate uploaded again; a new certificate replaces it (uploaded first); destroy
// leaves the emulator empty.
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CustomCertificate } from "../../provider";
import { REPO_ROOT } from "../support/engine";
import { stateResource } from "../support/pulumi-stack";
import { rejection } from "../support/rejection";
import { useSharedLifecycle } from "../support/shared-lifecycle";
import { testCertificate } from "../support/tls";

describe("a custom certificate in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();
  const { cert, key, ca, otherKey } = testCertificate();
  const pem = (name: string) => readFileSync(join(REPO_ROOT, "examples/yaml-team/tls", name), "utf8");
  const program = (pems: {
    certificate: string;
    privateKey: string;
    certificateAuthorityCertificate: string;
  }) =>
    shared().setProgram(async () => {
      const uploaded = new CustomCertificate("site-cert", pems);
      return { cns: uploaded.cns };
    });
  const certs = async () =>
    (await api<{ certs: Array<{ id: string; cns: string[] }> }>("GET", "/v8/certs")).certs;

  it("refuses a key that is not the certificate's, and a PEM that does not parse, at preview", async () => {
    const countsBefore = (await emulator.admin.requestCounts()).counts;
    program({ certificate: cert, privateKey: otherKey, certificateAuthorityCertificate: ca });
    const mismatch = String(await rejection(shared().stack.preview()));
    expect(mismatch).to.include("CustomCertificate").and.include("privateKey");
    expect(mismatch).to.include("does not match the certificate's public key");
    expect(mismatch).not.to.include(otherKey.split("\n")[1]);

    program({
      certificate: "-----BEGIN CERTIFICATE-----\nnope\n-----END CERTIFICATE-----",
      privateKey: key,
      certificateAuthorityCertificate: ca,
    });
    const unparsable = String(await rejection(shared().stack.preview()));
    expect(unparsable).to.include("certificate").and.include("is not a PEM-encoded X.509 certificate");
    expect((await emulator.admin.requestCounts()).counts, "no API call").to.deep.equal(countsBefore);
  });

  it("uploads it, keeps the key out of state in clear, and previews no change", async () => {
    program({ certificate: cert, privateKey: key, certificateAuthorityCertificate: ca });
    const up = await shared().stack.up();
    expect(up.outputs.cns?.value).to.have.members(["example.com", "www.example.com"]);
    expect((await certs()).map((c) => c.cns[0])).to.deep.equal(["example.com"]);
    const state = await shared().exportEncrypted();
    expect(state).not.to.include(key.split("\n")[1]);
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("detects an out-of-band delete and uploads it again", async () => {
    const id = String((await stateResource(shared().stack, "site-cert"))?.id);
    await api("DELETE", `/v8/certs/${id}`);
    const drift = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(drift)).to.match(/no changes were expected/i);
    await shared().stack.up({ refresh: true });
    const [again] = await certs();
    expect(again?.id)
      .to.match(/^cert_/)
      .and.not.equal(id);
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("replaces it when the certificate changes, the new one uploaded before the old one is removed", async () => {
    const before = String((await stateResource(shared().stack, "site-cert"))?.id);
    program({
      certificate: pem("cert.pem"),
      privateKey: pem("key.pem"),
      certificateAuthorityCertificate: pem("ca.pem"),
    });
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ replace: 1 });
    const after = await certs();
    expect(after.map((c) => c.id)).not.to.include(before);
    expect(after.map((c) => c.cns[0])).to.deep.equal(["yaml-team.dev"]);
  });

  it("destroys it, leaving the emulator empty", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
