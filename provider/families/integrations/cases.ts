// The integrations family's test cases: every suite collects them through test/support/family-cases.
import { defineCases } from "../../../test/support/family-cases/define";
import { seedProject } from "../../../test/resources/env-support";
import { install } from "../../../test/support/integrations";

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "IntegrationProjectAccess",
        args: { integrationId: "oac_catalogue", projectId: " " },
        mistakes: [
          { field: "integrationId", rule: "must be an integration configuration id (icfg_…)" },
          { field: "projectId", rule: "must not be empty" },
        ],
      },
    ],
    lookups: [
      { fn: "getIntegration", args: {}, mistakes: [{ field: "id", rule: "exactly one of id or slug" }] },
      {
        fn: "getIntegration",
        args: { id: "oac_catalogue" },
        mistakes: [{ field: "id", rule: "must be a configuration id" }],
      },
    ],
  },
  driftEdits: [
    {
      resource: "siteIntegration",
      edit: (c, { stateIds }) => {
        const [integrationId, projectId] = stateIds.siteIntegration!.split("/");
        return c.integrations.setProjectAccess(integrationId!, projectId!, false);
      },
      expect: { recreated: true },
    },
  ],
  lookupFixtures: {
    async getIntegration(emulator) {
      const projectId = await seedProject(emulator, "reached");
      const installed = await install(emulator, {
        slug: "acme-native",
        scopes: ["read:project"],
        teamId: emulator.teamId,
        projectSelection: "selected",
        projects: [projectId],
      });
      return {
        args: { slug: "acme-native" },
        expected: {
          id: installed.configurationId,
          clientId: installed.clientId,
          slug: "acme-native",
          projectSelection: "selected",
          projects: [projectId],
          scopes: ["read:project"],
        },
        secret: [],
      };
    },
  },
  seedSteps: [
    {
      name: "integrationAccess",
      type: "IntegrationProjectAccess",
      inputs: (ids) => ({ integrationId: ids.integration, projectId: ids.web }),
    },
  ],
});
