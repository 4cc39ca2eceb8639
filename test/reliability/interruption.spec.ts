// Interruption: `pulumi up` (the plain CLI, on a program of one resource of every kind with
// `adopt: true`) killed with SIGKILL, its whole process group, after a seeded random number of
// platform writes; five runs. Then what Pulumi's docs tell a user to do: `pulumi cancel` if a lock
// is left, `pulumi refresh --clear-pending-creates` for the creates left pending, and `pulumi up`.
// The up converges, no object exists twice, and a destroy leaves nothing: nothing was orphaned.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { copyFile, readdir, readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { expect } from "chai";
import { seededRandom } from "../../emulator/faults";
import { useEmulator, type EmulatorHandle } from "../support/emulator";
import { engineEnv, engineRoot } from "../support/engine";
import { exampleProject, type ExampleProject } from "../support/example-project";
import { report } from "./figures";
import { countByNaturalKey } from "./platform-state";

const RUNS = 5;
const SEED = Number(process.env.RELIABILITY_SEED ?? 20261127);
/** One unit's up makes about this many writes; kills fall anywhere in it. */
const WRITES_SPAN = 40;

async function writes(emulator: EmulatorHandle): Promise<number> {
  const { counts } = await emulator.admin.requestCounts();
  return Object.entries(counts)
    .filter(([route]) => !route.startsWith("GET "))
    .reduce((sum, [, n]) => sum + n, 0);
}

/** Starts `pulumi up` in a process group of its own, kills the group after `after` writes. */
async function killedUp(emulator: EmulatorHandle, project: ExampleProject, after: number): Promise<boolean> {
  const child = spawn(
    join(engineRoot(), "bin", "pulumi"),
    ["up", "--yes", "--skip-preview", "--non-interactive", "--stack", "test"],
    { cwd: project.dir, env: engineEnv(project.env), detached: true, stdio: "ignore" },
  );
  const closed = once(child, "close");
  let exited = false;
  void closed.then(() => (exited = true));
  // Waits on the condition (the emulator's write count), polling it.
  while (!exited && (await writes(emulator)) < after) await delay(20);
  if (exited) return false;
  process.kill(-(child.pid as number), "SIGKILL");
  await closed;
  return true;
}

