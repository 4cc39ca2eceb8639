// The account's uploaded certificates (those the platform issued are its own, renewed by it: no
// resource declares them). Their PEMs and key are never answered: a program sets them.
import { reader } from "../../inventory/types";

export const customCertificates = reader({
  types: ["CustomCertificate"],
  list: async (client) => (await client.certs.list()).filter((cert) => !cert.autoRenew),
  toListed: (cert) => ({
    type: "CustomCertificate",
    importId: cert.id,
    label: cert.cns[0] ?? cert.id,
    unreadable: ["certificate", "privateKey", "certificateAuthorityCertificate"],
  }),
});
