// Reads one listed object through its definition, exactly as a refresh does: the definition's
// read() for the outputs, then the operations' inputsOf() for the inputs. So the inputs are what
// the diff compares, with no second mapping of fields to keep in step.
import type { Owner } from "../client";
import type { VercelClient } from "../families/client";
import { inputsOf, type Definition } from "../operations/lifecycle";
import { parseImportId } from "../families/kit/import-id";
import { definitionByName } from "../families/registry";
import type { InventoryObject, Listed, ObjectRef } from "./types";

export async function readListed(
  client: VercelClient,
  owner: Owner,
  listed: Listed,
  parent: ObjectRef | undefined,
): Promise<InventoryObject> {
  const definition = definitionByName(listed.type) as Definition | undefined;
  if (!definition) throw new Error(`no resource definition is named ${listed.type}`);
  const { id } = parseImportId(definition, listed.importId);
  const outputs = await definition.read({ client, owner }, id, {});
  const inputs = inputsOf(definition, outputs);
  for (const key of listed.omit ?? []) delete inputs[key];
  return {
    type: listed.type,
    importId: listed.importId,
    label: listed.label,
    ...(parent ? { parent } : {}),
    inputs,
    unreadable: [...(listed.unreadable ?? [])],
  };
}
