// The vcr family's test cases: every suite collects them through test/support/family-cases.
import { VcrRepository } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { CATALOGUE_PROJECT } from "../../../test/support/family-cases/bad-input";
import { seedProject, teamApi } from "../../../test/resources/env-support";

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "VcrRepository",
        args: { projectId: CATALOGUE_PROJECT, name: "Bad Name!" },
        mistakes: [{ field: "name", rule: "must be lowercase letters, digits" }],
      },
      {
        type: "VcrRepositoryPermission",
        args: {
          projectId: CATALOGUE_PROJECT,
          repository: "images",
          grantedTeamId: "team_a",
          grantedTeamSlug: "team-a",
        },
        mistakes: [{ field: "grantedTeamId", rule: "give exactly one of grantedTeamId and grantedTeamSlug" }],
      },
    ],
    lookups: [
      {
        fn: "getVcrRepository",
        args: { projectId: CATALOGUE_PROJECT, nmae: "images" },
        mistakes: [{ field: "nmae", rule: "did you mean name?" }],
      },
    ],
  },
  notSecret: [["VcrRepository.url", "the registry address images are pushed to, not a credential"]],
  stack: {
    unit({ tag, opts, project }) {
      new VcrRepository(`${tag}-images`, { projectId: project.id, name: `${tag}-images`, ...opts });
    },
  },
  driftEdits: [
    {
      // Before the repository's own edit: deleting the repository takes its grants with it.
      resource: "imagesForPartner",
      edit: (c, { projectId }) =>
        c.vcr.removePermission(projectId, "site-images", { teamSlug: "yaml-partner" }),
      expect: { recreated: true },
    },
    {
      // The platform updates nothing of a repository: the drift a team meets is one deleted outside.
      resource: "images",
      edit: (c, { projectId }) => c.vcr.delete(projectId, "site-images"),
      expect: { recreated: true },
    },
  ],
  lookupFixtures: {
    async getVcrRepository(emulator) {
      const projectId = await seedProject(emulator, "images");
      const { repository } = await teamApi<{ repository: { id: string } }>(
        emulator,
        "POST",
        "/v1/vcr/repository",
        {
          projectId,
          name: "api",
        },
      );
      return {
        args: { projectId, name: "api" },
        expected: {
          id: repository.id,
          projectId,
          name: "api",
          url: `${new URL(emulator.url).host}/${emulator.teamSlug}/images/api`,
        },
        secret: [],
      };
    },
  },
  seedSteps: [
    {
      name: "images",
      type: "VcrRepository",
      inputs: (ids) => ({ projectId: ids.web, name: "images" }),
      importId: (_id, ids) => `${ids.web}/images`,
    },
    {
      name: "imagesGrant",
      type: "VcrRepositoryPermission",
      inputs: (ids) => ({ projectId: ids.web, repository: "images", grantedTeamId: ids.partner }),
      importId: (_id, ids) => `${ids.web}/images/${ids.partner}`,
    },
  ],
});
