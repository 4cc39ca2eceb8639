// The bulk-redirects family's test cases: every suite collects them through test/support/family-cases.
import { BulkRedirects } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { CATALOGUE_PROJECT } from "../../../test/support/family-cases/bad-input";
import { seedProject, teamApi } from "../../../test/resources/env-support";

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "BulkRedirects",
        args: {
          projectId: CATALOGUE_PROJECT,
          redirects: [{ source: "/old", destination: "", statusCode: 303 }],
        },
        mistakes: [
          { field: "redirects[0].destination", rule: "a redirect needs a destination" },
          { field: "redirects[0].statusCode", rule: "must be one of 301, 302, 307, 308" },
        ],
      },
    ],
    lookups: [
      {
        fn: "getBulkRedirects",
        args: { projectId: CATALOGUE_PROJECT, versionId: 5 },
        mistakes: [{ field: "versionId", rule: "string" }],
      },
    ],
  },
  stack: {
    unit({ tag, opts, project }) {
      new BulkRedirects(`${tag}-redirects`, {
        projectId: project.id,
        redirects: [{ source: "/old", destination: "/new", statusCode: 308 }],
        ...opts,
      });
    },
  },
  driftEdits: [
    {
      resource: "redirects",
      // Someone stages and promotes another redirect set from the dashboard.
      edit: async (c, { teamId, projectId }) => {
        const draft = await c.bulkRedirects.stage({
          teamId,
          projectId,
          overwrite: true,
          redirects: [{ source: "/old-pricing", destination: "/plans", statusCode: 302 }],
        });
        await c.bulkRedirects.act(projectId, { id: draft.id, action: "promote" });
      },
      expect: { changed: "redirects" },
    },
  ],
  lookupFixtures: {
    async getBulkRedirects(emulator) {
      const projectId = await seedProject(emulator, "redirected");
      const staged = await teamApi<{ version: { id: string } }>(emulator, "PUT", "/v1/bulk-redirects", {
        teamId: emulator.teamId,
        projectId,
        redirects: [{ source: "/old", destination: "/new", statusCode: 301 }],
      });
      await teamApi(emulator, "POST", `/v1/bulk-redirects/versions?projectId=${projectId}`, {
        id: staged.version.id,
        action: "promote",
      });
      return {
        args: { projectId },
        expected: {
          id: projectId,
          projectId,
          redirects: [{ source: "/old", destination: "/new", statusCode: 301 }],
          versionId: staged.version.id,
        },
        secret: [],
      };
    },
  },
  seedSteps: [
    {
      name: "redirects",
      type: "BulkRedirects",
      inputs: (ids) => ({
        projectId: ids.web,
        redirects: [{ source: "/old", destination: "/new", statusCode: 308 }],
      }),
    },
  ],
});
