// The families' sections of the team file, from their manifests: in the families' order for the
// document's schema, and in the order their names need for planning (a project's domains after
// the account's domains, drains after the projects they name).
import { FAMILIES } from "../families";
import { orderByNeeds } from "../families/kit/order";
import type { NestedSection, TopSection } from "./sections";

export const TOP_SECTIONS: readonly TopSection[] = FAMILIES.flatMap(
  (family) => family.teamFile.sections ?? [],
);
export const NESTED_SECTIONS: readonly NestedSection[] = FAMILIES.flatMap(
  (family) => family.teamFile.nested ?? [],
);

const byNeeds = <T extends { declares?: readonly string[]; needs?: readonly string[] }>(
  sections: readonly T[],
) =>
  orderByNeeds(
    sections,
    (section) => section.declares ?? [],
    (section) => section.needs ?? [],
  );

/** The top-level sections in planning order. */
export const planningOrder = (): TopSection[] => byNeeds(TOP_SECTIONS);

/** The sections nested under `key`, in the document's order, or in planning order. */
export function nestedUnder(key: string, order: "document" | "planning"): NestedSection[] {
  const nested = NESTED_SECTIONS.filter((section) => section.under === key);
  return order === "document" ? nested : byNeeds(nested);
}
