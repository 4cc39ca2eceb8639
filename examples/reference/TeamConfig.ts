import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const directoryGroups = vercel.getDsyncGroupsOutput({});
const platform = new vercel.AccessGroup("platform", { name: "Platform" });

// The settings of the team `teamId` names, or of the provider's `vercel:team`.
const team = new vercel.TeamConfig("acme", {
  name: "Acme",
  description: "Acme's web properties",
  emailDomain: "example.com",
  sensitiveEnvironmentVariablePolicy: "on",
  hideIpAddressesInLogDrains: true,
  remoteCaching: { enabled: true },
  saml: {
    enforced: true,
    // Keyed by directory group id: each group gets a team role or joins an access group.
    roles: pulumi.all([directoryGroups.map, platform.accessGroupId]).apply(([groupId, platformGroupId]) => ({
      [groupId["Engineering"]!]: { role: "DEVELOPER" },
      [groupId["Platform"]!]: { accessGroupId: platformGroupId },
    })),
  },
});

export const teamSlug = team.slug;
