// The team file's `kmsIssuers`: each issuer with its extra `signingKeys` (named in the file, for
// rotation) and its `projectGrants`, which name the file's projects.
import { z } from "zod";
import { fieldsOf, Name, projectChildEntry, without } from "../../team-file/entries";
import { planProjectChildren } from "../../team-file/project-children";
import { topSection } from "../../team-file/sections";
import { kmsIssuerDefinition } from "./kms-issuer";
import { kmsProjectGrantDefinition } from "./kms-project-grant";
import { kmsSigningKeyDefinition } from "./kms-signing-key";

const SigningKeyEntry = fieldsOf(kmsSigningKeyDefinition)
  .omit(without("issuerId"))
  .extend({ name: Name.describe("The key's name in the file (the platform gives keys ids only)") });

const ProjectGrantEntry = projectChildEntry(kmsProjectGrantDefinition, "issuerId");

export const KmsIssuerEntry = fieldsOf(kmsIssuerDefinition).extend({
  signingKeys: z.array(SigningKeyEntry).optional().describe("Keys added to the issuer, for rotation"),
  projectGrants: z
    .array(ProjectGrantEntry)
    .optional()
    .describe("Projects whose deployments may have tokens signed"),
});

export const kmsIssuersSection = topSection({
  key: "kmsIssuers",
  needs: ["project"],
  schema: () => z.array(KmsIssuerEntry).optional(),
  plan(issuers: z.infer<typeof KmsIssuerEntry>[], planner) {
    issuers.forEach(({ signingKeys, projectGrants, ...issuer }, i) => {
      const at = ["kmsIssuers", i];
      const ref = planner.add({ type: "KmsIssuer", id: issuer.name, at, args: issuer }, [...at, "name"]);
      if (!ref) return;
      signingKeys?.forEach(({ name, ...key }, k) =>
        planner.add(
          {
            type: "KmsSigningKey",
            id: `${issuer.name}/${name}`,
            at: [...at, "signingKeys", k],
            args: { ...key, issuerId: ref },
          },
          [...at, "signingKeys", k, "name"],
        ),
      );
      planProjectChildren(planner, {
        type: "KmsProjectGrant",
        key: "projectGrants",
        children: projectGrants,
        parent: { name: issuer.name, at, id: ref },
        parentArg: "issuerId",
      });
    });
  },
});
