// What resources over a versioned set share (bulk redirects, project routes): the platform keeps
// one staging version per project, and a promote publishes it whole. A draft someone else left
// would be published along with our edit, so an update refuses to start while one exists, as the
// Terraform provider does; the message says how to clear it.
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
