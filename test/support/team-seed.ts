// A team holding one or more objects of every family `vercel-pulumi import` reads, created through
// the definitions (so the inputs are valid program inputs) from the families' `seedSteps`. The inventory specs compare what they
// read back with these inputs; the import-command spec generates a program from the same team.
import { DEFAULT_USER_ID } from "../../emulator";
import { configure, startNewRun } from "../../provider/operations/session";
import * as operations from "../../provider/operations/lifecycle";
import { definitionByName } from "../../provider/families/registry";
import type { EmulatorHandle } from "./emulator";
import { install } from "./integrations";
import { SEED_STEPS } from "./family-cases";

export interface SeededObject {
  type: string;
  /** The id its resource has in state. */
  id: string;
  /** The import id the inventory must report. */
  importId: string;
  /** The inputs it was created with. */
  inputs: Record<string, unknown>;
}

/** The other team the seeded registry repository is shared with. */
export const SEED_PARTNER = "seed-partner";

/** The team member the platform description adds (an existing user, as the platform needs). */
const SEEDED_USER = "casey";

/** Creates every object in the emulator's default team; answers them in creation order. */
export async function seedTeam(emulator: EmulatorHandle): Promise<SeededObject[]> {
  startNewRun();
  configure({
    get: (key) =>
      ({ "vercel:apiToken": emulator.token, "vercel:apiUrl": emulator.url, "vercel:team": emulator.teamId })[
        key
      ],
  });
  // The user a project member is, the team a registry repository is shared with
  // (VcrRepositoryPermission names another team), and an installed integration.
  const ids: Record<string, string> = {
    seededUser: (await emulator.admin.createUser(SEEDED_USER)).user.id,
    partner: (await emulator.admin.createTeam(SEED_PARTNER, [DEFAULT_USER_ID])).id,
    // An integration installed for specific projects, which IntegrationProjectAccess grants the project.
    integration: (
      await install(emulator, {
        scopes: ["read:project"],
        teamId: emulator.teamId,
        projectSelection: "selected",
      })
    ).configurationId,
  };
  const seeded: SeededObject[] = [];
  for (const step of SEED_STEPS) {
    const definition = definitionByName(step.type) as operations.Definition;
    const { inputs, failures } = operations.check(definition, step.inputs(ids));
    if (failures.length > 0) throw new Error(`seed ${step.name}: ${JSON.stringify(failures)}`);
    const { id, outputs } = await operations.create(definition, inputs);
    ids[step.name] = id;
    // What later steps name: a flag and a segment by their platform ids.
    if (typeof outputs.flagId === "string") ids[`${step.name}FlagId`] = outputs.flagId;
    if (typeof outputs.segmentId === "string") ids[`${step.name}SegmentId`] = outputs.segmentId;
    seeded.push({ type: step.type, id, importId: step.importId?.(id, ids) ?? id, inputs });
  }
  return seeded;
}
