// The team file's JSON Schema, for editor completion and checks in editors and CI
// (`# yaml-language-server: $schema=...`). Generated from the zod schema, never written by hand:
// `vercel-pulumi team-config-schema --out schema/team-config.schema.json` writes the committed
// copy, and a unit test fails when that copy is stale.
import { z } from "zod";
import { TeamFileDocument } from "./schema";

/** The JSON Schema of what a file may hold (the input side: before names become references). */
export function teamFileJsonSchema(): Record<string, unknown> {
  // draft-07 is what editors' YAML and JSON language servers support best. Transforms (a secret
  // reference becoming a marker, a hostname lowercased) are described by what they accept.
  return z.toJSONSchema(TeamFileDocument, { target: "draft-07", io: "input", unrepresentable: "any" });
}

/** The committed file's text: the schema, two-space indented, with a final newline. */
export function teamFileJsonSchemaText(): string {
  return `${JSON.stringify(teamFileJsonSchema(), null, 2)}\n`;
}
