// Auto-naming, as Pulumi's providers do it: a resource whose name argument the program leaves out
// is named `<resource name>-<7 hex>` (the suffix keeps a replacement made before its predecessor
// is deleted, or two stacks of one program, from colliding), and keeps that name from then on:
// check reuses the name its previous inputs hold. The engine's `autonaming` stack configuration
// (a proposed name, or auto-naming disabled) is honoured where the front receives it (native).
import { createHash, randomBytes } from "node:crypto";
import type { AnyResourceDefinition } from "../families/kit/definition";

/**
 * The property through which a resource class tells the dynamic front its resource's name (a
 * dynamic provider's check is not given the URN). Internal: check drops it from the inputs.
 */
export const AUTO_NAME_HINT = "__autoName";

const SUFFIX_LENGTH = 7;

/** What check knows of the resource beyond its new inputs. */
export interface NamingContext {
  /** The resource's name in the program (the URN's last part). */
  readonly resourceName?: string;
  /** The inputs it was last checked with (its state), empty on create. */
  readonly olds?: Readonly<Record<string, unknown>>;
  /** The engine's seed (native front), so preview and update propose the same name. */
  readonly randomSeed?: Uint8Array;
  /** The engine's autonaming configuration (native front): a name to use, or none at all. */
  readonly engine?: { readonly proposedName?: string | undefined; readonly disabled: boolean };
}

/** The inputs with the auto-named argument filled in where the program left it out. */
export function withAutoName(
  definition: Pick<AnyResourceDefinition, "autoName">,
  news: Record<string, unknown>,
  naming: NamingContext,
): Record<string, unknown> {
  const field = definition.autoName?.field;
  if (field === undefined || news[field] !== undefined) return news;
  const kept = naming.olds?.[field];
  if (typeof kept === "string" && kept !== "") return { ...news, [field]: kept };
  if (naming.engine?.disabled) return news; // check then says the argument is required
  const name =
    naming.engine?.proposedName ||
    (naming.resourceName !== undefined
      ? uniqueName(
          definition.autoName?.lowercase ? naming.resourceName.toLowerCase() : naming.resourceName,
          definition.autoName?.maxLength,
          naming.randomSeed,
        )
      : undefined);
  return name === undefined ? news : { ...news, [field]: name };
}

/** `<base>-<7 hex>`, the base cut so the whole fits in `maxLength`. */
function uniqueName(base: string, maxLength: number | undefined, seed: Uint8Array | undefined): string {
  const random =
    seed && seed.length > 0
      ? createHash("sha256").update(seed).update(base).digest("hex")
      : randomBytes(8).toString("hex");
  const suffix = `-${random.slice(0, SUFFIX_LENGTH)}`;
  const room = maxLength === undefined ? base.length : Math.max(1, maxLength - suffix.length);
  return base.slice(0, room) + suffix;
}
