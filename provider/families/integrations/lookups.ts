// getIntegration: an installed integration of the account by its configuration id or its slug,
// with which projects it reaches and what it was granted.
import { z } from "zod";
import type { IntegrationConfiguration } from "../../../schema/integrations";
import { defineFunction } from "../kit/function-definition";

const IntegrationResult = z.object({
  id: z
    .string()
    .describe(
      "The installation's configuration id (`icfg_…`): what IntegrationProjectAccess takes as `integrationId`.",
    ),
  clientId: z.string().describe("The integration's own id, that of its OAuth client (`oac_…`)."),
  slug: z.string().describe("The integration's slug, its short name in the marketplace."),
  projectSelection: z
    .string()
    .describe(
      "Which projects the installation reaches: `all` (every project of the account) or `selected` (those in `projects`).",
    ),
  projects: z
    .array(z.string())
    .describe(
      "The ids of the projects the installation reaches when `projectSelection` is `selected`; empty otherwise.",
    ),
  scopes: z
    .array(z.string())
    .describe(
      "The permissions the installation was granted, each `read:<name>` or `read-write:<name>`, such as `read:project`.",
    ),
  disabledReason: z
    .string()
    .optional()
    .describe(
      "Why the installation is disabled, when it is: `original-owner-left-the-team` or `disabled-by-owner`; a disabled installation still exists.",
    ),
  createdAt: z.number().describe("When the integration was installed, in milliseconds since the Unix epoch."),
});

const resultOf = (configuration: IntegrationConfiguration): z.infer<typeof IntegrationResult> => ({
  id: configuration.id,
  clientId: configuration.integrationId,
  slug: configuration.slug,
  projectSelection: configuration.projectSelection,
  projects: configuration.projects ?? [],
  scopes: configuration.scopes,
  ...(configuration.disabledReason === undefined ? {} : { disabledReason: configuration.disabledReason }),
  createdAt: configuration.createdAt,
});

export const getIntegrationFunction = defineFunction({
  name: "getIntegration",
  subject: "Integration",
  description:
    "An installed integration of the account by configuration id (`icfg_…`) or slug: the projects it reaches and its scopes.",
  labelArg: "id",
  args: z
    .strictObject({
      id: z
        .string()
        .startsWith("icfg_", "must be a configuration id (icfg_…)")
        .optional()
        .describe("The installation's configuration id (`icfg_…`); or `slug`."),
      slug: z
        .string()
        .min(1, "must not be empty")
        .optional()
        .describe("The integration's slug, when it is installed once on the account; or `id`."),
    })
    .superRefine((args, context) => {
      if ((args.id === undefined) === (args.slug === undefined)) {
        context.addIssue({
          code: "custom",
          path: ["id"],
          message: "name the integration by exactly one of id or slug",
        });
      }
    }),
  result: IntegrationResult,
  secretResults: [],
  async call(ctx, args) {
    if (args.id !== undefined) return resultOf(await ctx.client.integrations.configuration(args.id));
    const found = (await ctx.client.integrations.configurations()).filter((c) => c.slug === args.slug);
    if (found.length !== 1) {
      throw found.length === 0
        ? ctx.client.http.missing(
            "/v1/integrations/configurations",
            `No installed integration "${args.slug}"`,
          )
        : new Error(`The integration "${args.slug}" is installed ${found.length} times: name one by id`);
    }
    return resultOf(found[0]!);
  },
});
