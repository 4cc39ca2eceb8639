// getKmsIssuer: an issuer by id, with its published keys as a JSON Web Key Set.
import { z } from "zod";
import { defineFunction } from "../kit/function-definition";
import { issuerOutputs, KmsIssuerOutputs } from "./kms-issuer";

export const getKmsIssuerFunction = defineFunction({
  name: "getKmsIssuer",
  subject: "KmsIssuer",
  description: "A key-signing issuer by id: its name, algorithm and `jwks` (its published public keys).",
  labelArg: "id",
  teamOnly: true,
  args: z.strictObject({ id: z.string().min(1, "must not be empty").describe("The issuer's id (`iss_…`).") }),
  result: KmsIssuerOutputs.extend({
    id: z.string().describe("The issuer's id (`iss_…`)."),
    name: KmsIssuerOutputs.shape.name.describe("The issuer's name, unique in the team."),
    algorithm: KmsIssuerOutputs.shape.algorithm.describe(
      "The signature algorithm of the issuer's keys, such as `ES256`.",
    ),
  }),
  secretResults: [],
  async call(ctx, args) {
    const issuer = await ctx.client.kms.issuer(args.id);
    return { id: issuer.id, ...issuerOutputs(issuer) };
  },
});
