// Import ids in the Terraform provider's form, `[team/]segment/...`: the team is optional and
// comes first, so an id has either exactly the definition's segments or one more.
import type { AnyResourceDefinition } from "./definition";

export interface ParsedImportId {
  /** Team id or slug, when the id names one. */
  team?: string;
  /** The id read() takes. */
  id: string;
}

/** What a team id or slug looks like: the first `/`-part of an id with its own grammar is one only then. */
const TEAM = /^[A-Za-z0-9_-]+$/;

export function parseImportId(definition: AnyResourceDefinition, text: string): ParsedImportId {
  const { segments, toId, split } = definition.importId;
  if (split) return parseOwnGrammar(definition, text, split);
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

/** An id whose segments `split` finds, after a team when its first `/`-part looks like one. */
function parseOwnGrammar(
  definition: AnyResourceDefinition,
  text: string,
  split: (text: string) => readonly string[] | undefined,
): ParsedImportId {
  const slash = text.indexOf("/");
  const team = slash > 0 ? text.slice(0, slash) : undefined;
  const afterTeam = team !== undefined && TEAM.test(team) ? split(text.slice(slash + 1)) : undefined;
  if (team !== undefined && afterTeam) return { team, id: definition.importId.toId(afterTeam) };
  const whole = split(text);
  if (whole) return { id: definition.importId.toId(whole) };
  throw new Error(
    `${definition.name} import id "${text}" must look like [team/]${definition.importId.segments.join("/")}`,
  );
}
