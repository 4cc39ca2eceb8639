// References between resources: where an input holds the id of another imported object, the
// program names that object's output instead (`projectId: web.id`), so Pulumi orders creates and
// deletes by the dependency and the program reads like one written by hand.
import type { InventoryObject } from "../../provider/inventory";
import { Code } from "./code";

/**
 * The objects others point at, and the output holding the value they point with: the last
 * segment of the object's import id. A domain is named by its name, and only where an input is
 * a domain (`domain`), since a name can also be plain text in a record or an item.
 */
const REFERABLE: Readonly<Record<string, { output: string; keys?: readonly string[] }>> = {
  Project: { output: "id" },
  CustomEnvironment: { output: "id" },
  Domain: { output: "name", keys: ["domain"] },
  EdgeConfig: { output: "id" },
  SharedEnvironmentVariable: { output: "id" },
  FeatureFlagDefinition: { output: "flagId" },
  FeatureFlagSegment: { output: "segmentId" },
};

interface Target {
  variable: string;
  output: string;
  keys?: readonly string[];
}

export class ReferenceIndex {
  private readonly targets = new Map<string, Target>();

  /** Registers an object others may point at, under the variable the program gives it. */
  add(object: InventoryObject, variable: string): void {
    const referable = REFERABLE[object.type];
    if (!referable) return;
    const value = object.importId.split("/").at(-1)!;
    this.targets.set(value, { variable, ...referable });
  }

  /**
   * `value` with every id of a registered object (other than `self`) replaced by a reference;
   * `uses` collects the variables referred to.
   */
  substitute(value: unknown, self: string, uses: Set<string>, key = ""): unknown {
    if (typeof value === "string") {
      const target = this.targets.get(value);
      if (!target || target.variable === self || (target.keys && !target.keys.includes(key))) return value;
      uses.add(target.variable);
      return new Code(`${target.variable}.${target.output}`);
    }
    if (Array.isArray(value)) return value.map((item) => this.substitute(item, self, uses, key));
    if (typeof value === "object" && value !== null && !(value instanceof Code)) {
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, this.substitute(item, self, uses, name)]),
      );
    }
    return value;
  }
}
