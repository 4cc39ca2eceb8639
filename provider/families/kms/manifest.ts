// The KMS family: key-signing issuers, their signing keys and project grants (the platform's `kms`
// group), with getKmsIssuer.
import { defineFamily } from "../kit/manifest";
import { issuers, projectGrants, signingKeys } from "./inventory";
import { KmsApi } from "./kms-api";
import { kmsIssuerDefinition } from "./kms-issuer";
import { kmsProjectGrantDefinition } from "./kms-project-grant";
import { kmsSigningKeyDefinition } from "./kms-signing-key";
import { getKmsIssuerFunction } from "./lookups";
import { kmsIssuersSection } from "./team-file";

export const kmsFamily = defineFamily({
  name: "kms",
  resources: {
    KmsIssuer: kmsIssuerDefinition,
    KmsSigningKey: kmsSigningKeyDefinition,
    KmsProjectGrant: kmsProjectGrantDefinition,
  },
  functions: { getKmsIssuer: getKmsIssuerFunction },
  client: { kms: (http) => new KmsApi(http) },
  inventory: [issuers, signingKeys, projectGrants],
  teamFile: { sections: [kmsIssuersSection] },
});
