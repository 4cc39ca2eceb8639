// An out-of-band change to one resource of examples/yaml-team, made through the platform API (the
// provider's client, over real HTTP, outside any Pulumi operation), and what a refresh preview must
// then report for it: the input it names, or a create when the object was deleted. Edits reach
// each object by its natural key, not through the provider's own read.
import type { VercelClient } from "../../../provider/families/kit/vercel-client";

/** What a drifted resource must look like in `pulumi preview --refresh`. */
export type ExpectedDrift = { changed: string } | { recreated: true };

export interface OutOfBandEdit {
  /** The resource's name in the YAML program. */
  resource: string;
  edit(client: VercelClient, team: YamlTeamIds): Promise<void>;
  expect: ExpectedDrift;
}

/** Ids the edits need, read from the stack's outputs and state. */
export interface YamlTeamIds {
  teamId: string;
  projectId: string;
  edgeConfigId: string;
  /** State ids by resource name. */
  stateIds: Readonly<Record<string, string>>;
}

/** The domain examples/yaml-team declares. */
export const YAML_TEAM_DOMAIN = "yaml-team.dev";
