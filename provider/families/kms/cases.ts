// The kms family's test cases: every suite collects them through test/support/family-cases.
import { KmsIssuer } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { CATALOGUE_PROJECT } from "../../../test/support/family-cases/bad-input";
import { jwksOf } from "./kms-issuer";
import { teamApi } from "../../../test/resources/env-support";

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "KmsIssuer",
        args: { name: "issuer", algorithm: "RSA-1" },
        mistakes: [{ field: "algorithm", rule: "must be one of 9 values" }],
      },
      {
        type: "KmsSigningKey",
        args: { issuerId: "iss_catalogue", activation: "later", revokePreviousAfterHours: -1 },
        mistakes: [
          { field: "activation", rule: 'must be one of "automatic", "manual"' },
          { field: "revokePreviousAfterHours", rule: "must not be negative" },
        ],
      },
      {
        type: "KmsProjectGrant",
        args: { issuerId: "", projectId: CATALOGUE_PROJECT, environments: [] },
        mistakes: [
          { field: "issuerId", rule: "must not be empty" },
          { field: "environments", rule: "at least one environment" },
        ],
      },
    ],
    lookups: [
      { fn: "getKmsIssuer", args: { id: "" }, mistakes: [{ field: "id", rule: "must not be empty" }] },
    ],
  },
  stack: {
    unit({ tag, opts }) {
      new KmsIssuer(`${tag}-signer`, { name: `${tag}-signer`, algorithm: "ES256", ...opts });
    },
  },
  driftEdits: [
    {
      resource: "signer",
      edit: (c, { stateIds }) =>
        c.kms.updateIssuer(stateIds.signer!, { name: "renamed-outside" }).then(() => {}),
      expect: { changed: "name" },
    },
    {
      resource: "signerNextKey",
      // Someone revokes the waiting key: it is no longer published.
      edit: (c, { stateIds }) => {
        const [issuerId, keyId] = stateIds.signerNextKey!.split("/");
        return c.kms.revokeKey(issuerId!, keyId!);
      },
      expect: { recreated: true },
    },
    {
      resource: "signerGrant",
      edit: (c, { stateIds }) =>
        c.kms
          .updateGrant(stateIds.signer!, stateIds.site!, {
            environments: ["preview"],
            tokenClaims: { team: "platform" },
          })
          .then(() => {}),
      expect: { changed: "environments" },
    },
  ],
  lookupFixtures: {
    async getKmsIssuer(emulator) {
      const issuer = await teamApi<{ id: string; signingKeys: { publicKey: unknown }[] }>(
        emulator,
        "POST",
        "/v1/kms/issuers",
        { name: "deployments", algorithm: "ES256" },
      );
      return {
        args: { id: issuer.id },
        expected: {
          id: issuer.id,
          issuerId: issuer.id,
          name: "deployments",
          algorithm: "ES256",
          jwks: jwksOf(issuer.signingKeys.map((key) => key.publicKey as object)),
        },
        secret: [],
      };
    },
  },
  seedSteps: [
    {
      name: "issuer",
      type: "KmsIssuer",
      inputs: () => ({ name: "seeded-signer", algorithm: "RS256" }),
    },
    {
      name: "nextKey",
      type: "KmsSigningKey",
      inputs: (ids) => ({ issuerId: ids.issuer, activation: "manual" }),
    },
    {
      name: "issuerGrant",
      type: "KmsProjectGrant",
      inputs: (ids) => ({
        issuerId: ids.issuer,
        projectId: ids.web,
        environments: ["production", "preview"],
      }),
    },
  ],
});
