// The certs family: CustomCertificate (pulumiverse has no lookup function for certificates).
import { defineFamily } from "../kit/manifest";
import { CertsApi } from "./certs-api";
import { customCertificateDefinition } from "./custom-certificate";
import { customCertificates } from "./inventory";

export const certsFamily = defineFamily({
  name: "certs",
  resources: { CustomCertificate: customCertificateDefinition },
  functions: {},
  client: { certs: (http) => new CertsApi(http) },
  inventory: [customCertificates],
  teamFile: {
    notInFile: {
      CustomCertificate: "a private key does not belong in a team file; declare the certificate in a program",
    },
  },
});
