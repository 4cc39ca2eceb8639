// Runs documented examples side by side in one Pulumi program: each example's body becomes a
// function of the package it imports, and each example gets the package scoped to a team of its own
// (every resource and lookup gets `teamId`, every resource name the example's prefix), so names
// that collide across examples (`"example"`, a project called "example-project") never meet.
import { runInThisContext } from "node:vm";
import ts from "typescript";
import * as vercel from "../../provider";

type Package = typeof vercel;
type Program = (scoped: Package) => void;

/** The example's code with its imports replaced by a `vercel` parameter, compiled to a function. */
export function exampleProgram(code: string): Program {
  const imports = code.match(/^import .* from ".*";$/gm) ?? [];
  const hoisted = imports.filter((line) => !line.includes('"vercel-pulumi"')).join("\n");
  const body = imports.reduce((text, line) => text.replace(line, ""), code);
  const source = `${hoisted}\nexport default function (vercel: any) {\n${body}\n}`;
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
  });
  const module = { exports: {} as { default?: Program } };
  const wrapper = runInThisContext(`(function (exports, require, module) {\n${outputText}\n})`) as (
    exports: object,
    req: NodeJS.Require,
    mod: typeof module,
  ) => void;
  wrapper(module.exports, require, module);
  if (!module.exports.default) throw new Error("the example compiled to no function");
  return module.exports.default;
}

/**
 * The package as one example sees it: resources named `<prefix>.<name>`, and `teamId` given to
 * every resource and lookup function (`resources` and `functions` name them).
 */
export function scopedPackage(
  prefix: string,
  teamId: string,
  resources: ReadonlySet<string>,
  functions: ReadonlySet<string>,
): Package {
  const scoped: Record<string, unknown> = { ...vercel };
  for (const [name, value] of Object.entries(vercel)) {
    if (resources.has(name)) {
      const Resource = value as new (name: string, args: object, opts?: object) => object;
      scoped[name] = class extends Resource {
        constructor(resourceName: string, args: object, opts?: object) {
          super(`${prefix}.${resourceName}`, { ...args, teamId }, opts);
        }
      };
    } else if (functions.has(name.replace(/Output$/, ""))) {
      const lookup = value as (args: object, opts?: object) => unknown;
      scoped[name] = (args: object, opts?: object) => lookup({ ...args, teamId }, opts);
    }
  }
  return scoped as unknown as Package;
}
