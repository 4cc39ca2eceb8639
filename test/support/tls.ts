// The test certificate (test/support/tls/README.md): a certificate for example.com and
// www.example.com, its key, its authority's certificate, and a key that is not its own.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./engine";

const read = (name: string) => readFileSync(join(REPO_ROOT, "test/support/tls", name), "utf8");

export interface TestCertificate {
  cert: string;
  key: string;
  ca: string;
  /** A valid private key that is not the certificate's. */
  otherKey: string;
}

export const testCertificate = (): TestCertificate => ({
  cert: read("cert.pem"),
  key: read("key.pem"),
  ca: read("ca.pem"),
  otherKey: read("other-key.pem"),
});
