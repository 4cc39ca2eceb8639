// The protection family's test cases: every suite collects them through test/support/family-cases.
import { ProjectProtectionBypass } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { CATALOGUE_PROJECT } from "../../../test/support/family-cases/bad-input";

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "DeploymentProtectionException",
        args: { projectId: "", alias: "https://preview.vercel.app/" },
        mistakes: [
          { field: "projectId", rule: "must not be empty" },
          { field: "alias", rule: "must be a hostname" },
        ],
      },
      {
        type: "ProjectProtectionBypass",
        args: { projectId: CATALOGUE_PROJECT, secret: "too-short", note: "n".repeat(101) },
        mistakes: [
          { field: "secret", rule: "must be 32 letters and digits" },
          { field: "note", rule: "at most 100 characters" },
        ],
      },
    ],
  },
  stack: {
    unit({ tag, opts, project }) {
      new ProjectProtectionBypass(`${tag}-ci-bypass`, { projectId: project.id, note: "ci", ...opts });
    },
  },
  driftEdits: [
    {
      // Before the alias's own edit (deleting the alias takes its exception along): someone turns
      // the exception off in the dashboard.
      resource: "sitePreviewPublic",
      edit: (c) => c.protection.setException("yaml-team-preview.vercel.app", "revoke"),
      expect: { recreated: true },
    },
    {
      resource: "siteCiBypass",
      // Someone relabels the bypass in the dashboard (the state id names it by a digest of its secret).
      edit: async (c, { projectId, stateIds }) => {
        const { secret } = await c.protection.bypass(projectId, stateIds.siteCiBypass!.split("/")[1]!);
        await c.protection.change(projectId, { update: { secret, note: "edited outside" } });
      },
      expect: { changed: "note" },
    },
  ],
  seedSteps: [
    {
      name: "ciBypass",
      type: "ProjectProtectionBypass",
      inputs: (ids) => ({ projectId: ids.web, note: "ci pipeline" }),
    },
  ],
});
