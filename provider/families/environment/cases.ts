// The environment family's test cases: every suite collects them through test/support/family-cases.
import { childOfProject } from "../../../test/support/family-cases/seed-step";
import {
  CustomEnvironment,
  ProjectEnvironmentVariable,
  ProjectEnvironmentVariables,
  SharedEnvironmentVariable,
  SharedEnvironmentVariableProjectLink,
} from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { CATALOGUE_PROJECT } from "../../../test/support/family-cases/bad-input";
import { seedProject, teamApi } from "../../../test/resources/env-support";
import { type VercelClient } from "../kit/vercel-client";

async function envIdOf(client: VercelClient, projectId: string, key: string): Promise<string> {
  const found = (await client.env.list(projectId)).find((variable) => variable.key === key);
  if (!found) throw new Error(`no variable ${key} on ${projectId}`);
  return found.id;
}

async function sharedIdOf(client: VercelClient, key: string): Promise<string> {
  const found = (await client.sharedEnv.list()).find((variable) => variable.key === key);
  if (!found) throw new Error(`no shared variable ${key}`);
  return found.id;
}

/** The values the stack's variables hold, all secret. */
const stackSecrets = ({ tag }: { tag: string }) => ({
  envValue: `env-value-${tag}-7f3a9c`,
  bulkSecret: `bulk-secret-${tag}-b81d2e`,
  sharedValue: `shared-value-${tag}-4c9e1f`,
});

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "CustomEnvironment",
        args: { projectId: CATALOGUE_PROJECT, name: "", branchTracking: { type: "regex", pattern: "main" } },
        mistakes: [
          { field: "name", rule: "must not be empty" },
          { field: "branchTracking.type", rule: "must be one of" },
        ],
      },
      {
        type: "ProjectEnvironmentVariable",
        args: { projectId: CATALOGUE_PROJECT, key: "API-URL ", value: "x", targets: ["prod"] },
        mistakes: [
          { field: "key", rule: "may contain only letters, digits and '_'" },
          { field: "targets[0]", rule: "must be one of" },
        ],
      },
      {
        type: "ProjectEnvironmentVariable",
        args: {
          projectId: CATALOGUE_PROJECT,
          key: "BOTH",
          value: "a",
          valueWo: "b",
          targets: ["production"],
        },
        mistakes: [{ field: "valueWo", rule: "conflicts with value: set exactly one of value and valueWo" }],
      },
      {
        type: "ProjectEnvironmentVariables",
        args: { projectId: CATALOGUE_PROJECT, variables: [] },
        mistakes: [{ field: "variables", rule: "at least one variable" }],
      },
      {
        type: "SharedEnvironmentVariable",
        args: { key: "SHARED", value: "v", targets: ["staging-x"], sensitive: "yes" },
        mistakes: [
          { field: "targets[0]", rule: "must be one of" },
          { field: "sensitive", rule: "boolean" },
        ],
      },
      {
        type: "SharedEnvironmentVariableProjectLink",
        args: { sharedEnvironmentVariableId: "", projectId: 42 },
        mistakes: [
          { field: "sharedEnvironmentVariableId", rule: "must not be empty" },
          { field: "projectId", rule: "string" },
        ],
      },
    ],
    lookups: [
      {
        fn: "getCustomEnvironment",
        args: { projectId: CATALOGUE_PROJECT, name: 7 },
        mistakes: [{ field: "name", rule: "string" }],
      },
      {
        fn: "getSharedEnvironmentVariable",
        args: { key: "K", targets: ["prod"] },
        mistakes: [{ field: "targets[0]", rule: "must be one of" }],
      },
    ],
  },
  notSecret: [
    ["ProjectEnvironmentVariable.key", "a variable's name, not its value"],
    ["ProjectEnvironmentVariables.variables[].key", "a variable's name, not its value"],
    ["SharedEnvironmentVariable.key", "a variable's name, not its value"],
  ],
  stack: {
    secrets: stackSecrets,
    unit(unit) {
      const { tag, prefix, opts, project } = unit;
      const { envValue, bulkSecret, sharedValue } = stackSecrets(unit);
      new CustomEnvironment(`${tag}-staging`, { projectId: project.id, name: "staging", ...opts });
      new ProjectEnvironmentVariable(`${tag}-env`, {
        projectId: project.id,
        key: "API_TOKEN",
        value: envValue,
        targets: ["production", "preview"],
        ...opts,
      });
      new ProjectEnvironmentVariables(`${tag}-bulk`, {
        projectId: project.id,
        variables: [
          { key: "PLAIN", value: "1", targets: ["production"] },
          { key: "SIGNING_SECRET", value: bulkSecret, targets: ["production"], sensitive: true },
        ],
        ...opts,
      });
      const shared = new SharedEnvironmentVariable(`${tag}-shared`, {
        key: `SHARED_${prefix.toUpperCase()}${unit.unit}`,
        value: sharedValue,
        targets: ["production"],
        ...opts,
      });
      new SharedEnvironmentVariableProjectLink(`${tag}-link`, {
        sharedEnvironmentVariableId: shared.id,
        projectId: project.id,
        ...opts,
      });
    },
  },
  driftEdits: [
    {
      resource: "staging",
      edit: (c, { projectId }) =>
        c.customEnvironments.update(projectId, "staging", { description: "edited outside" }).then(() => {}),
      expect: { changed: "description" },
    },
    {
      resource: "apiUrl",
      edit: async (c, { projectId }) => {
        await c.env.update(projectId, await envIdOf(c, projectId, "API_URL"), {
          value: "https://evil.example",
        });
      },
      expect: { changed: "value" },
    },
    {
      resource: "runtimeSettings",
      edit: async (c, { projectId }) => {
        await c.env.update(projectId, await envIdOf(c, projectId, "LOG_LEVEL"), { value: "debug" });
      },
      expect: { changed: "variables" },
    },
    {
      resource: "analyticsId",
      edit: async (c) => {
        await c.sharedEnv.update(await sharedIdOf(c, "ANALYTICS_ID"), { target: ["production", "preview"] });
      },
      expect: { changed: "targets" },
    },
    {
      resource: "analyticsLink",
      edit: async (c, { projectId }) => c.sharedEnv.unlink(await sharedIdOf(c, "ANALYTICS_ID"), projectId),
      expect: { recreated: true },
    },
  ],
  lookupFixtures: {
    async getCustomEnvironment(emulator) {
      const projectId = await seedProject(emulator, "fn-app");
      const created = await teamApi(emulator, "POST", `/v9/projects/${projectId}/custom-environments`, {
        slug: "qa",
      });
      return {
        args: { projectId, name: "qa" },
        expected: { id: created.id, name: "qa", projectId, teamId: emulator.teamId },
        secret: [],
      };
    },
    async getSharedEnvironmentVariable(emulator) {
      const { created } = await teamApi<{ created: Array<{ id: string }> }>(emulator, "POST", "/v1/env", {
        evs: [{ key: "SHARED_KEY", value: "shared-value" }],
        target: ["production", "preview"],
      });
      return {
        args: { key: "SHARED_KEY", targets: ["preview", "production"] },
        expected: { id: created[0]?.id, key: "SHARED_KEY", value: "shared-value", sensitive: false },
        secret: ["value"],
      };
    },
  },
  seedSteps: [
    {
      name: "staging",
      type: "CustomEnvironment",
      inputs: (ids) => ({ projectId: ids.web, name: "staging", description: "pre-prod" }),
      importId: childOfProject,
    },
    {
      name: "apiUrl",
      type: "ProjectEnvironmentVariable",
      inputs: (ids) => ({
        projectId: ids.web,
        key: "API_URL",
        value: "https://api.example.com",
        targets: ["production", "preview"],
      }),
      importId: childOfProject,
    },
    {
      name: "dbPassword",
      type: "ProjectEnvironmentVariable",
      inputs: (ids) => ({
        projectId: ids.web,
        key: "DB_PASSWORD",
        value: "seeded-db-secret",
        targets: ["production"],
        sensitive: true,
      }),
      importId: childOfProject,
    },
    {
      name: "stage",
      type: "ProjectEnvironmentVariable",
      inputs: (ids) => ({
        projectId: ids.web,
        key: "STAGE",
        value: "staging",
        customEnvironmentIds: [ids.staging],
      }),
      importId: childOfProject,
    },
    {
      name: "shared",
      type: "SharedEnvironmentVariable",
      inputs: () => ({
        key: "SHARED_TOKEN",
        value: "seeded-shared-secret",
        targets: ["production"],
        sensitive: true,
      }),
    },
    {
      name: "sharedLink",
      type: "SharedEnvironmentVariableProjectLink",
      inputs: (ids) => ({ sharedEnvironmentVariableId: ids.shared, projectId: ids.web }),
    },
  ],
});
