// BulkRedirects: a project's whole redirect set, one resource (the Terraform provider's
// `vercel_bulk_redirects`; pulumiverse 5.4.1's arguments). The platform keeps the set in versions:
// every change is staged, then promoted to production in the same `up`. Create stages the whole set
// in one call; an update reads production and sends the fewest edits (one PATCH for one changed
// redirect, one merge PUT for additions and several changes, one DELETE for removals) before the
// one promote. Refresh reads production, so a version promoted outside shows as drift.
import { z } from "zod";
import { type BulkRedirect, REDIRECT_STATUS_CODES } from "../../../schema/bulk-redirects";
import type { FieldMap } from "../../reconcile/fields";
import { AlreadyExistsError, defineResource, type ResourceContext } from "../kit/definition";
import { onePerProject } from "../kit/one-per-project";
import { refuseForeignDraft } from "../kit/staged-versions";
import type { RedirectSet } from "./bulk-redirects-api";

const StatusCode = z
  .number()
  .int()
  .refine((code) => (REDIRECT_STATUS_CODES as readonly number[]).includes(code), {
    message: `must be one of ${REDIRECT_STATUS_CODES.join(", ")}`,
  });

export const Redirect = z.strictObject({
  source: z
    .string()
    .min(1, "must not be empty")
    .describe("The path the redirect matches, such as `/old-page`; each source appears once in the set."),
  destination: z
    .string()
    .min(1, "must not be empty: a redirect needs a destination")
    .describe(
      "The path or full URL the request is sent to, such as `/new-page` or `https://example.com/page`.",
    ),
  statusCode: StatusCode.optional().describe(
    "The HTTP status of the redirect: 301 or 308 (permanent), 302 or 307 (temporary); 308 when omitted.",
  ),
  caseSensitive: z
    .boolean()
    .optional()
    .describe("Whether the source matches only with the same letter case; false when omitted."),
  query: z
    .boolean()
    .optional()
    .describe("Whether the request's query string is part of the match too; false when omitted."),
  preserveQueryParams: z
    .boolean()
    .optional()
    .describe("Whether the request's query string is carried over to the destination; false when omitted."),
});
export type Redirect = z.infer<typeof Redirect>;

/** A source is a redirect's key: two redirects of one source would be one. */
function uniqueSources(redirects: readonly Redirect[], context: z.core.$RefinementCtx<Redirect[]>): void {
  const seen = new Set<string>();
  redirects.forEach((redirect, index) => {
    if (seen.has(redirect.source)) {
      context.addIssue({
        code: "custom",
        path: [index, "source"],
        message: `"${redirect.source}" appears twice`,
      });
    }
    seen.add(redirect.source);
  });
}

const BulkRedirectsInputs = z.strictObject({
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe("The id of the project the redirects belong to; changing it replaces the resource."),
  redirects: z
    .array(Redirect)
    .superRefine(uniqueSources)
    .describe(
      "Every redirect live in the project's production, in any order: each change is staged and promoted to production in the same update, and redirects left out are removed.",
    ),
});
export type BulkRedirectsInputs = z.infer<typeof BulkRedirectsInputs>;

export const BulkRedirectsOutputs = BulkRedirectsInputs.extend({
  versionId: z
    .string()
    .describe("The id of the redirects version live in production when last read or promoted."),
});
export type BulkRedirectsOutputs = z.infer<typeof BulkRedirectsOutputs>;

const FIELDS: FieldMap = {
  projectId: { replaceOnChange: true },
  // A set keyed by source: order is not the platform's.
  redirects: { unordered: true },
  "redirects[].statusCode": { default: 308 },
  "redirects[].caseSensitive": { default: false },
  "redirects[].query": { default: false },
  "redirects[].preserveQueryParams": { default: false },
};

/** A redirect as the program writes it: options only where set. */
export function fromWire(redirect: BulkRedirect): Redirect {
  return {
    source: redirect.source,
    destination: redirect.destination,
    statusCode: redirect.statusCode,
    ...(redirect.caseSensitive !== undefined ? { caseSensitive: redirect.caseSensitive } : {}),
    ...(redirect.query !== undefined ? { query: redirect.query } : {}),
    ...(redirect.preserveQueryParams !== undefined
      ? { preserveQueryParams: redirect.preserveQueryParams }
      : {}),
  };
}

