// What the generated program declares, before it is printed: one declaration per object (its
// names, its inputs with references and config secrets in place, `adopt: true`), in an order where
// every reference points up; the config secrets to fill in; the objects left out and why.
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import type { InventoryObject } from "../../provider/inventory";
import { definitionByName } from "../../provider/families/registry";
import { Code } from "./code";
import { NameBook, words } from "./names";
import { ReferenceIndex } from "./references";

export interface Declaration {
  type: string;
  variable: string;
  resource: string;
  label: string;
  args: Record<string, unknown>;
}

/** A value the platform never gives back: the program reads it from stack config as a secret. */
export interface ConfigSecret {
  key: string;
  type: string;
  label: string;
  /** The input it fills, e.g. "valueWo". */
  input: string;
  /** The input is an object or a list (a connector's `credentials`): its config value is JSON. */
  json: boolean;
}

export interface Skipped {
  type: string;
  label: string;
  reason: string;
}

export interface ProgramPlan {
  declarations: Declaration[];
  secrets: ConfigSecret[];
  skipped: Skipped[];
}

/**
 * Objects no program can take over by adopt: a value shown once (adopting one creates another), or
 * nothing but an id to find it by.
 */
export const NOT_ADOPTABLE: Readonly<Record<string, string>> = {
  EdgeConfigToken:
    "a token's value is shown only when it is created; declare a new token if the program needs one",
  FeatureFlagSdkKey:
    "an SDK key's value is shown only when it is created; declare a new key if the program needs one",
  ProjectProtectionBypass:
    "a bypass is found again only by its secret, which a written program would hold in plain text; bring it in with " +
    "`pulumi import vercel:index:ProjectProtectionBypass <name> <projectId>/<secret>`, or declare a new bypass",
  KmsSigningKey:
    "a signing key has no name a program could find it by; bring it in with " +
    "`pulumi import vercel:index:KmsSigningKey <name> <issuerId>/<keyId>`, or declare a new key",
};

/** Labels that read better as names than the inventory's (which are made for reports). */
function nameLabel(object: InventoryObject, labelOf: (id: unknown) => string | undefined): string {
  if (object.type === "Webhook") return object.label.replace(/^[a-z]+:\/\//, "");
  if (object.type === "SharedEnvironmentVariableProjectLink") {
    return labelOf(object.inputs.projectId) ?? object.label;
  }
  return object.label;
}

export function planProgram(objects: readonly InventoryObject[]): ProgramPlan {
  const skipped = objects
    .filter((object) => NOT_ADOPTABLE[object.type])
    .map((object) => ({ type: object.type, label: object.label, reason: NOT_ADOPTABLE[object.type]! }));
  const kept = objects.filter((object) => !NOT_ADOPTABLE[object.type]);

  const book = new NameBook();
  const references = new ReferenceIndex();
  const wordsOf = new Map<string, string[]>();
  const keyOf = (ref: { type: string; importId: string }) => `${ref.type} ${ref.importId}`;
  const projectLabel = (id: unknown) =>
    kept.find((object) => object.type === "Project" && object.importId === id)?.label;

  const named = kept.map((object) => {
    const parent = object.parent ? (wordsOf.get(keyOf(object.parent)) ?? []) : [];
    const naming = book.name(nameLabel(object, projectLabel), parent, object.type);
    wordsOf.set(keyOf(object), naming.words);
    references.add(object, naming.variable);
    return { object, naming };
  });

  const secrets: ConfigSecret[] = [];
  const entries = named.map(({ object, naming }) => {
    const uses = new Set<string>();
    const args = references.substitute(declared(object), naming.variable, uses) as Record<string, unknown>;
    for (const input of object.unreadable) {
      const key = `${naming.resource}-${words(input.replace(/Wo$/, "")).join("-")}`;
      const json = takesJson(object.type, input);
      secrets.push({ key, type: object.type, label: object.label, input, json });
      // An object's value comes as JSON; its shape is the resource's, which TypeScript checks.
      const read = json ? "requireSecretObject<any>" : "requireSecret";
      args[input] = new Code(`config.${read}(${JSON.stringify(key)})`);
    }
    args.adopt = true;
    const declaration: Declaration = {
      type: object.type,
      variable: naming.variable,
      resource: naming.resource,
      label: object.label,
      args,
    };
    return { declaration, uses };
  });
  return { declarations: dependencyOrder(entries), secrets, skipped };
}

/** Each type's input kinds (JSON schema `type` by input), made once: a team has thousands of variables. */
const inputKinds = new Map<string, Readonly<Record<string, { type?: string }>>>();

/** Whether a resource's input is an object or a list (read from its input schema). */
function takesJson(type: string, input: string): boolean {
  let kinds = inputKinds.get(type);
  if (!kinds) {
    const inputs = definitionByName(type)?.inputs;
    const schema = inputs
      ? (z.toJSONSchema(inputs, { io: "input", unrepresentable: "any" }) as {
          properties?: Record<string, { type?: string }>;
        })
      : {};
    kinds = schema.properties ?? {};
    inputKinds.set(type, kinds);
  }
  const kind = kinds[input]?.type;
  return kind === "object" || kind === "array";
}

/**
 * The inputs a program needs to write: those that differ from the platform's default (which an
 * omitted input equals, by the definition's fields), so `gitLfs: false` and `comment: ""` stay out.
 */
function declared(object: InventoryObject): Record<string, unknown> {
  const fields = definitionByName(object.type)?.fields ?? {};
  return Object.fromEntries(
    Object.entries(object.inputs).filter(([key, value]) => {
      const field = fields[key];
      return !(field && "default" in field && isDeepStrictEqual(value, field.default));
    }),
  );
}

/** The inventory's order (parents first), moved only where a reference would point down. */
function dependencyOrder(entries: readonly { declaration: Declaration; uses: Set<string> }[]): Declaration[] {
  const placed = new Set<string>();
  const ordered: Declaration[] = [];
  const pending = [...entries];
  while (pending.length > 0) {
    const index = pending.findIndex(({ uses }) => [...uses].every((variable) => placed.has(variable)));
    // A cycle cannot come from the platform's objects; should one appear, keep the inventory order.
    const [next] = pending.splice(index === -1 ? 0 : index, 1);
    placed.add(next!.declaration.variable);
    ordered.push(next!.declaration);
  }
  return ordered;
}
