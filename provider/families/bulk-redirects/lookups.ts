// getBulkRedirects: a project's live redirect set, or one version's (pulumiverse's arguments).
import { z } from "zod";
import { defineFunction } from "../kit/function-definition";
import { BulkRedirectsOutputs, toOutputs } from "./bulk-redirects";

export const getBulkRedirectsFunction = defineFunction({
  name: "getBulkRedirects",
  subject: "BulkRedirects",
  description: "A project's bulk redirects in production, or in the version `versionId` names.",
  labelArg: "projectId",
  args: z.strictObject({
    projectId: z.string().min(1, "must not be empty").describe("The project's id."),
    versionId: z
      .string()
      .min(1, "must not be empty")
      .optional()
      .describe("The id of the version to read; the one live in production when omitted."),
  }),
  result: BulkRedirectsOutputs.extend({
    id: z.string().describe("The project's id."),
    redirects: BulkRedirectsOutputs.shape.redirects.describe("The redirects of the version read."),
    versionId: z.string().describe("The id of the version read: production's, or the one `versionId` names."),
  }),
  secretResults: [],
  async call(ctx, args) {
    const set = await ctx.client.bulkRedirects.list(args.projectId, args.versionId);
    return { id: args.projectId, ...toOutputs(args.projectId, set) };
  },
});
