// Stable, readable names for the program: a variable (`webApiUrl`) and a Pulumi resource name
// (`web-api-url`) per object, from its label and its parent's name. The same team gives the same
// names every run (the inventory's order is stable), and no two objects share one.

/** Words of a label: letters and digits, split at punctuation, spaces and camelCase humps. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== "")
    .map((word) => word.toLowerCase());
}

export function camelCase(parts: readonly string[]): string {
  return parts.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join("");
}

// Names a generated program cannot give a variable: keywords and what the program itself declares.
const TAKEN = new Set(
  (
    "break case catch class const continue debugger default delete do else enum export extends false " +
    "finally for function if import in instanceof new null return super switch this throw true try " +
    "typeof var void while with yield let static implements interface package private protected public " +
    "await arguments eval undefined config pulumi vercel"
  ).split(" "),
);

export interface Naming {
  /** The TypeScript variable, e.g. `webApiUrl`. */
  variable: string;
  /** The Pulumi resource name, e.g. `web-api-url`. */
  resource: string;
}

/**
 * Hands out unique names. `label` is the object's own part ("API_URL (production)" → api url;
 * the part in brackets only when needed to tell two apart), `parent` the parent's words.
 */
export class NameBook {
  private readonly used = new Set<string>();

  name(label: string, parent: readonly string[] = [], typeName = "resource"): Naming & { words: string[] } {
    const [main = "", detail = ""] = label.split(/\s*\((.*)\)\s*$/);
    const base = [...parent, ...withoutAffix(words(main), parent)];
    const candidates = [
      base,
      [...base, ...words(detail)],
      [...base, ...words(typeName)],
      [...base, ...words(detail), ...words(typeName)],
    ].map((parts) => (parts.length === 0 ? words(typeName) : parts));
    let chosen = candidates.find((parts) => this.free(parts));
    for (let n = 2; !chosen; n++) {
      const numbered = [...candidates[0]!, String(n)];
      if (this.free(numbered)) chosen = numbered;
    }
    const variable = identifier(chosen);
    this.used.add(variable);
    return { variable, resource: chosen.join("-"), words: chosen };
  }

  private free(parts: readonly string[]): boolean {
    const variable = identifier(parts);
    return !this.used.has(variable) && !TAKEN.has(variable);
  }
}

/**
 * The label without the parent's words at its start or end: a record "www.example.com" of domain
 * "example.com" is "www", a link "SHARED in web" of variable "SHARED" is "in web".
 */
function withoutAffix(own: readonly string[], parent: readonly string[]): string[] {
  const n = parent.length;
  if (n === 0 || own.length <= n) return [...own];
  const same = (part: readonly string[]) => part.every((word, index) => word === parent[index]);
  if (same(own.slice(0, n))) return own.slice(n);
  if (same(own.slice(own.length - n))) return own.slice(0, own.length - n);
  return [...own];
}

function identifier(parts: readonly string[]): string {
  const name = camelCase(parts);
  return /^[0-9]/.test(name) ? `_${name}` : name;
}
