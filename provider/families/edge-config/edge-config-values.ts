// An Edge Config item's value in the program, as @pulumiverse/vercel 5.4.1 takes it: `value` for a
// string, or `valueJson` for any JSON (an object, a list, a number, ...), exactly one of them.
// The platform stores plain JSON, so reading back has to pick the argument the program used.
// Also what the family's resources share: the store argument and the store-id import.
import { z } from "zod";
import { JsonValue } from "../../../schema/edge-config";

/** The store a resource belongs to (`ecfg_...`); changing it replaces the resource. */
export const EdgeConfigIdArgument = z.string().min(1, "must not be empty");

/** Import ids of resources whose id is their store's: `[team/]ecfg_...`. */
export const STORE_IMPORT_ID = { segments: ["edgeConfigId"], toId: ([id]: readonly string[]) => id ?? "" };

export const ItemValueArguments = {
  value: z
    .string()
    .optional()
    .describe("The item's value when it is a string; give exactly one of `value` and `valueJson`."),
  valueJson: JsonValue.optional().describe(
    "The item's value as any JSON (object, array, number, boolean, string or null); give exactly one of `value` and `valueJson`.",
  ),
  description: z
    .string()
    .max(512, "must be at most 512 characters")
    .optional()
    .describe("A note shown next to the item in the dashboard, at most 512 characters; none when omitted."),
};

export interface ItemValue {
  value?: string | undefined;
  valueJson?: JsonValue | undefined;
  description?: string | undefined;
}

/** Refinement: exactly one of `value` and `valueJson`, reported at `path`. */
export function exactlyOneValue(item: ItemValue, ctx: z.RefinementCtx, path: (string | number)[] = []): void {
  const given = [item.value, item.valueJson].filter((v) => v !== undefined).length;
  if (given !== 1) {
    ctx.addIssue({
      code: "custom",
      path: [...path, "value"],
      message: given === 0 ? "give value or valueJson" : "give value or valueJson, not both",
    });
  }
}

/** The JSON the platform stores for an item of the program. */
export const jsonOf = (item: ItemValue): JsonValue =>
  item.value !== undefined ? item.value : (item.valueJson ?? null);

/**
 * A stored value in the program's form: `valueJson` when the program used it, `value` when it
 * used that and the value is still a string, otherwise (an import) `value` for strings only.
 */
export function programForm(
  stored: JsonValue,
  previous: ItemValue | undefined,
): Pick<ItemValue, "value" | "valueJson"> {
  if (previous?.valueJson !== undefined) return { valueJson: stored };
  return typeof stored === "string" ? { value: stored } : { valueJson: stored };
}

/** An item's value and description in the program's form. */
export function itemForm(
  stored: { value: JsonValue; description?: string | undefined },
  previous: ItemValue | undefined,
): ItemValue {
  return {
    ...programForm(stored.value, previous),
    ...(stored.description !== undefined ? { description: stored.description } : {}),
  };
}

/** The `upsert` operation that makes the platform's item match the program's. */
export const upsertOf = (key: string, item: ItemValue) => ({
  operation: "upsert" as const,
  key,
  value: jsonOf(item),
  // null clears a description the program no longer gives; absent would keep it.
  description: item.description ?? null,
});
