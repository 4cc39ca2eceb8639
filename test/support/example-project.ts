// An example program run as a user runs it: the plain `pulumi` CLI with the program's language
// host, configured only through the environment, against the emulator. The example's Pulumi.yaml
// is copied into a temp dir with `main` made absolute (or as it is, for a Pulumi YAML program that
// lives in the file itself), so stack config and state stay out of the repository.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { EmulatorHandle } from "./emulator";
import { REPO_ROOT, runPulumi } from "./engine";

export interface ExampleProject {
  /** Runs `pulumi <args> --stack test` in the example's temp project dir. */
  pulumi(...args: string[]): Promise<string>;
  /** The local backend's directory. */
  backendDir: string;
  /** The project's temp dir, holding its Pulumi.yaml, stack config files and PULUMI_HOME (`home/`). */
  dir: string;
  /** The environment the `pulumi` runs get (on top of the offline settings): for other tools run on the project. */
  env: NodeJS.ProcessEnv;
  dispose(): Promise<void>;
}

/**
 * `projectFile` is the example's Pulumi.yaml (relative to the repository), `programDir` its
 * program folder: the quickstart's Pulumi.yaml is the repository's root one. Without
 * `programDir` the file is the program (Pulumi YAML) and is copied unchanged.
 */
export async function exampleProject(
  emulator: EmulatorHandle,
  projectFile: string,
  programDir?: string,
): Promise<ExampleProject> {
  const dir = await mkdtemp(join(tmpdir(), "vercel-pulumi-example-"));
  // A YAML program reads files beside it (fn::readFile): the example's folder comes along.
  if (programDir === undefined) await cp(dirname(join(REPO_ROOT, projectFile)), dir, { recursive: true });
  const backendDir = join(dir, "backend");
  await mkdir(backendDir);
  const project = await readFile(join(REPO_ROOT, projectFile), "utf8");
  const main = programDir === undefined ? undefined : `main: ${join(REPO_ROOT, programDir)}`;
  await writeFile(
    join(dir, "Pulumi.yaml"),
    main === undefined
      ? project
      : /^main: .+$/m.test(project)
        ? project.replace(/^main: .+$/m, main)
        : `${project.trimEnd()}\n${main}\n`,
  );
  const env = {
    PULUMI_HOME: join(dir, "home"),
    PULUMI_BACKEND_URL: `file://${backendDir}`,
    VERCEL_API_URL: emulator.url,
    VERCEL_BLOB_API_URL: emulator.blobUrl,
    VERCEL_API_TOKEN: emulator.token,
    VERCEL_TEAM: emulator.teamSlug,
  };
  return {
    dir,
    backendDir,
    env,
    pulumi: (...args) => runPulumi([...args, "--stack", "test"], { cwd: dir, env }),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * A fresh copy of the example for each test of the calling `describe`, disposed after it: call it
 * at describe level and use the returned getter inside tests.
 */
export function useExampleProject(
  emulator: EmulatorHandle,
  projectFile: string,
  programDir?: string,
): () => ExampleProject {
  let example: ExampleProject | undefined;
  beforeEach(async () => {
    example = await exampleProject(emulator, projectFile, programDir);
  });
  afterEach(async () => {
    await example?.dispose();
    example = undefined;
  });
  return () => {
    if (example === undefined) throw new Error("useExampleProject: the example exists only inside a test");
    return example;
  };
}
