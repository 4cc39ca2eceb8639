// docs/native-provider-migration.md, performed: a stack built with the dynamic classes
// (`vercel-pulumi`) moves to the native ones (`vercel-pulumi/native`) with an alias to each
// resource's old type and one `up`. The engine keeps each resource's id and state, so the platform
// sees no write at all, and a refresh leaves a state with no trace of the dynamic front.
import { expect } from "chai";
import * as dynamic from "../../provider";
import * as native from "vercel-pulumi/native";
import { useEmulator } from "../support/emulator";
import { installNativePlugin } from "../support/install-native-plugin";
import { createSharedStack, type SharedStack } from "../support/pulumi-stack";

type Front = typeof native;
/** The type the dynamic front registered a class under: the alias the migration declares. */
const dynamicType = (name: string) => `pulumi-nodejs:dynamic/vercel:${name}`;

/** The same program over either front; `aliased` adds each resource's old dynamic type. */
function program(front: Front, aliased: boolean) {
  return async () => {
    const alias = (name: string) => (aliased ? { aliases: [{ type: dynamicType(name) }] } : {});
    const site = new front.Project(
      "site",
      { name: "migrated-native", framework: "nextjs", buildCommand: "npm run build" },
      alias("Project"),
    );
    new front.ProjectEnvironmentVariable(
      "api-url",
      { projectId: site.id, key: "API_URL", value: "https://api.example.com", targets: ["production"] },
      alias("ProjectEnvironmentVariable"),
    );
    const settings = new front.EdgeConfig("settings", { name: "migrated-settings" }, alias("EdgeConfig"));
    new front.EdgeConfigItem(
      "maintenance",
      { edgeConfigId: settings.id, key: "maintenance", value: "off" },
      alias("EdgeConfigItem"),
    );
  };
}

describe("migrating a stack from the dynamic front to the native front", function () {
  this.timeout(300_000);
  let shared: SharedStack | undefined;
  // Registered before the emulator's own hooks, so the stack is destroyed before the emulator stops.
  after(async () => {
    await shared?.dispose();
  });
  const emulator = useEmulator({ resetBetweenTests: false });

  /** Platform calls that would create, change or delete something, keyed "METHOD /template". */
  async function writeCalls(): Promise<Record<string, number>> {
    const { counts } = await emulator.admin.requestCounts();
    return Object.fromEntries(Object.entries(counts).filter(([route]) => !route.startsWith("GET ")));
  }
  const resourceTypes = async (stack: SharedStack) => {
    const { deployment } = await stack.stack.exportStack();
    return (deployment as { resources: Array<{ type: string; id?: string }> }).resources;
  };

  it("moves every resource with aliases and one up, writing nothing to the platform", async () => {
    shared = await createSharedStack(emulator);
    await installNativePlugin(shared.stack.workspace.pulumiHome!);
    shared.setProgram(program(dynamic as unknown as Front, false));
    await shared.stack.up();
    const before = (await resourceTypes(shared)).filter((r) => r.type.startsWith("pulumi-nodejs:dynamic/"));
    expect(before).to.have.length(4);

    await emulator.admin.clearRequestCounts();
    shared.setProgram(program(native, true));
    const { changeSummary } = await shared.stack.preview();
    expect(Object.keys(changeSummary), "the preview creates or deletes something").to.have.members(["same"]);
    await shared.stack.up();
    expect(await writeCalls(), "the migration writes nothing").to.deep.equal({});

    const after = await resourceTypes(shared);
    const migrated = after.filter((r) => r.type.startsWith("vercel:index:"));
    expect(migrated.map((r) => r.type).sort()).to.deep.equal(
      ["EdgeConfig", "EdgeConfigItem", "Project", "ProjectEnvironmentVariable"].map(
        (n) => `vercel:index:${n}`,
      ),
    );
    expect(migrated.map((r) => r.id).sort()).to.deep.equal(before.map((r) => r.id).sort());
    expect(after.filter((r) => r.type.startsWith("pulumi-nodejs:dynamic/"))).to.deep.equal([]);

    // A refresh reads every object through the native provider: the state holds no serialized
    // dynamic provider any more, and the aliases can go.
    await shared.stack.refresh();
    expect(JSON.stringify((await shared.stack.exportStack()).deployment)).not.to.include("__provider");
    shared.setProgram(program(native, false));
    await shared.stack.preview({ refresh: true, expectNoChanges: true });
    expect(await writeCalls(), "nor does the refresh").to.deep.equal({});
  });
});