async function lockFiles(project: ExampleProject): Promise<string[]> {
  const dir = join(project.backendDir, ".pulumi", "locks");
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * The stack's state, after repairing what the kill cut short (`failed to load checkpoint: EOF`):
 * the file backend writes each checkpoint as `<stack>.json` plus a `<stack>.json.attrs` of blob
 * attributes, and keeps the one before each save as `<stack>.json.bak` and older ones under
 * `.pulumi/backups/`. A cut attributes file is removed (the blob store reads a missing one as
 * none); a cut checkpoint is replaced by the newest backup that parses. Says what it repaired.
 */
async function stateOrRepaired(project: ExampleProject): Promise<{ state: Deployment; repaired: string[] }> {
  const repaired: string[] = [];
  const root = join(project.backendDir, ".pulumi");
  const stackDir = join(root, "stacks", "vercel-reliability-interrupted");
  for (;;) {
    try {
      return { state: JSON.parse(await project.pulumi("stack", "export")) as Deployment, repaired };
    } catch (error) {
      // The engine fails to load a cut checkpoint, or exports what it could read of it.
      const cut = error instanceof SyntaxError || /failed to load checkpoint/.test(String(error));
      if (!cut || repaired.length > 2) throw error;
    }
    const parses = async (file: string): Promise<boolean> => {
      try {
        JSON.parse(await readFile(file, "utf8"));
        return true;
      } catch {
        return false;
      }
    };
    const attrs = join(stackDir, "test.json.attrs");
    const checkpoint = join(stackDir, "test.json");
    if (!(await parses(attrs)) && (await stat(attrs).catch(() => undefined))) {
      await rm(attrs);
      repaired.push("removed a cut-short test.json.attrs");
    } else if (!(await parses(checkpoint))) {
      const files = (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && /^test(\.json\.bak|\..+\.json)$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      const dated = await Promise.all(
        files.map(async (file) => ({ file, mtime: (await stat(file)).mtimeMs })),
      );
      const newest = dated.sort((a, b) => b.mtime - a.mtime).map(({ file }) => file);
      let restored = "";
      for (const file of newest) if (!restored && (await parses(file))) restored = file;
      if (!restored) throw new Error("the checkpoint was cut short and no backup of it parses");
      await copyFile(restored, checkpoint);
      await rm(attrs, { force: true });
      repaired.push(`restored ${restored.slice(root.length + 1)}`);
    } else {
      throw new Error("the state would not export, yet its files parse");
    }
  }
}

interface Deployment {
  deployment?: { pending_operations?: Array<{ type: string }> };
}

describe("reliability: interrupted ups recovered the way Pulumi's docs say", function () {
  this.timeout(600_000);
  const emulator = useEmulator({ resetBetweenTests: false });
  const random = seededRandom(SEED);

  before(() => report(`interruption: seed ${SEED}, ${RUNS} runs of one unit of every family`));

  for (let run = 1; run <= RUNS; run++) {
    it(`run ${run}: killed, recovered, converged, no duplicate, no orphan`, async () => {
      await emulator.admin.reset();
      const project = await exampleProject(
        emulator,
        "test/reliability/programs/interrupted/Pulumi.yaml",
        "dist/test/reliability/programs/interrupted/index.js",
      );
      try {
        await project.pulumi("stack", "init");
        const after = 1 + Math.floor(random() * WRITES_SPAN);
        const killed = await killedUp(emulator, project, after);
        const atKill = await countByNaturalKey(emulator);

        const locks = await lockFiles(project);
        let cancel = "no lock";
        if (locks.length > 0) {
          cancel = await project.pulumi("cancel", "--yes").then(
            () => "pulumi cancel removed it",
            (error: Error) =>
              `pulumi cancel: ${error.message.split("\n").find((l) => /error/i.test(l)) ?? "failed"}`,
          );
        }
        const { state, repaired } = await stateOrRepaired(project);
        const pending = state.deployment?.pending_operations ?? [];
        const refresh = () => project.pulumi("refresh", "--yes", "--skip-preview", "--clear-pending-creates");
        await refresh().catch(async (error: Error) => {
          // A lock the listing above missed (written as it looked): what the message says to do.
          if (!/currently locked/.test(error.message)) throw error;
          await project.pulumi("cancel", "--yes");
          cancel = "pulumi cancel removed it (found by refresh)";
          await refresh();
        });
        await project.pulumi("up", "--yes", "--skip-preview");
        // Every declared resource reads back from the platform: an object the interruption lost
        // would be a create here. (Counting objects against resources cannot tell: settings
        // resources such as ProjectCrons make no object of their own, bulk ones make several.)
        await project.pulumi("preview", "--refresh", "--expect-no-changes");

        const converged = await countByNaturalKey(emulator);
        const declared = Number((await project.pulumi("stack", "output", "declared")).trim());
        expect(killed, `the up finished before ${after} writes: the kill point is past its end`).to.equal(
          true,
        );
        expect(declared, "resources the program declared").to.be.greaterThan(0);
        expect(converged.duplicates, "objects made twice").to.deep.equal([]);
        await project.pulumi("destroy", "--yes", "--skip-preview");
        const left = await countByNaturalKey(emulator);
        report(
          `interruption run ${run}: ${killed ? `killed after ${after} writes` : `up finished before ${after} writes`}, ` +
            `${atKill.total} objects then; lock: ${locks.length > 0 ? cancel : "none"}; ` +
            `${repaired.length > 0 ? `state cut short: ${repaired.join(", ")}; ` : ""}` +
            `${pending.length} pending (${[...new Set(pending.map((p) => p.type))].join(", ") || "-"}); ` +
            `after recovery and up: ${declared} resources, ${converged.total} objects, ${converged.duplicates.length} duplicates; ` +
            `orphans after destroy: ${left.total}`,
        );
        expect(left.byArea, "objects the stack does not know (orphans)").to.deep.equal({});
      } finally {
        await project.dispose();
      }
    });
  }
});
