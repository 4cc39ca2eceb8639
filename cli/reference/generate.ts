// Writes docs/reference/: a page per resource and per lookup function (cli/reference/page.ts) and
// an index by family, from the families' manifests and the native schema. `npm run generate`
// rewrites them; a unit test fails when a committed page is stale or missing.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { FAMILIES } from "../../provider/families";
import { packageSchema } from "../../provider/native/schema";
import { NATIVE_TYPE_PREFIX } from "../../provider/native/type-token";
import {
  firstSentence,
  functionPage,
  resourcePage,
  type FunctionSchema,
  type ResourceSchema,
  type TypeSpecs,
} from "./page";

export const REFERENCE_DIR = "docs/reference";
const EXAMPLES_DIR = "examples/reference";

/** The example program of a resource or function, when examples/reference has one. */
function exampleOf(root: string, name: string): string | undefined {
  const file = join(root, EXAMPLES_DIR, `${name}.ts`);
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

/** Every generated page, relative to the repository root, with its prettier-formatted text. */
export async function referenceFiles(root: string): Promise<Record<string, string>> {
  const schema = packageSchema("0.0.0");
  const types = schema.types as TypeSpecs;
  const resources = schema.resources as Record<string, ResourceSchema & { description: string }>;
  const functions = schema.functions as Record<string, FunctionSchema & { description: string }>;
  const pages: Record<string, string> = {};
  const index = [
    "# Reference",
    "",
    "Every resource and lookup function, by family. Each page is generated from the definition",
    "(`npm run generate`): do not edit it; change the definition's descriptions instead.",
    "",
  ];
  for (const family of FAMILIES) {
    index.push(`## ${family.name}`, "", "| Name | What it is |", "| --- | --- |");
    for (const [name, definition] of Object.entries(family.resources)) {
      const context = { types, family: family.name, example: exampleOf(root, name) };
      const resource = resources[NATIVE_TYPE_PREFIX + name]!;
      pages[`${REFERENCE_DIR}/${name}.md`] = resourcePage(definition, resource, context);
      index.push(`| [${name}](${name}.md) | ${firstSentence(definition.description)} |`);
    }
    for (const [name, definition] of Object.entries(family.functions)) {
      const context = { types, family: family.name, example: exampleOf(root, name) };
      pages[`${REFERENCE_DIR}/${name}.md`] = functionPage(
        definition,
        functions[NATIVE_TYPE_PREFIX + name]!,
        context,
      );
      index.push(`| [${name}](${name}.md) | ${firstSentence(definition.description)} |`);
    }
    index.push("");
  }
  pages[`${REFERENCE_DIR}/index.md`] = index.join("\n");
  // Laid out as `prettier --check` wants it, with the repository's settings.
  const options = { ...(await resolveConfig(join(root, REFERENCE_DIR, "index.md"))), parser: "markdown" };
  const formatted = await Promise.all(
    Object.entries(pages).map(async ([file, text]) => [file, await format(text, options)] as const),
  );
  return Object.fromEntries(formatted);
}

/** Rewrites docs/reference/ whole: a page of a resource that is gone goes too. */
export async function writeReference(root: string): Promise<void> {
  const files = await referenceFiles(root);
  const dir = join(root, REFERENCE_DIR);
  if (existsSync(dir)) {
    for (const name of readdirSync(dir)) rmSync(join(dir, name));
  }
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
}

if (require.main === module) {
  writeReference(process.argv[2] ?? process.cwd()).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
