// The observability family's test cases: every suite collects them through test/support/family-cases.
import { ObservabilityConfiguration } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { CATALOGUE_PROJECT } from "../../../test/support/family-cases/bad-input";

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "ObservabilityConfiguration",
        args: { projectId: CATALOGUE_PROJECT, extendedTierEnabled: "yes" },
        mistakes: [{ field: "extendedTierEnabled", rule: "boolean" }],
      },
    ],
  },
  stack: {
    unit({ tag, opts, project }) {
      new ObservabilityConfiguration(`${tag}-observability`, {
        projectId: project.id,
        extendedTierEnabled: false,
        ...opts,
      });
    },
  },
  driftEdits: [
    {
      resource: "observability",
      // Someone turns the extended tier back on from the dashboard.
      edit: async (c, { projectId }) => {
        await c.observability.setDisabled(projectId, false);
      },
      expect: { changed: "extendedTierEnabled" },
    },
  ],
  seedSteps: [
    {
      name: "observability",
      type: "ObservabilityConfiguration",
      inputs: (ids) => ({ projectId: ids.web, extendedTierEnabled: false }),
    },
  ],
});
