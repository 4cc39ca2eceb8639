// Type-checks programs given as text with the TypeScript compiler, as a user's `tsc --strict` would,
// resolving packages from the repository's node_modules (and @pulumiverse/vercel from .tools): `vercel-pulumi` is the built package
// (its `types`, dist/provider/index.d.ts), as users get it. Nothing is written to disk.
import { join } from "node:path";
import ts from "typescript";
import { REPO_ROOT } from "./engine";
import { PULUMIVERSE_DIR, PULUMIVERSE_PACKAGE } from "./pulumiverse-package";

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.CommonJS,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  esModuleInterop: true,
  skipLibCheck: true,
  types: ["node"],
  // @pulumiverse/vercel lives outside node_modules (see pulumiverse-package.ts).
  paths: { [PULUMIVERSE_PACKAGE]: [PULUMIVERSE_DIR] },
};

/** Where the programs are placed (never written): inside the repository, so packages resolve. */
const VIRTUAL_DIR = join(REPO_ROOT, ".typecheck");

/**
 * The errors of each program (by its name), one line each: `line:column message`. `ambient` holds
 * declaration text shared by every program (modules declared loosely).
 */
export function typeErrors(programs: Record<string, string>, ambient = ""): Map<string, string[]> {
  const files = new Map(
    Object.entries(programs).map(([name, text]) => [join(VIRTUAL_DIR, `${name}.ts`), text]),
  );
  const ambientFile = join(VIRTUAL_DIR, "ambient.d.ts");
  files.set(ambientFile, ambient);
  const host = ts.createCompilerHost(OPTIONS);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const text = files.get(fileName);
    return text !== undefined
      ? ts.createSourceFile(fileName, text, languageVersion, true)
      : getSourceFile(fileName, languageVersion, ...rest);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => files.has(fileName) || fileExists(fileName);
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => files.get(fileName) ?? readFile(fileName);

  const program = ts.createProgram([...files.keys()], OPTIONS, host);
  const errors = new Map(Object.keys(programs).map((name) => [name, [] as string[]]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file;
    const name = file
      ? [...Object.keys(programs)].find((n) => join(VIRTUAL_DIR, `${n}.ts`) === file.fileName)
      : undefined;
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
    if (name === undefined) throw new Error(`type check: an error outside the programs: ${message}`);
    const { line, character } = file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    errors.get(name)!.push(`${line + 1}:${character + 1} ${message}`);
  }
  return errors;
}

/** A module every import of which is `any`: for packages an example uses that are not installed. */
export function looseModule(name: string): string {
  return `declare module "${name}" { const anything: any; export = anything; }\n`;
}
