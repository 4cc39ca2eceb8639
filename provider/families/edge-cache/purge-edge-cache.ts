// purgeEdgeCache: invalidate (mark stale, served while they revalidate) or delete a project's cached
// responses by cache tag, or its optimized images by source image. An action, not a resource: there
// is nothing to keep in state, read back or delete, so it is an invoke a program calls when it means
// to purge (after a deploy, on a content change). Invokes run at preview too: guard the call with
// `pulumi.runtime.isDryRun()` when a preview must not purge (docs/routing.md).
import { z } from "zod";
import { MAX_PURGE_TAGS, MAX_TAG_LENGTH, PURGE_TARGETS } from "../../../schema/edge-cache";
import { defineFunction } from "../kit/function-definition";

const Args = z
  .strictObject({
    projectId: z.string().min(1, "must not be empty").describe("The project whose cache is purged."),
    tags: z
      .array(
        z
          .string()
          .min(1, "must not be empty")
          .max(MAX_TAG_LENGTH, `must be at most ${MAX_TAG_LENGTH} characters`),
      )
      .min(1, "must name at least one tag")
      .max(MAX_PURGE_TAGS, `must name at most ${MAX_PURGE_TAGS} tags`)
      .optional()
      .describe("Cache tags whose responses are purged."),
    srcImages: z
      .array(z.string().min(1, "must not be empty"))
      .min(1, "must name at least one image")
      .max(MAX_PURGE_TAGS, `must name at most ${MAX_PURGE_TAGS} images`)
      .optional()
      .describe("Source images whose optimized variants are purged (instead of `tags`)."),
    action: z
      .enum(["invalidate", "delete"])
      .optional()
      .describe(
        "`invalidate` (the default) serves entries stale while they revalidate; `delete` drops them.",
      ),
    target: z.enum(PURGE_TARGETS).optional().describe("Only this environment's cache (tags only)."),
    revalidationDeadlineSeconds: z
      .number()
      .int()
      .min(0, "must be at least 0")
      .optional()
      .describe("With `delete`: how long a deleted entry may still be served while it revalidates."),
  })
  .superRefine((args, context) => {
    if ((args.tags === undefined) === (args.srcImages === undefined)) {
      context.addIssue({ code: "custom", path: ["tags"], message: "give exactly one of tags and srcImages" });
    }
    if (args.srcImages && args.target) {
      context.addIssue({ code: "custom", path: ["target"], message: "applies to tags only" });
    }
    if (args.revalidationDeadlineSeconds !== undefined && args.action !== "delete") {
      context.addIssue({
        code: "custom",
        path: ["revalidationDeadlineSeconds"],
        message: 'applies to action "delete" only',
      });
    }
  });

export const purgeEdgeCacheFunction = defineFunction({
  name: "purgeEdgeCache",
  subject: "edge cache",
  description:
    "Purges a project's edge cache by tag (or its optimized images by source image): an action, not a resource. " +
    "Invokes run at preview too; guard the call with `pulumi.runtime.isDryRun()` when a preview must not purge.",
  labelArg: "projectId",
  args: Args,
  result: z.object({
    projectId: z.string(),
    action: z.enum(["invalidate", "delete"]),
    purged: z.array(z.string()),
  }),
  secretResults: [],
  async call(ctx, args) {
    const action = args.action ?? "invalidate";
    const deadline = args.revalidationDeadlineSeconds;
    const extra = deadline !== undefined ? { revalidationDeadlineSeconds: deadline } : {};
    if (args.tags) {
      await ctx.client.edgeCache.byTags(args.projectId, action, {
        tags: args.tags,
        ...(args.target ? { target: args.target } : {}),
        ...extra,
      });
    } else {
      await ctx.client.edgeCache.bySrcImages(args.projectId, action, {
        srcImages: args.srcImages ?? [],
        ...extra,
      });
    }
    return { projectId: args.projectId, action, purged: args.tags ?? args.srcImages ?? [] };
  },
});
