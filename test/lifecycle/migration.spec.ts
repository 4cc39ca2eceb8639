// The README's migration from another provider, performed with two stacks of our own resources
// standing in for the old program and the new one: `retainOnDelete: true` on the old resources
// and one `up`, then the old resources leave the old program (the objects stay on the platform),
// then the new program takes them over with `adopt: true`, creating, changing and deleting nothing.
import { expect } from "chai";
import { Project } from "../../provider";
import { useEmulator } from "../support/emulator";
import { createSharedStack, stateResources, type SharedStack } from "../support/pulumi-stack";

describe("migrating a program without touching the platform", function () {
  this.timeout(300_000);
  const stacks: SharedStack[] = [];
  // Registered before the emulator's own hooks, so the stacks are destroyed before the emulator stops.
  after(async () => {
    for (const stack of stacks) await stack.dispose();
  });
  const emulator = useEmulator({ resetBetweenTests: false });

  /** Platform calls that would create, change or delete something, keyed "METHOD /template". */
  async function writeCalls(): Promise<Record<string, number>> {
    const { counts } = await emulator.admin.requestCounts();
    return Object.fromEntries(Object.entries(counts).filter(([route]) => !route.startsWith("GET ")));
  }

  it("retains the objects in the old program and adopts them in the new one", async () => {
    const oldProgram = await createSharedStack(emulator, "old-program");
    const newProgram = await createSharedStack(emulator, "new-program");
    stacks.push(oldProgram, newProgram);
    const settings = { name: "migrated-site", framework: "nextjs" as const, buildCommand: "npm run build" };

    let retain = false;
    let declared = true;
    oldProgram.setProgram(async () => {
      if (declared) new Project("site", settings, { retainOnDelete: retain });
    });
    await oldProgram.stack.up();
    const [before] = (await emulator.admin.state()).areas.projects?.[emulator.teamId] as Array<{
      id: string;
    }>;

    // Step 1: retainOnDelete on the old resources, and one up.
    retain = true;
    await oldProgram.stack.up();
    // Step 2: the old resources leave the old program; the objects stay on the platform.
    await emulator.admin.clearRequestCounts();
    declared = false;
    await oldProgram.stack.up();
    expect(await stateResources(oldProgram.stack)).to.deep.equal([]);
    expect(await writeCalls(), "the old program deletes nothing").to.deep.equal({});

    // Step 3: the new program adopts them: no create, no update, no delete.
    newProgram.setProgram(async () => {
      new Project("site", { ...settings, adopt: true });
    });
    await newProgram.stack.up();
    expect(await writeCalls(), "the new program writes nothing").to.deep.equal({});
    const [adopted] = await stateResources(newProgram.stack);
    expect(adopted?.id).to.equal(before?.id);
    await newProgram.stack.preview({ refresh: true, expectNoChanges: true });
  });
});
