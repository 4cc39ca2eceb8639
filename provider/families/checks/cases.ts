// The checks family's test cases: every suite collects them through test/support/family-cases.
import { childOfProject } from "../../../test/support/family-cases/seed-step";
import { ProjectDeploymentCheck } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { CATALOGUE_PROJECT } from "../../../test/support/family-cases/bad-input";

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "ProjectDeploymentCheck",
        args: {
          projectId: CATALOGUE_PROJECT,
          name: "",
          blocks: "deploy-ish",
          timeout: 86_401,
          source: { kind: "robot" },
        },
        mistakes: [
          { field: "name", rule: "must not be empty" },
          { field: "blocks", rule: "must be one of" },
          { field: "timeout", rule: "must be at most a day" },
          { field: "source.kind", rule: 'must be one of "webhook", "git-provider", "integration"' },
        ],
      },
    ],
  },
  stack: {
    unit({ tag, opts, project }) {
      new ProjectDeploymentCheck(`${tag}-check`, {
        projectId: project.id,
        name: "e2e",
        requires: "deployment-url",
        blocks: "deployment-alias",
        targets: ["production"],
        source: { kind: "webhook" },
        ...opts,
      });
    },
  },
  driftEdits: [
    {
      resource: "e2eCheck",
      edit: (c, { projectId, stateIds }) =>
        c.checks.update(projectId, stateIds.e2eCheck!, { timeout: 60 }).then(() => {}),
      expect: { changed: "timeout" },
    },
  ],
  seedSteps: [
    {
      name: "e2e",
      type: "ProjectDeploymentCheck",
      inputs: (ids) => ({
        projectId: ids.web,
        name: "e2e",
        requires: "build-ready",
        targets: ["production", "preview"],
        source: { kind: "git-provider", externalCheckName: "e2e", provider: "github" },
      }),
      importId: childOfProject,
    },
  ],
});
