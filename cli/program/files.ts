// The files that make a folder a Pulumi TypeScript project using this package, for the programs
// `vercel-pulumi new` and `vercel-pulumi import` write: package.json (the provider from the same
// source the CLI was installed from), Pulumi.yaml (the API, team and backend it was written for),
// tsconfig.json and, for a package from a folder, .npmrc.
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";

/** The SDK version the engine and this package are tested with. */
const PULUMI_SDK_VERSION = "3.259.0";
const DEFAULT_API_URL = "https://api.vercel.com";

interface OwnManifest {
  name: string;
  version: string;
  devDependencies: Record<string, string>;
}

/** This package's root: the nearest folder above this file with a package.json (dist/cli/program/). */
function packageRoot(dir = __dirname): string {
  return existsSync(join(dir, "package.json")) ? dir : packageRoot(dirname(dir));
}

function ownManifest(): OwnManifest {
  return JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")) as OwnManifest;
}

/**
 * How the written program depends on this package: as the project that installed the CLI asked
 * for it (`^0.1.0` from a registry, a tarball, a git URL; a relative `file:` made relative to the
 * program), or, for a CLI run from a checkout or an unpacked folder, that folder itself.
 */
export function providerDependency(programDir: string): string {
  const root = packageRoot();
  const installedIn = dirname(root);
  if (basename(installedIn) === "node_modules") {
    const project = dirname(installedIn);
    const manifest = join(project, "package.json");
    if (existsSync(manifest)) {
      const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync(manifest, "utf8")) as {
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
      const spec = dependencies[ownManifest().name] ?? devDependencies[ownManifest().name];
      if (spec !== undefined) return relativeFileSpec(spec, project, programDir);
    }
    return `^${ownManifest().version}`;
  }
  return `file:${relative(programDir, root) || "."}`;
}

/** A `file:` spec written for `from`, rewritten for `to`; any other spec as it is. */
function relativeFileSpec(spec: string, from: string, to: string): string {
  if (!spec.startsWith("file:")) return spec;
  const path = spec.slice("file:".length);
  return `file:${isAbsolute(path) ? path : relative(to, resolve(from, path))}`;
}

/**
 * `.npmrc` for a program that installs this package from a folder: npm then installs a copy of the
 * package (its published files, its dependencies) instead of a link to the folder, whose own
 * node_modules would give the program a second @pulumi/pulumi.
 */
export function npmrc(dependency: string): string | undefined {
  return dependency.startsWith("file:") && !dependency.endsWith(".tgz") ? "install-links=true\n" : undefined;
}

export function packageJson(name: string, dependency: string): string {
  const manifest = ownManifest();
  const content = {
    name,
    private: true,
    main: "index.ts",
    dependencies: {
      "@pulumi/pulumi": PULUMI_SDK_VERSION,
      [manifest.name]: dependency,
    },
    devDependencies: {
      "@types/node": manifest.devDependencies["@types/node"] ?? "^22.0.0",
      typescript: manifest.devDependencies.typescript ?? "^5.0.0",
    },
  };
  return `${JSON.stringify(content, null, 2)}\n`;
}

export interface ProjectSettings {
  readonly name: string;
  readonly description: string;
  /** vercel:team, when the program is for one. */
  readonly team?: string | undefined;
  /** vercel:apiUrl, when it is not the platform's (the emulator's). */
  readonly apiUrl?: string | undefined;
  /** A local state folder (absolute), when the program keeps its state beside it. */
  readonly backendDir?: string | undefined;
}

export function pulumiYaml(settings: ProjectSettings): string {
  const config = [
    ...(settings.team ? [`  vercel:team: ${JSON.stringify(settings.team)}`] : []),
    ...(settings.apiUrl && settings.apiUrl !== DEFAULT_API_URL
      ? [`  vercel:apiUrl: ${JSON.stringify(settings.apiUrl)}`]
      : []),
  ];
  return [
    `name: ${settings.name}`,
    `description: ${JSON.stringify(settings.description)}`,
    "runtime:",
    "  name: nodejs",
    "  options:",
    "    typescript: true",
    ...(settings.backendDir ? ["backend:", `  url: ${JSON.stringify(`file://${settings.backendDir}`)}`] : []),
    ...(config.length > 0 ? ["config:", ...config] : []),
    "",
  ].join("\n");
}

export function tsconfigJson(): string {
  const content = {
    compilerOptions: {
      target: "ES2022",
      module: "commonjs",
      moduleResolution: "node",
      strict: true,
      esModuleInterop: true,
      skipLibCheck: true,
    },
    files: ["index.ts"],
  };
  return `${JSON.stringify(content, null, 2)}\n`;
}
