// The inventory of a team: every object a program could declare, read through the definitions.
// `vercel-pulumi import` writes a program from it; `vercel-pulumi drift` lists the children of
// managed parents to report the objects no resource of the stack manages.
import type { Owner } from "../client";
import type { VercelClient } from "../families/client";
import { FAMILIES } from "../families";
import { definitionByName } from "../families/registry";
import { orderByNeeds } from "../families/kit/order";
import { readListed } from "./read";
import type { InventoryObject, InventoryReader, Listed, ObjectRef } from "./types";

export type { InventoryObject, ObjectRef } from "./types";

export interface Progress {
  done: number;
  total: number;
  label: string;
}

export interface InventoryOptions {
  onProgress?: (progress: Progress) => void;
}

/**
 * Every family's readers, in the order a program declares them: parents before children, and
 * what others refer to (projects, custom environments, segments) before what refers to it.
 */
const READERS: readonly InventoryReader[] = orderByNeeds(
  FAMILIES.flatMap((family) => family.inventory),
  (reader) => reader.types,
  (reader) => [...(reader.parent !== undefined ? [reader.parent] : []), ...(reader.after ?? [])],
);

/** Objects read at once. */
const READ_CONCURRENCY = 4;

interface Found {
  listed: Listed;
  parent?: ObjectRef;
}

/** Every object of the team `client` acts for, parents before their children. */
export async function readInventory(
  client: VercelClient,
  options: InventoryOptions = {},
): Promise<InventoryObject[]> {
  const owner = await ownerOf(client);
  const readers = readersFor(owner);
  // List first (cheap, and it gives the total the progress shows), then read each object.
  const found: Found[] = [];
  for (const reader of readers.filter((r) => r.parent === undefined)) {
    for (const listed of await reader.list(client, "")) {
      found.push({ listed }, ...(await descendants(client, listed, readers)));
    }
  }
  // A few reads at a time: the client paces itself by the platform's rate-limit headers and
  // retries a 429, and the answer keeps the listing's order whatever order the reads finish in.
  const objects: InventoryObject[] = new Array<InventoryObject>(found.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < found.length) {
      const index = next++;
      const { listed, parent } = found[index]!;
      objects[index] = await readListed(client, owner, listed, parent);
      done += 1;
      options.onProgress?.({ done, total: found.length, label: `${listed.type} ${listed.label}` });
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, found.length) }, worker));
  return objects;
}

/** The objects under one parent (a project's env vars, a domain's records...), read. */
export async function listChildren(client: VercelClient, parent: ObjectRef): Promise<InventoryObject[]> {
  const owner = await ownerOf(client);
  const objects: InventoryObject[] = [];
  for (const reader of readersFor(owner).filter((r) => r.parent === parent.type)) {
    for (const listed of await reader.list(client, parent.importId)) {
      objects.push(await readListed(client, owner, listed, parent));
    }
  }
  return objects;
}

/** The readers of what `owner` can hold: a personal account holds no team-only object. */
function readersFor(owner: Owner): readonly InventoryReader[] {
  if (owner.kind === "team") return READERS;
  return READERS.filter((reader) => !reader.types.every((type) => definitionByName(type)?.teamOnly));
}

/** A listed object's children, grandchildren and so on, each with its parent. */
async function descendants(
  client: VercelClient,
  parent: Listed,
  readers: readonly InventoryReader[],
): Promise<Found[]> {
  const ref = { type: parent.type, importId: parent.importId };
  const found: Found[] = [];
  for (const reader of readers.filter((r) => r.parent === parent.type)) {
    for (const listed of await reader.list(client, parent.importId)) {
      found.push({ listed, parent: ref }, ...(await descendants(client, listed, readers)));
    }
  }
  return found;
}

function ownerOf(client: VercelClient): Promise<Owner> {
  return client.owners.resolve(client.http.team);
}
