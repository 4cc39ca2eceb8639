// The microfrontends family's test cases: every suite collects them through test/support/family-cases.
import { MicrofrontendGroup } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { CATALOGUE_PROJECT } from "../../../test/support/family-cases/bad-input";
import { teamApi } from "../../../test/resources/env-support";

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "MicrofrontendGroup",
        args: { name: "x".repeat(49), defaultApp: { projectId: CATALOGUE_PROJECT, defaultRoute: "docs" } },
        mistakes: [
          { field: "name", rule: "must be 48 characters or less" },
          { field: "defaultApp.defaultRoute", rule: "must start with /" },
        ],
      },
      {
        type: "MicrofrontendGroup",
        args: { name: "shop" },
        mistakes: [{ field: "defaultApp", rule: "required" }],
      },
      {
        type: "MicrofrontendGroupMembership",
        args: {
          projectId: CATALOGUE_PROJECT,
          microfrontendGroupId: "mfe_1",
          defaultRoute: "/",
          routeObservabilityToThisProject: "yes",
        },
        mistakes: [
          { field: "defaultRoute", rule: "must not be / (every path)" },
          { field: "routeObservabilityToThisProject", rule: "boolean" },
        ],
      },
      {
        type: "MicrofrontendGroupMembership",
        args: { projectId: CATALOGUE_PROJECT, microfrontendGroupId: "mfe_1", defaultRoute: "/docs?x#y" },
        mistakes: [{ field: "defaultRoute", rule: "must not contain query strings or fragments" }],
      },
    ],
    lookups: [
      {
        fn: "getMicrofrontendGroup",
        args: { id: "" },
        mistakes: [{ field: "id", rule: "must not be empty" }],
      },
      {
        fn: "getMicrofrontendGroupMembership",
        args: { microfrontendGroupId: "", projectId: CATALOGUE_PROJECT },
        mistakes: [{ field: "microfrontendGroupId", rule: "must not be empty" }],
      },
    ],
  },
  stack: {
    unit({ tag, opts, project }) {
      new MicrofrontendGroup(`${tag}-frontends`, {
        name: `${tag}-frontends`,
        defaultApp: { projectId: project.id },
        ...opts,
      });
    },
  },
  driftEdits: [
    {
      resource: "storefront",
      edit: (c, { teamId, stateIds }) =>
        c.microfrontends
          .updateGroup(teamId, stateIds.storefront!, { name: "renamed-outside" })
          .then(() => {}),
      expect: { changed: "name" },
    },
    {
      resource: "storefrontDocs",
      edit: (c, { stateIds }) =>
        c.microfrontends
          .updateMembership(stateIds.storefrontDocs!.split("/")[1]!, { defaultRoute: "/guides" })
          .then(() => {}),
      expect: { changed: "defaultRoute" },
    },
  ],
  lookupFixtures: {
    async getMicrofrontendGroup(emulator) {
      const web = await teamApi<{ id: string }>(emulator, "POST", "/v11/projects", { name: "mfe-web" });
      const { newMicrofrontendsGroup: group } = await teamApi<{ newMicrofrontendsGroup: { id: string } }>(
        emulator,
        "POST",
        "/v1/microfrontends/group",
        { groupName: "Shop", defaultApp: { projectId: web.id, defaultRoute: "/" }, otherApplications: [] },
      );
      return {
        args: { id: group.id },
        expected: {
          id: group.id,
          name: "Shop",
          slug: "shop",
          defaultApp: { projectId: web.id, defaultRoute: "/", id: `${emulator.teamId}/${group.id}` },
        },
        secret: [],
      };
    },
    async getMicrofrontendGroupMembership(emulator) {
      const web = await teamApi<{ id: string }>(emulator, "POST", "/v11/projects", { name: "mfe-shell" });
      const docs = await teamApi<{ id: string }>(emulator, "POST", "/v11/projects", { name: "mfe-docs" });
      const { newMicrofrontendsGroup: group } = await teamApi<{ newMicrofrontendsGroup: { id: string } }>(
        emulator,
        "POST",
        "/v1/microfrontends/group",
        {
          groupName: "Docs",
          defaultApp: { projectId: web.id },
          otherApplications: [{ projectId: docs.id, defaultRoute: "/docs" }],
        },
      );
      return {
        args: { microfrontendGroupId: group.id, projectId: docs.id },
        expected: {
          id: `${group.id}/${docs.id}`,
          microfrontendGroupId: group.id,
          projectId: docs.id,
          defaultRoute: "/docs",
          routeObservabilityToThisProject: true,
        },
        secret: [],
      };
    },
  },
  seedSteps: [
    {
      name: "storefront",
      type: "MicrofrontendGroup",
      inputs: (ids) => ({ name: "seeded-storefront", defaultApp: { projectId: ids.web, defaultRoute: "/" } }),
    },
    {
      name: "storefrontShop",
      type: "MicrofrontendGroupMembership",
      inputs: (ids) => ({ microfrontendGroupId: ids.storefront, projectId: ids.shop, defaultRoute: "/shop" }),
    },
  ],
});
