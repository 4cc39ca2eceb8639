// The import ids (the Terraform provider's form, without the team) of the platform objects a
// stack resource manages: what the inventory's objects are matched against to find the unmanaged
// ones. Most resources manage one object, whose import id is the definition's importId segments
// taken from its outputs (the resource id standing for the last one: a project's id, a record's
// id). A few manage many objects of another type at once: they are listed in MEMBERS.
import type { AnyResourceDefinition } from "../../provider/families/kit/definition";
import { isPlainObject } from "../../provider/reconcile/values";

export interface ObjectKey {
  /** Definition name, e.g. "ProjectEnvironmentVariable". */
  type: string;
  importId: string;
}

type Outputs = Record<string, unknown>;

/** Resources holding many objects of another type: the import ids of those objects. */
const MEMBERS: Record<string, (id: string, outputs: Outputs) => ObjectKey[]> = {
  // A project's inline `environment` and ProjectEnvironmentVariables: each variable with its id.
  Project: (id, outputs) => variables(id, outputs.environment),
  ProjectEnvironmentVariables: (_id, outputs) => variables(String(outputs.projectId), outputs.variables),
  EdgeConfigItems: (_id, outputs) =>
    list(outputs.items).flatMap((item) =>
      typeof item.key === "string"
        ? [{ type: "EdgeConfigItem", importId: `${String(outputs.edgeConfigId)}/${item.key}` }]
        : [],
    ),
};

export function importIdsOf(definition: AnyResourceDefinition, id: string, outputs: Outputs): ObjectKey[] {
  const own = ownImportId(definition, id, outputs);
  const members = MEMBERS[definition.name]?.(id, outputs) ?? [];
  return [...(own === undefined ? [] : [{ type: definition.name, importId: own }]), ...members];
}

/** `ObjectKey` as one string, for sets. */
export function keyOf(object: ObjectKey): string {
  return `${object.type} ${object.importId}`;
}

function ownImportId(definition: AnyResourceDefinition, id: string, outputs: Outputs): string | undefined {
  const { segments } = definition.importId;
  const values = segments.map((segment, index) => {
    const value = outputs[segment];
    if (typeof value === "string" && value !== "") return value;
    return index === segments.length - 1 ? id : undefined;
  });
  return values.every((value) => value !== undefined) ? values.join("/") : undefined;
}

function variables(projectId: string, value: unknown): ObjectKey[] {
  return list(value).flatMap((variable) =>
    typeof variable.id === "string"
      ? [{ type: "ProjectEnvironmentVariable", importId: `${projectId}/${variable.id}` }]
      : [],
  );
}

function list(value: unknown): Outputs[] {
  return Array.isArray(value) ? value.filter(isPlainObject) : [];
}
