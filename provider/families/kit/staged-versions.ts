// What resources over a versioned set share (bulk redirects, project routes): the platform keeps
// one staging version per project, and a promote publishes it whole. A draft someone else left
// would be published along with our edit, so an update refuses to start while one exists, as the
// Terraform provider does; the message says how to clear it.
import type { z } from "zod";
import type { HttpClient } from "../../client/http";
import type { PathParams } from "../../client/path";
import type { VersionActionRequest } from "../../../schema/staged-versions";

export interface VersionSummary {
  readonly id: string;
  readonly isStaging: boolean;
}

export function refuseForeignDraft(
  versions: readonly VersionSummary[],
  what: string,
  projectId: string,
): void {
  const draft = versions.find((version) => version.isStaging);
  if (!draft) return;
  throw new Error(
    `project ${projectId} has an unpublished staged ${what} version ${draft.id}, made outside this ` +
      `program: promote or discard it first (POST .../versions with action "promote" or "discard")`,
  );
}

/**
 * The lookup of a promote whose answer was lost (a promote of a version no longer staged is
 * refused, so it is never sent again blindly): the promote happened when that version is no
 * longer the staging one. Without it, a dropped answer left the set live and the next `up`
 * refused it as made outside the program.
 */
export function promotedVersion<Version extends VersionSummary>(
  versions: () => Promise<readonly Version[]>,
  id: string,
): () => Promise<Version | undefined> {
  return async () => {
    const version = (await versions()).find((candidate) => candidate.id === id);
    return version && !version.isStaging ? version : undefined;
  };
}

/** Where a set's version actions go: `POST <versionsPath>` with its params or query. */
export interface VersionActionsCall<Version extends VersionSummary> {
  readonly path: string;
  readonly params?: PathParams;
  readonly query?: Record<string, string>;
  readonly response: z.ZodType<{ version: Version }>;
  /** The set's versions, newest first: how a lost promote's answer is found again. */
  readonly versions: () => Promise<readonly Version[]>;
}

/**
 * Promotes the draft, restores an earlier production version, or discards the draft. A promote
 * is never sent twice blindly (a second one is refused, the version being no longer staged): after
 * a lost answer, the version's state says whether it happened ({@link promotedVersion}).
 */
export async function actOnVersion<Version extends VersionSummary>(
  http: HttpClient,
  call: VersionActionsCall<Version>,
  body: VersionActionRequest,
): Promise<Version> {
  const { versions, ...where } = call;
  const send = { ...where, method: "POST" as const, body };
  if (body.action !== "promote") return (await http.request({ ...send, idempotent: false })).version;
  const promoted = promotedVersion(versions, body.id);
  const answer = await http.create({
    ...send,
    lookup: async () => {
      const version = await promoted();
      return version && { version };
    },
  });
  return answer.version;
}
