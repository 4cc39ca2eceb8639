// The edge-cache family's test cases: every suite collects them through test/support/family-cases.
import { defineCases } from "../../../test/support/family-cases/define";
import { seedProject } from "../../../test/resources/env-support";

export const cases = defineCases({
  badInput: {
    lookups: [
      {
        fn: "purgeEdgeCache",
        args: { projectId: "", tags: [] },
        mistakes: [
          { field: "projectId", rule: "must not be empty" },
          { field: "tags", rule: "must name at least one tag" },
        ],
      },
    ],
  },
  lookupFixtures: {
    async purgeEdgeCache(emulator) {
      const projectId = await seedProject(emulator, "cached");
      return {
        args: { projectId, tags: ["blog"], action: "delete", revalidationDeadlineSeconds: 60 },
        expected: { projectId, action: "delete", purged: ["blog"] },
        secret: [],
      };
    },
  },
});
