// The team file: one YAML or JSON file describing a team's projects (with their env
// vars, custom environments, domains, firewall, flags and segments), account domains (with DNS
// records), Edge Configs, drains and webhooks. Pure: no Pulumi import (the TeamFile component
// turns a parsed document into resources).
//
// Assembled from the families' sections (families/<f>/team-file.ts): each entry is its
// resource's input schema, taken from the definition (never written twice), minus the references
// the file expresses by nesting or by name, plus those references. This schema checks the
// structure; the definitions' own cross-field rules run on each planned resource (validate.ts),
// so they are written once too.
import { z } from "zod";
import { nestedUnder, TOP_SECTIONS } from "./family-sections";

export { SecretReference, SecretRef } from "./entries";

const nestedSchemas = (key: string) =>
  Object.fromEntries(nestedUnder(key, "document").map((section) => [section.key, section.schema]));

export const TeamFileDocument = z
  .strictObject({
    /** The JSON Schema, for editors (JSON files name it here; YAML files in a comment). */
    $schema: z.string().optional(),
    ...Object.fromEntries(
      TOP_SECTIONS.map((section) => [section.key, section.schema(nestedSchemas(section.key))]),
    ),
  })
  .meta({
    title: "vercel-pulumi team file",
    description: "A team's projects, domains, Edge Configs, flags, firewall, drains and webhooks (TeamFile)",
  });
/** A parsed document: each family's section reads its own key. */
export type TeamFileDocument = z.infer<typeof TeamFileDocument>;