/** Every option spelt out, so an edit also clears what the program dropped. */
function toWire(redirect: Redirect) {
  return {
    source: redirect.source,
    destination: redirect.destination,
    statusCode: redirect.statusCode ?? 308,
    caseSensitive: redirect.caseSensitive ?? false,
    query: redirect.query ?? false,
    preserveQueryParams: redirect.preserveQueryParams ?? false,
  };
}

const sameRedirect = (a: Redirect, b: Redirect) => JSON.stringify(toWire(a)) === JSON.stringify(toWire(b));

export function toOutputs(projectId: string, set: RedirectSet): BulkRedirectsOutputs {
  return { projectId, redirects: set.redirects.map(fromWire), versionId: set.version?.id ?? "" };
}

/** The edits that turn production's set into the program's, in as few calls as the API allows. */
export function planEdits(live: readonly Redirect[], desired: readonly Redirect[]) {
  const bySource = new Map(live.map((redirect) => [redirect.source, redirect]));
  const wanted = new Set(desired.map((redirect) => redirect.source));
  const upserts = desired.filter((redirect) => {
    const current = bySource.get(redirect.source);
    return !current || !sameRedirect(current, redirect);
  });
  const removals = live.filter((redirect) => !wanted.has(redirect.source)).map((redirect) => redirect.source);
  // One changed redirect is one PATCH; anything more is one merge PUT.
  const edit = upserts.length === 1 && bySource.has((upserts[0] as Redirect).source) ? upserts[0] : undefined;
  return { edit, stage: edit ? [] : upserts, removals };
}

/** Stages the whole set (replacing any draft) and promotes it. */
async function publishWhole(ctx: ResourceContext, projectId: string, redirects: readonly Redirect[]) {
  const staged = await ctx.client.bulkRedirects.stage({
    teamId: ctx.owner.id,
    projectId,
    overwrite: true,
    redirects: redirects.map(toWire),
  });
  return ctx.client.bulkRedirects.act(projectId, { id: staged.id, action: "promote" });
}

export const bulkRedirectsDefinition = defineResource<BulkRedirectsInputs, BulkRedirectsOutputs>({
  name: "BulkRedirects",
  description:
    "A project's whole set of bulk redirects, as one resource: every change is staged as a new version and promoted to production in the same `up`. A version promoted outside the program shows as drift.",
  inputs: BulkRedirectsInputs,
  outputs: BulkRedirectsOutputs,
  fields: FIELDS,
  secretOutputs: [],
  ...onePerProject<BulkRedirectsInputs, BulkRedirectsOutputs>(async (ctx, inputs) => {
    const set = await ctx.client.bulkRedirects.list(inputs.projectId);
    return set.version ? { id: inputs.projectId, outputs: toOutputs(inputs.projectId, set) } : undefined;
  }),

  async create(ctx, inputs) {
    const live = await ctx.client.bulkRedirects.list(inputs.projectId);
    if (live.redirects.length > 0) {
      throw new AlreadyExistsError(
        `${live.redirects.length} bulk redirects are already live in project "${inputs.projectId}"`,
      );
    }
    const version = await publishWhole(ctx, inputs.projectId, inputs.redirects);
    return { id: inputs.projectId, outputs: { ...inputs, versionId: version.id } };
  },

  async read(ctx, id) {
    return toOutputs(id, await ctx.client.bulkRedirects.list(id));
  },

  async update(ctx, id, _olds, news) {
    const api = ctx.client.bulkRedirects;
    refuseForeignDraft(await api.versions(id), "bulk redirects", id);
    // Edits are planned from production as it is now, not from state (it may have moved outside).
    const live = await api.list(id);
    const { edit, stage, removals } = planEdits(live.redirects.map(fromWire), news.redirects);
    let draft: { id: string } | undefined;
    if (edit) draft = await api.edit(id, { redirect: toWire(edit) });
    if (stage.length > 0)
      draft = await api.stage({ teamId: ctx.owner.id, projectId: id, redirects: stage.map(toWire) });
    if (removals.length > 0) draft = await api.remove(id, removals);
    if (!draft) return { ...news, versionId: live.version?.id ?? "" };
    const version = await api.act(id, { id: draft.id, action: "promote" });
    return { ...news, versionId: version.id };
  },

  async delete(ctx, id) {
    // Production is left without redirects (the history keeps the earlier versions).
    await publishWhole(ctx, id, []);
  },
});
