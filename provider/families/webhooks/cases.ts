// The webhooks family's test cases: every suite collects them through test/support/family-cases.
import { Webhook } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { CATALOGUE_PROJECT } from "../../../test/support/family-cases/bad-input";

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "Webhook",
        args: { events: ["deployment.exploded"], endpoint: "http//hooks" },
        mistakes: [
          { field: "events[0]", rule: 'unknown event "deployment.exploded"' },
          { field: "endpoint", rule: "must be an http(s) URL" },
        ],
      },
      {
        type: "Webhook",
        args: { events: [], endpoint: "https://hooks.example.com", projectId: CATALOGUE_PROJECT },
        mistakes: [
          { field: "events", rule: "at least one event" },
          { field: "projectId", rule: "did you mean projectIds?" },
        ],
      },
    ],
  },
  stack: {
    unit({ tag, opts, project }) {
      new Webhook(`${tag}-hook`, {
        events: ["deployment.created", "project.created"],
        endpoint: `https://hooks.example.com/${tag}`,
        projectIds: [project.id],
        ...opts,
      });
    },
  },
  driftEdits: [
    {
      resource: "deploys",
      edit: (c, { stateIds }) => c.webhooks.delete(stateIds.deploys!),
      expect: { recreated: true },
    },
  ],
  seedSteps: [
    {
      name: "hook",
      type: "Webhook",
      inputs: (ids) => ({
        events: ["deployment.created", "project.created"],
        endpoint: "https://hooks.example.com/in",
        projectIds: [ids.web],
      }),
    },
  ],
});
