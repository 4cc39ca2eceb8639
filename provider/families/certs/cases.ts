// The certs family's test cases: every suite collects them through test/support/family-cases.
import { testCertificate } from "../../../test/support/tls";
import { CustomCertificate } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { REPO_ROOT } from "../../../test/support/engine";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/** Units with a certificate of their own (test/support/tls/units: self-signed, made with openssl). */
const CERTIFIED_UNITS = 2;

/** Unit `unit`'s certificate and key: one per unit, so no two units upload the same certificate. */
function unitCertificate(unit: number): { cert: string; key: string } {
  if (unit >= CERTIFIED_UNITS)
    throw new Error(`test/support/tls/units has certificates for ${CERTIFIED_UNITS} units`);
  const read = (part: string) =>
    readFileSync(resolve(REPO_ROOT, "test/support/tls/units", `unit-${unit}-${part}.pem`), "utf8");
  return { cert: read("cert"), key: read("key") };
}

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "CustomCertificate",
        args: { certificate: "not a pem", privateKey: "nope", certificateAuthorityCertificate: "x" },
        mistakes: [{ field: "certificate", rule: "is not a PEM-encoded X.509 certificate" }],
      },
    ],
  },
  stack: {
    secrets: ({ unit }) => ({ certificateKey: unitCertificate(unit).key }),
    unit({ tag, unit, opts }) {
      const { cert, key } = unitCertificate(unit);
      new CustomCertificate(`${tag}-cert`, {
        certificate: cert,
        privateKey: key,
        certificateAuthorityCertificate: cert,
        ...opts,
      });
    },
  },
  driftEdits: [
    {
      resource: "siteCertificate",
      edit: (c, { stateIds }) => c.certs.remove(stateIds.siteCertificate!),
      expect: { recreated: true },
    },
  ],
  seedSteps: [
    {
      name: "certificate",
      type: "CustomCertificate",
      inputs: () => {
        const { cert, key, ca } = testCertificate();
        return { certificate: cert, privateKey: key, certificateAuthorityCertificate: ca };
      },
    },
  ],
});
