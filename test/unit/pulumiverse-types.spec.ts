// Migration from @pulumiverse/vercel, beyond its documented examples: for every resource and lookup
// function both packages have, a program typed against @pulumiverse/vercel compiles against this
// package after the import is changed. Three questions a compiler answers, per name:
// - its arguments are assignable to ours (no argument we require that it leaves optional);
// - no argument of its is unknown to ours (assignability alone lets extra properties through);
// - every output it exposes (a resource's property, a function's result field) ours exposes too.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect } from "chai";
import { ourNames } from "../support/pulumiverse-examples";
import { PULUMIVERSE_DIR } from "../support/pulumiverse-package";
import { typeErrors } from "../support/typecheck";

const lowerFirst = (name: string) => name[0]!.toLowerCase() + name.slice(1);
const upperFirst = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/** `ok` when `Keys` is empty; else a type naming the keys, so the compiler's message lists them. */
const NONE_OF = (label: string, keys: string) =>
  `const ${label}: [${keys}] extends [never] ? "ok" : { ${label}: ${keys} } = "ok";`;

/** The program that asks the three questions of one resource or function. */
function compatibilityProgram(name: string): string {
  const header = `import * as ours from "vercel-pulumi";\nimport * as theirs from "@pulumiverse/vercel";\n`;
  if (name.startsWith("get")) {
    const type = upperFirst(name);
    const ourArgs = `Parameters<typeof ours.${name}>[0]`;
    return (
      header +
      `declare const args: theirs.${type}Args;\nconst accepted: ${ourArgs} = args;\n` +
      NONE_OF("unknownArguments", `Exclude<keyof theirs.${type}Args, keyof ${ourArgs}>`) +
      "\n" +
      NONE_OF(
        "missingResultFields",
        `Exclude<keyof theirs.${type}Result, keyof Awaited<ReturnType<typeof ours.${name}>>>`,
      ) +
      "\n"
    );
  }
  return (
    header +
    `declare const args: theirs.${name}Args;\nconst accepted: ours.${name}Args = args;\n` +
    NONE_OF("unknownArguments", `Exclude<keyof theirs.${name}Args, keyof ours.${name}Args>`) +
    "\n" +
    NONE_OF("missingOutputs", `Exclude<keyof theirs.${name}, keyof ours.${name}>`) +
    "\n"
  );
}

/** A compiler message's first line and its innermost reason (assignability messages nest deep). */
function firstAndLastLine(message: string): string {
  const lines = message.split("\n").map((line) => line.trim());
  return lines.length > 1 ? `${lines[0]} … ${lines[lines.length - 1]}` : lines[0]!;
}

describe("@pulumiverse/vercel's types against this package", function () {
  this.timeout(180_000);
  const shared = [...ourNames()].filter((name) =>
    existsSync(join(PULUMIVERSE_DIR, `${lowerFirst(name)}.d.ts`)),
  );

  it("finds the names both packages have", () => {
    // Most of ours: the rest are the platform's groups @pulumiverse/vercel does not have.
    expect(shared.length).to.be.greaterThan(50);
  });

  it("accepts their arguments, knows every one of them and exposes every output they expose", () => {
    const errors = typeErrors(Object.fromEntries(shared.map((name) => [name, compatibilityProgram(name)])));
    const failing = Object.fromEntries(
      [...errors]
        .filter(([, messages]) => messages.length > 0)
        .map(([name, messages]) => [name, messages.map(firstAndLastLine)]),
    );
    expect(failing).to.deep.equal({});
  });
});
