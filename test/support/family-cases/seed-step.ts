// One object of the seeded team (test/support/team-seed.ts): a team holding objects of every
// family `vercel-pulumi import` reads, created through the definitions so the inputs are valid
// program inputs. A family's steps may name the ids of objects made before them (earlier families'
// and its own, by step name) and the ones seedTeam makes first: `seededUser`, `partner` (another
// team) and `integration` (an installed integration's configuration).

export type SeedIds = Readonly<Record<string, string>>;

/** One object to create: its inputs from the ids made before it, and its import id from its own. */
export interface SeedStep {
  name: string;
  type: string;
  inputs: (ids: SeedIds) => Record<string, unknown>;
  /**
   * Children created with a bare id (env vars, custom environments, flags, segments, SDK keys)
   * import as `<projectId>/<id>`.
   */
  importId?: (id: string, ids: SeedIds) => string;
}

/** The import id of a child of the seeded team's project (the projects family's `web`). */
export const childOfProject = (id: string, ids: SeedIds) => `${ids.web}/${id}`;
