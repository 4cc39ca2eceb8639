// Unmanaged objects: what exists inside a managed parent (a project's env vars, domains and
// firewall, a domain's DNS records, a store's items) but in no resource of the stack. The
// Terraform provider cannot see them: a plan only reads what its state names. The inventory
// (provider/inventory, shared with `vercel-pulumi import`) lists a parent's children; every child
// whose import id no stack resource manages is reported.
import type { Owner } from "../../provider/client";
import type { VercelClient } from "../../provider/families/client";
import type { InventoryObject } from "../../provider/inventory";
import type { AnyResourceDefinition } from "../../provider/families/kit/definition";
import { definitionByName } from "../../provider/families/registry";
import type { ManagedResource } from "./collect";
import { importIdsOf, keyOf } from "./import-ids";
import type { UnmanagedObject } from "./report";

/** Parents whose children are listed. */
const PARENT_TYPES: ReadonlySet<string> = new Set(["Project", "Domain", "EdgeConfig"]);
/** The children reported when unmanaged (the inventory lists more, e.g. edge config tokens). */
const REPORTED_TYPES: ReadonlySet<string> = new Set([
  "ProjectEnvironmentVariable",
  "ProjectDomain",
  "FirewallConfig",
  "DnsRecord",
  "EdgeConfigItem",
]);

export type ListChildren = (
  client: VercelClient,
  parent: { type: string; importId: string },
) => Promise<InventoryObject[]>;

export interface UnmanagedSearch {
  /** The stack's resources the refresh found, with their outputs in clear (for member ids). */
  managed: ReadonlyArray<ManagedResource & { stateOutputs?: Record<string, unknown> }>;
  client: VercelClient;
  listChildren: ListChildren;
}

export async function findUnmanaged({
  managed,
  client,
  listChildren,
}: UnmanagedSearch): Promise<UnmanagedObject[]> {
  const resolved = managed.flatMap((resource) => {
    const definition = definitionByName(resource.type);
    return definition ? [{ resource, definition, outputs: resource.stateOutputs ?? resource.outputs }] : [];
  });
  const managedKeys = new Set(
    resolved.flatMap(({ resource, definition, outputs }) =>
      importIdsOf(definition, resource.id, outputs).map(keyOf),
    ),
  );
  const found: UnmanagedObject[] = [];
  for (const { resource, definition, outputs } of resolved) {
    if (!PARENT_TYPES.has(definition.name)) continue;
    const parent = { type: definition.name, importId: ownKey(definition, resource.id, outputs) };
    const children = await listChildren(clientFor(client, outputs), parent);
    for (const child of children) {
      if (!REPORTED_TYPES.has(child.type) || managedKeys.has(keyOf(child))) continue;
      found.push({
        type: child.type,
        importId: child.importId,
        label: child.label,
        parent: { ...parent, urn: resource.urn },
      });
    }
  }
  return found;
}

function ownKey(definition: AnyResourceDefinition, id: string, outputs: Record<string, unknown>): string {
  return importIdsOf(definition, id, outputs)[0]?.importId ?? id;
}

/** The client acting for the parent's owner, pinned in its outputs (a team, or the personal account). */
function clientFor(client: VercelClient, outputs: Record<string, unknown>): VercelClient {
  if (typeof outputs.teamId === "string") return client.forTeam(outputs.teamId);
  if (typeof outputs.ownerId === "string") {
    const owner: Owner = { kind: "user", id: outputs.ownerId };
    return client.forOwner(owner);
  }
  return client;
}
