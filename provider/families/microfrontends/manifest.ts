// The microfrontends family: MicrofrontendGroup, MicrofrontendGroupMembership and their lookups
// (the platform's `microfrontends` group, and the membership and group edits the Terraform
// provider makes).
import { defineFamily } from "../kit/manifest";
import { groups, memberships } from "./inventory";
import { getMicrofrontendGroupFunction, getMicrofrontendGroupMembershipFunction } from "./lookups";
import { microfrontendGroupDefinition } from "./microfrontend-group";
import { microfrontendGroupMembershipDefinition } from "./microfrontend-group-membership";
import { MicrofrontendsApi } from "./microfrontends-api";
import { microfrontendGroupsSection } from "./team-file";

export const microfrontendsFamily = defineFamily({
  name: "microfrontends",
  resources: {
    MicrofrontendGroup: microfrontendGroupDefinition,
    MicrofrontendGroupMembership: microfrontendGroupMembershipDefinition,
  },
  functions: {
    getMicrofrontendGroup: getMicrofrontendGroupFunction,
    getMicrofrontendGroupMembership: getMicrofrontendGroupMembershipFunction,
  },
  client: { microfrontends: (http) => new MicrofrontendsApi(http) },
  inventory: [groups, memberships],
  teamFile: { sections: [microfrontendGroupsSection] },
});
