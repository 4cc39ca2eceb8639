// The team's issuers, their published keys and their project grants.
import { reader } from "../../inventory/types";

export const issuers = reader({
  types: ["KmsIssuer"],
  list: async (client) => (client.http.team === undefined ? [] : client.kms.issuers()),
  toListed: (issuer) => ({ type: "KmsIssuer", importId: issuer.id, label: issuer.name }),
});

/** Every published key but the issuer's first (which the issuer itself makes). */
export const signingKeys = reader({
  types: ["KmsSigningKey"],
  parent: "KmsIssuer",
  list: async (client, issuerId) => (await client.kms.issuer(issuerId)).signingKeys.slice(1),
  toListed: (key, issuerId) => ({
    type: "KmsSigningKey",
    importId: `${issuerId}/${key.keyId}`,
    label: `${key.keyId} (${key.status})`,
  }),
});

export const projectGrants = reader({
  types: ["KmsProjectGrant"],
  parent: "KmsIssuer",
  after: ["Project"],
  list: async (client, issuerId) => (await client.kms.issuer(issuerId)).policies,
  toListed: (policy, issuerId) => ({
    type: "KmsProjectGrant",
    importId: `${issuerId}/${policy.projectId}`,
    label: `${policy.projectId} (${policy.environments.join(", ")})`,
  }),
});
