// What a refresh leaves for the next diff, on the real engine, over the every-family stack (the
// dynamic front): the inputs the program set and nothing else, so a one-field change made on the
// platform shows as that one field, not as a removal of every setting the platform defaulted.
import { expect } from "chai";
import type { EngineEvent } from "@pulumi/pulumi/automation";
import { everyFamily } from "../reliability/every-family";
import { stateResource, stateResources } from "../support/pulumi-stack";
import { useSharedLifecycle } from "../support/shared-lifecycle";

type StateResource = Record<string, unknown> & { urn: string; inputs?: object };

const nameOf = (urn: string) => urn.slice(urn.lastIndexOf("::") + 2);

/** Each resource's input names, by resource name (the dynamic front's `__` keys left out). */
function inputNames(resources: readonly Record<string, unknown>[]): Record<string, string[]> {
  return Object.fromEntries(
    (resources as StateResource[]).map((resource) => [
      nameOf(resource.urn),
      Object.keys(resource.inputs ?? {})
        .filter((key) => !key.startsWith("__"))
        .sort(),
    ]),
  );
}

/**
 * The inputs that differ between a step's old and new state: what Pulumi's diff shows for a
 * provider that reports no detailed diff, as the dynamic one.
 */
function changedInputs(olds: Record<string, unknown>, news: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(olds), ...Object.keys(news)])]
    .filter((key) => !key.startsWith("__") && JSON.stringify(olds[key]) !== JSON.stringify(news[key]))
    .sort();
}

describe("refresh of every family: the inputs the program set, and a drift as the field that drifted", function () {
  this.timeout(600_000);
  const suite = useSharedLifecycle();
  let projectId = "";

  before(async () => {
    suite.shared().setProgram(async () => ({ declared: everyFamily("r", 1).resources }));
    await suite.shared().stack.up();
    projectId = String((await stateResource(suite.shared().stack, "r0-project"))?.id);
  });

  it("keeps every resource's input names through a refresh", async () => {
    const { stack } = suite.shared();
    const before = inputNames(await stateResources(stack));
    expect(Object.keys(before).length, "resources of the stack").to.be.greaterThan(40);
    await stack.refresh();
    expect(inputNames(await stateResources(stack))).to.deep.equal(before);
  });

  it("shows what changed on the platform and nothing else, and up puts it back", async () => {
    const { stack } = suite.shared();
    // A setting the program sets (framework) and one it leaves to the platform (buildCommand),
    // which the update resets.
    await suite.api("PATCH", `/v9/projects/${projectId}`, {
      framework: "vite",
      buildCommand: "make drifted",
    });
    const events: EngineEvent[] = [];
    const preview = await stack.preview({
      refresh: true,
      diff: true,
      onEvent: (event) => events.push(event),
    });
    const changed = events
      .map((event) => event.resourcePreEvent?.metadata)
      .filter((step) => step && step.op !== "same" && step.op !== "refresh")
      .map((step) => ({
        resource: nameOf(step!.urn),
        op: step!.op,
        inputs: changedInputs(step!.old?.inputs ?? {}, step!.new?.inputs ?? {}),
      }));
    expect(changed).to.deep.equal([
      { resource: "r0-project", op: "update", inputs: ["buildCommand", "framework"] },
    ]);
    // What a user reads: those two properties, and no other shown as changed or removed.
    const shown = new Set([...preview.stdout.matchAll(/^\s+[-+~] (\w+)\s*:/gm)].map((line) => line[1]));
    expect([...shown].sort()).to.deep.equal(["buildCommand", "framework"]);
    expect(preview.stdout).to.match(/~ framework\s*: "vite" => "nextjs"/);
    expect(preview.stdout).to.match(/- buildCommand\s*: "make drifted"/);

    await stack.up({ refresh: true });
    const project = await suite.api<{ framework: string; buildCommand?: string | null }>(
      "GET",
      `/v9/projects/${projectId}`,
    );
    expect(project.framework).to.equal("nextjs");
    expect(project.buildCommand ?? null).to.equal(null);
    const settled = await stack.preview({ refresh: true, diff: true });
    expect(Object.keys(settled.changeSummary).filter((op) => op !== "same")).to.deep.equal([]);
    expect(settled.stdout).not.to.match(/^\s+[-+~] \w+\s*: /m);
  });
});
