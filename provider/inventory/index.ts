// The inventory of a team: every object a program could declare, read through the definitions.
// `vercel-pulumi import` writes a program from it; `vercel-pulumi drift` lists the children of
// managed parents to report the objects no resource of the stack manages.
import type { Owner, VercelClient } from "../client";
import { FAMILIES } from "./families";
import { readListed } from "./read";
import type { InventoryObject, Listed, ObjectRef } from "./types";

export type { InventoryObject, ObjectRef } from "./types";

export interface Progress {
  done: number;
  total: number;
  label: string;
}

export interface InventoryOptions {
  onProgress?: (progress: Progress) => void;
}

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
  // List first (cheap, and it gives the total the progress shows), then read each object.
  const found: Found[] = [];
  for (const family of FAMILIES.filter((f) => f.parent === undefined)) {
    for (const listed of await family.list(client, "")) {
      found.push({ listed }, ...(await descendants(client, listed)));
    }
  }
  const objects: InventoryObject[] = [];
  for (const [index, { listed, parent }] of found.entries()) {
    objects.push(await readListed(client, owner, listed, parent));
    options.onProgress?.({ done: index + 1, total: found.length, label: `${listed.type} ${listed.label}` });
  }
  return objects;
}

/** The objects under one parent (a project's env vars, a domain's records...), read. */
export async function listChildren(client: VercelClient, parent: ObjectRef): Promise<InventoryObject[]> {
  const owner = await ownerOf(client);
  const objects: InventoryObject[] = [];
  for (const family of FAMILIES.filter((f) => f.parent === parent.type)) {
    for (const listed of await family.list(client, parent.importId)) {
      objects.push(await readListed(client, owner, listed, parent));
    }
  }
  return objects;
}

/** A listed object's children, grandchildren and so on, each with its parent. */
async function descendants(client: VercelClient, parent: Listed): Promise<Found[]> {
  const ref = { type: parent.type, importId: parent.importId };
  const found: Found[] = [];
  for (const family of FAMILIES.filter((f) => f.parent === parent.type)) {
    for (const listed of await family.list(client, parent.importId)) {
      found.push({ listed, parent: ref }, ...(await descendants(client, listed)));
    }
  }
  return found;
}

function ownerOf(client: VercelClient): Promise<Owner> {
  return client.owners.resolve(client.http.team);
}
