// The projects family's test cases: every suite collects them through test/support/family-cases.
import { expect } from "chai";
import * as pulumi from "@pulumi/pulumi";
import {
  Project,
  ProjectDomain,
  ProjectCrons,
  ProjectAnalytics,
  ProjectDeploymentRetention,
  ProjectRollingRelease,
} from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { CATALOGUE_PROJECT } from "../../../test/support/family-cases/bad-input";
import { YAML_TEAM_DOMAIN } from "../../../test/support/family-cases/drift-edit";
import { createThroughPlugin } from "../../../test/support/family-cases/lookup-fixture";
import { seedProject, teamApi } from "../../../test/resources/env-support";

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "Project",
        args: { name: "My Site", framework: "nextjs-ish", buildComand: "npm run build", nodeVersion: 22 },
        mistakes: [
          { field: "name", rule: "lowercase" },
          { field: "framework", rule: "must be one of" },
          { field: "buildComand", rule: "unknown argument; did you mean buildCommand?" },
          { field: "nodeVersion", rule: "must be one of" },
        ],
      },
      {
        type: "Project",
        args: {
          name: "ok-site",
          gitRepository: { type: "svn", repo: "acme" },
          serverlessFunctionRegion: "mars1",
        },
        mistakes: [
          { field: "gitRepository.type", rule: "must be one of" },
          { field: "gitRepository.repo", rule: 'must be "owner/name"' },
          { field: "serverlessFunctionRegion", rule: "region" },
        ],
      },
      {
        type: "Project",
        args: {
          name: "x".repeat(101),
          trustedIps: { addresses: [{ value: "10.0.0.300/8" }], deploymentType: "all" },
        },
        mistakes: [
          { field: "name", rule: "at most 100 characters" },
          { field: "trustedIps.addresses[0].value", rule: "must be an IPv4 or IPv6 address or CIDR range" },
          { field: "trustedIps.deploymentType", rule: "must be one of" },
        ],
      },
      {
        type: "ProjectDomain",
        args: { projectId: CATALOGUE_PROJECT, domain: "not a domain", redirectStatusCode: 303 },
        mistakes: [
          { field: "domain", rule: "domain name" },
          { field: "redirectStatusCode", rule: "must be one of 301, 302, 307, 308" },
        ],
      },
      {
        type: "ProjectCrons",
        args: { projectId: CATALOGUE_PROJECT, enabled: "on" },
        mistakes: [{ field: "enabled", rule: "boolean" }],
      },
      {
        type: "ProjectAnalytics",
        args: { projectId: CATALOGUE_PROJECT, speedInsights: "yes" },
        mistakes: [{ field: "speedInsights", rule: "boolean" }],
      },
      {
        type: "ProjectAnalytics",
        args: { projectId: CATALOGUE_PROJECT },
        mistakes: [{ field: "webAnalytics", rule: "set webAnalytics, speedInsights or both" }],
      },
      {
        type: "ProjectDeploymentRetention",
        args: { projectId: CATALOGUE_PROJECT, expirationPreview: "5d", expirationErrored: "forever" },
        mistakes: [
          { field: "expirationPreview", rule: 'must be one of "1d"' },
          { field: "expirationErrored", rule: "must be one of" },
        ],
      },
      {
        type: "ProjectRollingRelease",
        args: {
          projectId: CATALOGUE_PROJECT,
          advancementType: "automatic",
          stages: [{ targetPercentage: 50, duration: 10 }, { targetPercentage: 20 }],
        },
        mistakes: [
          { field: "stages[1].targetPercentage", rule: "stages increase" },
          { field: "stages[1].duration", rule: "is required with automatic advancement" },
        ],
      },
    ],
    lookups: [
      { fn: "getProject", args: { name: "" }, mistakes: [{ field: "name", rule: "must not be empty" }] },
      {
        fn: "getProjectDeploymentRetention",
        args: { projectId: "" },
        mistakes: [{ field: "projectId", rule: "must not be empty" }],
      },
      {
        fn: "getProjectRollingRelease",
        args: { projectId: "" },
        mistakes: [{ field: "projectId", rule: "must not be empty" }],
      },
    ],
  },
  notSecret: [
    ["Project.optionsAllowlist.paths[].value", "a URL path prefix, not a credential"],
    ["ProjectDomain.verification[].value", "the TXT record a user publishes in public DNS"],
    ["ProjectDomain.verifications[].value", "the TXT record a user publishes in public DNS"],
    ["Project.environment[].key", "a variable's name, not its value"],
  ],
  stack: {
    parents: ({ tag, opts }) => ({
      project: new Project(`${tag}-project`, { name: `${tag}-web`, framework: "nextjs", ...opts }),
    }),
    unit({ tag, opts, project, zone }) {
      new ProjectDomain(`${tag}-www`, {
        projectId: project.id,
        domain: pulumi.interpolate`www.${zone.name}`,
        ...opts,
      });
      new ProjectCrons(`${tag}-crons`, { projectId: project.id, enabled: false, ...opts });
      new ProjectAnalytics(`${tag}-analytics`, { projectId: project.id, speedInsights: true, ...opts });
      new ProjectDeploymentRetention(`${tag}-retention`, {
        projectId: project.id,
        expirationPreview: "1m",
        ...opts,
      });
      new ProjectRollingRelease(`${tag}-rollout`, {
        projectId: project.id,
        advancementType: "manual-approval",
        stages: [{ targetPercentage: 25 }],
        ...opts,
      });
    },
  },
  driftEdits: [
    {
      resource: "site",
      edit: (c, { projectId }) => c.projects.update(projectId, { buildCommand: "make site" }).then(() => {}),
      expect: { changed: "buildCommand" },
    },
    {
      resource: "docs",
      edit: (c, { stateIds }) =>
        c.projects.update(stateIds.docs!, { buildCommand: "make docs" }).then(() => {}),
      expect: { changed: "buildCommand" },
    },
    {
      resource: "wwwDomain",
      edit: (c, { projectId }) => c.projectDomains.remove(projectId, `www.${YAML_TEAM_DOMAIN}`),
      expect: { recreated: true },
    },
    {
      resource: "siteCrons",
      edit: (c, { projectId }) => c.projectSettings.setCrons(projectId, true).then(() => {}),
      expect: { changed: "enabled" },
    },
    {
      resource: "siteRetention",
      edit: (c, { projectId }) =>
        c.projectSettings.setDeploymentExpiration(projectId, { expiration: "1w" }).then(() => {}),
      expect: { changed: "expirationPreview" },
    },
    {
      resource: "siteRollout",
      edit: (c, { projectId }) =>
        c.projectSettings
          .setRollingRelease(projectId, {
            enabled: true,
            advancementType: "manual-approval",
            stages: [{ targetPercentage: 25 }, { targetPercentage: 100 }],
          })
          .then(() => {}),
      expect: { changed: "stages" },
    },
    {
      resource: "siteAnalytics",
      edit: (c, { projectId }) => c.projectSettings.setAnalytics(projectId, "webAnalytics", false),
      expect: { changed: "webAnalytics" },
    },
  ],
  lookupFixtures: {
    async getProject(emulator, plugin) {
      const project = await createThroughPlugin(plugin, "Project", {
        name: "looked-up",
        buildCommand: "make",
        gitRepository: { type: "github", repo: "acme/site", deployHooks: [{ name: "nightly", ref: "main" }] },
        trustedIps: { addresses: [{ value: "10.0.0.0/8" }], deploymentType: "all_deployments" },
      });
      expect(project.outputs.gitRepository)
        .to.have.nested.property("deployHooks[0].url")
        .that.matches(/^https:/);
      return {
        args: { name: "looked-up" },
        expected: {
          id: project.id,
          name: "looked-up",
          buildCommand: "make",
          teamId: emulator.teamId,
          // The hook's url is a credential: the whole repository comes back secret, as in the resource.
          gitRepository: project.outputs.gitRepository,
          trustedIps: project.outputs.trustedIps,
        },
        secret: ["gitRepository", "trustedIps"],
      };
    },
    async getProjectDeploymentRetention(emulator) {
      const projectId = await seedProject(emulator, "retained");
      await teamApi(emulator, "PATCH", `/v9/projects/${projectId}/deployment-expiration`, {
        expiration: "1w",
        expirationErrored: "1d",
      });
      return {
        args: { projectId },
        expected: {
          id: projectId,
          projectId,
          expirationPreview: "1w",
          expirationProduction: "unlimited",
          expirationCanceled: "unlimited",
          expirationErrored: "1d",
        },
        secret: [],
      };
    },
    async getProjectRollingRelease(emulator) {
      const projectId = await seedProject(emulator, "rolled");
      await teamApi(emulator, "PATCH", `/v1/projects/${projectId}/rolling-release/config`, {
        enabled: true,
        advancementType: "automatic",
        stages: [{ targetPercentage: 25, duration: 30 }, { targetPercentage: 100 }],
      });
      return {
        args: { projectId },
        // The final 100% stage is the platform's: the lookup answers the stages before it.
        expected: {
          id: projectId,
          projectId,
          advancementType: "automatic",
          stages: [{ targetPercentage: 25, duration: 30 }],
        },
        secret: [],
      };
    },
  },
  seedSteps: [
    {
      name: "web",
      type: "Project",
      inputs: () => ({ name: "web", framework: "nextjs", buildCommand: "npm run build" }),
    },
    {
      name: "wwwDomain",
      type: "ProjectDomain",
      inputs: (ids) => ({ projectId: ids.web, domain: "www.example.com" }),
    },
    {
      name: "webCrons",
      type: "ProjectCrons",
      inputs: (ids) => ({ projectId: ids.web, enabled: false }),
    },
    {
      name: "webRetention",
      type: "ProjectDeploymentRetention",
      inputs: (ids) => ({ projectId: ids.web, expirationPreview: "1m", expirationErrored: "1w" }),
    },
    {
      name: "webRollout",
      type: "ProjectRollingRelease",
      inputs: (ids) => ({
        projectId: ids.web,
        advancementType: "automatic",
        stages: [{ targetPercentage: 20, duration: 10 }],
      }),
    },
    {
      name: "webAnalytics",
      type: "ProjectAnalytics",
      inputs: (ids) => ({ projectId: ids.web, webAnalytics: true, speedInsights: true }),
    },
    {
      name: "shop",
      type: "Project",
      inputs: () => ({ name: "shop" }),
    },
  ],
});
