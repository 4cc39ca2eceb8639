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
    projectId: z
      .string()
      .min(1, "must not be empty")
      .describe("The project whose cache is purged, by id or name."),
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
      .describe(
        "Cache tags whose cached responses are purged, 1 to 128 tags of at most 256 characters each; give exactly one of `tags` and `srcImages`.",
      ),
    srcImages: z
      .array(z.string().min(1, "must not be empty"))
      .min(1, "must name at least one image")
      .max(MAX_PURGE_TAGS, `must name at most ${MAX_PURGE_TAGS} images`)
      .optional()
      .describe(
        "Source images, by the URL the optimizer fetches them from, whose optimized variants are purged; 1 to 128, and give exactly one of `tags` and `srcImages`.",
      ),
    action: z
      .enum(["invalidate", "delete"])
      .optional()
      .describe(
        "How entries are purged: `invalidate` (the default) marks them stale, served while they revalidate in the background; `delete` drops them, so the next request waits for the origin.",
      ),
    target: z
      .enum(PURGE_TARGETS)
      .optional()
      .describe(
        "Only the cache of this environment, `production` or `preview`; every environment when omitted. With `tags` only.",
      ),
    revalidationDeadlineSeconds: z
      .number()
      .int()
      .min(0, "must be at least 0")
      .optional()
      .describe(
        "With `delete` only: seconds a deleted entry may still be served while it revalidates, 0 or more.",
      ),
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
    projectId: z.string().describe("The project whose cache was purged, as given."),
    action: z
      .enum(["invalidate", "delete"])
      .describe("How the entries were purged: `invalidate` marked them stale, `delete` dropped them."),
    purged: z.array(z.string()).describe("The cache tags or source images that were purged."),
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
