// Import ids in the Terraform provider's form, `[team/]segment/...`: the team is optional and
// comes first, so an id has either exactly the definition's segments or one more.
import type { AnyResourceDefinition } from "./definition";

export interface ParsedImportId {
  /** Team id or slug, when the id names one. */
  team?: string;
  /** The id read() takes. */
  id: string;
}

export function parseImportId(definition: AnyResourceDefinition, text: string): ParsedImportId {
  const { segments, toId } = definition.importId;
  const parts = text.split("/");
  const format = `[team/]${segments.join("/")}`;
  if (
    parts.some((part) => part.trim() === "") ||
    (parts.length !== segments.length && parts.length !== segments.length + 1)
  ) {
    throw new Error(`${definition.name} import id "${text}" must look like ${format}`);
  }
  const team = parts.length > segments.length ? parts.shift() : undefined;
  return { ...(team !== undefined ? { team } : {}), id: toId(parts) };
}
