// The flags family's test cases: every suite collects them through test/support/family-cases.
import { childOfProject } from "../../../test/support/family-cases/seed-step";
import { FeatureFlagSegment, FeatureFlagDefinition, FeatureFlagConfig, FeatureFlagSdkKey } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { CATALOGUE_PROJECT } from "../../../test/support/family-cases/bad-input";
import { type Flag, type SdkKeyCreated, type Segment } from "../../../schema/flags";
import { seedProject, teamApi } from "../../../test/resources/env-support";

const off = { defaultVariantId: "off", disabledVariantId: "off" };

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "FeatureFlagDefinition",
        args: { projectId: CATALOGUE_PROJECT, key: "Bad Key", kind: "integer", variants: [] },
        mistakes: [
          { field: "key", rule: 'must be letters, digits, "-" and "_"' },
          { field: "kind", rule: "must be one of" },
          { field: "variants", rule: "at least one variant" },
        ],
      },
      {
        type: "FeatureFlagConfig",
        args: {
          projectId: CATALOGUE_PROJECT,
          flagId: "flag_x",
          production: { ...off, enabled: "on" },
          preview: off,
          development: off,
        },
        mistakes: [{ field: "production.enabled", rule: "boolean" }],
      },
      {
        type: "FeatureFlagSegment",
        args: {
          projectId: CATALOGUE_PROJECT,
          slug: "Staff Members",
          name: "Staff",
          include: [{ entity: "user", attribute: "email", values: [] }],
        },
        mistakes: [
          { field: "slug", rule: 'must be letters, digits, "-" and "_"' },
          { field: "include[0].values", rule: "at least one value" },
        ],
      },
      {
        type: "FeatureFlagSdkKey",
        args: { projectId: "", environment: "production", type: "admin" },
        mistakes: [
          { field: "projectId", rule: "must not be empty" },
          { field: "type", rule: "must be one of" },
        ],
      },
      {
        type: "FeatureFlagSettings",
        args: { projectId: CATALOGUE_PROJECT, enabled: "yes" },
        mistakes: [{ field: "enabled", rule: "boolean" }],
      },
      {
        type: "FeatureFlagSettings",
        args: {
          projectId: CATALOGUE_PROJECT,
          environments: ["production", "production"],
          entities: [
            {
              kind: "user",
              label: "User",
              attributes: [
                { key: "email", type: "string" },
                { key: "email", type: "string" },
              ],
            },
          ],
        },
        mistakes: [
          { field: "environments[1]", rule: '"production" is named twice' },
          { field: "entities[0].attributes[1].key", rule: '"email" is named twice' },
        ],
      },
    ],
    lookups: [
      {
        fn: "getFeatureFlag",
        args: { projectId: CATALOGUE_PROJECT, key: "" },
        mistakes: [{ field: "key", rule: "must not be empty" }],
      },
      {
        fn: "getFeatureFlagSegment",
        args: { projectId: "", slug: "s" },
        mistakes: [{ field: "projectId", rule: "must not be empty" }],
      },
      {
        fn: "getFeatureFlagSdkKey",
        args: { projectId: CATALOGUE_PROJECT, id: true },
        mistakes: [{ field: "id", rule: "string" }],
      },
    ],
  },
  notSecret: [
    ["FeatureFlagSettings.entities[].attributes[].key", "an entity attribute's name, e.g. email"],
    ["FeatureFlagSettings.entities[].attributes[].labels[].value", "a named value the dashboard offers"],
    ["FeatureFlagDefinition.key", "a flag's name (its slug), not a credential"],
    ...["production", "preview", "development"].map((env): [string, string] => [
      `FeatureFlagConfig.${env}.rules[].conditions[].value`,
      "a value a targeting rule compares an entity attribute with, not a credential",
    ]),
  ],
  stack: {
    unit({ tag, opts, project }) {
      const segment = new FeatureFlagSegment(`${tag}-segment`, {
        projectId: project.id,
        slug: "staff",
        name: "Staff",
        include: [{ entity: "user", attribute: "email", values: ["ada@example.com"] }],
        ...opts,
      });
      const flag = new FeatureFlagDefinition(`${tag}-flag`, {
        projectId: project.id,
        key: "new-checkout",
        kind: "boolean",
        variants: [
          { id: "off", valueBool: false },
          { id: "on", valueBool: true },
        ],
        ...opts,
      });
      new FeatureFlagConfig(`${tag}-targeting`, {
        projectId: project.id,
        flagId: flag.id,
        production: {
          ...off,
          rules: [{ conditions: [{ segments: [segment.segmentId], cmp: "oneOf" }], variantId: "on" }],
        },
        preview: off,
        development: off,
        ...opts,
      });
      new FeatureFlagSdkKey(`${tag}-sdk-key`, {
        projectId: project.id,
        environment: "production",
        type: "server",
        label: `${tag}-sdk`,
        ...opts,
      });
    },
  },
  driftEdits: [
    {
      resource: "staff",
      edit: (c, { projectId }) =>
        c.flags.updateSegment(projectId, "staff", { label: "Everyone" }).then(() => {}),
      expect: { changed: "name" },
    },
    {
      resource: "checkout",
      edit: (c, { projectId }) =>
        c.flags.updateFlag(projectId, "new-checkout", { description: "edited outside" }).then(() => {}),
      expect: { changed: "description" },
    },
    {
      resource: "checkoutTargeting",
      edit: async (c, { projectId }) => {
        const { environments } = await c.flags.flag(projectId, "new-checkout");
        const production = environments.production;
        if (!production) throw new Error("the flag has no production configuration");
        await c.flags.updateFlag(projectId, "new-checkout", {
          environments: { ...environments, production: { ...production, rules: [] } },
        });
      },
      expect: { changed: "production" },
    },
    {
      resource: "flagsKey",
      edit: async (c, { projectId }) => {
        for (const key of await c.flags.sdkKeys(projectId))
          await c.flags.deleteSdkKey(projectId, key.hashKey);
      },
      expect: { recreated: true },
    },
    {
      resource: "flagSettings",
      // Someone turns the project's flags off from the dashboard.
      edit: async (c, { projectId }) => {
        await c.flags.updateFlagSettings(projectId, { enabled: false });
      },
      expect: { changed: "enabled" },
    },
  ],
  lookupFixtures: {
    async getFeatureFlag(emulator) {
      const projectId = await seedProject(emulator, "flags-app");
      const outcome = { type: "variant", variantId: "blue" };
      const flag = await teamApi<Flag>(emulator, "PUT", `/v1/projects/${projectId}/feature-flags/flags`, {
        slug: "color",
        kind: "string",
        variants: [{ id: "blue", value: "#00f", label: "Blue" }],
        environments: {
          production: { active: true, pausedOutcome: outcome, fallthrough: outcome, rules: [] },
        },
      });
      return {
        args: { projectId, key: "color" },
        expected: {
          id: flag.id,
          key: "color",
          kind: "string",
          projectId,
          variants: [{ id: "blue", label: "Blue", valueString: "#00f" }],
        },
        secret: [],
      };
    },
    async getFeatureFlagSegment(emulator) {
      const projectId = await seedProject(emulator, "flags-app");
      const segment = await teamApi<Segment>(
        emulator,
        "PUT",
        `/v1/projects/${projectId}/feature-flags/segments`,
        {
          slug: "staff",
          label: "Staff",
          hint: "",
          data: { include: { user: { email: [{ value: "a@example.com" }] } } },
        },
      );
      return {
        args: { projectId, slug: "staff" },
        expected: {
          id: segment.id,
          name: "Staff",
          include: [{ entity: "user", attribute: "email", values: ["a@example.com"] }],
        },
        secret: [],
      };
    },
    async getFeatureFlagSdkKey(emulator) {
      const projectId = await seedProject(emulator, "flags-app");
      const key = await teamApi<SdkKeyCreated>(
        emulator,
        "PUT",
        `/v1/projects/${projectId}/feature-flags/sdk-keys`,
        {
          sdkKeyType: "client",
          environment: "preview",
          label: "web",
        },
      );
      return {
        args: { projectId, id: key.hashKey },
        expected: { id: key.hashKey, projectId, type: "client", environment: "preview", label: "web" },
        secret: ["partialKeyValue"],
      };
    },
  },
  seedSteps: [
    {
      name: "staff",
      type: "FeatureFlagSegment",
      inputs: (ids) => ({
        projectId: ids.web,
        slug: "staff",
        name: "Staff",
        include: [{ entity: "user", attribute: "email", values: ["ada@example.com"] }],
      }),
      importId: childOfProject,
    },
    {
      name: "checkout",
      type: "FeatureFlagDefinition",
      inputs: (ids) => ({
        projectId: ids.web,
        key: "new-checkout",
        kind: "boolean",
        variants: [
          { id: "off", valueBool: false },
          { id: "on", valueBool: true },
        ],
      }),
      importId: childOfProject,
    },
    {
      name: "checkoutConfig",
      type: "FeatureFlagConfig",
      inputs: (ids) => ({
        projectId: ids.web,
        flagId: ids.checkoutFlagId,
        production: {
          ...off,
          rules: [{ conditions: [{ segments: [ids.staffSegmentId], cmp: "oneOf" }], variantId: "on" }],
        },
        preview: off,
        development: off,
      }),
    },
    {
      name: "sdkKey",
      type: "FeatureFlagSdkKey",
      inputs: (ids) => ({ projectId: ids.web, environment: "production", type: "server" }),
      importId: childOfProject,
    },
    {
      name: "flagSettings",
      type: "FeatureFlagSettings",
      inputs: (ids) => ({
        projectId: ids.web,
        enabled: true,
        entities: [{ kind: "user", label: "User", attributes: [{ key: "email", type: "string" }] }],
      }),
    },
  ],
});
